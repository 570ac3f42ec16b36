import Fixpoint
import FixpointGallery
import Foundation
import Testing

/// Sweeps sample by index, so huge or degenerate ranges end (issue 12: `--width 1e300...1e300`
/// never returned; `1e17...1e17+1000 --step 5` aborted).
@Suite("sweep sampling")
struct SweepSamplingTests {
    private let example = ExampleCatalog.example(named: "airplane")!

    @Test("a range of one huge width is one sample")
    func hugeSingleWidth() {
        #expect(Sweep(example: example, from: 1e300, to: 1e300, step: 5).widths == [1e300])
    }

    @Test("where adding the step changes nothing, widths still ascend and end")
    func stepBelowPrecision() {
        let widths = Sweep(example: example, from: 1e17, to: 1e17 + 1000, step: 5).widths
        #expect(!widths.isEmpty && widths.count <= 201)
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 })
        #expect(widths.last == 1e17 + 1000)
    }

    @Test("degenerate ranges sample nothing", arguments: [
        (CGFloat.nan, 10, 1), (0, .infinity, 1), (0, 10, 0), (0, 10, -1), (10, 0, 1), (0, 10, .nan),
    ] as [(CGFloat, CGFloat, CGFloat)])
    func degenerate(from: CGFloat, to: CGFloat, step: CGFloat) {
        #expect(Sweep(example: example, from: from, to: to, step: step).widths.isEmpty)
        #expect(Sweep.sampleCount(from: from, to: to, step: step) == nil)
    }

    @Test("a sweep never samples more than maximumSamples widths")
    func capped() {
        #expect(Sweep(example: example, from: 0, to: 1e9, step: 1).widths.count == Sweep.maximumSamples)
    }

    @Test("the last width is included when the step does not reach it")
    func lastWidth() {
        #expect(Sweep(example: example, from: 100, to: 112, step: 5).widths == [100, 105, 110, 112])
    }
}
