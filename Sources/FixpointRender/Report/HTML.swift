import Fixpoint
import Foundation

/// Text helpers for the HTML report: escaping and number formatting, so every page is valid
/// and byte-identical for the same input.
///
/// Used by every `HTMLReport` section; reads nothing but its arguments.
enum HTML {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, for element content and attribute values.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// A number as the text trace writes it (up to three decimals, no `-0`).
    static func number(_ value: CGFloat) -> String {
        NumberFormat.string(value)
    }

    /// `[x:… y:… w:… h:…]`, as the tree dump writes frames.
    static func frame(_ rect: CGRect) -> String {
        "[x:\(number(rect.minX)) y:\(number(rect.minY)) w:\(number(rect.width)) h:\(number(rect.height))]"
    }

    /// ` name="value"` pairs, values escaped, in the order given.
    static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    }

    /// The last `count` components of a path, with `…/` in front when some were left out.
    static func tail(of path: String, components count: Int) -> String {
        let parts = path.split(separator: "/")
        guard parts.count > count else { return path }
        return "…/" + parts.suffix(count).joined(separator: "/")
    }
}
