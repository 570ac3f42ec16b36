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

/// The body of the bordered styles: the label padded per platform and control size on a bezel.
///
/// iOS, regular: 12 pt horizontal and 7 pt vertical padding, corner radius 6; large: 20 and
/// 14, radius 12 (reference §10, inferred). The other sizes and macOS are Fixpoint's choices
/// (README fidelity notes), named here so a measurement can fix them.
struct BorderedButtonBody: View {
    let label: ButtonLabel
    let isProminent: Bool
    let role: ButtonRole?
    @Environment(\.platform) private var platform
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape

    /// Padding and corner radius of a bordered button.
    struct Metrics: Equatable {
        var horizontal: CGFloat
        var vertical: CGFloat
        var cornerRadius: CGFloat
    }

    /// The metrics of a bordered button on `platform` at `size`.
    static func metrics(for platform: Platform, size: ControlSize) -> Metrics {
        switch (platform, size) {
        case (.macOS, .mini): Metrics(horizontal: 4, vertical: 1, cornerRadius: 3)
        case (.macOS, .small): Metrics(horizontal: 6, vertical: 2, cornerRadius: 4)
        case (.macOS, .regular): Metrics(horizontal: 8, vertical: 3, cornerRadius: 5)
        case (.macOS, .large): Metrics(horizontal: 12, vertical: 6, cornerRadius: 6)
        case (.macOS, .extraLarge): Metrics(horizontal: 14, vertical: 8, cornerRadius: 8)
        case (_, .mini): Metrics(horizontal: 8, vertical: 2, cornerRadius: 4)
        case (_, .small): Metrics(horizontal: 10, vertical: 4, cornerRadius: 5)
        case (_, .regular): Metrics(horizontal: 12, vertical: 7, cornerRadius: 6)
        case (_, .large): Metrics(horizontal: 20, vertical: 14, cornerRadius: 12)
        case (_, .extraLarge): Metrics(horizontal: 24, vertical: 18, cornerRadius: 14)
        }
    }

    var body: some View {
        let metrics = Self.metrics(for: platform, size: controlSize)
        let tint: Color = role == .destructive ? .red : .accentColor
        let fill = isProminent ? tint : tint.opacity(0.15)
        label
            .foregroundColor(isProminent ? .white : tint)
            .padding(.horizontal, metrics.horizontal)
            .padding(.vertical, metrics.vertical)
            .background {
                switch borderShape.kind {
                case .capsule: Capsule().fill(fill)
                case .circle: Circle().fill(fill)
                case let .roundedRectangle(radius?): RoundedRectangle(cornerRadius: radius).fill(fill)
                case .automatic, .roundedRectangle(nil): RoundedRectangle(cornerRadius: metrics.cornerRadius).fill(fill)
                }
            }
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
