import Foundation

/// A platform colour by its UIKit or AppKit name, for code that writes `Color(.systemBackground)`,
/// `Color(uiColor: .systemGray6)` or `Color(nsColor: .windowBackgroundColor)`.
///
/// Fixpoint names no `UIColor`/`NSColor` type (the `FixpointLineLayout` module has its own
/// `UIColor` stand-in); the values are iOS 17's and macOS 14's light-appearance colours.
public struct SystemColor: Hashable, Sendable {
    let rgba: RGBAColor

    init(_ name: String, _ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1) {
        rgba = RGBAColor(name: name, red: red, green: green, blue: blue, opacity: opacity)
    }

    /// The colour for the main background of your interface.
    public static let systemBackground = SystemColor("systemBackground", 1, 1, 1)
    /// The colour for content layered on top of the main background.
    public static let secondarySystemBackground = SystemColor("secondarySystemBackground", 0.949, 0.949, 0.969)
    /// The colour for content layered on top of secondary backgrounds.
    public static let tertiarySystemBackground = SystemColor("tertiarySystemBackground", 1, 1, 1)
    /// The colour for the main background of a grouped interface.
    public static let systemGroupedBackground = SystemColor("systemGroupedBackground", 0.949, 0.949, 0.969)
    /// The colour for content layered on top of a grouped background.
    public static let secondarySystemGroupedBackground = SystemColor("secondarySystemGroupedBackground", 1, 1, 1)
    /// The colour for content layered on top of secondary grouped backgrounds.
    public static let tertiarySystemGroupedBackground = SystemColor("tertiarySystemGroupedBackground", 0.949, 0.949, 0.969)
    /// The colour for text labels that contain primary content.
    public static let label = SystemColor("label", 0, 0, 0)
    /// The colour for text labels that contain secondary content.
    public static let secondaryLabel = SystemColor("secondaryLabel", 0.235, 0.235, 0.263, 0.6)
    /// The colour for text labels that contain tertiary content.
    public static let tertiaryLabel = SystemColor("tertiaryLabel", 0.235, 0.235, 0.263, 0.3)
    /// The colour for text labels that contain quaternary content.
    public static let quaternaryLabel = SystemColor("quaternaryLabel", 0.235, 0.235, 0.263, 0.18)
    /// The colour for placeholder text in controls or text views.
    public static let placeholderText = SystemColor("placeholderText", 0.235, 0.235, 0.263, 0.3)
    /// The colour for links.
    public static let link = SystemColor("link", 0, 0.478, 1)
    /// The colour for thin borders or divider lines that allow some underlying content to be visible.
    public static let separator = SystemColor("separator", 0.235, 0.235, 0.263, 0.29)
    /// The colour for borders or divider lines that hide any underlying content.
    public static let opaqueSeparator = SystemColor("opaqueSeparator", 0.776, 0.776, 0.784)
    /// An overlay fill colour for thin and small shapes.
    public static let systemFill = SystemColor("systemFill", 0.471, 0.471, 0.502, 0.2)
    /// An overlay fill colour for medium-size shapes.
    public static let secondarySystemFill = SystemColor("secondarySystemFill", 0.471, 0.471, 0.502, 0.16)
    /// An overlay fill colour for large shapes.
    public static let tertiarySystemFill = SystemColor("tertiarySystemFill", 0.463, 0.463, 0.502, 0.12)
    /// An overlay fill colour for large areas that contain complex content.
    public static let quaternarySystemFill = SystemColor("quaternarySystemFill", 0.455, 0.455, 0.502, 0.08)
    /// A standard base grey.
    public static let systemGray = SystemColor("systemGray", 0.557, 0.557, 0.576)
    /// A second-level shade of grey.
    public static let systemGray2 = SystemColor("systemGray2", 0.682, 0.682, 0.698)
    /// A third-level shade of grey.
    public static let systemGray3 = SystemColor("systemGray3", 0.78, 0.78, 0.8)
    /// A fourth-level shade of grey.
    public static let systemGray4 = SystemColor("systemGray4", 0.82, 0.82, 0.839)
    /// A fifth-level shade of grey.
    public static let systemGray5 = SystemColor("systemGray5", 0.898, 0.898, 0.918)
    /// A sixth-level shade of grey.
    public static let systemGray6 = SystemColor("systemGray6", 0.949, 0.949, 0.969)
    /// A red that adapts to the environment.
    public static let systemRed = SystemColor("systemRed", 1, 0.231, 0.188)
    /// An orange that adapts to the environment.
    public static let systemOrange = SystemColor("systemOrange", 1, 0.584, 0)
    /// A yellow that adapts to the environment.
    public static let systemYellow = SystemColor("systemYellow", 1, 0.8, 0)
    /// A green that adapts to the environment.
    public static let systemGreen = SystemColor("systemGreen", 0.204, 0.78, 0.349)
    /// A mint that adapts to the environment.
    public static let systemMint = SystemColor("systemMint", 0, 0.78, 0.745)
    /// A teal that adapts to the environment.
    public static let systemTeal = SystemColor("systemTeal", 0.188, 0.69, 0.78)
    /// A cyan that adapts to the environment.
    public static let systemCyan = SystemColor("systemCyan", 0.196, 0.678, 0.902)
    /// A blue that adapts to the environment.
    public static let systemBlue = SystemColor("systemBlue", 0, 0.478, 1)
    /// An indigo that adapts to the environment.
    public static let systemIndigo = SystemColor("systemIndigo", 0.345, 0.337, 0.839)
    /// A purple that adapts to the environment.
    public static let systemPurple = SystemColor("systemPurple", 0.686, 0.322, 0.871)
    /// A pink that adapts to the environment.
    public static let systemPink = SystemColor("systemPink", 1, 0.176, 0.333)
    /// A brown that adapts to the environment.
    public static let systemBrown = SystemColor("systemBrown", 0.635, 0.518, 0.369)
    /// The fixed colours UIKit and AppKit name plainly.
    public static let white = SystemColor("white", 1, 1, 1)
    /// Black.
    public static let black = SystemColor("black", 0, 0, 0)
    /// Zero opacity.
    public static let clear = SystemColor("clear", 0, 0, 0, 0)
    /// 50 % grey.
    public static let gray = SystemColor("gray", 0.5, 0.5, 0.5)
    /// 67 % grey.
    public static let lightGray = SystemColor("lightGray", 0.667, 0.667, 0.667)
    /// 33 % grey.
    public static let darkGray = SystemColor("darkGray", 0.333, 0.333, 0.333)
    /// Pure red.
    public static let red = SystemColor("red", 1, 0, 0)
    /// Pure green.
    public static let green = SystemColor("green", 0, 1, 0)
    /// Pure blue.
    public static let blue = SystemColor("blue", 0, 0, 1)
    /// Cyan.
    public static let cyan = SystemColor("cyan", 0, 1, 1)
    /// Magenta.
    public static let magenta = SystemColor("magenta", 1, 0, 1)
    /// Yellow.
    public static let yellow = SystemColor("yellow", 1, 1, 0)
    /// Orange.
    public static let orange = SystemColor("orange", 1, 0.5, 0)
    /// Purple.
    public static let purple = SystemColor("purple", 0.5, 0, 0.5)
    /// Brown.
    public static let brown = SystemColor("brown", 0.6, 0.4, 0.2)

