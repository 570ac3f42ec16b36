@testable import Fixpoint
import Foundation
import Testing

/// The per-node memo of which guides a subtree can carry explicitly: two bits per guide for the
/// first guides a program uses, a list beyond them; keys differ by guide and by axis.
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

    /// A guide of its own type per index, so a test can use more guides than the memo keeps inline.
    private struct NumberedID<Index>: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum I0 {}
    private enum I1 {}
    private enum I2 {}
    private struct Nest<Inner> {}

    @Test("guides beyond the inline ones are answered from the list, and forgotten with the rest")
    func beyondInline() {
        // Make sure more guides than the memo answers inline exist (each type and axis is one).
        var keys: [AlignmentKey] = Self.keys
        func add<T>(_: T.Type) {
            keys.append(HorizontalAlignment(NumberedID<T>.self).key.value)
            keys.append(VerticalAlignment(NumberedID<T>.self).key.value)
        }
        add(I0.self); add(I1.self); add(I2.self)
        add(Nest<I0>.self); add(Nest<I1>.self); add(Nest<I2>.self)
        add(Nest<Nest<I0>>.self); add(Nest<Nest<I1>>.self); add(Nest<Nest<I2>>.self)
        add(Nest<Nest<Nest<I0>>>.self); add(Nest<Nest<Nest<I1>>>.self); add(Nest<Nest<Nest<I2>>>.self)
        add(Nest<Nest<Nest<Nest<I0>>>>.self); add(Nest<Nest<Nest<Nest<I1>>>>.self); add(Nest<Nest<Nest<Nest<I2>>>>.self)
        add(Nest<Nest<Nest<Nest<Nest<I0>>>>>.self); add(Nest<Nest<Nest<Nest<Nest<I1>>>>>.self)
        #expect(keys.contains { $0.ordinal >= ExplicitAlignmentMemo.inlineKeys })
        #expect(Set(keys.map(\.ordinal)).count == Set(keys).count)
        var memo = ExplicitAlignmentMemo()
        for (index, key) in keys.enumerated() where index % 3 != 2 { memo.remember(index % 2 == 0, for: key) }
        for (index, key) in keys.enumerated() {
            #expect(memo.answer(for: key) == (index % 3 != 2 ? index % 2 == 0 : nil))
        }
        memo.removeAll()
        #expect(memo.isEmpty)
        for key in keys { #expect(memo.answer(for: key) == nil) }
    }
}
