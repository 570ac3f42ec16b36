import Foundation

/// `scaleEffect`, `rotationEffect`, `transformEffect` and `rotation3DEffect`: a transform applied
/// to how the content is drawn, never to layout (reference part 2 §6.2).
///
/// Mounted as a layout element that reports its content's size and places it in its own frame;
/// the layout phase places the content under the effect's matrix (`LayoutEngine.withEffect`), so
/// the content's drawn frame, the global frames its GeometryReaders see and its anchors move,
/// while the effect's own frame, its siblings and its parent do not.
struct GeometryEffectModifier: UnaryLayoutModifier, Equatable {
    /// Which effect, with its parameters.
    enum Kind: Equatable {
        /// `scaleEffect`: scale factors about an anchor.
        case scale(CGSize, anchor: UnitPoint)
        /// `rotationEffect`: a rotation about an anchor.
        case rotation(Angle, anchor: UnitPoint)
        /// `transformEffect`: a matrix relative to the content's top-leading corner.
        case transform(CGAffineTransform)
        /// `rotation3DEffect`: a rotation about a 3D axis through an anchor, projected
        /// orthographically (perspective and `anchorZ` are kept but do not change the matrix).
        case rotation3D(Angle, axisX: CGFloat, axisY: CGFloat, axisZ: CGFloat, anchor: UnitPoint,
                        anchorZ: CGFloat, perspective: CGFloat)
    }

    let kind: Kind

    var name: String {
        switch kind {
        case .scale: "scaleEffect"
        case .rotation: "rotationEffect"
        case .transform: "transformEffect"
        case .rotation3D: "rotation3DEffect"
        }
    }

    var elementName: String { name }

    /// Its matrix is computed in root coordinates.
    var positionDependence: PositionDependence { .always }

    /// The content goes in the effect's frame, under the effect's matrix.
    func place(_ child: LayoutChild, at placement: ChildPlacement, in frame: CGRect, context: LayoutContext) {
        let (matrix, problem) = matrix(in: frame)
        if let problem {
            context.diagnose(.invalidLayoutInput, problem)
        }
        context.withEffect(matrix ?? .identity) {
            context.place(child, at: frame.origin, proposal: placement.proposal)
        }
    }

    /// The smallest scale used instead of 0, so that the matrix stays invertible (OpenSwiftUI's
    /// `√(2·leastNormalMagnitude)`).
    static let smallestScale = CGFloat((2 * Double.leastNormalMagnitude).squareRoot())

    /// The effect's matrix for content laid out in `frame` (root layout coordinates), or nil
    /// with the reason when it cannot be used (not finite, or singular).
    func matrix(in frame: CGRect) -> (matrix: CGAffineTransform?, problem: String?) {
        func point(_ anchor: UnitPoint) -> CGPoint {
            CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        }
        func about(_ p: CGPoint, _ t: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(translationX: -p.x, y: -p.y).concatenating(t).concatenating(CGAffineTransform(translationX: p.x, y: p.y))
        }
        let local: CGAffineTransform
        switch kind {
        case .scale(let scale, let anchor):
            func usable(_ s: CGFloat) -> CGFloat { s == 0 ? Self.smallestScale : s }
            local = about(point(anchor), CGAffineTransform(scaleX: usable(scale.width), y: usable(scale.height)))
        case .rotation(let angle, let anchor):
            local = about(point(anchor), CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
        case .transform(let t):
            local = about(frame.origin, t)
        case .rotation3D(let angle, let x, let y, let z, let anchor, _, _):
            let length = (x * x + y * y + z * z).squareRoot()
            guard length > 0, length.isFinite else { return (nil, "rotation3DEffect has no usable axis; ignoring it.") }
            let (ux, uy, uz) = (x / length, y / length, z / length)
            let c = CGFloat(cos(angle.radians)), s = CGFloat(sin(angle.radians)), t = 1 - c
            // The rotation's 3×3 matrix applied to (x, y, 0), the z it gives dropped.
            let r00 = t * ux * ux + c, r01 = t * ux * uy - s * uz
            let r10 = t * ux * uy + s * uz, r11 = t * uy * uy + c
            local = about(point(anchor), CGAffineTransform(a: r00, b: r10, c: r01, d: r11, tx: 0, ty: 0))
        }
        let entries = [local.a, local.b, local.c, local.d, local.tx, local.ty]
        guard entries.allSatisfy(\.isFinite) else {
            return (nil, "\(name) has a non-finite value; ignoring it.")
        }
        let determinant = local.a * local.d - local.b * local.c
        guard determinant != 0, determinant.isFinite else { return (nil, "ignoring singular matrix") }
        return (local, nil)
    }
}

extension View {
    /// Scales this view's rendered output by the given vertical and horizontal size amounts,
    /// relative to an anchor point.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(GeometryEffectModifier(kind: .scale(scale, anchor: anchor)))
    }

    /// Scales this view's rendered output by the given amount in both the horizontal and
    /// vertical directions, relative to an anchor point.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        modifier(GeometryEffectModifier(kind: .scale(CGSize(width: s, height: s), anchor: anchor)))
    }

    /// Scales this view's rendered output by the given horizontal and vertical amounts, relative
    /// to an anchor point.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        modifier(GeometryEffectModifier(kind: .scale(CGSize(width: x, height: y), anchor: anchor)))
    }

    /// Rotates a view's rendered output in two dimensions around the specified point.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(GeometryEffectModifier(kind: .rotation(angle, anchor: anchor)))
    }

    /// Applies an affine transformation to this view's rendered output, relative to its
    /// top-leading corner.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(GeometryEffectModifier(kind: .transform(transform)))
    }

    /// Renders a view's content as if it's rotated in three dimensions around the specified
    /// axis (approximated: projected orthographically, without perspective).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                 anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                                 perspective: CGFloat = 1) -> some View {
        modifier(GeometryEffectModifier(kind: .rotation3D(angle, axisX: axis.x, axisY: axis.y, axisZ: axis.z,
                                                          anchor: anchor, anchorZ: anchorZ, perspective: perspective)))
    }
}
