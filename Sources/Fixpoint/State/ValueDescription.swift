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
        if T.self == Int.self { return String(unsafeBitCast(value, to: Int.self)) }
        if T.self == Bool.self { return unsafeBitCast(value, to: Bool.self) ? "true" : "false" }
        if T.self == CGFloat.self { return NumberFormat.string(unsafeBitCast(value, to: CGFloat.self)) }
        if T.self == Double.self { return NumberFormat.string(CGFloat(unsafeBitCast(value, to: Double.self))) }
        if T.self == String.self { return "\"\(unsafeBitCast(value, to: String.self))\"" }
        if T.self == Any.self { return describeAny(unsafeBitCast(value, to: Any.self)) }
        return describeAny(value)
    }

    /// Describes a value of any type (checked at run time).
    private static func describeAny(_ value: Any) -> String {
        // The common preference and state values first, without reflecting them (an optional
        // holding one is described as its value, as below).
        if let integer = value as? Int { return String(integer) }
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
