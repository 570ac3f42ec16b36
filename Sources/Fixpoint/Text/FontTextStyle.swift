import Foundation

extension Font {
    /// A dynamic text style to use for fonts (SwiftUI's `Font.TextStyle`).
    ///
    /// Layout → text sizing looks each style up in `TextStyleTable`; `.title` is UIKit's title1
    /// and `.caption` is caption1, so every case has exactly one table row per platform and size.
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        /// The font style for large titles.
        case largeTitle
        /// The font used for first-level hierarchical headings.
        case title
        /// The font used for second-level hierarchical headings.
        case title2
        /// The font used for third-level hierarchical headings.
        case title3
        /// The font used for headings.
        case headline
        /// The font used for subheadings.
        case subheadline
        /// The font used for body text.
        case body
        /// The font used for callouts.
        case callout
        /// The font used in footnotes.
        case footnote
        /// The font used for standard captions.
        case caption
        /// The font used for alternate captions.
        case caption2
    }

    /// A design to use for fonts (SwiftUI's `Font.Design`).
    ///
    /// Layout → text sizing carries it into `ResolvedFont`; the measurement model has one set of
    /// widths, so the design never changes a size.
    public enum Design: Hashable, Sendable {
        /// The default system font design.
        case `default`
        /// The serif variant.
        case serif
        /// The rounded variant.
        case rounded
        /// The monospaced variant.
        case monospaced
    }
}

/// One row of Apple's text-style table: point size, HIG leading and weights.
///
/// Layout → text sizing reads `pointSize` and `weight` when resolving a text style; `leading` is
/// the HIG design leading, kept for reference only (line height comes from the `TextMeasurer`).
package struct TextStyleMetrics: Hashable, Sendable {
    /// The point size of the style.
    package var pointSize: CGFloat
    /// The HIG leading (iOS) or line height (macOS) in points; not used for sizing.
    package var leading: CGFloat
    /// The style's own weight (regular, except semibold/bold headline and medium macOS caption2).
    package var weight: Font.Weight
    /// The weight of the style's emphasized variant.
    package var emphasizedWeight: Font.Weight

    /// Creates a row; used by the generated `TextStyleTable`.
    package init(pointSize: CGFloat, leading: CGFloat, weight: Font.Weight, emphasizedWeight: Font.Weight) {
        self.pointSize = pointSize
        self.leading = leading
        self.weight = weight
        self.emphasizedWeight = emphasizedWeight
    }
}
