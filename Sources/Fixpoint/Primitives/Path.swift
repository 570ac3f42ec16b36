import Foundation

/// The outline of a 2D shape: lines and curves in subpaths, as SwiftUI's `Path`; itself a
/// `Shape` that draws itself in any rectangle.
///
/// Built by `Shape.path(in:)` when a snapshot is taken (the frame is then known) and read by the
/// renderers through `forEach(_:)`; a plain value whose elements keep the order they were added.
public struct Path: Shape, Hashable, Sendable {
    /// One drawing instruction of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at the point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath with a line to its start.
        case closeSubpath
    }

    /// The instructions, in order.
    private var elements: [Element] = []
    /// The start of the current subpath, where `closeSubpath()` returns to.
    private var subpathStart: CGPoint?

    /// `Path` is primitive when shown as a view: it is laid out and drawn as a shape.
    public typealias Body = Never

    /// Creates an empty path.
    public init() {}

    /// Creates a path holding the rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// Creates a path holding the rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a path holding the rounded rectangle with the corner size.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Creates a path holding the ellipse inscribed in the rectangle.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Creates a path built by `callback`, as `Path { path in … }`.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point of the path, or nil when it is empty.
    public var currentPoint: CGPoint? {
        guard let last = elements.last else { return nil }
        switch last {
        case let .move(point), let .line(point), let .quadCurve(point, _), let .curve(point, _, _): return point
        case .closeSubpath: return subpathStart
        }
    }

    /// The smallest rectangle holding every point of the path (curves included, control points
    /// not), or `.null` for an empty path.
    public var boundingRect: CGRect {
        var bounds = CGRect.null
        for polygon in flattened() {
            for point in polygon { bounds = bounds.union(CGRect(origin: point, size: .zero)) }
        }
        return bounds
    }

    /// Calls `body` with each element, in order.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        subpathStart = point
    }

    /// Adds a straight line to `point` (a move when the path is empty).
    public mutating func addLine(to point: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.line(to: point))
    }

    /// Adds straight lines through `points`, starting a subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a quadratic Bézier curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath.
    public mutating func closeSubpath() {
        guard let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// Adds the rectangle as a closed subpath (top-left, clockwise on screen).
    public mutating func addRect(_ rect: CGRect) {
        addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        closeSubpath()
    }

    /// Adds each rectangle as a closed subpath.
    public mutating func addRects(_ rects: [CGRect]) {
        rects.forEach { addRect($0) }
    }

    /// Adds a rounded rectangle; corners are quarter ellipses of `cornerSize`, limited to half
    /// the rectangle (the continuous style is drawn as circular).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let rx = min(max(cornerSize.width, 0), rect.width / 2)
        let ry = min(max(cornerSize.height, 0), rect.height / 2)
        guard rx > 0, ry > 0 else { return addRect(rect) }
        let k = Self.kappa
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx + k * rx, y: rect.minY),
                 control2: CGPoint(x: rect.maxX, y: rect.minY + ry - k * ry))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + k * ry),
                 control2: CGPoint(x: rect.maxX - rx + k * rx, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx - k * rx, y: rect.maxY),
                 control2: CGPoint(x: rect.minX, y: rect.maxY - ry + k * ry))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry - k * ry),
                 control2: CGPoint(x: rect.minX + rx - k * rx, y: rect.minY))
        closeSubpath()
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath of four cubic curves.
    public mutating func addEllipse(in rect: CGRect) {
        addArc(center: CGPoint(x: rect.midX, y: rect.midY), radii: CGSize(width: rect.width / 2, height: rect.height / 2),
               from: 0, to: 2 * .pi, newSubpath: true)
        closeSubpath()
    }

    /// Adds an arc of a circle from `startAngle` to `endAngle`; with `clockwise == false` the
    /// angle grows, so, as SwiftUI documents for its flipped coordinates, a "clockwise" arc
    /// turns counterclockwise on screen. A line joins an unclosed subpath to the arc's start.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        // A non-finite angle describes no arc: nothing is added.
        guard startAngle.radians.isFinite, endAngle.radians.isFinite else { return }
        // The sweep in the arc's direction, less than one turn (a remainder, so huge angles end).
        var sweep = fmod(endAngle.radians - startAngle.radians, 2 * .pi)
        if clockwise {
            if sweep > 0 { sweep -= 2 * .pi }
        } else {
            if sweep < 0 { sweep += 2 * .pi }
        }
        addArc(center: center, radii: CGSize(width: radius, height: radius), from: startAngle.radians,
               to: startAngle.radians + sweep, newSubpath: false)
    }

    /// Appends another path's elements.
    public mutating func addPath(_ path: Path) {
        elements += path.elements
        subpathStart = path.subpathStart ?? subpathStart
    }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        func moved(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + dx, y: point.y + dy) }
        var result = self
        result.elements = elements.map { element in
            switch element {
            case let .move(point): .move(to: moved(point))
            case let .line(point): .line(to: moved(point))
            case let .quadCurve(point, control): .quadCurve(to: moved(point), control: moved(control))
            case let .curve(point, control1, control2): .curve(to: moved(point), control1: moved(control1), control2: moved(control2))
            case .closeSubpath: .closeSubpath
            }
        }
        result.subpathStart = subpathStart.map(moved)
        return result
    }

    /// Whether `point` is inside the filled path: the non-zero winding rule, or even-odd when
    /// `eoFill` is true. Curves are measured as 16 straight pieces each.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        containment(eoFill: eoFill)(point)
    }

    /// `contains(_:eoFill:)` as a function that flattens the path once: renderers test many
    /// points of one path.
    package func containment(eoFill: Bool = false) -> (CGPoint) -> Bool {
        let polygons = flattened().filter { $0.count > 2 }
        return { point in Self.contains(point, in: polygons, eoFill: eoFill) }
    }

    private static func contains(_ point: CGPoint, in polygons: [[CGPoint]], eoFill: Bool) -> Bool {
        func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
            (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
        }
        var winding = 0
        for polygon in polygons {
            for index in polygon.indices {
                let a = polygon[index]
                let b = polygon[(index + 1) % polygon.count]
                if a.y <= point.y {
                    if b.y > point.y && cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y && cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// A shape's outline in `rect`: the path itself (as SwiftUI, a `Path` shown as a view is
    /// not scaled to its frame).
    public func path(in rect: CGRect) -> Path {
        self
    }

    // MARK: Implementation

    /// The circle's cubic approximation constant: 4/3 · (√2 − 1).
    private static let kappa: CGFloat = 0.5522847498

    /// Each subpath as a polygon, curves cut into 16 straight pieces.
    func flattened() -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var current: [CGPoint] = []
        var start: CGPoint?
        func finish() {
            if !current.isEmpty { polygons.append(current) }
            current = []
        }
        for element in elements {
            // After `closeSubpath()` drawing goes on from the closed subpath's start.
            if current.isEmpty, let start, element != .closeSubpath {
                if case .move = element {} else { current = [start] }
            }
            switch element {
            case let .move(point):
                finish()
                current = [point]
                start = point
            case let .line(point):
                current.append(point)
            case let .quadCurve(point, control):
                let from = current.last ?? point
                for step in 1...16 {
                    let t = CGFloat(step) / 16
                    let u = 1 - t
                    current.append(CGPoint(x: u * u * from.x + 2 * u * t * control.x + t * t * point.x,
                                           y: u * u * from.y + 2 * u * t * control.y + t * t * point.y))
                }
            case let .curve(point, control1, control2):
                let from = current.last ?? point
                for step in 1...16 {
                    let t = CGFloat(step) / 16
                    let u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * from.x + b * control1.x + c * control2.x + d * point.x,
                                           y: a * from.y + b * control1.y + c * control2.y + d * point.y))
                }
            case .closeSubpath:
                finish()
            }
        }
        finish()
        return polygons
    }

    /// Appends an elliptical arc from angle `start` to `end` (radians) as cubic curves of at
    /// most a quarter turn each; starts a subpath, or joins the current point with a line.
    private mutating func addArc(center: CGPoint, radii: CGSize, from start: Double, to end: Double, newSubpath: Bool) {
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radii.width * cos(angle), y: center.y + radii.height * sin(angle))
        }
        // Non-finite angles, radii or centres describe no arc: nothing is added.
        guard start.isFinite, end.isFinite, abs(end - start) <= 4 * .pi, radii.width.isFinite, radii.height.isFinite,
              center.x.isFinite, center.y.isFinite else { return }
        // A line joins an unclosed subpath to the arc; otherwise the arc starts a new subpath.
        if newSubpath || currentPoint == nil || elements.last == .closeSubpath {
            move(to: point(start))
        } else {
            addLine(to: point(start))
        }
        let pieces = max(1, Int((abs(end - start) / (.pi / 2)).rounded(.up)))
        let step = (end - start) / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4)
        for piece in 0..<pieces {
            let a0 = start + Double(piece) * step
            let a1 = a0 + step
            let p0 = point(a0), p1 = point(a1)
            let c1 = CGPoint(x: p0.x - handle * radii.width * sin(a0), y: p0.y + handle * radii.height * cos(a0))
            let c2 = CGPoint(x: p1.x + handle * radii.width * sin(a1), y: p1.y - handle * radii.height * cos(a1))
            addCurve(to: p1, control1: c1, control2: c2)
        }
    }

}
