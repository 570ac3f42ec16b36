@testable import Fixpoint
import Foundation
import Testing

/// A conditional (`if`/`else`, `switch`) is mounted as its active branch: it adds no node, and
/// the branches it went through keep two branches of one type two identities.
@Suite("Conditional nodes")
struct ConditionalNodeTests {
    @Test("a conditional adds no node, nested or behind AnyView")
    func noNode() {
        let plain = ViewHost(VStack { Text("a"); Text("b").padding(1) }, proposal: ProposedViewSize(width: 200, height: 100))
        plain.run()
        let branched = ViewHost(Branched(flag: true), proposal: ProposedViewSize(width: 200, height: 100))
        branched.run()
        // The composite's own node is the only one more.
        #expect(branched.graph.liveNodes.count == plain.graph.liveNodes.count + 1)
        #expect(!branched.graph.liveNodes.values.contains { $0.view is any ConditionalContentValue })
        let entries = { (host: ViewHost) in
            host.snapshot.nodes.filter { $0.typeName != "Branched" }.map { "\($0.typeName) \($0.frame)" }
        }
        #expect(entries(branched) == entries(plain))
    }

    @Test("each branch of a chain of conditionals is its own identity, past the branch path's depth too",
          arguments: [0, 3, 14, 15, 16, 19, 20])
    func chain(pick: Int) {
        let model = ChainModel()
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

/// Where the test reaches the chain's state.
private final class ChainModel {
    var pick: Binding<Int>?
    var tick: Binding<Int>?
    var count: Binding<Int>?
}

/// A chain of `depth` conditionals (each one's second branch is the next, behind an
/// `AnyView`); the leaf at position `pick` is a counter, every other branch a text.
private struct Chain: View {
    let model: ChainModel
    let depth: Int
    @State private var pick: Int
    @State private var tick = 0

    init(model: ChainModel, depth: Int, start: Int) {
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

    static func level(_ index: Int, depth: Int, pick: Int, model: ChainModel) -> any View {
        if index == depth { return ChainCounter(model: model) }
        if index == pick {
            let here: _ConditionalContent<ChainCounter, AnyView> = ViewBuilder.buildEither(first: ChainCounter(model: model))
            return here
        }
        let next: _ConditionalContent<ChainCounter, AnyView> =
            ViewBuilder.buildEither(second: AnyView(erasing: level(index + 1, depth: depth, pick: pick, model: model)))
        return next
    }
}

/// A view with state.
private struct ChainCounter: View {
    let model: ChainModel
    @State private var count = 0

    var body: some View {
        let _ = model.count = $count
        Text("count \(count)")
    }
}
