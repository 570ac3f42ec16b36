import Foundation

/// An opaque value derived from an anchor source and a particular view, resolved into a
/// reader's coordinates by `GeometryProxy[anchor]`.
///
/// Captured by the preferences phase from the view's frame in root layout coordinates and the
/// geometry effects above it; resolving applies those effects and undoes the reader's, so an
/// anchor and a reader under the same effect meet exactly (a rectangle seen through a rotation
/// is the bounding box of its corners).
public struct Anchor<Value> {
    /// The value in root layout coordinates, before the effects above the source view.
    let layoutValue: Value
    /// The effects above the source view (nil: none).
    let transform: CGAffineTransform?
    let apply: @Sendable (Value, CGAffineTransform) -> Value

    /// The value in global (drawn) coordinates.
    var globalValue: Value {
        transform.map { apply(layoutValue, $0) } ?? layoutValue
    }

    /// A type-erased geometry value that produces an anchored value of a given type.
    public struct Source {
        let capture: @Sendable (CGRect) -> Value
        let apply: @Sendable (Value, CGAffineTransform) -> Value

        func anchor(for frame: CGRect, transform: CGAffineTransform?) -> Anchor<Value> {
            Anchor(layoutValue: capture(frame), transform: transform, apply: apply)
        }
    }
}

extension Anchor.Source where Value == CGRect {
    /// The bounds of the view.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(capture: { $0 }, apply: { rect, t in rect.applying(t) })
    }

    /// A rectangle in the view's local coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(capture: { $0.origin == .zero ? r : r.offsetBy(dx: $0.minX, dy: $0.minY) },
                              apply: { rect, t in rect.applying(t) })
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A unit point of the view.
    public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(capture: { CGPoint(x: $0.minX + point.x * $0.width, y: $0.minY + point.y * $0.height) },
                               apply: { value, t in value.applying(t) })
    }

    /// A point in the view's local coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(capture: { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) },
                               apply: { value, t in value.applying(t) })
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
        if anchor.transform == nil && transform == nil {
            return anchor.apply(anchor.layoutValue, CGAffineTransform(translationX: -globalFrame.minX, y: -globalFrame.minY))
        }
        let fromGlobal = (transform ?? .identity).inverted()
            .concatenating(CGAffineTransform(translationX: -globalFrame.minX, y: -globalFrame.minY))
        return anchor.apply(anchor.layoutValue, (anchor.transform ?? .identity).concatenating(fromGlobal))
    }
}
