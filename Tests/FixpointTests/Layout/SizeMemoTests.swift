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

    @Test func nilIsItsOwnProposal() {
        var memo = SizeMemo()
        memo.remember(CGSize(width: 5, height: 5), for: Self.proposal(nil), limit: 4)
        #expect(memo.size(for: Self.proposal(nil)) == CGSize(width: 5, height: 5))
        #expect(memo.size(for: Self.proposal(0)) == nil)
    }
}
