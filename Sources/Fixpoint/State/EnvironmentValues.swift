import Foundation

/// A collection of environment values propagated through a view hierarchy.
///
/// The bodies phase computes each node's environment from its parent's and the environment
/// modifiers above it; layout reads text settings from it. `.iOS` (the default) and `.macOS`
/// are presets for the two text-style tables.
public struct EnvironmentValues: CustomStringConvertible {
    /// The default font of text in the view (`nil`: the platform's body style).
    public var font: Font? { didSet { token = EnvironmentToken() } }
    /// The maximum number of lines that text can occupy (`nil`: unlimited).
    public var lineLimit: Int? { didSet { token = EnvironmentToken() } }
    /// An indication of how to handle lines of text rendered by a text view.
    public var multilineTextAlignment: TextAlignment = .leading { didSet { token = EnvironmentToken() } }
    /// A value that indicates how the layout truncates the last line of text.
    public var truncationMode: Text.TruncationMode = .tail { didSet { token = EnvironmentToken() } }
    /// The current Dynamic Type size (ignored by macOS text styles).
    public var dynamicTypeSize: DynamicTypeSize = .large { didSet { token = EnvironmentToken() } }
    /// The foreground colour set by `foregroundColor(_:)`/`foregroundStyle(_:)` (`nil`: primary).
    public var foregroundColor: Color? { didSet { token = EnvironmentToken() } }
    /// How text is measured; the Helvetica-metric model by default.
    public var textMeasurer: any TextMeasurer = SansTextMeasurer() { didSet { token = EnvironmentToken() } }
    /// Which platform's text styles resolve `Font` text styles.
    package var platform: Platform = .iOS { didSet { token = EnvironmentToken() } }
    /// Whether the view is inside `.hidden()`.
    package var isHidden = false { didSet { token = EnvironmentToken() } }
    /// Layout direction, size classes, list row height and the window's safe area.
    var screen = ScreenEnvironment() { didSet { token = EnvironmentToken() } }
    private var custom: [ObjectIdentifier: Any] = [:] { didSet { token = EnvironmentToken() } }
    /// Shared by a value and its unmodified copies; any change replaces it, so two environments
    /// with the same token are equal without being compared (the bodies phase compares a
    /// node's environment at every re-mount).
    private var token = EnvironmentToken()

    /// Creates an environment with SwiftUI's iOS defaults.
    public init() {}

    /// iOS at Dynamic Type size `.large` (body 17 pt); the default for `ViewHost`.
    public static var iOS: EnvironmentValues { EnvironmentValues() }

    /// macOS text styles (body 13 pt), as in the AirplaneView episode.
    public static var macOS: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.platform = .macOS
        environment.horizontalSizeClass = nil
        environment.verticalSizeClass = nil
        return environment
    }

    /// Accesses the environment value associated with a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { (custom[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    /// The platform name and settings, for dumps.
    public var description: String {
        "EnvironmentValues(\(platform.rawValue), \(dynamicTypeSize))"
    }

    /// The font that `Text` resolves when none is set.
    package var resolvedFont: ResolvedFont {
        (font ?? .body).resolve(platform: platform, dynamicTypeSize: dynamicTypeSize)
    }

    /// Whether `other` is this value or an unmodified copy of it (then they are equal).
    package func isIdentical(to other: EnvironmentValues) -> Bool { token === other.token }

    /// Whether two environments are known to be equal; custom values that are not Equatable
    /// count as different. Used to decide whether dependent bodies re-run.
    package func isEqual(to other: EnvironmentValues) -> Bool {
        if isIdentical(to: other) { return true }
        guard font == other.font, lineLimit == other.lineLimit,
              multilineTextAlignment == other.multilineTextAlignment,
              truncationMode == other.truncationMode, dynamicTypeSize == other.dynamicTypeSize,
              foregroundColor == other.foregroundColor, platform == other.platform,
              isHidden == other.isHidden, screen == other.screen, custom.count == other.custom.count,
              type(of: textMeasurer) == type(of: other.textMeasurer),
              textMeasurer.isEqual(toAny: other.textMeasurer)
        else { return false }
        for (key, value) in custom {
            guard let otherValue = other.custom[key] else { return false }
            guard let equatable = value as? any Equatable, equatable.isEqual(toAny: otherValue) else { return false }
        }
        return true
    }
}

/// The identity of an environment value and its unmodified copies (see `EnvironmentValues`).
private final class EnvironmentToken: Sendable {}
