import Fixpoint
import Foundation
import Testing

/// Keeps a binding where the test can reach it.
private final class TickHandle {
    var tick: Binding<Int>?
}

/// A view whose state the body reads without showing it: a change re-runs the body, which
/// returns the same views.
private struct QuietCounter: View {
    let handle: TickHandle
    @State private var tick = 0

    var body: some View {
        let _ = handle.tick = $tick
        let _ = tick
        HStack {
            Text("Quiet")
            Color.blue.frame(width: 20, height: 20)
        }
    }
}

/// Counts the calls of its `spacing(subviews:cache:)`; lays its one subview out as it is.
private struct SpacingCountingLayout: Layout {
    final class Counter: @unchecked Sendable {
        var calls = 0
    }
    let counter: Counter

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        counter.calls += 1
        return subviews.first?.spacing ?? ViewSpacing()
    }
}

/// What a re-mount costs when nothing a layout reads changed.
@Suite("Re-mount costs")
struct RemountCostTests {
    @Test("a body that returns the same views, deep in stacks, sizes and places nothing")
    func sameBodyLaysOutNothing() throws {
        let handle = TickHandle()
        var content = AnyView(QuietCounter(handle: handle))
        for level in 0..<20 {
            content = AnyView(VStack(spacing: 2) {
                Text("Level \(level)")
                content
            }.padding(1))
        }
        let host = ViewHost(content, proposal: ProposedViewSize(width: 390, height: nil))
        #expect(host.run().converged)
        let before = host.snapshot.nodes.map(\.frame)
        handle.tick?.wrappedValue = 1
        let report = host.run()
        #expect(report.converged && report.passes == 1)
        #expect(report.statistics[0].bodyEvaluations == 1)
        #expect(report.statistics[0].sizingCalls == 0)
        #expect(report.statistics[0].placements == 0)
        #expect(host.snapshot.nodes.map(\.frame) == before)
    }

    @Test("a stack with an explicit spacing asks no child for its spacing; one without asks")
    func explicitSpacingAsksNoChild() {
        for spacing in [CGFloat?.some(4), nil] {
            let counter = SpacingCountingLayout.Counter()
            let view = HStack(spacing: spacing) {
                SpacingCountingLayout(counter: counter) { Color.red.frame(width: 10, height: 10) }
                Color.blue.frame(width: 10, height: 10)
            }
            let host = ViewHost(view, proposal: ProposedViewSize(width: 390, height: nil))
            #expect(host.run().converged)
            if spacing == nil {
                #expect(counter.calls > 0)
            } else {
                #expect(counter.calls == 0)
                #expect(host.snapshot.nodes.last?.frame.minX == host.snapshot.nodes.first.map { $0.frame.minX + 14 })
            }
        }
    }
}
