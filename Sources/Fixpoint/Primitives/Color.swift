import Foundation

/// A representation of a colour; as a view it fills the space it is offered.
///
/// Mounted as a layout element that takes the proposal (nil → 10); recorded as a filled
/// rectangle for renderers.
public struct Color: View, Hashable, Sendable, ShapeStyle {
    /// The components, in an object copies share: a colour is one word, as SwiftUI's is, so it
    /// is copied by a retain and an existential (`any View`, `any ShapeStyle`) holds it inline.
    private let box: ColorBox

    /// The colour's name and components.
    var rgba: RGBAColor { box.rgba }

    init(name: String, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        box = ColorBox(RGBAColor(name: name, red: red, green: green, blue: blue, opacity: opacity))
    }

    /// Creates a constant colour from red, green, and blue component values (the colour space
    /// is recorded only: components are drawn as sRGB).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        box = ColorBox(RGBAColor(red: red, green: green, blue: blue, opacity: opacity))
    }

    /// Creates a constant grayscale colour.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// Creates a constant colour from hue, saturation, and brightness values (each 0…1).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let hue = hue.isFinite ? hue : 0
        let h = (hue - hue.rounded(.down)) * 6
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A profile that specifies how to interpret a colour value for display.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The extended red, green, blue (sRGB) colour space.
        case sRGB
        /// The extended sRGB colour space with a linear transfer function.
        case sRGBLinear
        /// The Display P3 colour space.
        case displayP3
    }

    /// Multiplies the opacity of the colour by the given amount.
    public func opacity(_ opacity: Double) -> Color {
        var value = rgba
        value.opacity *= opacity.isNaN ? 1 : min(max(opacity, 0), 1) // as `View.opacity(_:)`
        return Color(rgba: value)
    }

    /// The colour with exactly these components and name, for the package's other modules
    /// (the line library turns a `UIColor` into a `Color` that renders under the same name).
    ///
    /// Called when a view tree is built; keeps the value as given.
    package init(rgba: RGBAColor) {
        box = ColorBox(rgba)
    }

    /// Whether two colours have the same name and components.
    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.box === rhs.box || lhs.rgba == rhs.rgba
    }

    /// Hashes the colour's name and components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rgba)
    }

    /// A colour that represents the system or application accent colour.
    public static let accentColor = Color(name: "accentColor", red: 0, green: 0.478, blue: 1)
    /// A context-dependent red colour.
    public static let red = Color(name: "red", red: 1, green: 0.231, blue: 0.188)
    /// A context-dependent orange colour.
    public static let orange = Color(name: "orange", red: 1, green: 0.584, blue: 0)
    /// A context-dependent yellow colour.
    public static let yellow = Color(name: "yellow", red: 1, green: 0.8, blue: 0)
    /// A context-dependent green colour.
    public static let green = Color(name: "green", red: 0.204, green: 0.78, blue: 0.349)
    /// A context-dependent mint colour.
    public static let mint = Color(name: "mint", red: 0, green: 0.78, blue: 0.745)
    /// A context-dependent teal colour.
    public static let teal = Color(name: "teal", red: 0.188, green: 0.69, blue: 0.78)
    /// A context-dependent cyan colour.
    public static let cyan = Color(name: "cyan", red: 0.196, green: 0.678, blue: 0.902)
    /// A context-dependent blue colour.
    public static let blue = Color(name: "blue", red: 0, green: 0.478, blue: 1)
    /// A context-dependent indigo colour.
    public static let indigo = Color(name: "indigo", red: 0.345, green: 0.337, blue: 0.839)
    /// A context-dependent purple colour.
    public static let purple = Color(name: "purple", red: 0.686, green: 0.322, blue: 0.871)
    /// A context-dependent pink colour.
    public static let pink = Color(name: "pink", red: 1, green: 0.176, blue: 0.333)
    /// A context-dependent brown colour.
    public static let brown = Color(name: "brown", red: 0.635, green: 0.518, blue: 0.369)
    /// A white colour.
    public static let white = Color(name: "white", red: 1, green: 1, blue: 1)
    /// A context-dependent gray colour.
    public static let gray = Color(name: "gray", red: 0.557, green: 0.557, blue: 0.576)
    /// A black colour.
    public static let black = Color(name: "black", red: 0, green: 0, blue: 0)
    /// A colour with zero opacity.
    public static let clear = Color(name: "clear", red: 0, green: 0, blue: 0, opacity: 0)
    /// The colour to use for primary content.
    public static let primary = Color(name: "primary", red: 0, green: 0, blue: 0)
    /// The colour to use for secondary content.
    public static let secondary = Color(name: "secondary", red: 0.235, green: 0.235, blue: 0.263, opacity: 0.6)

    /// `Color` is primitive.
    public typealias Body = Never
}

extension Color: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) {
        // A colour paints itself (its node's value): every colour's node shares one behaviour.
        node.becomeElement("Color", sharingBehavior: { ShapeBehavior(shared: true) })
    }
}

/// A colour or pattern to use when rendering a shape; `Color` is the one Fixpoint draws.
///
/// Read when a node's drawing is recorded for renderers.
public protocol ShapeStyle {}

extension ShapeStyle {
    /// The colour this style draws with where one colour is needed (text, borders): the
    /// colour itself, or a gradient's first stop.
    var resolvedColor: Color? {
        if let color = self as? Color { return color }
        if let style = self as? AnyShapeStyle { return style.base.resolvedColor }
        if let style = self as? HierarchicalShapeStyle { return style.color }
        if let material = self as? Material, case let .color(rgba)? = material.paint(in: .zero, environment: EnvironmentValues()) {
            return Color(rgba: rgba)
        }
        if let gradient = self as? any GradientStyle, let first = gradient.resolve(in: .zero).stops.first {
            return Color(rgba: first.color)
        }
        return nil
    }
}

extension ShapeStyle where Self == Color {
    /// A context-dependent red colour.
    public static var red: Color { .red }
    /// A context-dependent orange colour.
    public static var orange: Color { .orange }
    /// A context-dependent yellow colour.
    public static var yellow: Color { .yellow }
    /// A context-dependent green colour.
    public static var green: Color { .green }
    /// A context-dependent mint colour.
    public static var mint: Color { .mint }
    /// A context-dependent teal colour.
    public static var teal: Color { .teal }
    /// A context-dependent cyan colour.
    public static var cyan: Color { .cyan }
    /// A context-dependent blue colour.
    public static var blue: Color { .blue }
    /// A context-dependent indigo colour.
    public static var indigo: Color { .indigo }
    /// A context-dependent purple colour.
    public static var purple: Color { .purple }
    /// A context-dependent pink colour.
    public static var pink: Color { .pink }
    /// A context-dependent brown colour.
    public static var brown: Color { .brown }
    /// A white colour.
    public static var white: Color { .white }
    /// A context-dependent gray colour.
    public static var gray: Color { .gray }
    /// A black colour.
    public static var black: Color { .black }
    /// A colour with zero opacity.
    public static var clear: Color { .clear }
    /// The colour to use for primary content.
    public static var primary: Color { .primary }
    /// The colour to use for secondary content.
    public static var secondary: Color { .secondary }
}

/// A colour's name and components, immutable and shared by the colour's copies.
private final class ColorBox: Sendable {
    let rgba: RGBAColor

    init(_ rgba: RGBAColor) {
        self.rgba = rgba
    }
}
