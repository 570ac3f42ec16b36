import Foundation

/// Readable, deterministic descriptions of values for traces and diagnostics: numbers in the one
/// number format, optionals without `Optional(…)`, everything else by `String(describing:)`.
enum ValueDescription {
    /// Describes `value` for a trace line.
    static func describe(_ value: Any) -> String {
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
            return describe(wrapped)
        }
        if let string = value as? String { return "\"\(string)\"" }
        if let size = value as? CGSize {
            return "\(NumberFormat.string(size.width))×\(NumberFormat.string(size.height))"
        }
        return String(describing: value)
    }
}
