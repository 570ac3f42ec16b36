import Foundation

/// A colour gradient represented as an array of colour stops, each with a parametric location.
///
/// Built when a view tree is built; the gradient styles (`LinearGradient`, …) resolve it
/// against a view's frame when a snapshot is taken.
public struct Gradient: Hashable, Sendable {
    /// One colour stop in the gradient.
    public struct Stop: Hashable, Sendable {
        /// The colour for the stop.
        public var color: Color
        /// The parametric location of the stop, 0…1.
        public var location: CGFloat

        /// Creates a colour stop with a colour and location.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The array of colour stops.
    public var stops: [Stop]

    /// Creates a gradient from an array of colour stops.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Creates a gradient from an array of colours, spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last)) }
    }

    /// The stops as the snapshot records them.
    var resolvedStops: [Drawing.Gradient.Stop] {
        stops.map { Drawing.Gradient.Stop(color: $0.color.rgba, location: Double($0.location)) }
    }
}

/// A gradient style resolved against a frame.
protocol GradientStyle: PaintResolving, ShapeStyle, View {
    /// The gradient in `frame` (root coordinates).
    func resolve(in frame: CGRect) -> Drawing.Gradient
    /// The gradient's name for nodes.
    static var nodeName: String { get }
}

extension GradientStyle {
    func paint(in frame: CGRect, environment: EnvironmentValues) -> Drawing.Paint? { .gradient(resolve(in: frame)) }
}

extension UnitPoint {
    /// The point in `frame`.
    func point(in frame: CGRect) -> CGPoint {
        CGPoint(x: frame.minX + x * frame.width, y: frame.minY + y * frame.height)
    }
}

/// A linear gradient: colours change along the line from `startPoint` to `endPoint`, unit
/// points of the frame it fills.
///
/// As a view it lays out like `Color` (the proposal, nil → 10); as a style it fills shapes,
/// backgrounds and the foreground.
public struct LinearGradient: GradientStyle, Hashable, Sendable {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// Creates a linear gradient from a base gradient.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Creates a linear gradient from a collection of colours.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a linear gradient from a collection of colour stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    func resolve(in frame: CGRect) -> Drawing.Gradient {
        Drawing.Gradient(geometry: .linear(start: startPoint.point(in: frame), end: endPoint.point(in: frame)),
                         stops: gradient.resolvedStops)
    }

    static var nodeName: String { "LinearGradient" }
    /// `LinearGradient` is primitive.
    public typealias Body = Never
}

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

/// An angular (conic) gradient: colours change with the angle around `center`, from
/// `startAngle` to `endAngle` (0 points to the trailing edge; angles grow clockwise).
///
/// Lays out like `Color`; the SVG renderer draws it as 72 wedges (SVG has no conic gradient).
public struct AngularGradient: GradientStyle, Hashable, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// Creates an angular gradient; equal start and end angles make a full turn from the start.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// Creates an angular gradient from a collection of colours.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates an angular gradient from a collection of colour stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates a conic gradient that completes a full turn, starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }

    /// Creates a conic gradient from a collection of colours that completes a full turn.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    func resolve(in frame: CGRect) -> Drawing.Gradient {
        let end = endAngle == startAngle ? startAngle.radians + 2 * .pi : endAngle.radians
        return Drawing.Gradient(geometry: .angular(center: center.point(in: frame), startAngle: startAngle.radians, endAngle: end),
                                stops: gradient.resolvedStops)
    }

    static var nodeName: String { "AngularGradient" }
    /// `AngularGradient` is primitive.
    public typealias Body = Never
}

extension LinearGradient: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) { mountGradient(node) }
}

extension RadialGradient: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) { mountGradient(node) }
}

extension EllipticalGradient: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) { mountGradient(node) }
}

extension AngularGradient: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) { mountGradient(node) }
}

extension GradientStyle {
    /// A gradient shown as a view: laid out like `Color`, drawn as a gradient-filled rectangle.
    func mountGradient(_ node: ViewNode) {
        node.becomeElement(Self.nodeName, ShapeBehavior.self) { ShapeBehavior() }.style = self
    }
}
