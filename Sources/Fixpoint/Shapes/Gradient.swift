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

extension GradientStyle {
    /// A gradient shown as a view: laid out like `Color`, drawn as a gradient-filled rectangle.
    func mountGradient(_ node: ViewNode) {
        node.becomeElement(Self.nodeName, ShapeBehavior.self) { ShapeBehavior(shared: false) }.setPaint(style: self, stroke: nil)
    }
}
