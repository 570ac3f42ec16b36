import Foundation

/// A shape type that is able to inset itself to produce another shape.
///
/// `strokeBorder` insets the shape by half the line width and strokes the result, so the
/// stroke stays inside the frame; the inset shape lays out like the original.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// Returns `self` inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

/// A built-in shape inset by an amount: its outline drawn in the frame inset on every side
/// (a rounded rectangle's corners shrink by the amount too, as SwiftUI's do).
///
/// Built by `inset(by:)`; lays out like its base shape.
struct InsetOutline<Base: Shape>: InsettableShape {
    typealias Body = Never
    let base: Base
    let amount: CGFloat

    func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(dx: amount, dy: amount)
        guard inner.width >= 0, inner.height >= 0 else { return Path() }
        if let rounded = base as? RoundedRectangle {
            let size = CGSize(width: max(rounded.cornerSize.width - amount, 0),
                              height: max(rounded.cornerSize.height - amount, 0))
            return Path(roundedRect: inner, cornerSize: size)
        }
        return base.path(in: inner)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        base.sizeThatFits(proposal)
    }

    func inset(by amount: CGFloat) -> InsetOutline<Base> {
        InsetOutline(base: base, amount: self.amount + amount)
    }
}

extension InsetOutline: ShapeWrapper {
    var wrappedShape: any Shape { base }
}

extension InsetOutline: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) {
        mountFilled(node, in: graph)
    }
}

extension Rectangle: InsettableShape {
    /// Returns the rectangle inset by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetOutline(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    /// Returns the rounded rectangle inset by `amount`; its corner radius shrinks by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetOutline(base: self, amount: amount) }
}

extension Capsule: InsettableShape {
    /// Returns the capsule inset by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetOutline(base: self, amount: amount) }
}

extension Circle: InsettableShape {
    /// Returns the circle inset by `amount` (its radius shrinks by `amount`).
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetOutline(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    /// Returns the ellipse inset by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetOutline(base: self, amount: amount) }
}
