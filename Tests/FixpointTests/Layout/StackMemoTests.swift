import FixpointFuzz
import Foundation
import Testing
@testable import Fixpoint

/// `StackMemo` keeps its first entry in fields of its own and the others in a list; these tests
/// check it against a plain list of entries.
@Suite("Stack memo")
struct StackMemoTests {
    /// A stack result recognisable by its size's width.
    private func result(_ tag: Int) -> StackAlgorithm.Result {
        StackAlgorithm.Result(count: tag % 3, axis: .vertical, cross: CGFloat(tag), size: CGSize(width: CGFloat(tag), height: 1)) { index in
            StackChildPlacement(main: CGFloat(index), offset: CGPoint(x: 0, y: CGFloat(index)))
        }
    }

    @Test("a memo agrees with a list that forgets its oldest entry and keeps only placed results", arguments: [0x57A0, 0x57A1, 0x57A2])
    func agreesWithAModel(seed: UInt64) {
        // The model: entries oldest first, with whether the stack was placed with each.
        struct Model {
            var entries: [(proposal: ProposedViewSize, tag: Int, placed: Bool)] = []
            func tag(for proposal: ProposedViewSize) -> Int? { entries.first { $0.proposal == proposal }?.tag }
            mutating func append(_ tag: Int, for proposal: ProposedViewSize) {
                if entries.count >= ViewNode.sizeMemoLimit { entries.removeFirst() }
                entries.append((proposal, tag, false))
            }
            mutating func keepPlaced(placing proposal: ProposedViewSize) {
                for index in entries.indices where entries[index].proposal == proposal { entries[index].placed = true }
                guard entries.count > 1, entries.contains(where: { !$0.placed }) else { return }
                entries.removeAll { !$0.placed }
            }
        }
        var random = SeededGenerator(seed: seed)
        let lengths: [CGFloat?] = [nil, 0, 5, 10, .infinity, -0.0]
        func anyProposal() -> ProposedViewSize {
            ProposedViewSize(width: lengths[Int(random.next() % 6)], height: lengths[Int(random.next() % 3)])
        }
        var memo = StackMemo(), model = Model()
        for step in 0..<3_000 {
            switch random.next() % 10 {
            case 0..<4:
                let proposal = anyProposal()
                let found = memo.position(of: proposal).map { Int(memo[$0].size.width) }
                #expect(found == model.tag(for: proposal), "step \(step)")
            case 4..<7:
                let proposal = anyProposal()
                // A stack remembers a proposal it does not hold (it asks the memo first).
                guard model.tag(for: proposal) == nil else { continue }
                memo.append(result(step), for: proposal)
                model.append(step, for: proposal)
            case 7..<9:
                let proposal = anyProposal()
                memo.keepPlaced(placing: proposal)
                model.keepPlaced(placing: proposal)
            default:
                memo.removeAll(keepingCapacity: random.next() % 2 == 0)
                model.entries.removeAll()
            }
            #expect(memo.count == model.entries.count, "step \(step)")
            #expect(memo.isEmpty == model.entries.isEmpty, "step \(step)")
        }
    }

    @Test("a result made for a proposal that differs only where the stack's size ignores it is adopted for the new one")
    func equivalentResultsAreAdopted() {
        /// A row's result for `proposal`: two children, proposed 3 and 4 wide and the proposal's height.
        func rowResult(_ proposal: ProposedViewSize, tag: CGFloat) -> StackAlgorithm.Result {
            StackAlgorithm.Result(count: 2, axis: .horizontal, cross: proposal.height, size: CGSize(width: tag, height: 1)) { index in
                StackChildPlacement(main: CGFloat(index + 3), offset: CGPoint(x: CGFloat(index * 3), y: 0))
            }
        }
        var memo = StackMemo()
        let probe = ProposedViewSize(width: 10, height: 0), unspecified = ProposedViewSize(width: 5, height: nil)
        memo.append(rowResult(probe, tag: 1), for: probe)
        memo.append(rowResult(unspecified, tag: 2), for: unspecified)
        // A row of fixed-height children, placed at its share of a column's height.
        let share = ProposedViewSize(width: 10, height: 7)
        #expect(memo.adopt(equivalentTo: ProposedViewSize(width: 11, height: 7), axis: .horizontal, under: .ignoring(.vertical)) == nil)
        #expect(memo.adopt(equivalentTo: share, axis: .horizontal, under: .ignoring(.vertical)) == 0)
        #expect(memo.position(of: share) == 0 && memo.position(of: probe) == nil && memo.count == 2)
        var proposals: [ProposedViewSize] = [], offsets: [CGPoint] = []
        memo[0].forEachPlacement { _, offset, proposal in proposals.append(proposal); offsets.append(offset) }
        #expect(proposals == [ProposedViewSize(width: 3, height: 7), ProposedViewSize(width: 4, height: 7)])
        #expect(offsets == [.zero, CGPoint(x: 3, y: 0)] && memo[0].size.width == 1)
        // Presence only: nil and a length are not the same; two lengths are.
        #expect(memo.adopt(equivalentTo: ProposedViewSize(width: 5, height: 3), axis: .horizontal, under: .presenceOnly(.vertical)) == nil)
        #expect(memo.adopt(equivalentTo: ProposedViewSize(width: 10, height: 9), axis: .horizontal, under: .presenceOnly(.vertical)) == 0)
        #expect(memo.adopt(equivalentTo: ProposedViewSize(width: 5, height: 3), axis: .horizontal, under: .ignoring(.vertical)) == 1)
        #expect(memo[1].proposal(at: 1) == ProposedViewSize(width: 4, height: 3) && memo[1].size.width == 2)
        // A placed adopted result is kept; the other, never placed, goes.
        memo.keepPlaced(placing: ProposedViewSize(width: 5, height: 3))
        #expect(memo.count == 1 && memo.position(of: ProposedViewSize(width: 5, height: 3)) == 0)
        // Nothing is equivalent where the size reads every dimension.
        #expect(memo.adopt(equivalentTo: ProposedViewSize(width: 5, height: 4), axis: .horizontal, under: .none) == nil)
    }

    @Test("a result keeps no child, one child inline, or many in one object, each as laid out", arguments: [0, 1, 2, 5])
    func resultsKeepTheirChildren(count: Int) {
        let result = StackAlgorithm.Result(count: count, axis: .horizontal, cross: 7, size: CGSize(width: 1, height: 2)) { index in
            StackChildPlacement(main: index == 1 ? nil : CGFloat(index * 10), offset: CGPoint(x: CGFloat(index), y: 3))
        }
        #expect(result.count == count)
        var seen: [Int] = []
        result.forEachPlacement { index, offset, proposal in
            seen.append(index)
            #expect(offset == CGPoint(x: CGFloat(index), y: 3))
            #expect(proposal == ProposedViewSize(width: index == 1 ? nil : CGFloat(index * 10), height: 7))
            #expect(result.proposal(at: index) == proposal && result.offset(at: index) == offset)
        }
        #expect(seen == Array(0..<count))
    }
}
