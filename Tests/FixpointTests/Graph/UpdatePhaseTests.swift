import Fixpoint
import Foundation
import Testing

private struct MeasuredWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Measures its label, then draws a bar as wide as it.
private struct MeasuredBar: View {
    @State private var width: CGFloat = 0

    var body: some View {
        VStack {
            Text("Measure me")
                .background(GeometryReader { Color.clear.preference(key: MeasuredWidthKey.self, value: $0.size.width) })
            Color.red.frame(width: width, height: 2)
        }
        .onPreferenceChange(MeasuredWidthKey.self) { width = $0 }
    }
}

/// `ViewHost.run(until:)`: one pass stopped after a named phase, then the run goes on.
@Suite("Update phases")
struct UpdatePhaseTests {
    @Test("phases are ordered writes, bodies, layout, preferences, binders, actions")
    func order() {
        #expect(UpdatePhase.allCases.map(\.description) == ["writes", "bodies", "layout", "preferences", "binders", "actions"])
        #expect(UpdatePhase.layout < .binders)
    }

    @Test("stopping after layout places the tree but delivers nothing; the run then goes on from there")
    func stopAfterLayout() throws {
        let host = ViewHost(MeasuredBar(), proposal: ProposedViewSize(width: 300, height: nil))
        let first = host.run(until: .layout)
        #expect(first.passes == 1)
        #expect(first.statistics[0].binderDispatches == 0)
        #expect(!first.converged)
        let label = try #require(host.snapshot.node(text: "Measure me"))
        #expect(label.frame.width > 0)
        #expect(host.snapshot.nodes.first { $0.typeName == "frame" }?.frame.width == 0)
        let rest = host.run()
        #expect(rest.converged)
        #expect(host.snapshot.nodes.first { $0.typeName == "frame" }?.frame.width == label.frame.width)
    }

    @Test("stopping after binders queues the action without running it; after actions the write waits")
    func stopAfterBinders() {
        let host = ViewHost(MeasuredBar(), proposal: ProposedViewSize(width: 300, height: nil))
        let binders = host.run(until: .binders)
        #expect(binders.statistics[0].binderDispatches == 1)
        #expect(!binders.trace.events.contains { if case .actionRun = $0.kind { true } else { false } })
        let actions = host.run(until: .actions)
        #expect(actions.trace.events.contains { if case .actionRun = $0.kind { true } else { false } })
        #expect(!actions.converged)
        let rest = host.run()
        #expect(rest.converged)
        #expect(rest.statistics[0].reason == .stateChanged)
    }
}
