import Foundation

/// The union of frames, added one at a time: `CGRect.union`'s result while every edge is
/// finite (its bits), else the rectangle between the outermost edges, where two edges at the
/// same infinity leave no length between them. `CGRect.union` keeps a union as an origin and
/// a size, so a union that reaches an infinity loses its far edge (−∞ plus an infinite width
/// is NaN), and two frames at one infinite offset make a NaN length.
///
/// Every union of frames uses it: a composite's frame in snapshots (the snapshot builder),
/// the bounds of the elements a node stands for (anchors, geometry actions, a scroll target)
/// and the layers a ZStack or a background unites (layout). Invariant: no coordinate of
/// `frame` is NaN unless an added frame's is.
struct FrameUnion {
    /// `CGRect.union` of the frames added.
    private var union = CGRect.null
    private var minX = CGFloat.infinity, minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    /// No frame yet: the union is null.
    init() {}

    /// Adds `frame` (a null rectangle adds nothing).
    mutating func add(_ frame: CGRect) {
        guard !frame.isNull else { return }
        union = union.union(frame)
        minX = min(minX, frame.minX)
        minY = min(minY, frame.minY)
        maxX = max(maxX, frame.maxX)
        maxY = max(maxY, frame.maxY)
    }

    /// The union of the frames added; null when none was.
    var frame: CGRect {
        if union.isNull || [minX, minY, maxX, maxY].allSatisfy(\.isFinite) { return union }
        return CGRect(x: minX, y: minY, width: maxX == minX ? 0 : maxX - minX, height: maxY == minY ? 0 : maxY - minY)
    }

    /// The union of the frames added; `.zero` when none was (a layout's or a snapshot's
    /// empty union).
    var frameOrZero: CGRect {
        let frame = frame
        return frame.isNull ? .zero : frame
    }

    /// The union of `frames`.
    static func of<S: Sequence>(_ frames: S) -> CGRect where S.Element == CGRect {
        var union = FrameUnion()
        for frame in frames { union.add(frame) }
        return union.frame
    }
}
