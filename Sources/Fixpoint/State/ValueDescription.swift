import Foundation

/// Readable, deterministic descriptions of values for traces and diagnostics: numbers in the one
/// number format, optionals without `Optional(…)`, everything else by `String(describing:)`.
enum ValueDescription {
    /// Describes `value` for a trace line.
    ///
    /// The common preference and state types are told apart by their static type first: a
    /// trace describes three values per `reduce`, and a dynamic cast of each was most of the cost
    /// of the `.standard` trace on preference-heavy trees.
    static func describe<T>(_ value: T) -> String {
        if T.self == Int.self { return decimal(unsafeBitCast(value, to: Int.self)) }
        if T.self == Bool.self { return unsafeBitCast(value, to: Bool.self) ? "true" : "false" }
        if T.self == CGFloat.self { return NumberFormat.string(unsafeBitCast(value, to: CGFloat.self)) }
        if T.self == Double.self { return NumberFormat.string(CGFloat(unsafeBitCast(value, to: Double.self))) }
        if T.self == String.self { return "\"\(unsafeBitCast(value, to: String.self))\"" }
        if T.self == Any.self { return describeAny(unsafeBitCast(value, to: Any.self)) }
        return describeAny(value)
    }

    /// The spellings of 0 to 99.
    private static let smallDecimals: [String] = (0..<100).map { String($0) }

    /// `value` in decimal, as `String(value)` spells it, written straight into the string's
    /// storage (a trace describes two or three integers per `reduce`; the generic conversion
    /// cost more than the rest of recording the event).
    static func decimal(_ value: Int) -> String {
        // Counts, flags and weights are mostly small: their spellings are made once.
        if value >= 0 && value < smallDecimals.count { return smallDecimals[value] }
        var length = value < 0 ? 2 : 1
        var rest = value.magnitude / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        // Up to 15 bytes the string is made in place, without storage of its own.
        return String(unsafeUninitializedCapacity: length) { buffer in
            var magnitude = value.magnitude
            var index = length
            repeat {
                index -= 1
                buffer[index] = UInt8(truncatingIfNeeded: magnitude % 10) + UInt8(ascii: "0")
                magnitude /= 10
            } while magnitude > 0
            if value < 0 { buffer[0] = UInt8(ascii: "-") }
            return length
        }
    }

    /// Describes a value of any type (checked at run time).
    private static func describeAny(_ value: Any) -> String {
        // The common preference and state values first, without reflecting them (an optional
        // holding one is described as its value, as below).
        if let integer = value as? Int { return decimal(integer) }
        if let string = value as? String { return "\"\(string)\"" }
        if let flag = value as? Bool { return flag ? "true" : "false" }
        if let number = value as? CGFloat { return NumberFormat.string(number) }
        if let number = value as? Double { return NumberFormat.string(CGFloat(number)) }
        if let number = value as? Float { return NumberFormat.string(CGFloat(number)) }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return describeAny(wrapped)
        }
        if let string = value as? String { return "\"\(string)\"" }
        if let size = value as? CGSize {
            return "\(NumberFormat.string(size.width))×\(NumberFormat.string(size.height))"
        }
        return String(describing: value)
    }
}