    // AppKit names.
    /// The colour of a window's background (AppKit).
    public static let windowBackgroundColor = SystemColor("windowBackgroundColor", 0.925, 0.925, 0.925)
    /// The colour of the background of large controls (AppKit).
    public static let controlBackgroundColor = SystemColor("controlBackgroundColor", 1, 1, 1)
    /// The colour of a text view's background (AppKit).
    public static let textBackgroundColor = SystemColor("textBackgroundColor", 1, 1, 1)
    /// The colour of the flat surface of a control (AppKit).
    public static let controlColor = SystemColor("controlColor", 1, 1, 1)
    /// The colour of text labels (AppKit).
    public static let labelColor = SystemColor("labelColor", 0, 0, 0, 0.85)
    /// The colour of secondary text labels (AppKit).
    public static let secondaryLabelColor = SystemColor("secondaryLabelColor", 0, 0, 0, 0.5)
    /// The colour of text (AppKit).
    public static let textColor = SystemColor("textColor", 0, 0, 0)
    /// The colour of separators (AppKit).
    public static let separatorColor = SystemColor("separatorColor", 0, 0, 0, 0.1)
    /// The user's accent colour (AppKit).
    public static let controlAccentColor = SystemColor("controlAccentColor", 0, 0.478, 1)
    /// The colour behind a document's content (AppKit).
    public static let underPageBackgroundColor = SystemColor("underPageBackgroundColor", 0.588, 0.588, 0.588)
}

extension Color {
    /// Creates a colour from a platform colour (`Color(.systemBackground)`).
    public init(_ color: SystemColor) {
        self.init(rgba: color.rgba)
    }

    /// Creates a colour from a UIKit colour name (`Color(uiColor: .systemGray6)`).
    public init(uiColor: SystemColor) {
        self.init(rgba: uiColor.rgba)
    }

    /// Creates a colour from an AppKit colour name (`Color(nsColor: .windowBackgroundColor)`).
    public init(nsColor: SystemColor) {
        self.init(rgba: nsColor.rgba)
    }

    /// Creates a colour from a colour set in an asset catalogue. Fixpoint has no asset
    /// catalogues: the colour is a deterministic placeholder named `name`, its red, green and
    /// blue taken from the FNV-1a hash of the name and kept within 0.25…0.75, opaque.
    public init(_ name: String, bundle: Bundle? = nil) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        func component(_ shift: UInt64) -> Double { 0.25 + Double((hash >> shift) & 0xff) / 255 * 0.5 }
        self.init(rgba: RGBAColor(name: name, red: component(0), green: component(8), blue: component(16)))
    }
}
