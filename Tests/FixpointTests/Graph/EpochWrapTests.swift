@testable import Fixpoint
import Foundation
import Testing

/// Shows the sum of its content's weights, kept in state by `onPreferenceChange`; `first`
/// reaches a leaf of group 3, `second` one of group 1.
private struct Total: View {
    let first: BindingHandle
    let second: BindingHandle
    @State private var total = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("Total \(total)")
            ForEach(0..<6, id: \.self) { group in
                HStack(spacing: 0) {
                    ForEach(0..<6, id: \.self) { leaf in
                        WeightedLeaf(handle: leaf != 2 ? nil : group == 3 ? first : group == 1 ? second : nil)
                    }
                }
            }
        }
        .onPreferenceChange(LeafSumKey.self) { total = $0 }
    }
}

/// Nodes keep the graph's layout and preference epochs in 32 bits. When an epoch reaches the
/// largest 32-bit value the graph starts again from zero and every node forgets its epoch, so
/// a kept epoch never passes for the current one: the updates across the wrap equal those of a
/// host whose epochs did not wrap, frame for frame and count for count.
@Suite("Epoch wrap")
struct EpochWrapTests {
    /// An 8×8 grid; `first` reaches the cell in row 4, `second` the one in row 1.
    private static func grid(_ first: BindingHandle, _ second: BindingHandle) -> ViewHost {
        ViewHost(VStack(spacing: 0) {
            ForEach(0..<8, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<8, id: \.self) { column in
                        GrowingCell(handle: column != 4 ? nil : row == 4 ? first : row == 1 ? second : nil)
                    }
                }
            }
        }, proposal: ProposedViewSize(width: 120, height: 100))
    }

    @Test("layout invalidation across the invalidation epoch's wrap")
    func invalidationEpochWraps() {
        let first = BindingHandle(), second = BindingHandle(), plainFirst = BindingHandle(), plainSecond = BindingHandle()
        let host = Self.grid(first, second), plain = Self.grid(plainFirst, plainSecond)
        host.run()
        plain.run()
        // Changes before the wrap (epochs 2 to 4) leave the second cell's row with epoch 4;
        // after the wrap, the first cell changes until the count is back at 3, then the second
        // changes in epoch 4: a row that still held its old epoch would stop that walk at once.
        var changes = [(Bool, Int)]()
        changes += [(false, 11), (false, 12), (false, 13)]
        changes += [(true, 11), (true, 12), (true, 13), (true, 14), (true, 15), (true, 16)]
        changes += [(false, 14), (false, 15), (true, 17)]
        for (index, (isFirst, side)) in changes.enumerated() {
            if index == 3 { host.graph.invalidationEpoch = .max - 2 }
            (isFirst ? first : second).value?.wrappedValue = side
            (isFirst ? plainFirst : plainSecond).value?.wrappedValue = side
            let report = host.run(), expected = plain.run()
            #expect(report.statistics.map(\.sizingCalls) == expected.statistics.map(\.sizingCalls))
            #expect(report.statistics.map(\.placements) == expected.statistics.map(\.placements))
            #expect(report.statistics.map(\.maxSizingCallsPerNode) == expected.statistics.map(\.maxSizingCallsPerNode))
            let sameFrames = host.snapshot.nodes.map(\.frame) == plain.snapshot.nodes.map(\.frame)
            #expect(sameFrames, "the frames differ after change \(index)")
            if index == 9 { #expect(host.graph.invalidationEpoch == 4) }
        }
        // The wrap made every live node forget its epoch: none holds one past the current count.
        host.graph.liveNodes.forEach { #expect($0.layoutCache.invalidatedEpoch <= host.graph.invalidationEpoch) }
    }

    @Test("preference invalidation across the preference epoch's wrap")
    func preferenceEpochWraps() {
        let first = BindingHandle(), second = BindingHandle(), plainFirst = BindingHandle(), plainSecond = BindingHandle()
        let proposal = ProposedViewSize(width: 100, height: 100)
        let host = ViewHost(Total(first: first, second: second), proposal: proposal)
        let plain = ViewHost(Total(first: plainFirst, second: plainSecond), proposal: proposal)
        host.run()
        plain.run()
        // The first leaf's path is cleared in an epoch half-way to the wrap; then only the
        // second leaf changes, across the wrap. The first path must not keep its epoch.
        host.graph.preferenceEpoch = .max / 2
        var changes = [(true, 2)]
        changes += (3...8).map { (false, $0) }
        changes += [(true, 5)]
        var total = 36
        var weights = (1, 1)
        for (index, (isFirst, weight)) in changes.enumerated() {
            if index == 1 { host.graph.preferenceEpoch = .max - 3 }
            (isFirst ? first : second).value?.wrappedValue = weight
            (isFirst ? plainFirst : plainSecond).value?.wrappedValue = weight
            if isFirst { weights.0 = weight } else { weights.1 = weight }
            total = 34 + weights.0 + weights.1
            let report = host.run(), expected = plain.run()
            #expect(report.passes == expected.passes)
            #expect(report.statistics.map(\.reduceCalls) == expected.statistics.map(\.reduceCalls))
            #expect(host.snapshot.nodes.compactMap(\.text) == plain.snapshot.nodes.compactMap(\.text))
            #expect(host.snapshot.nodes.contains { $0.text == "Total \(total)" })
            if index == changes.count - 2 {
                // Wrapped, and every live node forgot the epochs of before the wrap.
                #expect(host.graph.preferenceEpoch < .max / 2)
                host.graph.liveNodes.forEach { #expect($0.preferencesInvalidatedEpoch <= host.graph.preferenceEpoch) }
            }
        }
    }
}
