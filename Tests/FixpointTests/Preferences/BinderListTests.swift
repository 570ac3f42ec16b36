import Foundation
import Testing
@testable import Fixpoint

/// The binders phase visits the tree's binders in pre-order. A graph that made one binder alone
/// lists it without walking every node (`ViewGraph.soleBinderNode`); a second binder, or the
/// sole one's removal, goes back to the walk, and the list is the walk's in every case.
@Suite("binder list")
struct BinderListTests {
    private struct Width: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
    }

    /// Up to three readers of `Width`, which `handle` switches on and off.
    private struct Readers: View {
        let handle: BindingHandle
        @State private var mask: Int

        init(mask: Int, handle: BindingHandle) {
            _mask = State(initialValue: mask)
            self.handle = handle
        }

        var body: some View {
            let _ = handle.value = $mask
            VStack {
                ForEach(0..<3, id: \.self) { index in
                    if mask & (1 << index) != 0 {
                        Text("reader \(index)").preference(key: Width.self, value: CGFloat(index + 1))
                            .onPreferenceChange(Width.self) { _ in }
                    } else {
                        Text("plain \(index)")
                    }
                }
            }
        }
    }

    /// The binders' nodes in pre-order, found by walking the whole tree.
    private func walked(_ graph: ViewGraph) -> [Int] {
        var result: [Int] = []
        func visit(_ node: ViewNode) {
            if node.binder != nil { result.append(node.id) }
            for child in node.children { visit(child) }
        }
        if let root = graph.root { visit(root) }
        return result
    }

    @Test("the listed binders are the walked ones as binders come and go", arguments: [[1, 3, 2, 0, 4, 7, 1]])
    func listMatchesTheWalk(masks: [Int]) {
        let handle = BindingHandle()
        let host = ViewHost(Readers(mask: 1, handle: handle))
        host.run()
        #expect(host.graph.soleBinderNode != nil)
        #expect(host.graph.bindersInTreeOrder().map(\.id) == walked(host.graph))
        for mask in masks.dropFirst() {
            handle.value?.wrappedValue = mask
            #expect(host.run().converged)
            let listed = host.graph.bindersInTreeOrder().map(\.id)
            #expect(listed == walked(host.graph), "mask \(mask)")
            #expect(listed.count == mask.nonzeroBitCount, "mask \(mask)")
            // The sole binder is known only while the graph made that one alone.
            if let sole = host.graph.soleBinderNode { #expect(listed == [sole.id] && sole.graph != nil) }
        }
    }
}
