import Testing
@testable import Fixpoint

/// A node's children list: the same nodes, order and identity whatever its storage.
@Suite struct ChildListTests {
    /// `count` detached nodes of one graph.
    private static func nodes(_ count: Int, in host: ViewHost) -> [ViewNode] {
        let graph = host.graph
        return (0..<count).map { index in
            ViewNode(id: 1_000 + index, parent: nil, key: .index(index), view: EmptyView(),
                     record: graph.record(for: EmptyView()), environment: EnvironmentValues())
        }
    }

    @Test("a list of none, one or several children holds them in order", arguments: [0, 1, 2, 5])
    func holdsItsChildren(count: Int) {
        let host = ViewHost(EmptyView())
        let made = Self.nodes(count, in: host)
        let list = ChildList(made)
        #expect(list.count == count)
        #expect(list.isEmpty == (count == 0))
        #expect(list.elementsEqual(made, by: ===))
        #expect(list.reversed().elementsEqual(made.reversed(), by: ===))
        #expect(list.first === made.first)
        #expect(list.isIdentical(to: ChildList(made)))
        #expect(Array(list.dropFirst()).elementsEqual(made.dropFirst(), by: ===))
    }

    @Test("a list is one word, as the array it replaces")
    func oneWord() {
        #expect(MemoryLayout<ChildList>.size == MemoryLayout<[ViewNode]>.size)
    }

    @Test("one child is the same list whether given alone, in an array or as a literal")
    func oneChildThreeWays() {
        let host = ViewHost(EmptyView())
        let node = Self.nodes(1, in: host)[0]
        let lists = [ChildList(node), ChildList([node]), [node]]
        for list in lists {
            #expect(list.count == 1)
            #expect(list[0] === node)
            #expect(list.isIdentical(to: ChildList(node)))
        }
    }

    @Test("lists of other nodes, another order or another length are not identical")
    func identityDiffers() {
        let host = ViewHost(EmptyView())
        let made = Self.nodes(3, in: host)
        let list = ChildList(made)
        #expect(!list.isIdentical(to: ChildList(made.reversed())))
        #expect(!list.isIdentical(to: ChildList(made.prefix(2))))
        #expect(!ChildList(made[0]).isIdentical(to: ChildList(made[1])))
        #expect(!ChildList(made[0]).isIdentical(to: ChildList()))
        #expect(ChildList().isIdentical(to: []))
    }
}
