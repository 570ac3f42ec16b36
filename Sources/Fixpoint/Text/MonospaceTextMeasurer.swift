import Foundation

/// A measurer for readable tests: every grapheme cluster advances `characterWidth` points and
/// every line is `lineHeight` points high, whatever the point size.
///
/// Tests install it in the environment so that layout → text sizing works in whole character
/// cells ("Hello world" proposed width 5 wraps to "Hello" / "world", 5 × 2). Both metrics are
/// constant, so a text's width is its character count × `characterWidth`.
public struct MonospaceTextMeasurer: TextMeasurer, Hashable {
    /// The advance of every grapheme cluster, in points.
    public var characterWidth: CGFloat
    /// The height of every line, in points.
    public var lineHeight: CGFloat

    /// Creates a measurer with cells of `characterWidth` × `lineHeight` points (1 × 1 by default).
    ///
    /// Tests call it before layout; the values never change during a layout.
    public init(characterWidth: CGFloat = 1, lineHeight: CGFloat = 1) {
        self.characterWidth = characterWidth
        self.lineHeight = lineHeight
    }

    /// Advance width of one grapheme cluster: always `characterWidth`, independent of `pointSize`.
    ///
    /// Called in layout → text sizing for every character, including "…".
    public func advance(of character: Character, pointSize: CGFloat) -> CGFloat {
        characterWidth
    }

    /// Height of one line: always `lineHeight`, independent of `pointSize`.
    ///
    /// Called in layout → text sizing; a text of n lines is n × `lineHeight` high.
    public func lineHeight(pointSize: CGFloat) -> CGFloat {
        lineHeight
    }
}
