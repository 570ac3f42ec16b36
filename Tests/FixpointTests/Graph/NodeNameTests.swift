@testable import Fixpoint
import Foundation
import Testing

/// Where a test reaches the root's state.
private final class SwapHandle {
    var swapped: Binding<Bool>?
}

/// Two texts with a drawing modifier each; `swapped` exchanges the modifiers. Both modified
/// views have one type (`ModifiedContent<Text, DrawingModifier>`), whose nodes take the
/// modifier's name, and keep their identities when swapped.
private struct DrawnTexts: View {
    let handle: SwapHandle
    @State private var swapped = false

    var body: some View {
        let _ = handle.swapped = $swapped
        let opacity = DrawingModifier(effect: .opacity(0.5), name: "opacity")
        let corners = DrawingModifier(effect: .cornerRadius(2), name: "cornerRadius")
        VStack {
            Text("a").modifier(swapped ? corners : opacity)
            Text("b").modifier(swapped ? opacity : corners)
        }
    }
}

/// A node's name is the one its type's nodes share unless it keeps its own
/// (`ViewTypeRecord.nodeName`, `ModifierEffects.ownName`): nodes of one type named differently
/// keep their names, and a node renamed by its new value tells that the structure changed.
@Suite("Node names")
struct NodeNameTests {
    /// The names of the nodes of the drawing modifiers' type, in id order.
    private func drawingNames(_ host: ViewHost) -> [String] {
        let type = ObjectIdentifier(ModifiedContent<Text, DrawingModifier>.self)
        return host.graph.liveNodes.values.filter { $0.viewType == type }.sorted { $0.id < $1.id }.map(\.name)
    }

    @Test("nodes of one type keep different names; a new value renames its node and bumps the structure")
    func namesOfOneType() {
        let handle = SwapHandle()
        let host = ViewHost(DrawnTexts(handle: handle))
        host.run()
        #expect(drawingNames(host) == ["opacity", "cornerRadius"])
        let ids = host.graph.liveNodes.values.map(\.id).sorted()
        let version = host.graph.structureVersion
        handle.swapped?.wrappedValue = true
        host.run()
        // The same nodes, renamed by their new values.
        #expect(host.graph.liveNodes.values.map(\.id).sorted() == ids)
        #expect(drawingNames(host) == ["cornerRadius", "opacity"])
        #expect(host.graph.structureVersion != version)
        #expect(host.snapshot.nodes(typeName: "Text").count == 2)
        handle.swapped?.wrappedValue = false
        host.run()
        #expect(drawingNames(host) == ["opacity", "cornerRadius"])
    }
}
