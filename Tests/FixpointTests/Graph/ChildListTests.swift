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

    @Test("a list made with room, filled and normalized, is the list of what was appended", arguments: [0, 1, 2, 5])
    func reservedThenNormalized(count: Int) {
        let host = ViewHost(EmptyView())
        let made = Self.nodes(count, in: host)
        for capacity in [0, 1, count, count + 3] {
            var list = ChildList(reservingCapacity: capacity)
            for node in made { list.append(node) }
            list.normalize()
            #expect(list.count == count)
            #expect(list.elementsEqual(made, by: ===))
            #expect(list.isIdentical(to: ChildList(made)))
        }
    }

    @Test("a stack whose only child is a ForEach of elements lays them out from the ForEach's list; traits take the long way")
    func elementListShared() {
        let host = ViewHost(HStack(spacing: 0) {
            ForEach(0..<4, id: \.self) { index in
                Color.red.frame(width: 10 * CGFloat(index + 1))
            }
        }, proposal: ProposedViewSize(width: 200, height: 10))
        host.run()
        let stack = host.graph.liveNodes.values.first { $0.name == "HStack" }!
        let forEach = stack.children[0]
        let elements = host.engine.elements(of: stack)
        #expect(elements.isIdentical(to: forEach.children))
        // The same storage, not a copy of the same nodes.
        let storage = elements.withUnmanagedNodes { $0.baseAddress }
        #expect(storage != nil && storage == forEach.children.withUnmanagedNodes { $0.baseAddress })
        #expect(host.snapshot.nodes(typeName: "frame").map(\.frame.width) == [10, 20, 30, 40])

        // A child with a layout priority is a trait wrapper, not an element: the list is
        // collected, and the element under the wrapper carries the trait.
        let prioritized = ViewHost(HStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { index in
                Color.red.frame(minWidth: 10, maxWidth: 100).layoutPriority(index == 1 ? 1 : 0)
            }
        }, proposal: ProposedViewSize(width: 120, height: 10))
        prioritized.run()
        #expect(prioritized.snapshot.nodes(typeName: "frame").map(\.frame.width) == [10, 100, 10])
    }
}
