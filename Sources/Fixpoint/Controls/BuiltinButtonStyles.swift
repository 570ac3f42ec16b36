import Foundation

/// A button style that doesn't style or decorate its content while idle: the label in the
/// primary colour, at its own size.
public struct PlainButtonStyle: ButtonStyle {
    /// Creates a plain button style.
    public init() {}
    /// The label, unchanged.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

/// A button style that doesn't apply a border: the label in the accent colour, at its own size.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates a borderless button style.
    public init() {}
    /// The label tinted with the accent colour (red for a destructive role).
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundColor(configuration.role == .destructive ? .red : .accentColor)
    }
}

/// The default button style: borderless in ordinary content, on every platform Fixpoint models.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates a default button style.
    public init() {}
    /// The borderless body.
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

/// A button style that applies standard border artwork: the label padded and laid on a
/// tinted rounded rectangle.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates a bordered button style.
    public init() {}
    /// The padded label on a rounded rectangle tinted with 15 % of the accent colour.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(label: configuration.label, isProminent: false, role: configuration.role)
    }
}

/// A button style that applies standard border prominent artwork: the label in white on the
/// accent colour.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates a bordered prominent button style.
    public init() {}
    /// The padded white label on an accent-coloured rounded rectangle.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(label: configuration.label, isProminent: true, role: configuration.role)
    }
}

/// The body of the bordered styles: the label padded per platform on a rounded rectangle.
///
/// iOS (control size regular): 12 pt horizontal and 7 pt vertical padding, corner radius 6
/// (reference §10, inferred); macOS: 8 and 3, radius 5 (Fixpoint's choice, unmeasured).
struct BorderedButtonBody: View {
    let label: ButtonLabel
    let isProminent: Bool
    let role: ButtonRole?
    @Environment(\.platform) private var platform

    /// The padding and corner radius of a bordered button on `platform`.
    static func metrics(for platform: Platform) -> (horizontal: CGFloat, vertical: CGFloat, cornerRadius: CGFloat) {
        platform == .macOS ? (8, 3, 5) : (12, 7, 6)
    }

    var body: some View {
        let metrics = Self.metrics(for: platform)
        let tint: Color = role == .destructive ? .red : .accentColor
        label
            .foregroundColor(isProminent ? .white : tint)
            .padding(.horizontal, metrics.horizontal)
            .padding(.vertical, metrics.vertical)
            .background(RoundedRectangle(cornerRadius: metrics.cornerRadius).fill(isProminent ? tint : tint.opacity(0.15)))
    }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content while idle.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style, based on the button's context.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork based on the button's context.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies standard border prominent artwork based on the button's context.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
