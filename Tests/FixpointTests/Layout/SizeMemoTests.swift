import FixpointFuzz
import Foundation
import Testing
@testable import Fixpoint

/// The size memo keeps the proposals in use: when full, it forgets the oldest entry not used
/// since the last one was forgotten.
@Suite("size memo")
struct SizeMemoTests {
    private static func proposal(_ width: CGFloat?) -> ProposedViewSize { ProposedViewSize(width: width, height: nil) }

    @Test func forgetsTheOldestUnusedEntry() {
        var memo = SizeMemo()
        for width in [0, CGFloat.infinity, 100, 200] {
            memo.remember(CGSize(width: width, height: 1), for: Self.proposal(width), limit: 4)
        }
        // A stack's probes are asked again; the share of the last width is not.
        #expect(memo.size(for: Self.proposal(0)) == CGSize(width: 0, height: 1))
        #expect(memo.size(for: Self.proposal(.infinity)) != nil)
        memo.remember(CGSize(width: 300, height: 1), for: Self.proposal(300), limit: 4)
        #expect(memo.count == 4)
        #expect(memo.size(for: Self.proposal(100)) == nil)
        #expect(memo.size(for: Self.proposal(0)) != nil && memo.size(for: Self.proposal(.infinity)) != nil)
        #expect(memo.size(for: Self.proposal(200)) != nil && memo.size(for: Self.proposal(300)) != nil)
        // Every entry was used since: the oldest goes.
        memo.remember(CGSize(width: 400, height: 1), for: Self.proposal(400), limit: 4)
        #expect(memo.size(for: Self.proposal(0)) == nil)
        for width in [CGFloat.infinity, 200, 300, 400] { #expect(memo.size(for: Self.proposal(width)) != nil) }
        #expect(memo.count == 4)
    }

    @Test("a size looked at and rejected keeps its entry's place: it is forgotten before the sizes in use")
    func rejectedLookUpsMarkNothing() {
        var memo = SizeMemo()
        for width in [nil, 20, 30] as [CGFloat?] {
            memo.remember(CGSize(width: width ?? 10, height: 1), for: Self.proposal(width), limit: 3)
        }
        // An equivalence check looks at the unconstrained size and rejects it; the others are used.
        #expect(memo.size(for: Self.proposal(nil)) { $0.height > 1 } == nil)
        #expect(memo.size(for: Self.proposal(20)) != nil && memo.size(for: Self.proposal(30)) != nil)
        memo.remember(CGSize(width: 40, height: 1), for: Self.proposal(40), limit: 3)
        #expect(memo.size(for: Self.proposal(nil)) == nil)
        for width in [20, 30, 40] as [CGFloat] { #expect(memo.size(for: Self.proposal(width)) != nil) }
        // A size taken is used like any other.
        #expect(memo.size(for: Self.proposal(20)) { $0.height == 1 } == CGSize(width: 20, height: 1))
    }

    @Test func nilIsItsOwnProposal() {
        var memo = SizeMemo()
        memo.remember(CGSize(width: 5, height: 5), for: Self.proposal(nil), limit: 4)
        #expect(memo.size(for: Self.proposal(nil)) == CGSize(width: 5, height: 5))
        #expect(memo.size(for: Self.proposal(0)) == nil)
    }

    @Test("a memo agrees with a list that forgets the oldest unused entry, copies included", arguments: [0x51E0, 0x51E1, 0x51E2])
    func agreesWithAModel(seed: UInt64) {
        // The model: entries oldest first, with their use since the last one was forgotten.
        struct Model {
            var entries: [(proposal: ProposedViewSize, size: CGSize, used: Bool)] = []
            mutating func size(for proposal: ProposedViewSize) -> CGSize? {
                guard let index = entries.firstIndex(where: { $0.proposal == proposal }) else { return nil }
                entries[index].used = true
                return entries[index].size
            }
            mutating func remember(_ size: CGSize, for proposal: ProposedViewSize, limit: Int) {
                if entries.count >= limit {
                    let victim = entries.firstIndex { !$0.used } ?? 0
                    entries.remove(at: victim)
                    for index in entries.indices { entries[index].used = false }
                }
                entries.append((proposal, size, false))
            }
        }
        var random = SeededGenerator(seed: seed)
        let lengths: [CGFloat?] = [nil, 0, 5, 10, .infinity]
        func anyProposal() -> ProposedViewSize {
            ProposedViewSize(width: lengths[Int(random.next() % 5)], height: lengths[Int(random.next() % 3)])
        }
        var memos = [SizeMemo()], models = [Model()]
        for step in 0..<3_000 {
            let which = Int(random.next() % UInt64(memos.count))
            switch random.next() % 20 {
            case 0..<8:
                let proposal = anyProposal()
                #expect(memos[which].size(for: proposal) == models[which].size(for: proposal), "step \(step)")
            case 8..<16:
                let proposal = anyProposal()
                // A memo remembers a proposal it does not hold (the engine asks it first).
                guard models[which].entries.allSatisfy({ $0.proposal != proposal }) else { continue }
                let size = CGSize(width: CGFloat(step), height: 1)
                memos[which].remember(size, for: proposal, limit: 4)
                models[which].remember(size, for: proposal, limit: 4)
            case 16..<19:
                // A copy shares the entries until one of the two changes them.
                let target = memos.count < 4 ? memos.count : Int(random.next() % 4)
                if target == memos.count {
                    memos.append(memos[which])
                    models.append(models[which])
                } else {
                    memos[target] = memos[which]
                    models[target] = models[which]
                }
            default:
                memos[which].removeAll(keepingCapacity: random.next() % 2 == 0)
                models[which] = Model()
            }
            for (memo, model) in zip(memos, models) {
                #expect(memo.count == model.entries.count)
                #expect(memo.map(\.0) == model.entries.map(\.proposal) && memo.map(\.1) == model.entries.map(\.size))
            }
        }
    }
}
