import Foundation

extension Path {
    /// The lines a stroke with `style` traces: each subpath flattened (curves as 16 straight
    /// pieces, a closed subpath back to its start), then cut into dashes when `style` is dashed.
    ///
    /// Read by renderers that draw strokes cell by cell and by `strokedPath(_:)`.
    package func strokePolylines(_ style: StrokeStyle) -> [(points: [CGPoint], isClosed: Bool)] {
        var polylines: [(points: [CGPoint], isClosed: Bool)] = []
        for subpath in subpathSegments() {
            guard let first = subpath.segments.first else { continue }
            var points = [first.start]
            for segment in subpath.segments {
                if case .line = segment.curve {
                    points.append(segment.end)
                } else {
                    for step in 1...16 { points.append(segment.point(at: CGFloat(step) / 16)) }
                }
            }
            polylines.append((points, subpath.isClosed))
        }
        guard style.isDashed else { return polylines }
        // A pattern too fine for the path (more than `maximumDashes` dashes) is drawn solid.
        let period = style.dash.reduce(0, +)
        let length = polylines.reduce(CGFloat(0)) { sum, line in
            zip(line.points, line.points.dropFirst()).reduce(sum) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        }
        guard length.isFinite, length / period <= Self.maximumDashes else { return polylines }
        return polylines.flatMap { Self.dashed($0.points, pattern: style.dash, phase: style.dashPhase) }.map { ($0, false) }
    }

    /// The most dashes a stroke is cut into; a finer pattern is drawn solid.
    static let maximumDashes: CGFloat = 100_000

    /// Cuts a polyline into the dashes of `pattern` (on, off, on, …), starting `phase` into it.
    private static func dashed(_ points: [CGPoint], pattern: [CGFloat], phase: CGFloat) -> [[CGPoint]] {
        let period = pattern.reduce(0, +)
        guard period > 0 else { return [points] }
        // Odd patterns repeat to an even length, as Core Graphics does.
        let lengths = pattern.count % 2 == 0 ? pattern : pattern + pattern
        var index = 0
        var remaining = lengths[0]
        var position = phase.isFinite ? phase.truncatingRemainder(dividingBy: lengths.reduce(0, +)) : 0
        if position < 0 { position += lengths.reduce(0, +) }
        while position > 0 {
            if position >= remaining {
                position -= remaining
                index = (index + 1) % lengths.count
                remaining = lengths[index]
            } else {
                remaining -= position
                position = 0
            }
        }
        var dashes: [[CGPoint]] = []
        var current: [CGPoint] = index % 2 == 0 ? [points[0]] : []
        for (a, b) in zip(points, points.dropFirst()) {
            var from = a
            var left = hypot(b.x - a.x, b.y - a.y)
            while left > 0 {
                let step = min(left, remaining)
                let f = step / left
                let to = CGPoint(x: from.x + (b.x - from.x) * f, y: from.y + (b.y - from.y) * f)
                if index % 2 == 0 { current.append(to) }
                left -= step
                remaining -= step
                from = to
                if remaining <= 0 {
                    if index % 2 == 0, current.count > 1 { dashes.append(current) }
                    current = []
                    index = (index + 1) % lengths.count
                    remaining = lengths[index]
                    if index % 2 == 0 { current = [from] }
                }
            }
        }
        if current.count > 1 { dashes.append(current) }
        return dashes
    }

    /// Returns a path covering the area a stroke with `style` paints: a quadrilateral per
    /// straight piece, discs at the joins (every join is drawn round) and caps per
    /// `style.lineCap`, all wound alike so the non-zero rule fills their union.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let half = style.lineWidth / 2
        guard half > 0, half.isFinite else { return Path() }
        var result = Path()
        func add(_ polygon: [CGPoint]) {
            guard polygon.count > 2 else { return }
            var area: CGFloat = 0
            for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) { area += a.x * b.y - b.x * a.y }
            result.addLines(area < 0 ? polygon.reversed() : polygon)
            result.closeSubpath()
        }
        func disc(_ centre: CGPoint) -> [CGPoint] {
            (0..<16).map { i in
                let angle = Double(i) * .pi / 8
                return CGPoint(x: centre.x + half * cos(angle), y: centre.y + half * sin(angle))
            }
        }
        for (points, isClosed) in strokePolylines(style) {
            for (index, (a, b)) in zip(points, points.dropFirst()).enumerated() {
                let length = hypot(b.x - a.x, b.y - a.y)
                guard length > 0 else { continue }
                let d = CGPoint(x: (b.x - a.x) / length * half, y: (b.y - a.y) / length * half)
                let isFirst = index == 0 && !isClosed, isLast = index == points.count - 2 && !isClosed
                let start = isFirst && style.lineCap == .square ? CGPoint(x: a.x - d.x, y: a.y - d.y) : a
                let end = isLast && style.lineCap == .square ? CGPoint(x: b.x + d.x, y: b.y + d.y) : b
                add([CGPoint(x: start.x - d.y, y: start.y + d.x), CGPoint(x: end.x - d.y, y: end.y + d.x),
                     CGPoint(x: end.x + d.y, y: end.y - d.x), CGPoint(x: start.x + d.y, y: start.y - d.x)])
            }
            let joins = isClosed ? points : Array(points.dropFirst().dropLast())
            for point in joins { add(disc(point)) }
            if !isClosed && style.lineCap == .round, let first = points.first, let last = points.last {
                add(disc(first))
                add(disc(last))
            }
        }
        return result
    }
}
