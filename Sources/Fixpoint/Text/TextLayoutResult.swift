import Foundation

/// The outcome of laying out a text for one proposal: the reported size and the lines shown.
///
/// Produced in layout → text sizing by `TextLayout.layout` and read by the Text view's sizing
/// and by rendering. Invariants: `size.height == lines.count × lineHeight` (except the 0 × 0
/// proposal, which reports zero), `size.width` never exceeds a finite proposed width, and
/// `lines` never contain hard breaks or trailing spaces.
package struct TextLayoutResult: Hashable, Sendable, CustomStringConvertible {
    /// The size the text reports to its parent.
    package var size: CGSize
    /// The displayed lines, top to bottom; a truncated line contains "…".
    package var lines: [String]
    /// Whether some of the text is not shown (truncated to the line limit, or a 0 proposal).
    package var isTruncated: Bool
    /// The height of one line, in points.
    package var lineHeight: CGFloat

    /// Creates a result; `TextLayout` and tests use it.
    package init(size: CGSize, lines: [String], isTruncated: Bool, lineHeight: CGFloat) {
        self.size = size
        self.lines = lines
        self.isTruncated = isTruncated
        self.lineHeight = lineHeight
    }

    /// A readable form such as `83.083×14.949 ["San Francisco"]`, stable across runs for traces.
    package var description: String {
        let lineList = lines.map { "\"\($0)\"" }.joined(separator: ", ")
        let size = "\(NumberFormat.string(size.width))×\(NumberFormat.string(size.height))"
        return "\(size) [\(lineList)]" + (isTruncated ? " truncated" : "")
    }
}
