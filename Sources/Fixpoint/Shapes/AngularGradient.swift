import Foundation

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

extension AngularGradient: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) { mountGradient(node) }
}
