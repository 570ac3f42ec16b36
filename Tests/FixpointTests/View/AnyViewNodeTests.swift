@testable import Fixpoint
import Foundation
import Testing

/// An `AnyView` is mounted as the view it wraps: it adds no node, and identity follows the
/// wrapped view's type and the `AnyView`'s position.
@Suite("AnyView nodes")
struct AnyViewNodeTests {
    @Test("an AnyView adds no node, however it is nested")
    func noNode() {
        let plain = ViewHost(VStack { Text("a"); Text("b").padding(1) }, proposal: ProposedViewSize(width: 200, height: 100))
        plain.run()
        let erased = ViewHost(AnyView(VStack {
            AnyView(Text("a"))
            AnyView(erasing: AnyView(Text("b").padding(1)))
        }), proposal: ProposedViewSize(width: 200, height: 100))
        erased.run()
        #expect(erased.graph.liveNodes.count == plain.graph.liveNodes.count)
        #expect(!erased.graph.liveNodes.values.contains { $0.view is AnyView })
        let entries = { (host: ViewHost) in host.snapshot.nodes.map { "\($0.path) \($0.frame)" } }
        #expect(entries(erased) == entries(plain))
    }

    @Test("a chain of AnyViews costs the nodes of the views it wraps", arguments: [1, 10, 200])
    func chain(depth: Int) {
        func chain(_ remaining: Int, erased: Bool) -> any View {
            if remaining == 0 { return Text("leaf") }
            let level = VStack { AnyView(erasing: chain(remaining - 1, erased: erased)) }
            return erased ? AnyView(level) : level
        }
        let plain = ViewHost(AnyView(erasing: chain(depth, erased: false)))
        plain.run()
        let erased = ViewHost(AnyView(erasing: chain(depth, erased: true)))
        erased.run()
        #expect(erased.graph.liveNodes.count == plain.graph.liveNodes.count)
        #expect(erased.checkInvariants().isEmpty)
    }

    @Test("the wrapped view keeps its state while its type stays, and loses it when the type changes")
    func identity() {
        let model = Switch()
        let host = ViewHost(Switching(model: model))
        host.run()
        model.count?.wrappedValue = 5
        host.run()
        #expect(host.snapshot.node(text: "count 5") != nil)
        model.tick?.wrappedValue += 1
        host.run()
        #expect(host.snapshot.node(text: "count 5") != nil)
        model.boxed?.wrappedValue = true
        host.run()
        #expect(host.snapshot.node(text: "count 0") != nil)
        #expect(host.checkInvariants().isEmpty)
    }
}

/// Where the test reaches the views' state.
private final class Switch {
    var tick: Binding<Int>?
    var boxed: Binding<Bool>?
    var count: Binding<Int>?
}

/// A counter shown through `AnyView`, wrapped in a padding when `boxed` (another type).
private struct Switching: View {
    let model: Switch
    @State private var tick = 0
    @State private var boxed = false

    var body: some View {
        let _ = model.tick = $tick
        let _ = model.boxed = $boxed
        let _ = tick
        VStack {
            boxed ? AnyView(Counted(model: model).padding(1)) : AnyView(Counted(model: model))
        }
    }
}

/// A view with state.
private struct Counted: View {
    let model: Switch
    @State private var count = 0

    var body: some View {
        let _ = model.count = $count
        Text("count \(count)")
    }
}
