import Foundation

/// A shape whose outline is traced rather than filled: what `stroke(lineWidth:)` and
/// `stroke(style:)` return.
///
/// Laid out exactly like its base shape (a stroke never changes layout); recorded in the
/// snapshot as the base's outline with a stroke drawing, which renderers trace. Filling it
/// (`.fill(Color.red)`) or setting a foreground colour paints the stroke.
struct StrokedShape<Base: Shape>: Shape {
    typealias Body = Never
    let base: Base
    let style: StrokeStyle

    /// The area the stroke covers, as SwiftUI's `path(in:)` of a stroked shape returns.
    func path(in rect: CGRect) -> Path {
        base.path(in: rect).strokedPath(style)
    }

    /// The base shape's size: the stroke draws half its width outside the frame.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        base.sizeThatFits(proposal)
    }
}

/// A shape the snapshot records as its base's outline plus a stroke.
protocol StrokedOutline {
    /// The stroke traced along the outline.
    var strokeStyle: StrokeStyle { get }
    /// The base shape's outline in `rect`.
    func baseKind(in rect: CGRect) -> ShapeKind
}

extension StrokedShape: StrokedOutline {
    var strokeStyle: StrokeStyle { style }
    func baseKind(in rect: CGRect) -> ShapeKind { base.shapeKind(in: rect) }
}

extension StrokedShape: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) {
        mountFilled(node, in: graph)
    }
}

extension Shape {
    /// Returns a new shape that is a stroked copy of `self` with line width `lineWidth` and
    /// the other stroke properties at their defaults.
    public func stroke(lineWidth: CGFloat = 1) -> some Shape {
        StrokedShape(base: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Returns a new shape that is a stroked copy of `self`, using `style` for the stroke.
    public func stroke(style: StrokeStyle) -> some Shape {
        StrokedShape(base: self, style: style)
    }

    /// Traces the outline of this shape with a colour or gradient.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        FilledShape(shape: StrokedShape(base: self, style: StrokeStyle(lineWidth: lineWidth)), style: content)
    }

    /// Traces the outline of this shape with a colour or gradient and a stroke style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        FilledShape(shape: StrokedShape(base: self, style: style), style: content)
    }
}

extension InsettableShape {
    /// Returns a view that is the result of insetting `self` by `style.lineWidth / 2`, stroking
    /// the resulting shape with `style`, and then filling with `content`: the stroke stays
    /// inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> some View {
        FilledShape(shape: StrokedShape(base: inset(by: style.lineWidth / 2), style: style), style: content)
    }

    /// Returns a view that is the result of filling the `lineWidth`-sized border (inner stroke)
    /// of `self` with `content`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Returns a view that is the result of insetting `self` by `style.lineWidth / 2` and
    /// stroking it with `style`, in the foreground style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
    }

    /// Returns a view that is the result of filling the `lineWidth`-sized border (inner stroke)
    /// of `self` with the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// A shape that wraps another (stroked, inset, trimmed): its node takes the innermost shape's
/// name, so a stroked `Circle` is still a `Circle` node.
protocol ShapeWrapper {
    /// The wrapped shape.
    var wrappedShape: any Shape { get }
}

extension StrokedShape: ShapeWrapper {
    var wrappedShape: any Shape { base }
}

