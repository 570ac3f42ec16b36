import Foundation

/// A radial gradient: colours change from `startRadius` to `endRadius` around `center`.
///
/// Lays out like `Color`; draws as a gradient fill.
public struct RadialGradient: GradientStyle, Hashable, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// Creates a radial gradient from a base gradient.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Creates a radial gradient from a collection of colours.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Creates a radial gradient from a collection of colour stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    func resolve(in frame: CGRect) -> Drawing.Gradient {
        Drawing.Gradient(geometry: .radial(center: center.point(in: frame), startRadius: startRadius, endRadius: endRadius),
                         stops: gradient.resolvedStops)
    }

    static var nodeName: String { "RadialGradient" }
    /// `RadialGradient` is primitive.
    public typealias Body = Never
}

/// A radial gradient over the ellipse inscribed in the frame: radii are fractions of the
/// frame's half-size.
///
/// Lays out like `Color`; draws as a gradient fill.
public struct EllipticalGradient: GradientStyle, Hashable, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// Creates an elliptical gradient (SwiftUI's defaults: centred, from 0 to half the frame).
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// Creates an elliptical gradient from a collection of colours.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    func resolve(in frame: CGRect) -> Drawing.Gradient {
        // Fractions are of the frame's size: 0.5 reaches the frame's edges.
        Drawing.Gradient(geometry: .elliptical(center: center.point(in: frame), radii: frame.size,
                                               startFraction: startRadiusFraction, endFraction: endRadiusFraction),
                         stops: gradient.resolvedStops)
    }

    static var nodeName: String { "EllipticalGradient" }
    /// `EllipticalGradient` is primitive.
    public typealias Body = Never
}

extension RadialGradient: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) { mountGradient(node) }
}

extension EllipticalGradient: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) { mountGradient(node) }
}
