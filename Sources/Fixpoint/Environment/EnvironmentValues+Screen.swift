import Foundation

/// The screen-related environment: layout direction, size classes, the size category, and the
/// window's safe-area insets that the environment presets carry.
///
/// Set on the host (`ViewHost.environment`, the presets below) or with `.environment(_:_:)`;
/// read by the layout phase (mirroring, the root's safe area, navigation bars) and by bodies.
extension EnvironmentValues {
    /// The layout direction associated with the current environment (`.leftToRight` by default).
    public var layoutDirection: LayoutDirection {
        get { screen.layoutDirection }
        set { screen.layoutDirection = newValue }
    }

    /// The horizontal size class of this environment (`nil` on macOS).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { screen.horizontalSizeClass }
        set { screen.horizontalSizeClass = newValue }
    }

    /// The vertical size class of this environment (`nil` on macOS).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { screen.verticalSizeClass }
        set { screen.verticalSizeClass = newValue }
    }

    /// The preferred size of the content (deprecated in SwiftUI): a view of `dynamicTypeSize`.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) ?? .large }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }

    /// The minimum height of a list row (`44` on iOS, `24` on macOS, reference part 2 §3).
    public var defaultMinListRowHeight: CGFloat {
        get { screen.defaultMinListRowHeight ?? (platform == .macOS ? 24 : 44) }
        set { screen.defaultMinListRowHeight = newValue }
    }

    /// Fixpoint's: the safe-area insets of the window hosting the root view, or `nil` when the
    /// host models no window (the `.iOS` and `.macOS` presets: the root gets the whole proposal
    /// at the origin, as Fixpoint always did). With insets the root is proposed the proposal
    /// minus the insets and centred in that safe area, as a hosting controller does.
    public var windowSafeAreaInsets: EdgeInsets? {
        get { screen.windowSafeAreaInsets }
        set { screen.windowSafeAreaInsets = newValue }
    }

    /// An iPhone 12, 12 Pro, 13, 13 Pro or 14 in portrait: a 390×844 window with insets 47 / 34,
    /// compact width, regular height (reference part 2, §4.1 and §5.2).
    public static var iPhone13: EnvironmentValues {
        phone(insets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0), horizontal: .compact, vertical: .regular)
    }

    /// An iPhone 14 Pro, 15, 15 Pro or 16 in portrait: a 393×852 window with insets 59 / 34.
    public static var iPhone15: EnvironmentValues {
        phone(insets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), horizontal: .compact, vertical: .regular)
    }

    /// An iPhone 13 in landscape: an 844×390 window with insets 47 on the sides and 21 at the
    /// bottom, compact width and height (no status bar).
    public static var iPhone13Landscape: EnvironmentValues {
        phone(insets: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47), horizontal: .compact, vertical: .compact)
    }

    /// An 11-inch iPad Pro in portrait: an 834×1194 window with insets 24 / 20, regular width and
    /// height.
    public static var iPadPro11: EnvironmentValues {
        phone(insets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), horizontal: .regular, vertical: .regular)
    }

    /// The window sizes of the device presets, for hosts and the command line.
    public static var presetWindowSizes: [(name: String, environment: EnvironmentValues, size: CGSize)] {
        [
        ("iPhone13", .iPhone13, CGSize(width: 390, height: 844)),
        ("iPhone15", .iPhone15, CGSize(width: 393, height: 852)),
        ("iPhone13Landscape", .iPhone13Landscape, CGSize(width: 844, height: 390)),
        ("iPadPro11", .iPadPro11, CGSize(width: 834, height: 1194)),
        ]
    }

    private static func phone(insets: EdgeInsets, horizontal: UserInterfaceSizeClass,
                              vertical: UserInterfaceSizeClass) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.windowSafeAreaInsets = insets
        environment.horizontalSizeClass = horizontal
        environment.verticalSizeClass = vertical
        return environment
    }
}

/// The screen fields of `EnvironmentValues`, kept together so that comparing environments
/// compares them in one step.
struct ScreenEnvironment: Equatable {
    var layoutDirection: LayoutDirection = .leftToRight
    var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    var verticalSizeClass: UserInterfaceSizeClass? = .regular
    var defaultMinListRowHeight: CGFloat?
    var windowSafeAreaInsets: EdgeInsets?
}
