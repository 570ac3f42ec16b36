import Foundation
import Testing
@testable import Fixpoint

/// The leaf behaviours that declare the default layout facts (`ElementBehavior.hasDefaultLayoutFacts`)
/// give them: the layout phase skips asking them, so a behaviour that overrides one of the
/// answers and keeps the flag would lay out wrong without a failing test elsewhere.
@Suite("default layout facts")
struct DefaultLayoutFactsTests {
    /// A row of every built-in leaf that declares the flag, next to leaves that must not.
    private struct Leaves: View {
        var body: some View {
            HStack {
                Rectangle()
                Circle().stroke(lineWidth: 2)
                Color.red
                Image(systemName: "star")
                ProgressView(value: 0.5)
                Toggle("On", isOn: .constant(true))
                Slider(value: .constant(0.3))
                Stepper("Count", value: .constant(1))
                Text("Label")
                Spacer()
            }
        }
    }

    @Test("each flagged leaf answers the defaults for every built-in guide; text and spacers are not flagged")
    func flaggedLeavesGiveTheDefaults() throws {
        let host = ViewHost(Leaves(), proposal: ProposedViewSize(width: 600, height: 200))
        host.run()
        let keys = [HorizontalAlignment.leading, .center, .trailing].map(\.key.value)
            + [VerticalAlignment.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline].map(\.key.value)
        var flagged: [String] = []
        var unflagged: [String] = []
        for node in host.graph.liveNodes.values.sorted(by: { $0.id < $1.id }) {
            guard node.role == .element, let behavior = node.behavior else { continue }
            guard behavior.hasDefaultLayoutFacts else {
                unflagged.append(String(describing: type(of: behavior)))
                continue
            }
            flagged.append(String(describing: type(of: behavior)))
            let context = LayoutContext(node: node, engine: host.engine)
            for key in keys {
                #expect(behavior.givesDefaultLayoutFacts(for: key, in: context), "\(node.name) for \(key)")
            }
        }
        #expect(Set(flagged) == ["ShapeBehavior", "ImageBehavior", "ProgressBehavior", "ControlBehavior", "FixedControlBehavior"])
        #expect(flagged.count == 8)
        #expect(unflagged.contains("TextBehavior") && unflagged.contains("SpacerBehavior"))
    }

    /// Stacks aligned by guides and priorities around shapes, images and controls.
    private struct Aligned: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 3) {
                HStack(alignment: .firstTextBaseline) { Rectangle().frame(width: 10, height: 20); Text("Base") }
                HStack(alignment: .bottom) { Circle().frame(width: 8, height: 8); Color.blue.frame(width: 4, height: 30) }
                HStack { Image(systemName: "star"); ProgressView(value: 0.2); Toggle("T", isOn: .constant(false)) }
                Rectangle().layoutPriority(1)
                Color.green
            }
            .frame(maxWidth: .infinity, alignment: .trailing)
        }
    }

    @Test("the flags change no frame: a host whose flags are cleared after its bodies lays out the same", arguments: [
        ProposedViewSize(width: 100, height: 120), ProposedViewSize(width: 300, height: nil), ProposedViewSize(width: nil, height: nil),
    ])
    func flagsChangeNoFrame(proposal: ProposedViewSize) {
        let flagged = ViewHost(Aligned(), proposal: proposal)
        let flaggedReport = flagged.run()
        let asked = ViewHost(Aligned(), proposal: proposal)
        asked.run(until: .bodies)
        var cleared = 0
        for node in asked.graph.liveNodes.values where node.behavior?.hasDefaultLayoutFacts == true {
            node.behavior?.hasDefaultLayoutFacts = false
            cleared += 1
        }
        let askedReport = asked.run()
        #expect(cleared >= 6)
        #expect(flaggedReport.converged && askedReport.converged)
        #expect(flagged.snapshot.nodes.map(\.frame) == asked.snapshot.nodes.map(\.frame))
        #expect(flagged.snapshot.nodes.map(\.path) == asked.snapshot.nodes.map(\.path))
    }
}
