import Foundation
import Fixpoint

extension ShapeKind {
    /// The outline as a path in `frame` (root coordinates), for strokes and gradient fills
    /// drawn cell by cell: a circle sits in the frame's centred square, as it is drawn.
    func outlinePath(in frame: CGRect) -> Path {
        switch self {
        case .rectangle: Path(frame)
        case let .roundedRectangle(cornerRadius): Path(roundedRect: frame, cornerRadius: cornerRadius)
        case .capsule: Path(roundedRect: frame, cornerRadius: min(frame.width, frame.height) / 2)
        case .circle: Path(ellipseIn: frame.centredSquare)
        case .ellipse: Path(ellipseIn: frame)
        case let .path(path): path
        }
    }
}

extension Drawing {
    /// The outline a gradient fill is drawn with after the folded clips, as for colour fills:
    /// `clipShape` wins, then `cornerRadius` rounds a plain rectangle. (A stroke keeps its own
    /// outline: clipping a traced line is not tracing the clip.)
    func clipped(_ kind: ShapeKind) -> ShapeKind {
        if let clipShape { return clipShape }
        if let cornerRadius, cornerRadius > 0, kind == .rectangle { return .roundedRectangle(cornerRadius: cornerRadius) }
        return kind
    }
}

/// Which cells a stroke touches, in cell space: the frame's edges run through the centres of
/// its edge cells (so a stroked rectangle is its box's outline), a cell is the unit square
/// [c, c + 1) × [r, r + 1), and a line wider than a cell grows the squares it meets.
struct StrokeCells {
    /// How far a cell's square grows on each axis, in cells.
    let grow: CGSize

    /// The (column, row) cells the polylines (in cell space) touch, first met first, no repeats;
    /// only cells in 0…`limit` on both axes are considered, so absurd coordinates or widths
    /// cost no more than the grid the renderer allows.
    func cells(of polylines: [[CGPoint]], limit: Int) -> [(Int, Int)] {
        var seen = Set<[Int]>()
        var result: [(Int, Int)] = []
        let grow = CGSize(width: min(max(self.grow.width, 0), CGFloat(limit)), height: min(max(self.grow.height, 0), CGFloat(limit)))
        func cell(_ value: CGFloat) -> Int {
            guard value.isFinite else { return value > 0 ? limit : 0 }
            return Int(min(max(value.rounded(.down), -1), CGFloat(limit)))
        }
        for points in polylines {
            for (a, b) in zip(points, points.dropFirst()) where a.x.isFinite && a.y.isFinite && b.x.isFinite && b.y.isFinite {
                let columns = max(cell(min(a.x, b.x) - grow.width - 1), 0)...max(cell(max(a.x, b.x) + grow.width + 1), 0)
                let rows = max(cell(min(a.y, b.y) - grow.height - 1), 0)...max(cell(max(a.y, b.y) + grow.height + 1), 0)
                for r in rows {
                    for c in columns {
                        let rect = CGRect(x: CGFloat(c) - grow.width, y: CGFloat(r) - grow.height,
                                          width: 1 + 2 * grow.width, height: 1 + 2 * grow.height)
                        guard Self.segment(a, b, meets: rect), seen.insert([c, r]).inserted else { continue }
                        result.append((c, r))
                    }
                }
            }
        }
        return result
    }

    /// Whether the segment a–b meets the half-open `rect` (Liang–Barsky clipping).
    static func segment(_ a: CGPoint, _ b: CGPoint, meets rect: CGRect) -> Bool {
        var t0: CGFloat = 0, t1: CGFloat = 1
        let dx = b.x - a.x, dy = b.y - a.y
        let sides: [(CGFloat, CGFloat, Bool)] = [(-dx, a.x - rect.minX, true), (dx, rect.maxX - a.x, false),
                                                 (-dy, a.y - rect.minY, true), (dy, rect.maxY - a.y, false)]
        for (p, q, isMinSide) in sides {
            if p == 0 {
                if isMinSide ? q < 0 : q <= 0 { return false }
                continue
            }
            let r = q / p
            if p < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
            if t0 > t1 { return false }
        }
        return true
    }
}
