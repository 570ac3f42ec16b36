import Foundation
import Testing
@testable import Fixpoint

/// A stack whose children are out of order (their flexibilities differ) offers them their
/// shares in sorted order; the order depends only on their probes, so its memo keeps it with
/// them (`StackAlgorithm.ProbeOrder`) and a layout that keeps every probe reuses it. A child
/// whose flexibility changes makes a new probe, and the order is worked out again.
@Suite("a stack's order memo")
struct StackOrderMemoTests {
    /// One cell of the row: its flexibility set by its index, or by state for the changing one.
    private struct Cell: View {
        let index: Int
        let maximum: Int
        var body: some View {
            Rectangle().frame(minWidth: CGFloat(index % 4) * 3, maxWidth: maximum < 0 ? .infinity : CGFloat(maximum))
        }
    }

    /// A row of twelve cells of different flexibilities in a column, which lays the row out at
    /// several heights; cell 5's maximum width is state (negative: unbounded).
    private struct Row: View {
        let handle: BindingHandle?
        @State private var maximum: Int

        init(maximum: Int, handle: BindingHandle?) {
            _maximum = State(initialValue: maximum)
            self.handle = handle
        }

        var body: some View {
            let _ = handle?.value = $maximum
            VStack(spacing: 2) {
                HStack(spacing: 1) {
                    ForEach(0..<12, id: \.self) { index in
                        Cell(index: index, maximum: index == 5 ? maximum : (index % 3 == 0 ? -1 : 8 + index * 4))
                    }
                }
                Color.gray.frame(height: 10)
            }
        }
    }

    private static let proposal = ProposedViewSize(width: 300, height: 120)

    private func row(of host: ViewHost) -> ViewNode? {
        host.graph.liveNodes.values.first { $0.name == "HStack" }
    }

    @Test("the row keeps its children's sorted order with their probes, and a changed flexibility re-sorts",
          arguments: [[-1, 4, 200, 0, -1, 30], [12, 12, -1, 3]])
    func orderFollowsTheProbes(maximums: [Int]) throws {
        let handle = BindingHandle()
        let host = ViewHost(Row(maximum: 40, handle: handle), proposal: Self.proposal)
        host.run()
        #expect(row(of: host)?.layoutCache.container?.probeOrder == .sorted)
        for maximum in maximums {
            handle.value?.wrappedValue = maximum
            let report = host.run()
            #expect(report.converged)
            let fresh = ViewHost(Row(maximum: maximum, handle: nil), proposal: Self.proposal)
            fresh.run()
            // Each cell takes the width a fresh host gives it: the order the shares were offered
            // in was this layout's, not the one before the change.
            #expect(host.snapshot.nodes.map(\.frame) == fresh.snapshot.nodes.map(\.frame), "maximum \(maximum)")
            let memo = try #require(row(of: host)?.layoutCache.container)
            #expect(memo.probeOrder == .sorted)
            // The order the memo keeps is the children's order by the stack's rule.
            let probes = memo.childProbes
            let order = probes.indices.map { Int(probes[$0].sortedChild) }
            #expect(Set(order) == Set(0..<12))
            for (earlier, later) in zip(order, order.dropFirst()) {
                let a = probes[earlier], b = probes[later]
                let flexibilityA = a.highLength - a.lowLength, flexibilityB = b.highLength - b.lowLength
                if flexibilityA.isInfinite && flexibilityB.isInfinite {
                    #expect(a.lowLength > b.lowLength || (a.lowLength == b.lowLength && earlier < later))
                } else {
                    #expect(flexibilityA < flexibilityB || (flexibilityA == flexibilityB && earlier < later))
                }
            }
        }
    }

    @Test("children already in order are remembered as such, and a stack of one child keeps no order")
    func inOrderAndSingleChild() {
        let inOrder = ViewHost(HStack { ForEach(0..<6, id: \.self) { _ in Rectangle().frame(maxWidth: 20) } },
                               proposal: Self.proposal)
        inOrder.run()
        #expect(row(of: inOrder)?.layoutCache.container?.probeOrder == .inOrder)
        let single = ViewHost(VStack { HStack { Rectangle() } }, proposal: Self.proposal)
        single.run()
        #expect(row(of: single)?.layoutCache.container?.probeOrder ?? .unknown == .unknown)
    }
}
