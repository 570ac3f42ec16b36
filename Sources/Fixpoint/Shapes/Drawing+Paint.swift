import Foundation

extension Drawing {
    /// What fills or strokes a shape: a colour or a gradient resolved against the view's frame.
    ///
    /// Recorded when a snapshot is taken, so gradient geometry is in root coordinates.
    public enum Paint: Hashable, Sendable {
        /// A plain colour.
        case color(RGBAColor)
        /// A gradient, in root coordinates.
        case gradient(Gradient)

        /// The colour a renderer that cannot draw gradients uses: the colour, or the gradient's
        /// first stop.
        public var representativeColor: RGBAColor {
            switch self {
            case let .color(color): color
            case let .gradient(gradient): gradient.stops.first?.color ?? RGBAColor(red: 0, green: 0, blue: 0, opacity: 0)
            }
        }
    }

    /// A stroked outline: the paint and the stroke's style (width, caps, joins, dashes).
    ///
    /// Recorded for `stroke`/`strokeBorder`; the outline is centred on the shape's path, so half
    /// the width draws outside the path (inside the frame for `strokeBorder`).
    public struct Stroke: Hashable, Sendable {
        /// What the stroke is painted with.
        public var paint: Paint
        /// The stroke's width, caps, joins and dashes.
        public var style: StrokeStyle

        /// Creates a stroke drawing.
        public init(paint: Paint, style: StrokeStyle) {
            self.paint = paint
            self.style = style
        }
    }

    /// A gradient resolved against a frame: its geometry in root coordinates and its stops.
    ///
    /// Built from `LinearGradient`, `RadialGradient`, `EllipticalGradient` and `AngularGradient`
    /// when a snapshot is taken; renderers evaluate it with `location(of:)` and `color(at:)`.
    public struct Gradient: Hashable, Sendable {
        /// Where the gradient runs.
        public enum Geometry: Hashable, Sendable {
            /// Along the line from `start` to `end`.
            case linear(start: CGPoint, end: CGPoint)
            /// Outward from `center`, from `startRadius` to `endRadius`.
            case radial(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            /// Outward from `center` over an ellipse with `radii`, from `startFraction` to
            /// `endFraction` of them.
            case elliptical(center: CGPoint, radii: CGSize, startFraction: CGFloat, endFraction: CGFloat)
            /// Around `center`, from `startAngle` to `endAngle` in radians (0 points right,
            /// angles grow clockwise on screen); a sweep under a full turn leaves an arc that
            /// takes the last colour for its first half and the first colour for the rest.
            case angular(center: CGPoint, startAngle: Double, endAngle: Double)
        }

        /// A colour at a location in 0…1.
        public struct Stop: Hashable, Sendable {
            /// The colour.
            public var color: RGBAColor
            /// The location along the gradient, 0…1.
            public var location: Double
            /// Creates a stop.
            public init(color: RGBAColor, location: Double) {
                self.color = color
                self.location = location
            }
        }

        /// The geometry.
        public var geometry: Geometry
        /// The stops, sorted by location (stable for equal locations).
        public var stops: [Stop]

        /// Creates a resolved gradient; stops are sorted by location.
        public init(geometry: Geometry, stops: [Stop]) {
            self.geometry = geometry
            self.stops = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
                .map(\.element)
        }

        /// The gradient's parameter (0…1, clamped) at `point`, in root coordinates.
        public func location(of point: CGPoint) -> Double {
            let t: CGFloat
            switch geometry {
            case let .linear(start, end):
                let dx = end.x - start.x, dy = end.y - start.y
                let length = dx * dx + dy * dy
                t = length > 0 ? ((point.x - start.x) * dx + (point.y - start.y) * dy) / length : 0
            case let .radial(center, startRadius, endRadius):
                let distance = hypot(point.x - center.x, point.y - center.y)
                t = endRadius != startRadius ? (distance - startRadius) / (endRadius - startRadius) : 0
            case let .elliptical(center, radii, startFraction, endFraction):
                let nx = radii.width > 0 ? (point.x - center.x) / radii.width : 0
                let ny = radii.height > 0 ? (point.y - center.y) / radii.height : 0
                let distance = hypot(nx, ny)
                t = endFraction != startFraction ? (distance - startFraction) / (endFraction - startFraction) : 0
            case let .angular(center, startAngle, endAngle):
                var angle = Double(atan2(point.y - center.y, point.x - center.x)) - startAngle
                let sweep = endAngle - startAngle
                angle = angle.truncatingRemainder(dividingBy: 2 * .pi)
                if angle < 0 { angle += 2 * .pi }
                if sweep > 0, sweep < 2 * .pi, angle > sweep {
                    // SwiftUI fills the missing arc with the last colour, then the first one,
                    // switching halfway across it.
                    t = angle - sweep < (2 * .pi - sweep) / 2 ? 1 : 0
                } else {
                    t = sweep != 0 ? CGFloat(angle / sweep) : 0
                }
            }
            return Double(min(max(t, 0), 1))
        }

        /// The colour at `location`, interpolated linearly between the neighbouring stops.
        public func color(at location: Double) -> RGBAColor {
            guard let first = stops.first, let last = stops.last else {
                return RGBAColor(red: 0, green: 0, blue: 0, opacity: 0)
            }
            if location <= first.location { return first.color }
            if location >= last.location { return last.color }
            for (a, b) in zip(stops, stops.dropFirst()) where location <= b.location {
                let span = b.location - a.location
                let f = span > 0 ? (location - a.location) / span : 1
                func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
                return RGBAColor(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                                 blue: mix(a.color.blue, b.color.blue), opacity: mix(a.color.opacity, b.color.opacity))
            }
            return last.color
        }

        /// The stop nearest to `location` (the earlier one on a tie): what a renderer that
        /// paints named colours, such as the ASCII renderer, shows there.
        public func nearestStop(at location: Double) -> Stop? {
            var best: Stop?
            for stop in stops where best == nil || abs(stop.location - location) < abs(best!.location - location) {
                best = stop
            }
            return best
        }
    }
}
