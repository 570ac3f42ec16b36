import Foundation

/// A normalized 2D point in a view's coordinate space; used as the anchor of
/// `LayoutSubview.place(at:anchor:proposal:)` and for anchors.
public struct UnitPoint: Hashable, Sendable {
    /// The normalized x-coordinate (0 is leading, 1 is trailing).
    public var x: CGFloat
    /// The normalized y-coordinate (0 is top, 1 is bottom).
    public var y: CGFloat

    /// Creates a unit point.
    public init(x: CGFloat = 0, y: CGFloat = 0) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The centre.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The centre of the leading edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The centre of the trailing edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The centre of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The centre of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top-leading corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top-trailing corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom-leading corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom-trailing corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The point this unit point names in a rectangle of `size`.
    package func point(in size: CGSize) -> CGPoint {
        CGPoint(x: x * size.width, y: y * size.height)
    }
}
