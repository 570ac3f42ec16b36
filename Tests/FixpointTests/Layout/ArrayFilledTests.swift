import Foundation
import Testing
@testable import Fixpoint

/// `Array.filled(with:count:)` stands in for `Array(repeating:count:)` in the layout phase.
@Suite("Filled lists")
struct ArrayFilledTests {
    @Test("a filled list is what Array(repeating:count:) makes, short or long", arguments: [0, 1, 3, 32, 33, 100])
    func matchesRepeating(count: Int) {
        #expect([CGFloat].filled(with: 2.5, count: count) == [CGFloat](repeating: 2.5, count: count))
        #expect([Int?].filled(with: nil, count: count) == [Int?](repeating: nil, count: count))
        let lists = [[String]].filled(with: ["a"], count: count)
        #expect(lists == [[String]](repeating: ["a"], count: count))
        #expect(lists.capacity >= count)
    }
}
