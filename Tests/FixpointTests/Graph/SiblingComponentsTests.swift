import FixpointFuzz
import Testing
@testable import Fixpoint

/// A parent's sibling components answer a look-up by node id as by position, whatever order
/// the look-ups come in: in tree order (answered where the last one left off), backwards, or
/// shuffled (answered by a map made at the first look-up the cursor misses).
@Suite struct SiblingComponentsTests {
    /// `count` detached nodes named in runs of three, so some names repeat and some do not.
    private static func members(_ count: Int, in host: ViewHost) -> [ViewNode] {
        let graph = host.graph
        return (0..<count).map { index in
            let node = ViewNode(id: 500 + 3 * index, parent: nil, key: .index(index), view: EmptyView(),
                                record: graph.record(for: EmptyView()), environment: EnvironmentValues())
            node.name = index == count - 1 ? "Last" : "Member\(index / 3)"
            return node
        }
    }

    @Test("look-ups by id agree with positions in any order", arguments: [5, 16, 17, 40])
    func lookUpsInAnyOrder(count: Int) {
        let host = ViewHost(EmptyView())
        let nodes = Self.members(count, in: host)
        var generator = SeededGenerator(seed: UInt64(count))
        let orders: [[Int]] = [Array(0..<count), Array((0..<count).reversed()),
                               Array(0..<count).shuffled(using: &generator), Array(0..<count) + Array(0..<count)]
        for order in orders {
            let components = SiblingComponents(nodes)
            for position in order {
                let found = components.component(of: nodes[position].id)
                let expected = components.component(at: position)
                #expect(found?.name == expected.name && found?.occurrence == expected.occurrence, "position \(position)")
            }
            #expect(components.component(of: 1) == nil)
        }
        // Names repeat in runs of three: the first of a run is occurrence 0, the last member's
        // name is its own.
        let components = SiblingComponents(nodes)
        #expect(components.component(at: count - 1).occurrence == -1)
        if count > 5 { #expect(components.component(at: 4).name == "Member1" && components.component(at: 4).occurrence == 1) }
    }
}
