import Foundation

/// One drawn piece of a path, with its start point: what trimming and stroking walk along.
struct PathSegment {
    enum Curve {
        case line(CGPoint)
        case quad(CGPoint, control: CGPoint)
        case cubic(CGPoint, control1: CGPoint, control2: CGPoint)
    }

    let start: CGPoint
    let curve: Curve
    /// Whether the piece is the line a `closeSubpath()` adds.
    let isClosing: Bool

    var end: CGPoint {
        switch curve {
        case let .line(end), let .quad(end, _), let .cubic(end, _, _): end
        }
    }

    /// The point at parameter `t` in 0…1.
    func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        switch curve {
        case let .line(end):
            return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
        case let .quad(end, control):
            return CGPoint(x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
                           y: u * u * start.y + 2 * u * t * control.y + t * t * end.y)
        case let .cubic(end, c1, c2):
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(x: a * start.x + b * c1.x + c * c2.x + d * end.x, y: a * start.y + b * c1.y + c * c2.y + d * end.y)
        }
    }

    /// Cumulative lengths at parameters i / samples (exact for lines).
    func lengthTable() -> [CGFloat] {
        if case .line = curve { return [0, hypot(end.x - start.x, end.y - start.y)] }
        var table: [CGFloat] = [0]
        var previous = start
        for step in 1...PathSegment.samples {
            let point = point(at: CGFloat(step) / CGFloat(PathSegment.samples))
            table.append(table[table.count - 1] + hypot(point.x - previous.x, point.y - previous.y))
            previous = point
        }
        return table
    }

    /// Curves are measured as this many straight pieces.
    static let samples = 64

    /// The parameter at which the length from the start reaches `length`, from `table`.
    static func parameter(forLength length: CGFloat, in table: [CGFloat]) -> CGFloat {
        let pieces = table.count - 1
        guard let total = table.last, total > 0 else { return 0 }
        if length <= 0 { return 0 }
        if length >= total { return 1 }
        var index = 0
        while index < pieces - 1 && table[index + 1] < length { index += 1 }
        let span = table[index + 1] - table[index]
        let fraction = span > 0 ? (length - table[index]) / span : 0
        return (CGFloat(index) + fraction) / CGFloat(pieces)
    }

    /// The part of the segment between parameters `t0` and `t1` (de Casteljau subdivision).
    func part(from t0: CGFloat, to t1: CGFloat) -> Curve {
        switch curve {
        case .line:
            return .line(point(at: t1))
        case let .quad(end, control):
            // Cut at t1, keep the first part; then cut that at t0 / t1, keep the second.
            let (q0, q1, q2) = Self.splitQuad(start, control, end, at: t1).first
            let s = t1 > 0 ? t0 / t1 : 0
            let (_, r1, r2) = Self.splitQuad(q0, q1, q2, at: s).second
            return .quad(r2, control: r1)
        case let .cubic(end, c1, c2):
            let first = Self.splitCubic(start, c1, c2, end, at: t1).first
            let s = t1 > 0 ? t0 / t1 : 0
            let second = Self.splitCubic(first.0, first.1, first.2, first.3, at: s).second
            return .cubic(second.3, control1: second.1, control2: second.2)
        }
    }

    private static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    private static func splitQuad(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, at t: CGFloat)
        -> (first: (CGPoint, CGPoint, CGPoint), second: (CGPoint, CGPoint, CGPoint)) {
        let a = lerp(p0, p1, t), b = lerp(p1, p2, t), m = lerp(a, b, t)
        return ((p0, a, m), (m, b, p2))
    }

    private static func splitCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: CGFloat)
        -> (first: (CGPoint, CGPoint, CGPoint, CGPoint), second: (CGPoint, CGPoint, CGPoint, CGPoint)) {
        let a = lerp(p0, p1, t), b = lerp(p1, p2, t), c = lerp(p2, p3, t)
        let d = lerp(a, b, t), e = lerp(b, c, t), m = lerp(d, e, t)
        return ((p0, a, d, m), (m, e, c, p3))
    }
}

