import Fixpoint
import FixpointGallery
import Foundation
import Testing

/// Sweeps find every switch between samples by recursive bisection and label both sides (issue
/// 11 §4: `sweep airplane --width 100...250 --step 1000` missed the switch at 179.17 and
/// labelled the one it found with the next sample's variant).
@Suite("sweep bisection")
struct SweepBisectionTests {
    /// An example whose variant is a function of the proposed width: a colour takes the width,
    /// and `bands` names the variant of each band (`[(120, "a"), (140, "b")]`: a below 120, b
    /// from 120 to below 140, and `last` above).
    static func banded(_ bands: [(CGFloat, String)], last: String) -> Example {
        Example("banded", variant: { snapshot in
            let width = snapshot.nodes.first?.frame.width ?? 0
            return bands.first { width < $0.0 }?.1 ?? last
        }) { Color.red }
    }

    @Test("airplane with a step wider than the range: both switches, each with the variants on both sides")
    func airplaneCoarseStep() throws {
        let sweep = Sweep(example: ExampleCatalog.example(named: "airplane")!, from: 100, to: 250, step: 1000)
        let (rows, switches) = sweep.run()
        #expect(rows.map(\.width) == [100, 250])
        try #require(switches.count == 2)
        #expect(switches[0].lowerVariant == "off-centre, truncated" && switches[0].upperVariant == "off-centre")
        #expect(switches[1].lowerVariant == "off-centre" && switches[1].upperVariant == "centred")
        // W* = 2 × 83.083 + 13 = 179.166.
        #expect(switches[1].below <= 179.166 && switches[1].above >= 179.166 - 0.001)
        #expect(switches[1].above - switches[1].below <= 0.01)
        #expect(switches.allSatisfy { $0.above - $0.below <= 0.01 })
        let warnings = sweep.warnings(switches: switches)
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("'off-centre' spans only 33.") == true)
    }

    @Test("several switches in one interval are all found, in order")
    func severalSwitchesInOneInterval() {
        let example = Self.banded([(120, "a"), (140, "b")], last: "c")
        let (_, switches) = Sweep(example: example, from: 100, to: 200, step: 100).run()
        #expect(switches.map { "\($0.lowerVariant)→\($0.upperVariant)" } == ["a→b", "b→c"])
        #expect(abs(switches[0].above - 120) <= 0.01 && switches[0].below < 120)
        #expect(abs(switches[1].above - 140) <= 0.01 && switches[1].below < 140)
    }

    @Test("a band between two samples that agree is found by the midpoint probes, to their depth")
    func bandBetweenAgreeingSamples() {
        let example = Self.banded([(120, "outside"), (130, "band")], last: "outside")
        var deep = Sweep(example: example, from: 100, to: 200, step: 100)
        #expect(deep.probeDepth == 2)
        let (rows, switches) = deep.run()
        #expect(rows.map(\.variant) == ["outside", "outside"])
        #expect(switches.map { "\($0.lowerVariant)→\($0.upperVariant)" } == ["outside→band", "band→outside"])
        #expect(deep.warnings(switches: switches).first?.hasPrefix("'band' spans only 9.99") == true)
        // Checking only the midpoint (150) misses a band at 120…130.
        deep.probeDepth = 1
        #expect(deep.run().switches.isEmpty)
    }

    @Test("samples that agree with no band between cost at most three probes each")
    func probesAreBounded() {
        let example = Self.banded([], last: "same")
        let (rows, switches) = Sweep(example: example, from: 0, to: 100, step: 10).run()
        #expect(rows.count == 11 && switches.isEmpty)
    }

    @Test("the height is proposed to every run")
    func height() {
        let example = Example("h", variant: { $0.nodes.first.map { "h\(Int($0.frame.height))" } ?? "" }) { Color.red }
        let (rows, _) = Sweep(example: example, from: 10, to: 20, step: 10, height: 33).run()
        #expect(rows.map(\.variant) == ["h33", "h33"])
    }

    @Test("progress hears once per sampled width")
    func progress() {
        var calls: [String] = []
        _ = Sweep(example: Self.banded([], last: "x"), from: 0, to: 20, step: 10).run { calls.append("\($0)/\($1)") }
        #expect(calls == ["1/3", "2/3", "3/3"])
    }
}
