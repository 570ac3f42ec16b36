import Foundation

/// Measures text for layout: the advance width of a grapheme cluster and the height of a line,
/// both at a given point size.
///
/// Called in layout → text sizing by `TextLayout` (once per character of a text, then never
/// again for that layout). Implementations must be pure: the same character and point size
/// always give the same non-negative advance, which keeps sizing deterministic and memoizable.
public protocol TextMeasurer: Sendable {
    /// Advance width in points of one grapheme cluster at `pointSize`.
    ///
    /// Called in layout → text sizing for every character; never negative, and a pure function
    /// of its arguments.
    func advance(of character: Character, pointSize: CGFloat) -> CGFloat

    /// Height of one line at `pointSize`.
    ///
    /// Called in layout → text sizing; a text of n lines is n × this value high (no line spacing).
    func lineHeight(pointSize: CGFloat) -> CGFloat
}

extension TextMeasurer {
    /// The width of `text` on one line: the sum of its clusters' advances, no kerning, no tracking.
    ///
    /// Called in layout → text sizing and by tests; additive, so the width of a concatenation is
    /// the sum of the parts' widths (up to floating-point rounding).
    package func width(of text: some StringProtocol, pointSize: CGFloat) -> CGFloat {
        var total: CGFloat = 0
        for character in text {
            total += advance(of: character, pointSize: pointSize)
        }
        return total
    }

    /// Whether this measurer equals `other`: `==` when the measurer's type is `Equatable`, `false`
    /// otherwise.
    ///
    /// The bodies phase calls it through `any TextMeasurer` when it compares environments to
    /// decide whether dependent bodies re-run; two measurers of different types are never equal.
    package func isEqual(toAny other: Any) -> Bool {
        guard let equatable = self as? any Equatable else { return false }
        return equatable.isEqualMeasurer(other)
    }
}

extension Equatable {
    /// `self == other` when `other` has the same type; the opened-existential helper behind
    /// `TextMeasurer.isEqual(toAny:)`.
    fileprivate func isEqualMeasurer(_ other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