extension Path {
    /// The path's subpaths as drawn pieces, with whether each subpath is closed; a closed
    /// subpath ends with its closing line (omitted when it has zero length).
    func subpathSegments() -> [(segments: [PathSegment], isClosed: Bool)] {
        var result: [(segments: [PathSegment], isClosed: Bool)] = []
        var segments: [PathSegment] = []
        var current: CGPoint?
        var start: CGPoint?
        var isClosed = false
        func finish() {
            if !segments.isEmpty || isClosed { result.append((segments, isClosed)) }
            segments = []
            isClosed = false
        }
        forEach { element in
            if isClosed, element != .closeSubpath {
                // Drawing goes on from the closed subpath's start in a new subpath.
                finish()
                if case .move = element {} else { current = start }
            }
            switch element {
            case let .move(point):
                finish()
                current = point
                start = point
            case let .line(point):
                if let from = current { segments.append(PathSegment(start: from, curve: .line(point), isClosing: false)) }
                current = point
            case let .quadCurve(point, control):
                if let from = current {
                    segments.append(PathSegment(start: from, curve: .quad(point, control: control), isClosing: false))
                }
                current = point
            case let .curve(point, control1, control2):
                if let from = current {
                    segments.append(PathSegment(start: from, curve: .cubic(point, control1: control1, control2: control2),
                                                isClosing: false))
                }
                current = point
            case .closeSubpath:
                if let from = current, let start, from != start {
                    segments.append(PathSegment(start: from, curve: .line(start), isClosing: true))
                }
                current = start
                isClosed = true
            }
        }
        finish()
        return result
    }

    /// The total length of the path's drawn pieces (closing lines included), curves measured
    /// as 64 straight pieces each.
    public var length: CGFloat {
        subpathSegments().reduce(0) { sum, subpath in
            subpath.segments.reduce(sum) { $0 + ($1.lengthTable().last ?? 0) }
        }
    }

    /// Returns the part of the path between `from` and `to`, fractions of its total length
    /// (clamped to 0…1; nothing when `from >= to`). Computed geometrically: lines are cut
    /// exactly, curves are cut with de Casteljau subdivision at the parameter that reaches the
    /// length (lengths measured on 64 pieces per curve). A subpath kept whole stays closed.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let from = min(max(from.isFinite ? from : 0, 0), 1)
        let to = min(max(to.isFinite ? to : 1, 0), 1)
        guard from < to else { return Path() }
        if from == 0 && to == 1 { return self }
        let subpaths = subpathSegments()
        let tables = subpaths.map { $0.segments.map { $0.lengthTable() } }
        let total = tables.joined().reduce(0) { $0 + ($1.last ?? 0) }
        guard total > 0 else { return Path() }
        let lower = from * total, upper = to * total
        var result = Path()
        var offset: CGFloat = 0
        for (subpath, subTables) in zip(subpaths, tables) {
            let subStart = offset
            var isDrawing = false
            for (segment, table) in zip(subpath.segments, subTables) {
                let length = table.last ?? 0
                defer { offset += length }
                let a = max(lower, offset), b = min(upper, offset + length)
                guard b > a || (length == 0 && a == b && offset >= lower && offset <= upper) else {
                    isDrawing = false
                    continue
                }
                let t0 = PathSegment.parameter(forLength: a - offset, in: table)
                let t1 = PathSegment.parameter(forLength: b - offset, in: table)
                if !isDrawing { result.move(to: segment.point(at: t0)) }
                isDrawing = true
                switch segment.part(from: t0, to: t1) {
                case let .line(end): result.addLine(to: end)
                case let .quad(end, control): result.addQuadCurve(to: end, control: control)
                case let .cubic(end, c1, c2): result.addCurve(to: end, control1: c1, control2: c2)
                }
            }
            if subpath.isClosed && lower <= subStart && upper >= offset && !subpath.segments.isEmpty {
                result.closeSubpath()
            }
        }
        return result
    }
}
