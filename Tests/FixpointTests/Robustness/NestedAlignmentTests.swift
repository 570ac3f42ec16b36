import Fixpoint
import Foundation
import Testing

/// Alignment queries through nested containers cost work linear in the nesting: each container
/// answers a guide once per proposal, so baseline-aligned stacks nested 32 deep, nested ZStacks
/// with custom guides and nested stacks under a NaN proposal run in a bounded number of sizings
/// (counters, not clocks; issue 12 measured these as doubling per level).
@Suite("Nested alignment")
struct NestedAlignmentTests {
    private static func nest(_ depth: Int, _ wrap: (AnyView, Int) -> AnyView) -> AnyView {
        var view = AnyView(Text("leaf"))
        for level in 0..<depth { view = wrap(view, level) }
        return view
    }

    private static func totalSizings(_ report: UpdateReport) -> Int {
        report.statistics.reduce(0) { $0 + $1.sizingCalls }
    }

    @Test("baseline-aligned HStacks nested 32 deep", arguments: [VerticalAlignment.lastTextBaseline, .firstTextBaseline])
    func baselineStacks(alignment: VerticalAlignment) {
        let depth = 32
        let view = Self.nest(depth) { inner, level in
            AnyView(HStack(alignment: alignment) {
                Text("level \(level)").font(level.isMultiple(of: 2) ? .title : .body)
                inner
            })
        }
        let host = ViewHost(view, proposal: ProposedViewSize(width: 2_000, height: 800))
        let report = host.run()
        #expect(report.converged)
        #expect(report.passes == 1)
        // Linear: a few sizings per node, not 2^32.
        #expect(Self.totalSizings(report) < 40 * depth * 4)
        // Every level's label and the leaf are laid out.
        let texts = host.snapshot.nodes.filter { $0.typeName == "Text" }
        #expect(texts.count == depth + 1)
    }

    @Test("ZStacks with custom guides nested 24 deep")
    func customGuideZStacks() {
        let depth = 24
        let view = Self.nest(depth) { inner, level in
            AnyView(ZStack(alignment: .topLeading) {
                Color.blue.frame(width: 10, height: 10)
                inner.alignmentGuide(.leading) { $0[.trailing] - CGFloat(level) }
                    .alignmentGuide(.top) { $0[.bottom] / 2 }
            })
        }
        let host = ViewHost(view, proposal: ProposedViewSize(width: 500, height: 500))
        let report = host.run()
        #expect(report.converged)
        #expect(report.passes == 1)
        #expect(Self.totalSizings(report) < 40 * depth * 4)
        #expect(host.snapshot.nodes.allSatisfy { $0.frame.origin.x.isFinite && $0.frame.origin.y.isFinite })
    }

    @Test("VStacks nested 24 deep under a NaN proposal")
    func nanProposal() {
        let depth = 24
        let view = Self.nest(depth) { inner, _ in
            AnyView(VStack { Color.red.frame(minWidth: 1, maxWidth: .infinity); inner })
        }
        let host = ViewHost(view, proposal: ProposedViewSize(width: .nan, height: .nan))
        let report = host.run()
        #expect(report.converged)
        #expect(Self.totalSizings(report) < 40 * depth * 4)
        #expect(host.snapshot.nodes.allSatisfy { $0.frame.width.isFinite && $0.frame.height.isFinite })
    }
}
