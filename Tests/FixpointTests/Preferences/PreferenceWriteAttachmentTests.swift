import Foundation
import Testing
@testable import Fixpoint

/// A `.preference(key:value:)` writer keeps its write in its node's attachment, without a
/// `ModifierEffects` (`ViewNode.Attachment.preferenceWrite`); the write moves into one when the
/// node takes another effect or body state, and is read, replaced and combined the same way
/// wherever it lives.
@Suite("preference write attachment")
struct PreferenceWriteAttachmentTests {
    private struct Total: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    /// Two writers under a reader whose last delivered sum `sink` keeps.
    private struct Writers: View {
        let handle: BindingHandle
        let sink: Sink
        @State private var first: Int

        init(first: Int, handle: BindingHandle, sink: Sink) {
            _first = State(initialValue: first)
            self.handle = handle
            self.sink = sink
        }

        var body: some View {
            let _ = handle.value = $first
            VStack {
                Text("a").preference(key: Total.self, value: first)
                Text("b").preference(key: Total.self, value: 10)
            }
            .onPreferenceChange(Total.self) { sink.total = $0 }
        }
    }

    private final class Sink {
        var total: Int?
    }

    /// The writers' nodes, in tree order.
    private func writers(_ graph: ViewGraph) -> [ViewNode] {
        var result: [ViewNode] = []
        func visit(_ node: ViewNode) {
            if node.preferenceEffectKey == ObjectIdentifier(Total.self) { result.append(node) }
            for child in node.children { visit(child) }
        }
        if let root = graph.root { visit(root) }
        return result
    }

    /// The value a node writes, if its effect is a write.
    private func written(by node: ViewNode) -> Int? {
        guard case .write(let entry)? = node.preferenceEffect else { return nil }
        return entry.value(as: Int.self)
    }

    @Test("a write survives its node taking modifier effects, then body state, and is replaced in either")
    func writeMovesWithItsNode() {
        let handle = BindingHandle()
        let sink = Sink()
        let host = ViewHost(Writers(first: 1, handle: handle, sink: sink))
        #expect(host.run().converged)
        #expect(sink.total == 11)
        let nodes = writers(host.graph)
        #expect(nodes.count == 2)
        guard nodes.count == 2 else { return }
        #expect(nodes.map(written(by:)) == [1, 10])

        // Another effect on the first writer: its write moves into the node's modifier effects.
        nodes[0].modifierMemory = "kept"
        #expect(written(by: nodes[0]) == 1)
        #expect(nodes[0].preferenceEffectKey == ObjectIdentifier(Total.self))
        #expect(nodes[0].modifierMemory as? String == "kept")
        // Body state on the second: its write moves into the state's effects.
        _ = nodes[1].composite
        #expect(written(by: nodes[1]) == 10)
        #expect(nodes[1].preferenceEffectKey == ObjectIdentifier(Total.self))

        // A new value re-mounts the first writer: it replaces the write where it now lives, and
        // the sum is delivered.
        handle.value?.wrappedValue = 5
        #expect(host.run().converged)
        #expect(written(by: nodes[0]) == 5)
        #expect(nodes[0].modifierMemory as? String == "kept")
        #expect(sink.total == 15)
        #expect(host.checkInvariants(atFixedPoint: true).isEmpty)
    }

    @Test("an unchanged value keeps the writer's entry, a new one replaces it")
    func entryIsKeptWhileTheValueIs() {
        let handle = BindingHandle()
        let sink = Sink()
        let host = ViewHost(Writers(first: 1, handle: handle, sink: sink))
        host.run()
        guard let node = writers(host.graph).first, case .write(let before)? = node.preferenceEffect else {
            Issue.record("no writer")
            return
        }
        handle.value?.wrappedValue = 1
        host.run()
        guard case .write(let same)? = node.preferenceEffect else {
            Issue.record("the write went away")
            return
        }
        #expect(same === before)
        handle.value?.wrappedValue = 2
        host.run()
        guard case .write(let replaced)? = node.preferenceEffect else {
            Issue.record("the write went away")
            return
        }
        #expect(replaced !== before && replaced.value(as: Int.self) == 2)
        #expect(sink.total == 12)
    }
}
