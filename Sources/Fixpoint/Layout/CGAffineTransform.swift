import Foundation

// Core Graphics' affine transform, which Foundation does not provide off Apple platforms. Where
// CoreGraphics exists (Apple platforms) its own type is used and this one is not compiled; a
// type cannot be tested for with `#if`, so should a future Foundation on Linux define it, this
// file must gain that toolchain's `#if compiler(<…)` guard (the README's fidelity notes say so).
#if !canImport(CoreGraphics)

/// An affine transformation matrix for use in drawing 2D graphics (Core Graphics' type).
///
/// Row-vector convention, as Core Graphics: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty). Used by the layout phase for geometry effects; a value
/// type, so it never changes under its holder.
public struct CGAffineTransform: Hashable, Sendable {
    /// The entry at position [1,1] in the matrix.
    public var a: CGFloat
    /// The entry at position [1,2] in the matrix.
    public var b: CGFloat
    /// The entry at position [2,1] in the matrix.
    public var c: CGFloat
    /// The entry at position [2,2] in the matrix.
    public var d: CGFloat
    /// The entry at position [3,1] in the matrix.
    public var tx: CGFloat
    /// The entry at position [3,2] in the matrix.
    public var ty: CGFloat

    /// Creates an affine transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Creates an affine transform from its six entries, in Core Graphics' unlabelled order.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The identity transform.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// A transform that translates by (tx, ty).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales by (sx, sy).
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians (clockwise on screen, where y points down).
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(Foundation.cos(Double(angle)))
        let sine = CGFloat(Foundation.sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether the transform is the identity.
    public var isIdentity: Bool { self == .identity }

    /// The transform that applies `self`, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t2.a + b * t2.c,
                          b: a * t2.b + b * t2.d,
                          c: c * t2.a + d * t2.c,
                          d: c * t2.b + d * t2.d,
                          tx: tx * t2.a + ty * t2.c + t2.tx,
                          ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// This transform preceded by a translation by (tx, ty).
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// This transform preceded by a scale by (sx, sy).
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// This transform preceded by a rotation by `angle` radians.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform; a transform that cannot be inverted is returned unchanged (as
    /// Core Graphics does).
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let ia = d / determinant
        let ib = -b / determinant
        let ic = -c / determinant
        let id = a / determinant
        return CGAffineTransform(a: ia, b: ib, c: ic, d: id,
                                 tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }
}

extension CGPoint {
    /// The point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size transformed by `t`, ignoring its translation (components may be negative).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle that contains the four transformed corners of this rectangle
    /// (a null rectangle stays null).
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        if t.b == 0 && t.c == 0 {
            // Scales and translations keep rectangles rectangles: no corner arithmetic.
            let origin = CGPoint(x: minX, y: minY).applying(t)
            return CGRect(x: origin.x, y: origin.y, width: width * t.a, height: height * t.d).standardized
        }
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                       CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)].map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!, maxX = xs.max()!, minY = ys.min()!, maxY = ys.max()!
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

#endif
