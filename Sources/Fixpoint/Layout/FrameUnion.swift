import Foundation

/// The union of frames, added one at a time: `CGRect.union`'s result while every edge is
/// finite (its bits), else the rectangle between the outermost edges. Where both edges lie at
/// the same infinity (frames placed at an infinite offset), the length is the longest frame's,
/// so one frame is its own union. `CGRect.union` keeps a union as an origin and a size, so a
/// union that reaches an infinity loses its far edge (−∞ plus an infinite width is NaN), and
/// two frames at one infinite offset make a NaN length. An edge that is NaN (a frame at −∞
/// with an infinite width) counts as unbounded.
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
    /// The longest frame along each axis.
    private var width: CGFloat = 0, height: CGFloat = 0

    /// No frame yet: the union is null.
    init() {}

    /// Adds `frame` (a null rectangle adds nothing).
    mutating func add(_ frame: CGRect) {
        guard !frame.isNull else { return }
        union = union.union(frame)
        minX = min(minX, Self.edge(frame.minX, unbounded: -.infinity))
        minY = min(minY, Self.edge(frame.minY, unbounded: -.infinity))
        maxX = max(maxX, Self.edge(frame.maxX, unbounded: .infinity))
        maxY = max(maxY, Self.edge(frame.maxY, unbounded: .infinity))
        width = max(width, frame.width)
        height = max(height, frame.height)
    }

    /// `value`, or `unbounded` when it is NaN.
    private static func edge(_ value: CGFloat, unbounded: CGFloat) -> CGFloat {
        value.isNaN ? unbounded : value
    }

    /// The union of the frames added; null when none was.
    var frame: CGRect {
        if union.isNull || (minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite) { return union }
        return CGRect(x: minX, y: minY, width: maxX == minX ? width : maxX - minX, height: maxY == minY ? height : maxY - minY)
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
