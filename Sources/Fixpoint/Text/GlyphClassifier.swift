import Foundation

/// Classifies grapheme clusters for measurement and line breaking: emoji, East Asian wide
/// characters, breaking spaces, hyphens and hard line breaks.
///
/// Called in layout → text sizing by `SansTextMeasurer` (emoji and width classes) and by
/// `TextLayout` (break classes); every answer depends only on the cluster's scalars.
package enum GlyphClassifier {
    /// Whether `character` renders as an emoji (1 em wide in Apple Color Emoji).
    ///
    /// True when a scalar has Emoji_Presentation, when the cluster contains U+FE0F (variation
    /// selector 16) together with an Emoji scalar, or when it contains a zero-width joiner, a
    /// skin-tone modifier or a regional indicator. ASCII digits, `#` and `*` have the Emoji
    /// property but text presentation, so on their own they are not emoji.
    package static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first, scalar.isASCII { return false }
        var hasEmoji = false
        var hasVariationSelector16 = false
        for scalar in scalars {
            let properties = scalar.properties
            if properties.isEmojiPresentation { return true }
            switch scalar.value {
            case 0x200D, 0x1F3FB...0x1F3FF, 0x1F1E6...0x1F1FF: return true
            case 0xFE0F: hasVariationSelector16 = true
            default: if properties.isEmoji { hasEmoji = true }
            }
        }
        return hasVariationSelector16 && hasEmoji
    }

    /// Whether `scalar` is East Asian Wide or Fullwidth (drawn 1 em wide): Hangul Jamo, CJK
    /// radicals and punctuation, kana, CJK ideographs, Hangul syllables, compatibility forms
    /// and fullwidth forms, and the supplementary ideographic planes.
    ///
    /// An approximation of UAX #11 by block ranges (Foundation exposes no East Asian Width
    /// property); emoji are handled by `isEmoji(_:)` first.
    package static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, // Hangul Jamo initial consonants
             0x2E80...0x303E, // CJK radicals, Kangxi radicals, CJK symbols and punctuation
             0x3041...0x33FF, // kana, bopomofo, Hangul compatibility Jamo, CJK compatibility
             0x3400...0x4DBF, // CJK unified ideographs extension A
             0x4E00...0x9FFF, // CJK unified ideographs
             0xA000...0xA4CF, // Yi
             0xA960...0xA97F, // Hangul Jamo extended A
             0xAC00...0xD7A3, // Hangul syllables
             0xF900...0xFAFF, // CJK compatibility ideographs
             0xFE10...0xFE19, // vertical forms
             0xFE30...0xFE6F, // CJK compatibility forms, small form variants
             0xFF00...0xFF60, // fullwidth forms
             0xFFE0...0xFFE6, // fullwidth signs
             0x1B000...0x1B2FF, // kana supplement and extensions
             0x20000...0x2FFFD, // supplementary ideographic plane
             0x30000...0x3FFFD: // tertiary ideographic plane
            return true
        default:
            return false
        }
    }

    /// Whether `character` ends a line unconditionally: LF, CR, CR LF, NEL, VT, FF, U+2028, U+2029.
    package static func isHardBreak(_ character: Character) -> Bool {
        character.isNewline
    }

    /// Whether `character` is a breaking space: whitespace that is neither a hard break nor a
    /// no-break space (U+00A0, U+2007, U+202F). Lines may break after it, and it does not count
    /// towards a line's width at the line's end.
    package static func isBreakingSpace(_ character: Character) -> Bool {
        guard character.isWhitespace, !character.isNewline else { return false }
        switch character.unicodeScalars.first?.value {
        case 0x00A0, 0x2007, 0x202F: return false
        default: return true
        }
    }

    /// Whether a line may break after `character` because it is a hyphen (U+002D, U+2010).
    package static func isHyphen(_ character: Character) -> Bool {
        character == "-" || character == "\u{2010}"
    }
}
