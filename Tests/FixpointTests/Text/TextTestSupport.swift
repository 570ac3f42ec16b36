import Foundation
import Fixpoint

/// Shared helpers for the text tests: a monospace layout shorthand and approximate comparison.
enum TextTestSupport {
    /// The 1 × 1 monospace measurer: widths are character counts, heights line counts.
    static let mono = MonospaceTextMeasurer()
    /// The default Helvetica-metric measurer.
    static let sans = SansTextMeasurer()

    /// Lays `text` out with the 1 × 1 monospace measurer (point size irrelevant).
    static func mono(_ text: String, width: CGFloat?, height: CGFloat? = nil, lineLimit: Int? = nil,
                     truncation: TextTruncation = .tail) -> TextLayoutResult {
        TextLayout.layout(text, pointSize: 17, proposal: ProposedViewSize(width: width, height: height),
                          lineLimit: lineLimit, truncation: truncation, measurer: mono)
    }

    /// Lays `text` out with the sans measurer at `pointSize`.
    static func sans(_ text: String, pointSize: CGFloat, width: CGFloat?, height: CGFloat? = nil,
                     lineLimit: Int? = nil, truncation: TextTruncation = .tail) -> TextLayoutResult {
        TextLayout.layout(text, pointSize: pointSize, proposal: ProposedViewSize(width: width, height: height),
                          lineLimit: lineLimit, truncation: truncation, measurer: sans)
    }

    /// The sans width of `text` at `pointSize`.
    static func sansWidth(_ text: String, _ pointSize: CGFloat) -> CGFloat {
        sans.width(of: text, pointSize: pointSize)
    }
}

/// Whether `a` and `b` agree to within `tolerance` (half a unit in the third decimal by default).
func approx(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.0005) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two sizes agree to within `tolerance` on both axes.
func approx(_ a: CGSize, _ b: CGSize, _ tolerance: CGFloat = 0.0005) -> Bool {
    approx(a.width, b.width, tolerance) && approx(a.height, b.height, tolerance)
}
