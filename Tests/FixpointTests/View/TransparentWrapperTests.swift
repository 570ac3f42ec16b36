@testable import Fixpoint
import Foundation
import Testing

/// An `AnyView`, and a conditional (`if`/`else`, `switch`), are mounted as the view they wrap:
/// they add no node, identity follows the wrapped view's type and position, and the branches a
/// view came through keep two branches of one type two identities.
@Suite("Transparent wrappers")
struct TransparentWrapperTests {
    private static let proposal = ProposedViewSize(width: 200, height: 100)

    /// The snapshot's elements, by type and frame.
    private static func elements(of host: ViewHost, leaving composite: String = "") -> [String] {
        host.snapshot.nodes.filter { $0.typeName != composite }.map { "\($0.typeName) \($0.frame)" }
    }

    @Test("an AnyView adds no node, however it is nested")
    func anyViewHasNoNode() {
        let plain = ViewHost(VStack { Text("a"); Text("b").padding(1) }, proposal: Self.proposal)
        plain.run()
        let erased = ViewHost(AnyView(VStack {
            AnyView(Text("a"))
            AnyView(erasing: AnyView(Text("b").padding(1)))
        }), proposal: Self.proposal)
        erased.run()
        #expect(erased.graph.liveNodes.count == plain.graph.liveNodes.count)
        #expect(!erased.graph.liveNodes.values.contains { $0.view is AnyView })
        #expect(Self.elements(of: erased) == Self.elements(of: plain))
    }

    @Test("a conditional adds no node, nested or behind AnyView")
    func conditionalHasNoNode() {
        let plain = ViewHost(VStack { Text("a"); Text("b").padding(1) }, proposal: Self.proposal)
        plain.run()
        let branched = ViewHost(Branched(flag: true), proposal: Self.proposal)
        branched.run()
        // The composite's own node is the only one more.
        #expect(branched.graph.liveNodes.count == plain.graph.liveNodes.count + 1)
        #expect(!branched.graph.liveNodes.values.contains { isConditionalContent(type(of: $0.view)) })
        #expect(Self.elements(of: branched, leaving: "Branched") == Self.elements(of: plain))
    }

    @Test("a chain of AnyViews costs the nodes of the views it wraps", arguments: [1, 10, 200])
    func anyViewChain(depth: Int) {
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

    @Test("an AnyView's view keeps its state while its type stays, and loses it when the type changes")
    func anyViewIdentity() {
        let model = WrapperModel()
        let host = ViewHost(Switching(model: model))
        host.run()
        model.count?.wrappedValue = 5
        host.run()
        #expect(host.snapshot.node(text: "count 5") != nil)
        model.tick?.wrappedValue += 1
        host.run()
        #expect(host.snapshot.node(text: "count 5") != nil)
        model.pick?.wrappedValue = 1
        host.run()
        #expect(host.snapshot.node(text: "count 0") != nil)
        #expect(host.checkInvariants().isEmpty)
    }

    @Test("each branch of a chain of conditionals is its own identity, past the branch path's depth too",
          arguments: [0, 3, 14, 15, 16, 19, 20])
    func conditionalChain(pick: Int) {
        let model = WrapperModel()
        let host = ViewHost(Chain(model: model, depth: 20, start: pick))
        host.run()
        model.count?.wrappedValue = 4
        host.run()
        #expect(host.snapshot.node(text: "count 4") != nil)
        // The same branch again keeps the state.
        model.tick?.wrappedValue += 1
        host.run()
        #expect(host.snapshot.node(text: "count 4") != nil)
        // Any other branch is another identity: fresh state.
        for other in [0, 1, 14, 15, 16, 20] where other != pick {
            model.count?.wrappedValue = 9
            host.run()
            model.pick?.wrappedValue = other
            host.run()
            #expect(host.snapshot.node(text: "count 0") != nil, "branch \(other) after \(pick)")
            model.pick?.wrappedValue = pick
            host.run()
            #expect(host.snapshot.node(text: "count 0") != nil, "branch \(pick) after \(other)")
        }
        #expect(host.checkInvariants().isEmpty)
    }
}

/// `if`/`else` nested inside `else`, behind an `AnyView`.
private struct Branched: View {
    let flag: Bool

    var body: some View {
        VStack {
            if flag {
                Text("a")
            } else {
                EmptyView()
            }
            if !flag {
                Text("never")
            } else if flag {
                AnyView(Text("b").padding(1))
            } else {
                Text("never")
            }
        }
    }
}

/// Where a test reaches its views' state.
private final class WrapperModel {
    var pick: Binding<Int>?
    var tick: Binding<Int>?
    var count: Binding<Int>?
}

/// A counter shown through `AnyView`, wrapped in a padding (another type) when `pick` is 1.
private struct Switching: View {
    let model: WrapperModel
    @State private var pick = 0
    @State private var tick = 0

    var body: some View {
        let _ = model.pick = $pick
        let _ = model.tick = $tick
        let _ = tick
        VStack {
            pick == 1 ? AnyView(WrapperCounter(model: model).padding(1)) : AnyView(WrapperCounter(model: model))
        }
    }
}

/// A chain of `depth` conditionals, each one's second branch the next (behind an `AnyView`),
/// with a counter as the first branch of the one at position `pick` (or at the end).
private struct Chain: View {
    let model: WrapperModel
    let depth: Int
    @State private var pick: Int
    @State private var tick = 0

    init(model: WrapperModel, depth: Int, start: Int) {
        self.model = model
        self.depth = depth
        _pick = State(initialValue: start)
    }

    var body: some View {
        let _ = model.pick = $pick
        let _ = model.tick = $tick
        let _ = tick
        VStack { AnyView(erasing: Self.level(0, depth: depth, pick: pick, model: model)) }
    }

    static func level(_ index: Int, depth: Int, pick: Int, model: WrapperModel) -> any View {
        if index == depth { return WrapperCounter(model: model) }
        if index == pick {
            let here: _ConditionalContent<WrapperCounter, AnyView> = ViewBuilder.buildEither(first: WrapperCounter(model: model))
            return here
        }
        let next: _ConditionalContent<WrapperCounter, AnyView> =
            ViewBuilder.buildEither(second: AnyView(erasing: level(index + 1, depth: depth, pick: pick, model: model)))
        return next
    }
}

/// A view with state.
private struct WrapperCounter: View {
    let model: WrapperModel
    @State private var count = 0

    var body: some View {
        let _ = model.count = $count
        Text("count \(count)")
    }
}
