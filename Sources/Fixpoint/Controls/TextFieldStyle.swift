/// A specification for the appearance and interaction of a text field.
///
/// Fixpoint's styles are the built-in ones (`.automatic`, `.plain`, `.roundedBorder`); set with
/// `textFieldStyle(_:)`, read by `TextField`'s body through the environment.
public protocol TextFieldStyle {
    /// Which built-in look the style has.
    var kind: TextFieldStyleKind { get }
}

/// The built-in text field looks.
public enum TextFieldStyleKind: Hashable, Sendable {
    /// The platform's default: plain on iOS.
    case automatic
    /// No decoration.
    case plain
    /// A rounded border, 7 pt of padding.
    case roundedBorder
}

/// The default text field style: plain text in iOS content.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates the default style.
    public init() {}
    /// `.automatic`.
    public var kind: TextFieldStyleKind { .automatic }
}

/// A text field style with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates the plain style.
    public init() {}
    /// `.plain`.
    public var kind: TextFieldStyleKind { .plain }
}

/// A text field style with a system-defined rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates the rounded-border style.
    public init() {}
    /// `.roundedBorder`.
    public var kind: TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default text field style, based on the text field's context.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field style with no decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field style with a system-defined rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: TextFieldStyleKind { .automatic }
}

extension EnvironmentValues {
    /// The look of text fields below (set by `textFieldStyle(_:)`).
    var textFieldStyleKind: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for text fields within this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyleKind, style.kind)
    }
}
