import Foundation

/// An opaque value derived from an anchor source and a particular view, resolved into a
/// reader's coordinates by `GeometryProxy[anchor]`.
///
/// Captured by the preferences phase from the view's frame in root coordinates.
public struct Anchor<Value> {
    let globalValue: Value
    let convert: @Sendable (Value, CGPoint) -> Value

    /// A type-erased geometry value that produces an anchored value of a given type.
    public struct Source {
        let capture: @Sendable (CGRect) -> Value
        let convert: @Sendable (Value, CGPoint) -> Value

        func anchor(for frame: CGRect) -> Anchor<Value> {
            Anchor(globalValue: capture(frame), convert: convert)
        }
    }
}

extension Anchor.Source where Value == CGRect {
    /// The bounds of the view.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(capture: { $0 }, convert: { rect, origin in rect.offsetBy(dx: -origin.x, dy: -origin.y) })
    }

    /// A rectangle in the view's local coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(capture: { $0.origin == .zero ? r : r.offsetBy(dx: $0.minX, dy: $0.minY) },
                              convert: { rect, origin in rect.offsetBy(dx: -origin.x, dy: -origin.y) })
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A unit point of the view.
    public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(capture: { CGPoint(x: $0.minX + point.x * $0.width, y: $0.minY + point.y * $0.height) },
                               convert: { value, origin in CGPoint(x: value.x - origin.x, y: value.y - origin.y) })
    }

    /// A point in the view's local coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(capture: { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) },
                               convert: { value, origin in CGPoint(x: value.x - origin.x, y: value.y - origin.y) })
    }

    /// The top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The centre of the top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The centre of the leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The centre of the trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The centre of the bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor.Source: Sendable where Value: Sendable {}

extension Anchor: Equatable where Value: Equatable {
    /// Anchors are equal when they mark the same place in root coordinates.
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
        lhs.globalValue == rhs.globalValue
    }
}

extension GeometryProxy {
    /// Resolves the value of an anchor into the container's coordinate space.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.convert(anchor.globalValue, globalFrame.origin)
    }
}
