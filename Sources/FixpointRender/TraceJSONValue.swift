import Foundation
import Fixpoint

/// A JSON value whose objects keep their keys in the order written, rendered by hand on one
/// line, so trace files have a stable key order and byte-identical output run to run.
///
/// Built by `TraceEventFields` and the trace writers (`JSONLinesTraceWriter`,
/// `ChromeTraceWriter`); `rendered` is always valid JSON: strings are escaped per RFC 8259 and
/// numbers that JSON cannot hold (∞, -∞, nan) become strings.
enum TraceJSONValue: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer, such as an event id or a logical timestamp.
    case int(Int)
    /// A geometry number, printed with `NumberFormat.string` (up to three decimals, no `-0`).
    case number(CGFloat)
    /// A string, escaped when rendered.
    case string(String)
    /// An object whose members are rendered in this order.
    case object([(String, TraceJSONValue)])
    /// An array.
    case array([TraceJSONValue])

    /// A string, or `null` when `text` is nil.
    static func optional(_ text: String?) -> TraceJSONValue {
        text.map(TraceJSONValue.string) ?? .null
    }

    /// An integer, or `null` when `value` is nil.
    static func optional(_ value: Int?) -> TraceJSONValue {
        value.map(TraceJSONValue.int) ?? .null
    }

    /// A number, or `null` when `value` is nil (an unspecified proposal dimension).
    static func optional(_ value: CGFloat?) -> TraceJSONValue {
        value.map(TraceJSONValue.number) ?? .null
    }

    /// The value as compact JSON text on one line.
    var rendered: String {
        var output = ""
        write(to: &output)
        return output
    }

    /// Appends the value as compact JSON text to `output`.
    func write(to output: inout String) {
        switch self {
        case .null:
            output += "null"
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .int(let value):
            output += String(value)
        case .number(let value):
            // JSON has no infinities or NaN: those keep their log spelling as strings.
            output += value.isFinite ? NumberFormat.string(value) : Self.quoted(NumberFormat.string(value))
        case .string(let text):
            output += Self.quoted(text)
        case .object(let members):
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += "," }
                output += Self.quoted(key)
                output += ":"
                value.write(to: &output)
            }
            output += "}"
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        }
    }

    /// `text` as a JSON string literal: `"` and `\` escaped, control characters as `\n`, `\r`,
    /// `\t`, `\b`, `\f` or `\u00XX` (and the JavaScript line separators U+2028, U+2029 as `\uXXXX`),
    /// everything else (emoji, accents) kept as UTF-8.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case _ where scalar.value < 0x20 || scalar == "\u{2028}" || scalar == "\u{2029}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
