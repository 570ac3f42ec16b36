@testable import Fixpoint
import Testing

/// The per-node memo of which guides a subtree can carry explicitly: two answers packed inline,
/// more in a list; keys differ by guide and by axis.
@Suite("Explicit alignment memo")
struct ExplicitAlignmentMemoTests {
    static var keys: [AlignmentKey] { [
        HorizontalAlignment.leading.key.value, VerticalAlignment.top.key.value,
        VerticalAlignment.firstTextBaseline.key.value, HorizontalAlignment.trailing.key.value,
        VerticalAlignment.center.key.value, HorizontalAlignment.center.key.value,
    ] }

    @Test("answers are kept per key, inline and beyond, and forgotten together", arguments: 1...6)
    func answers(_ count: Int) {
        var memo = ExplicitAlignmentMemo()
        #expect(memo.isEmpty)
        for (index, key) in Self.keys.prefix(count).enumerated() { memo.remember(index % 2 == 0, for: key) }
        #expect(!memo.isEmpty)
        for (index, key) in Self.keys.enumerated() {
            #expect(memo.answer(for: key) == (index < count ? index % 2 == 0 : nil))
        }
        memo.removeAll()
        #expect(memo.isEmpty)
        for key in Self.keys { #expect(memo.answer(for: key) == nil) }
    }

    @Test("the centre guides of the two axes are two keys")
    func axesDiffer() {
        var memo = ExplicitAlignmentMemo()
        memo.remember(true, for: HorizontalAlignment.center.key.value)
        #expect(memo.answer(for: HorizontalAlignment.center.key.value) == true)
        #expect(memo.answer(for: VerticalAlignment.center.key.value) == nil)
        memo.remember(false, for: VerticalAlignment.center.key.value)
        #expect(memo.answer(for: VerticalAlignment.center.key.value) == false)
        #expect(memo.answer(for: HorizontalAlignment.center.key.value) == true)
    }
}
