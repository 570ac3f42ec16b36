import Foundation

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient between two unit points of the filled frame.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of evenly spaced colours.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of colour stops.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient around a unit point of the filled frame.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of evenly spaced colours.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient from `startAngle` to `endAngle`.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of evenly spaced colours.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient that completes a full turn.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient over the filled frame.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
}

/// A colour gradient made from one colour: `Color.red.gradient`.
///
/// Resolved as a linear gradient from the top of the frame (the colour lightened by 20 %) to
/// the bottom (the colour): Fixpoint's reading of SwiftUI's "standard gradient".
public struct AnyGradient: GradientStyle, Hashable, Sendable {
    let color: Color

    /// Creates a gradient from one colour.
    public init(_ color: Color) {
        self.color = color
    }

    func resolve(in frame: CGRect) -> Drawing.Gradient {
        let base = color.rgba
        func lighter(_ value: Double) -> Double { value + (1 - value) * 0.2 }
        let top = RGBAColor(name: base.name, red: lighter(base.red), green: lighter(base.green), blue: lighter(base.blue),
                            opacity: base.opacity)
        return Drawing.Gradient(geometry: .linear(start: UnitPoint.top.point(in: frame), end: UnitPoint.bottom.point(in: frame)),
                                stops: [.init(color: top, location: 0), .init(color: base, location: 1)])
    }

    static var nodeName: String { "AnyGradient" }
    /// `AnyGradient` is primitive.
    public typealias Body = Never
}

extension AnyGradient: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) { mountGradient(node) }
}

extension Color {
    /// A standard gradient for the colour.
    public var gradient: AnyGradient { AnyGradient(self) }
}
