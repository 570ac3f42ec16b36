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

    @Test("a member's component is its name and its place among same-named siblings, -1 when the name is its own",
          arguments: [(1, 0x51B0), (5, 0x51B1), (16, 0x51B2), (17, 0x51B3), (40, 0x51B4), (200, 0x51B5)])
    func componentsAgreeWithCounting(count: Int, seed: UInt64) {
        let host = ViewHost(EmptyView())
        let graph = host.graph
        var generator = SeededGenerator(seed: seed)
        // Names from a small alphabet, in runs of random lengths: interleaved, repeated, alone.
        var names: [String] = []
        while names.count < count {
            let name = ["A", "B", "C", "Unique\(names.count)"][Int(generator.next() % 4)]
            names += Array(repeating: name, count: min(Int(generator.next() % 4) + 1, count - names.count))
        }
        let nodes = names.enumerated().map { index, name in
            let node = ViewNode(id: 900 + index, parent: nil, key: .index(index), view: EmptyView(),
                                record: graph.record(for: EmptyView()), environment: EnvironmentValues())
            node.name = name
            return node
        }
        let built = SiblingComponents(nodes)
        var builder = SiblingComponents.Builder()
        for node in nodes { builder.add(node) }
        let added = builder.make()
        for (position, name) in names.enumerated() {
            let before = names[..<position].filter { $0 == name }.count
            let expected = names.filter { $0 == name }.count > 1 ? before : -1
            for components in [built, added] {
                #expect(components.component(at: position).name == name)
                #expect(components.component(at: position).occurrence == expected, "position \(position) of \(names)")
                #expect(components.component(of: 900 + position)?.occurrence == expected)
            }
        }
    }
}
