import Fixpoint
import FixpointRender
import Foundation

/// A JSON value whose objects keep their keys in the order written, for `--format json`:
/// deterministic (no dictionary order), numbers in `NumberFormat` (up to three decimals).
///
/// Built by `ResultJSON` and `SweepCommand`; `rendered` puts each member of the outer object
/// and each element of an array of objects on its own line, everything deeper on one line.
indirect enum JSONOutput {
    case null
    case bool(Bool)
    case int(Int)
    case number(CGFloat)
    case string(String)
    case object([(String, JSONOutput)])
    case array([JSONOutput])

    /// A number, or `null` for nil (an unspecified proposal dimension) or a value JSON cannot
    /// hold (∞, nan).
    static func optional(_ value: CGFloat?) -> JSONOutput {
        guard let value, value.isFinite else { return .null }
        return .number(value)
    }

    /// A string, or `null`.
    static func optional(_ text: String?) -> JSONOutput {
        text.map(JSONOutput.string) ?? .null
    }

    /// The document: the value with a final newline.
    var document: String { rendered(level: 0) + "\n" }

    private func rendered(level: Int) -> String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .number(let value): return value.isFinite ? NumberFormat.string(value) : "null"
        case .string(let text): return Self.quoted(text)
        case .object(let members):
            guard level == 0 else {
                return "{" + members.map { Self.quoted($0.0) + ": " + $0.1.rendered(level: level + 1) }.joined(separator: ", ") + "}"
            }
            return "{\n" + members.map { "  " + Self.quoted($0.0) + ": " + $0.1.rendered(level: 1) }.joined(separator: ",\n") + "\n}"
        case .array(let elements):
            guard level == 1, elements.contains(where: { if case .object = $0 { true } else { false } }) else {
                return "[" + elements.map { $0.rendered(level: level + 1) }.joined(separator: ", ") + "]"
            }
            return "[\n" + elements.map { "    " + $0.rendered(level: 2) }.joined(separator: ",\n") + "\n  ]"
        }
    }

    /// `text` as a JSON string (RFC 8259 escapes; other characters verbatim in UTF-8).
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
