import Foundation

/// The default text measurer: Helvetica/Arial metrics (Liberation Sans 2.1.5) from
/// `SansWidthTable`, scaled by the point size.
///
/// Called in layout → text sizing through the environment's `textMeasurer`. Every answer is a
/// pure function of the cluster and the point size, so sizes are deterministic across runs and
/// platforms. How a grapheme cluster is measured, in order:
/// 1. Emoji (see `GlyphClassifier.isEmoji(_:)`): 1.0 em, Apple Color Emoji's advance.
/// 2. A cluster whose first scalar is in the table: that scalar's `adv_1000`; any further
///    scalars (combining marks, variation selectors) add nothing. U+2026 "…" is 1.0 em.
/// 3. Not in the table and East Asian Wide/Fullwidth: 1.0 em.
/// 4. Anything else (other scripts, symbols, tabs, controls): the width of "a" and "0",
///    556/1000 em, a neutral average rather than zero so unknown text still takes space.
///
/// A line is (ascender − descender + line gap) = 1.149902 em high (hhea metrics): 14.9487 pt
/// at 13 pt, 19.548 pt at 17 pt. No kerning and no tracking are applied.
public struct SansTextMeasurer: TextMeasurer, Hashable {
    /// The advance (per 1000 em) used for clusters the table does not know: that of "a"/"0".
    package static let fallbackAdvance = 556
    /// The advance (per 1000 em) of emoji and East Asian wide characters: one em.
    package static let wideAdvance = 1000

    /// Creates the measurer; it has no configuration, so all instances are equal.
    ///
    /// The environment creates it as the default `textMeasurer` before layout; instances are
    /// interchangeable.
    public init() {}

    /// Advance width in points of one grapheme cluster at `pointSize`: its advance per 1000 em
    /// (see the type's rules) × `pointSize` / 1000.
    ///
    /// Called in layout → text sizing for every character; never negative for a non-negative size.
    public func advance(of character: Character, pointSize: CGFloat) -> CGFloat {
        Self.points(Self.advance1000(of: character), pointSize: pointSize)
    }

    /// `advance(of:pointSize:)` for a one-byte (ASCII) cluster, read from the table without
    /// making a `Character` (text runs of plain ASCII measure each byte with it).
    package static func advance(ofASCII byte: UInt8, pointSize: CGFloat) -> CGFloat {
        points(advance1000(ofASCII: byte), pointSize: pointSize)
    }

    /// An advance per 1000 em in points at `pointSize`.
    private static func points(_ advance1000: Int, pointSize: CGFloat) -> CGFloat {
        CGFloat(advance1000) * pointSize / 1000
    }

    /// The advance of the one-byte cluster `byte` (ASCII), in units per 1000 em.
    private static func advance1000(ofASCII byte: UInt8) -> Int {
        SansWidthTable.advance(of: Unicode.Scalar(byte)) ?? fallbackAdvance
    }

    /// Height of one line at `pointSize`: 1.149902 em.
    ///
    /// Called in layout → text sizing; proportional to `pointSize`.
    public func lineHeight(pointSize: CGFloat) -> CGFloat {
        SansWidthTable.lineHeight * pointSize / 1000
    }

    /// The advance of `character` in units per 1000 em, following the type's four rules.
    package static func advance1000(of character: Character) -> Int {
        // One ASCII scalar (CR LF is ASCII too, but two scalars): straight from the table.
        if let ascii = character.asciiValue, character.utf8.count == 1 {
            return advance1000(ofASCII: ascii)
        }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if GlyphClassifier.isEmoji(character) { return wideAdvance }
        if let advance = SansWidthTable.advance(of: first) { return advance }
        if GlyphClassifier.isWide(first) { return wideAdvance }
        return fallbackAdvance
    }
}
