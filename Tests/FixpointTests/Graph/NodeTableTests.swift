import FixpointFuzz
import Testing
@testable import Fixpoint

/// The live-node table against a dictionary, under seeded random registrations and removals.
@Suite struct NodeTableTests {
    /// Registers, removes and looks up nodes in random order; the table answers as a dictionary.
    @Test(arguments: [1, 2, 3, 4, 5])
    func agreesWithADictionary(seed: UInt64) {
        let host = ViewHost(Text("x"))
        let graph = host.graph
        var generator = SeededGenerator(seed: seed)
        let table = NodeTable()
        var expected: [Int: ViewNode] = [:]
        var nextID = 0
        for _ in 0..<4_000 {
            let roll = generator.next() % 10
            if roll < 6 || expected.isEmpty {
                // Mostly consecutive ids, sometimes a jump.
                nextID += generator.next() % 8 == 0 ? Int(generator.next() % 300) + 1 : 1
                let node = ViewNode(id: nextID, parent: nil, key: .index(0), view: EmptyView(),
                                    record: graph.record(for: EmptyView()), environment: EnvironmentValues())
                table[nextID] = node
                expected[nextID] = node
            } else {
                let ids = expected.keys.sorted()
                let id = roll < 9 ? ids[Int(generator.next() % UInt64(ids.count))] : nextID + 1
                table[id] = nil
                expected[id] = nil
            }
            #expect(table.count == expected.count)
        }
        for id in -1...(nextID + 1) { #expect(table[id] === expected[id]) }
        #expect(table.values.map(\.id) == expected.keys.sorted())
        #expect(table.allocatedPageCount == Set(expected.keys.map { $0 / NodeTable.pageSize }).count)
    }

    /// A page is freed with its last node: ids made and discarded leave no memory behind.
    @Test func freesEmptyPages() {
        let host = ViewHost(Text("x"))
        let graph = host.graph
        let table = NodeTable()
        let record = graph.record(for: EmptyView())
        let keep = ViewNode(id: 5, parent: nil, key: .index(0), view: EmptyView(), record: record,
                            environment: EnvironmentValues())
        table[5] = keep
        for round in 1...20 {
            let nodes = (0..<1_500).map { offset in
                ViewNode(id: round * 2_048 + offset, parent: nil, key: .index(0), view: EmptyView(),
                         record: record, environment: EnvironmentValues())
            }
            for node in nodes { table[node.id] = node }
            let pages = Set(nodes.map { $0.id / NodeTable.pageSize }).count
            #expect(pages > 1)
            #expect(table.allocatedPageCount == pages + 1)
            for node in nodes { table[node.id] = nil }
            #expect(table.allocatedPageCount == 1)
        }
        #expect(table.count == 1)
        #expect(table[5] === keep)
        #expect(table.values.map(\.id) == [5])
    }

    /// A graph's table holds exactly its tree's nodes after the tree shrinks and grows.
    @Test func followsTheTree() {
        let model = Switchable()
        let host = ViewHost(SwitchableList(model: model))
        host.run()
        #expect(host.graph.liveNodes.count > 100)
        model.count?.wrappedValue = 3
        host.run()
        let small = host.graph.liveNodes.count
        #expect(small < 20)
        #expect(host.checkInvariants().isEmpty)
        model.count?.wrappedValue = 150
        host.run()
        #expect(host.graph.liveNodes.count > 150)
        #expect(host.checkInvariants().isEmpty)
    }
}

/// Where the test reaches the list's count.
private final class Switchable {
    var count: Binding<Int>?
}

/// A list whose length the test changes.
private struct SwitchableList: View {
    let model: Switchable
    @State private var count = 120

    var body: some View {
        let _ = model.count = $count
        VStack {
            ForEach(0..<count, id: \.self) { Text("row \($0)") }
        }
    }
}
