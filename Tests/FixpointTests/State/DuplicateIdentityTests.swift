import Fixpoint
import Foundation
import Testing

/// The rows' bindings, in the order their bodies last ran.
private final class RowHandles {
    var rows: [Binding<Int>] = []
}

/// A row that shows its own state.
private struct CountingRow: View {
    let handles: RowHandles
    @State private var count = 0

    var body: some View {
        let _ = handles.rows.append($count)
        Text("count \(count)")
    }
}

/// A list over ids chosen by the test, duplicates included.
private struct Rows: View {
    let handles: RowHandles
    let listHandle: ListHandle
    @State private var ids: [Int]

    init(ids: [Int], handles: RowHandles, listHandle: ListHandle) {
        self.handles = handles
        self.listHandle = listHandle
        _ids = State(initialValue: ids)
    }

    var body: some View {
        let _ = listHandle.ids = $ids
        VStack {
            ForEach(ids, id: \.self) { _ in CountingRow(handles: handles) }
        }
    }
}

/// Keeps the list's binding.
private final class ListHandle {
    var ids: Binding<[Int]>?
}

/// SwiftUI leaves a `ForEach` over repeated ids undefined; Fixpoint keeps one view per
/// occurrence, and the occurrences of an id take over that id's earlier views in order.
@Suite("ForEach over duplicate ids")
struct DuplicateIdentityTests {
    @Test("occurrences of a repeated id keep their state in order when an item is inserted before them")
    func duplicatesKeepTheirOrder() throws {
        let handles = RowHandles()
        let list = ListHandle()
        let host = ViewHost(Rows(ids: [1, 1], handles: handles, listHandle: list),
                            proposal: ProposedViewSize(width: 390, height: nil))
        #expect(host.run().converged)
        try #require(handles.rows.count == 2)
        handles.rows[0].wrappedValue = 10
        handles.rows[1].wrappedValue = 20
        #expect(host.run().converged)
        list.ids?.wrappedValue = [2, 1, 1]
        #expect(host.run().converged)
        let texts = host.snapshot.nodes.compactMap(\.text)
        #expect(texts == ["count 0", "count 10", "count 20"])
        // Each occurrence is its own node: the tree holds three rows, none twice.
        #expect(host.snapshot.nodes(typeName: "CountingRow").count == 3)
        #expect(host.checkInvariants(atFixedPoint: true).isEmpty)
        // Dropping the first occurrence keeps the first earlier view for the one left.
        list.ids?.wrappedValue = [2, 1]
        #expect(host.run().converged)
        #expect(host.snapshot.nodes.compactMap(\.text) == ["count 0", "count 10"])
    }
}
