import Fixpoint
import Foundation

/// A layout as the check compares it: one line per visible view (path, frame to a thousandth
/// of a point, text), so two layouts equal to within rounding compare equal.
///
/// Used for hysteresis (fresh against resized), flicker (one shown frame against the next) and
/// wasted work (one pass against the one before).
enum LayoutSignature {
    /// The lines of `snapshot`.
    static func lines(of snapshot: LayoutSnapshot) -> [String] {
        snapshot.nodes.filter { !$0.isHidden }.map { node in
            let frame = node.frame
            return "\(node.path) \(rect(frame))" + (node.text.map { " \"\($0)\"" } ?? "")
        }
    }

    /// `(x, y, w×h)` with three decimals at most.
    static func rect(_ frame: CGRect) -> String {
        "(\(NumberFormat.string(frame.minX)), \(NumberFormat.string(frame.minY)), "
            + "\(NumberFormat.string(frame.width))×\(NumberFormat.string(frame.height)))"
    }

    /// At most `limit` lines naming views whose lines differ, then how many more differ.
    static func differences(fresh: [String], resized: [String], limit: Int, freshName: String = "fresh",
                            resizedName: String = "resized") -> [String] {
        func split(_ line: String) -> (path: String, rest: String) {
            guard let space = line.firstIndex(of: " ") else { return (line, "") }
            return (String(line[..<space]), String(line[line.index(after: space)...]))
        }
        let freshByPath = Dictionary(fresh.map(split).map { ($0.path, $0.rest) }, uniquingKeysWith: { first, _ in first })
        let resizedByPath = Dictionary(resized.map(split).map { ($0.path, $0.rest) }, uniquingKeysWith: { first, _ in first })
        var paths: [String] = []
        for line in resized + fresh {
            let path = split(line).path
            if freshByPath[path] != resizedByPath[path], !paths.contains(path) { paths.append(path) }
        }
        var lines = paths.prefix(limit).map { path in
            "\(path): \(resizedName) \(resizedByPath[path] ?? "absent") · \(freshName) \(freshByPath[path] ?? "absent")"
        }
        if paths.count > limit { lines.append("and \(paths.count - limit) more views differ") }
        return lines
    }
}
