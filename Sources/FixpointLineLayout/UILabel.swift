import Foundation
import Fixpoint

/// A stand-in for UIKit's single-line `UILabel`: a text in a text style and a colour, sized at
/// its ideal (one-line, untruncated) width.
///
/// The building phase creates it with the article's `UILabel(text:size:textColor:)`; resolution
/// measures it once per layout with the environment's `TextMeasurer` at the text style's point
/// size for the Dynamic Type size. It never wraps or truncates: a label that does not fit makes
/// its line too wide, which is what makes an alternative not fit.
public struct UILabel: Hashable, Sendable {
    /// The text shown, on one line.
    public var text: String
    /// The text style, resolved to a point size at layout time (Dynamic Type on iOS).
    public var size: UIFont.TextStyle
    /// The colour of the text.
    public var textColor: UIColor

    /// Creates a label, as the article's convenience initializer does.
    ///
    /// Called in the building phase; the label adjusts to the content size category, so its
    /// size is only known once a `LayoutContainer` lays it out.
    public init(text: String, size: UIFont.TextStyle, textColor: UIColor = .black) {
        self.text = text
        self.size = size
        self.textColor = textColor
    }

    /// The label as a one-element layout (`.label(self, .empty)`), as UIKit's `view.layout`.
    ///
    /// Called in the building phase; the element sits on the current line.
    public var layout: Layout {
        .label(self, .empty)
    }

    /// The label's point size, line height and one-line size in `environment`.
    ///
    /// Called in resolution; a pure function of the text, the style and the environment's
    /// platform, Dynamic Type size and measurer. The height is one line of the measurer.
    func measure(in environment: EnvironmentValues) -> LabelMetrics {
        let font = Font.system(size.fontTextStyle)
            .resolve(platform: environment.platform, dynamicTypeSize: environment.dynamicTypeSize)
        let measurer = environment.textMeasurer
        let lineHeight = measurer.lineHeight(pointSize: font.pointSize)
        let width = measurer.width(of: text, pointSize: font.pointSize)
        return LabelMetrics(pointSize: font.pointSize, size: CGSize(width: width, height: lineHeight))
    }
}

/// A measured label: its point size and its one-line size.
struct LabelMetrics: Hashable, Sendable {
    /// The resolved point size of the label's text style.
    var pointSize: CGFloat
    /// The ideal width and the height of one line.
    var size: CGSize
}

/// A namespace standing in for UIKit's `UIFont`, for its text styles.
///
/// Only the building phase names it, through `UIFont.TextStyle`.
public enum UIFont {
    /// UIKit's Dynamic Type text styles, mapped one to one onto Fixpoint's `Font.TextStyle`.
    ///
    /// The building phase passes one to `UILabel(text:size:textColor:)`; resolution looks the
    /// point size up in Fixpoint's text-style table, so a style is exactly as large as the
    /// SwiftUI style it maps to (`.title1` → `.title`, `.caption1` → `.caption`).
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        /// Large titles (34 pt at the default size).
        case largeTitle
        /// First-level headings (28 pt).
        case title1
        /// Second-level headings (22 pt).
        case title2
        /// Third-level headings (20 pt).
        case title3
        /// Headings (17 pt semibold).
        case headline
        /// Subheadings (15 pt).
        case subheadline
        /// Body text (17 pt).
        case body
        /// Callouts (16 pt).
        case callout
        /// Footnotes (13 pt).
        case footnote
        /// Standard captions (12 pt).
        case caption1
        /// Alternate captions (11 pt).
        case caption2

        /// The Fixpoint text style with the same table row.
        ///
        /// Resolution calls it before sizing; the mapping is a bijection.
        public var fontTextStyle: Font.TextStyle {
            switch self {
            case .largeTitle: return .largeTitle
            case .title1: return .title
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .body: return .body
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption1: return .caption
            case .caption2: return .caption2
            }
        }
    }
}
