/// A type that specifies the appearance and interaction of all pickers within a view hierarchy.
///
/// Fixpoint's styles are the built-in ones; set with `pickerStyle(_:)`, read by `Picker`'s body
/// through the environment.
public protocol PickerStyle {
    /// Which built-in look the style has.
    var kind: PickerStyleKind { get }
}

/// The built-in picker looks.
public enum PickerStyleKind: Hashable, Sendable {
    /// The platform's default: a menu on iOS 16 and later.
    case automatic
    /// A button showing the selection that opens a menu.
    case menu
    /// A row of segments.
    case segmented
    /// A scrolling wheel.
    case wheel
    /// The options inline; a wheel outside a list, as on iOS.
    case inline
}

/// The default picker style.
public struct DefaultPickerStyle: PickerStyle {
    /// Creates the default style.
    public init() {}
    /// `.automatic`.
    public var kind: PickerStyleKind { .automatic }
}

/// A picker style that presents the options as a menu.
public struct MenuPickerStyle: PickerStyle {
    /// Creates the menu style.
    public init() {}
    /// `.menu`.
    public var kind: PickerStyleKind { .menu }
}

/// A picker style that presents the options in a segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    /// Creates the segmented style.
    public init() {}
    /// `.segmented`.
    public var kind: PickerStyleKind { .segmented }
}

/// A picker style that presents the options in a scrollable wheel.
public struct WheelPickerStyle: PickerStyle {
    /// Creates the wheel style.
    public init() {}
    /// `.wheel`.
    public var kind: PickerStyleKind { .wheel }
}

/// A picker style that presents the options inline with other views in the containing view.
public struct InlinePickerStyle: PickerStyle {
    /// Creates the inline style.
    public init() {}
    /// `.inline`.
    public var kind: PickerStyleKind { .inline }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default picker style, based on the picker's context.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A picker style that presents the options as a menu when the user presses a button.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A picker style that presents the options in a segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A picker style that presents the options in a scrollable wheel that shows the selected
    /// option and a few neighbouring options.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// A picker style that presents the options inline with other views in the containing view.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

struct PickerStyleKey: EnvironmentKey {
    static var defaultValue: PickerStyleKind { .automatic }
}

extension EnvironmentValues {
    /// The look of pickers below (set by `pickerStyle(_:)`).
    var pickerStyleKind: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for pickers within this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyleKind, style.kind)
    }
}
