import Foundation

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

extension LinearGradient: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) { mountGradient(node) }
}
