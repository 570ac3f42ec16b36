import Foundation

/// An environment-dependent font (SwiftUI's `Font` surface): a text style or a fixed point size,
/// plus weight, design, italic and monospaced-digit modifiers.
///
/// Layout → text sizing resolves it with `resolve(platform:dynamicTypeSize:)`; a `Font` is a
/// plain value that never depends on measurement, so equal fonts always resolve alike.
public struct Font: Hashable, Sendable {
    /// What determines the point size.
    enum Size: Hashable, Sendable {
        /// A text style, sized by the platform table (and Dynamic Type on iOS).
        case textStyle(TextStyle)
        /// A fixed point size that ignores Dynamic Type.
        case fixed(CGFloat)
    }

    /// What determines the point size.
    let size: Size
    /// An explicit weight; `nil` uses the text style's weight (regular except headline, macOS caption2).
    var explicitWeight: Weight?
    /// An explicit design; `nil` is `.default`.
    var design: Design?
    /// Whether `italic()` was applied.
    var isItalic = false
    /// Whether `monospacedDigit()` was applied (no effect on widths: the sans table's digits are tabular).
    var isMonospacedDigit = false

    init(size: Size, weight: Weight? = nil, design: Design? = nil) {
        self.size = size
        self.explicitWeight = weight
        self.design = design
    }

    /// A font with the large title text style; resolved during layout → text sizing.
    public static let largeTitle = Font(size: .textStyle(.largeTitle))
    /// A font with the title text style (UIKit's title1); resolved during layout → text sizing.
    public static let title = Font(size: .textStyle(.title))
    /// A font for second-level hierarchical headings; resolved during layout → text sizing.
    public static let title2 = Font(size: .textStyle(.title2))
    /// A font for third-level hierarchical headings; resolved during layout → text sizing.
    public static let title3 = Font(size: .textStyle(.title3))
    /// A font with the headline text style (semibold on iOS, bold on macOS); resolved during text sizing.
    public static let headline = Font(size: .textStyle(.headline))
    /// A font with the subheadline text style; resolved during layout → text sizing.
    public static let subheadline = Font(size: .textStyle(.subheadline))
    /// A font with the body text style, the default for `Text`; resolved during layout → text sizing.
    public static let body = Font(size: .textStyle(.body))
    /// A font with the callout text style; resolved during layout → text sizing.
    public static let callout = Font(size: .textStyle(.callout))
    /// A font with the footnote text style; resolved during layout → text sizing.
    public static let footnote = Font(size: .textStyle(.footnote))
    /// A font with the caption text style (UIKit's caption1); resolved during layout → text sizing.
    public static let caption = Font(size: .textStyle(.caption))
    /// A font with the alternate caption text style; resolved during layout → text sizing.
    public static let caption2 = Font(size: .textStyle(.caption2))

    /// A system font of a fixed point size; layout → text sizing uses `size` on every platform
    /// and at every Dynamic Type size.
    public static func system(size: CGFloat, weight: Font.Weight = .regular,
                              design: Font.Design = .default) -> Font {
        Font(size: .fixed(size), weight: weight, design: design)
    }

    /// A system font of a text style; layout → text sizing takes its size from the platform's
    /// text-style table, and `weight`/`design` override the style's own when given.
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil,
                              weight: Font.Weight? = nil) -> Font {
        Font(size: .textStyle(style), weight: weight, design: design)
    }

    /// This font with `weight`; text sizing keeps the point size, the last weight applied wins.
    public func weight(_ weight: Font.Weight) -> Font {
        var font = self
        font.explicitWeight = weight
        return font
    }

    /// This font with the bold weight; same as `weight(.bold)`, the point size is unchanged.
    public func bold() -> Font {
        weight(.bold)
    }

    /// This font in italics; text sizing keeps the point size and widths (the model has no italic metrics).
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// This font with fixed-width digits; text sizing is unchanged because the table's digits
    /// already share one advance (556/1000 em).
    public func monospacedDigit() -> Font {
        var font = self
        font.isMonospacedDigit = true
        return font
    }

    /// Whether `system(size:)` was given a size text can have: finite and not negative.
    package static func isUsable(_ pointSize: CGFloat) -> Bool {
        pointSize.isFinite && pointSize >= 0
    }

    /// The point size given to `system(size:)`, if that is how this font was made.
    package var fixedPointSize: CGFloat? {
        if case .fixed(let pointSize) = size { return pointSize }
        return nil
    }

    /// The concrete point size, weight, italic flag and design of this font on `platform`.
    ///
    /// Called in layout → text sizing. Text styles follow `TextStyleTable`: on iOS by
    /// `dynamicTypeSize`, on macOS fixed (Dynamic Type ignored); `system(size:)` ignores
    /// Dynamic Type everywhere. The result depends only on the three inputs.
    package func resolve(platform: Platform, dynamicTypeSize: DynamicTypeSize) -> ResolvedFont {
        switch size {
        case .textStyle(let style):
            let metrics = TextStyleTable.metrics(for: style, platform: platform, dynamicTypeSize: dynamicTypeSize)
            return ResolvedFont(pointSize: metrics.pointSize, weight: explicitWeight ?? metrics.weight,
                                isItalic: isItalic, design: design ?? .default)
        case .fixed(let pointSize):
            // A size no text can have (NaN, negative, infinite) is 0: the text takes no room.
            return ResolvedFont(pointSize: Self.isUsable(pointSize) ? pointSize : 0, weight: explicitWeight ?? .regular,
                                isItalic: isItalic, design: design ?? .default)
        }
    }
}
