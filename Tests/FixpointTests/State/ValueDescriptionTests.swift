@testable import Fixpoint
import Foundation
import Testing

/// Trace values: integers are spelled by a fast path that must agree with `String(_:)`.
@Suite("Value descriptions")
struct ValueDescriptionTests {
    @Test("an integer is spelled as String(_:) spells it",
          arguments: [0, 1, 9, 10, -1, -10, 99, 100, 4_950, -123_456_789, Int.max, Int.min, Int.max - 1, Int.min + 1])
    func integers(_ value: Int) {
        #expect(ValueDescription.decimal(value) == String(value))
        #expect(ValueDescription.describe(value) == String(value))
        #expect(ValueDescription.describe(Optional(value) as Any) == String(value))
    }

    @Test("powers of ten and their neighbours, both signs")
    func powersOfTen() {
        var power = 1
        for _ in 0..<18 {
            for value in [power - 1, power, power + 1] {
                #expect(ValueDescription.decimal(value) == String(value))
                #expect(ValueDescription.decimal(-value) == String(-value))
            }
            power *= 10
        }
    }
}
