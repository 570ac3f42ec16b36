import Foundation

/// A collection of environment values propagated through a view hierarchy.
///
/// The bodies phase computes each node's environment from its parent's and the environment
/// modifiers above it; layout reads text settings from it. `.iOS` (the default) and `.macOS`
/// are presets for the two text-style tables.
public struct EnvironmentValues: CustomStringConvertible {
    /// The values, shared by a value and its unmodified copies and copied before a change when
    /// shared: a node's environment costs one reference, and two environments with the same
    /// storage are equal without being compared (the bodies phase compares a node's environment
    /// at every re-mount).
    private var storage = EnvironmentStorage()

    /// The default font of text in the view (`nil`: the platform's body style).
    public var font: Font? {
        get { storage.font }
        set { writableStorage().font = newValue }
    }
    /// The maximum number of lines that text can occupy (`nil`: unlimited).
    public var lineLimit: Int? {
        get { storage.lineLimit }
        set { writableStorage().lineLimit = newValue }
    }
    /// An indication of how to handle lines of text rendered by a text view.
    public var multilineTextAlignment: TextAlignment {
        get { storage.multilineTextAlignment }
        set { writableStorage().multilineTextAlignment = newValue }
    }
    /// A value that indicates how the layout truncates the last line of text.
    public var truncationMode: Text.TruncationMode {
        get { storage.truncationMode }
        set { writableStorage().truncationMode = newValue }
    }
    /// The current Dynamic Type size (ignored by macOS text styles).
    public var dynamicTypeSize: DynamicTypeSize {
        get { storage.dynamicTypeSize }
        set { writableStorage().dynamicTypeSize = newValue }
    }
    /// The foreground colour set by `foregroundColor(_:)`/`foregroundStyle(_:)` (`nil`: primary).
    public var foregroundColor: Color? {
        get { storage.foregroundColor }
        set { writableStorage().foregroundColor = newValue }
    }
    /// How text is measured; the Helvetica-metric model by default.
    public var textMeasurer: any TextMeasurer {
        get { storage.textMeasurer }
        set { writableStorage().textMeasurer = newValue }
    }
    /// Which platform's text styles resolve `Font` text styles.
    package var platform: Platform {
        get { storage.platform }
        set { writableStorage().platform = newValue }
    }
    /// Whether the view is inside `.hidden()`.
    package var isHidden: Bool {
        get { storage.isHidden }
        set { writableStorage().isHidden = newValue }
    }
    /// Layout direction, size classes, list row height and the window's safe area.
    var screen: ScreenEnvironment {
        get { storage.screen }
        set { writableStorage().screen = newValue }
    }
    private var custom: [ObjectIdentifier: Any] {
        get { storage.custom }
        set { writableStorage().custom = newValue }
    }

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
        set { writableStorage().custom[ObjectIdentifier(key)] = newValue }
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
    package func isIdentical(to other: EnvironmentValues) -> Bool { storage === other.storage }

    /// The storage, copied first when another value shares it.
    private mutating func writableStorage() -> EnvironmentStorage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

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

/// The stored environment values of one `EnvironmentValues` and its unmodified copies.
///
/// Every text measured reads several of them, so its fields are exempt from the run-time
/// exclusivity check: each access is one load or one store (a write first copies a shared
/// storage), and none is held across a call.
private final class EnvironmentStorage {
    @exclusivity(unchecked) var font: Font?
    @exclusivity(unchecked) var lineLimit: Int?
    @exclusivity(unchecked) var multilineTextAlignment: TextAlignment = .leading
    @exclusivity(unchecked) var truncationMode: Text.TruncationMode = .tail
    @exclusivity(unchecked) var dynamicTypeSize: DynamicTypeSize = .large
    @exclusivity(unchecked) var foregroundColor: Color?
    @exclusivity(unchecked) var textMeasurer: any TextMeasurer = SansTextMeasurer()
    @exclusivity(unchecked) var platform: Platform = .iOS
    @exclusivity(unchecked) var isHidden: Bool = false
    @exclusivity(unchecked) var screen: ScreenEnvironment = ScreenEnvironment()
    @exclusivity(unchecked) var custom: [ObjectIdentifier: Any] = [:]

    init() {}

    /// A new storage holding the same values.
    func copy() -> EnvironmentStorage {
        let copy = EnvironmentStorage()
        copy.font = font
        copy.lineLimit = lineLimit
        copy.multilineTextAlignment = multilineTextAlignment
        copy.truncationMode = truncationMode
        copy.dynamicTypeSize = dynamicTypeSize
        copy.foregroundColor = foregroundColor
        copy.textMeasurer = textMeasurer
        copy.platform = platform
        copy.isHidden = isHidden
        copy.screen = screen
        copy.custom = custom
        return copy
    }
}
