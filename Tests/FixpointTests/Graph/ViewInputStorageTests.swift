@testable import Fixpoint
import Foundation
import Testing

// `ViewInputComparison` compares two views in place through their existentials' own addresses,
// after learning from the first value where the type's values lie in an `any View`: in the
// existential's buffer (small, bitwise-movable values) or in a box. These views pin each kind.

private final class Holder {}

/// Two words: stored in the existential's buffer.
private struct SmallView: View {
    let number: Int
    let holder: Holder
    var body: some View { Text("small \(number)") }
}

/// Six words: stored in a box.
private struct LargeView: View {
    let first: Int
    let second: Int
    let third: Int
    let fourth: Int
    let holder: Holder
    let last: Int
    var body: some View { Text("large \(first) \(last)") }
}

/// One word, but a weak reference cannot be moved bitwise: stored in a box although it is small.
private struct WeakView: View {
    weak var holder: Holder?
    var body: some View { Text("weak") }
}

/// 16-byte aligned fields compared by their `==`, in a box.
private struct VectorView: View {
    let vector: SIMD4<Float>
    let label: String
    var body: some View { Text(label) }
}

/// An Equatable view, in a box, compared by its own `==` (which ignores `note`).
private struct EquatableLargeView: View, Equatable {
    let shown: Int
    let note: String
    let more: (Int, Int, Int)
    var body: some View { Text("\(shown)") }
    static func == (a: Self, b: Self) -> Bool { a.shown == b.shown }
}

@Suite("where a view's inputs are compared")
struct ViewInputStorageTests {
    private typealias Storage = ViewInputComparison.Storage

    /// Compares `new` with `old` stored as a node stores its view.
    private func areEqual(_ comparison: ViewInputComparison, _ old: any View, _ new: any View) -> Bool {
        withUnsafePointer(to: old) { comparison.areEqual(storedAt: $0, new) }
    }

    private func compare<V: View>(_ old: V, _ new: V) -> (equal: Bool, storage: Storage) {
        let comparison = ViewInputComparison(for: V.self)
        let equal = areEqual(comparison, old, new)
        return (equal, comparison.storage)
    }

    /// Where a box keeps its value: after the heap object's two-word header.
    private let boxed = Storage.boxed(offset: 2 * MemoryLayout<Int>.size)

    @Test("a small view is compared in the existential's buffer")
    func smallInline() {
        let holder = Holder()
        #expect(compare(SmallView(number: 1, holder: holder), SmallView(number: 1, holder: holder)) == (true, .inline))
        #expect(compare(SmallView(number: 1, holder: holder), SmallView(number: 2, holder: holder)).equal == false)
        #expect(compare(SmallView(number: 1, holder: holder), SmallView(number: 1, holder: Holder())).equal == false)
    }

    @Test("a large view is compared in its box: its first and last fields are read where they are", arguments: 0..<4)
    func largeBoxed(changed: Int) {
        let holder = Holder()
        let old = LargeView(first: 1, second: 2, third: 3, fourth: 4, holder: holder, last: 6)
        let new = LargeView(first: changed == 0 ? 9 : 1, second: 2, third: 3, fourth: 4,
                            holder: changed == 1 ? Holder() : holder, last: changed == 2 ? 9 : 6)
        let result = compare(old, new)
        #expect(result.storage == boxed)
        #expect(result.equal == (changed == 3))
    }

    @Test("a view holding a weak reference is boxed although it is one word: the storage is learned, not guessed")
    func weakBoxed() {
        let holder = Holder(), other = Holder()
        let result = compare(WeakView(holder: holder), WeakView(holder: holder))
        #expect(result == (true, boxed))
        #expect(compare(WeakView(holder: holder), WeakView(holder: other)).equal == false)
        withExtendedLifetime((holder, other)) {}
    }

    @Test("16-byte aligned fields and strings are compared by their ==")
    func alignedBoxed() {
        let result = compare(VectorView(vector: [1, 2, 3, 4], label: "a"), VectorView(vector: [1, 2, 3, 4], label: "a"))
        #expect(result.equal)
        if case .boxed = result.storage {} else { Issue.record("not compared in its box: \(result.storage)") }
        #expect(compare(VectorView(vector: [1, 2, 3, 4], label: "a"), VectorView(vector: [1, 2, 3, 5], label: "a")).equal == false)
        #expect(compare(VectorView(vector: [1, 2, 3, 4], label: "a"), VectorView(vector: [1, 2, 3, 4], label: "b")).equal == false)
    }

    @Test("an Equatable view in a box is compared by its own ==")
    func equatableBoxed() {
        let old = EquatableLargeView(shown: 1, note: "old", more: (1, 2, 3))
        #expect(compare(old, EquatableLargeView(shown: 1, note: "new", more: (4, 5, 6))).equal)
        #expect(compare(old, EquatableLargeView(shown: 2, note: "old", more: (1, 2, 3))).equal == false)
    }

    @Test("one comparison serves many values: the storage learned from the first fits the next ones")
    func learnedOnce() {
        let comparison = ViewInputComparison(for: LargeView.self)
        let holder = Holder()
        for index in 0..<50 {
            let old = LargeView(first: index, second: 0, third: 0, fourth: 0, holder: holder, last: index)
            #expect(areEqual(comparison, old, LargeView(first: index, second: 0, third: 0, fourth: 0, holder: holder, last: index)))
            #expect(!areEqual(comparison, old, LargeView(first: index, second: 0, third: 0, fourth: 0, holder: holder, last: index + 1)))
        }
        #expect(comparison.storage == boxed)
    }
}
