import Foundation

/// A font with every environment dependency resolved: a concrete point size, weight, italic flag
/// and design.
///
/// Produced in layout → text sizing by `Font.resolve(platform:dynamicTypeSize:)` and handed to a
/// `TextMeasurer` as `pointSize`; it is a plain value, so it can key sizing memos.
package struct ResolvedFont: Hashable, Sendable, CustomStringConvertible {
    /// The point size (em size) in points; text widths and line heights scale with it.
    package var pointSize: CGFloat
    /// The resolved weight (informational: the measurement model has one set of widths).
    package var weight: Font.Weight
    /// Whether the font is italic (informational).
    package var isItalic: Bool
    /// The resolved design (informational).
    package var design: Font.Design

    /// Creates a resolved font; `Font.resolve` and tests use it.
    package init(pointSize: CGFloat, weight: Font.Weight = .regular, isItalic: Bool = false,
                 design: Font.Design = .default) {
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = isItalic
        self.design = design
    }

    /// A readable form such as `17pt semibold italic`, stable across runs for dumps.
    package var description: String {
        var text = "\(NumberFormat.string(pointSize))pt \(weight)"
        if design != .default { text += " \(design)" }
        if isItalic { text += " italic" }
        return text
    }
}
