import Foundation

/// A 2D shape that you can use when drawing a view; Fixpoint provides the built-in shapes
/// (custom `path(in:)` shapes are not drawn).
///
/// Shapes are layout elements that take the proposal (nil → 10) and record their outline.
public protocol Shape: View, ShapeStyle {}

/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: Shape, Equatable {
    /// Creates a rectangle.
    public init() {}
    /// `Rectangle` is primitive.
    public typealias Body = Never
}

/// A rectangular shape with rounded corners.
public struct RoundedRectangle: Shape, Equatable {
    /// The corner radius.
    public var cornerSize: CGSize
    /// Creates a rounded rectangle with the given corner radius.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }
    /// Creates a rounded rectangle with the given corner size.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
    }
    /// `RoundedRectangle` is primitive.
    public typealias Body = Never
}

/// Defines the shape of a rounded rectangle's corners (recorded; drawn as circular).
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle rounded rect corners.
    case circular
    /// Continuous curvature rounded rect corners.
    case continuous
}

/// A capsule shape aligned inside the frame of the view containing it.
public struct Capsule: Shape, Equatable {
    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) {}
    /// `Capsule` is primitive.
    public typealias Body = Never
}

/// A circle centred on the frame of the view containing it.
public struct Circle: Shape, Equatable {
    /// Creates a circle.
    public init() {}
    /// `Circle` is primitive.
    public typealias Body = Never
}

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: Shape, Equatable {
    /// Creates an ellipse.
    public init() {}
    /// `Ellipse` is primitive.
    public typealias Body = Never
}

extension Shape {
    /// Fills this shape with a colour or style.
    public func fill<S: ShapeStyle>(_ content: S) -> some View {
        FilledShape(shape: self, fill: content.resolvedColor)
    }

    var shapeKind: ShapeKind {
        switch self {
        case let shape as RoundedRectangle: .roundedRectangle(cornerRadius: shape.cornerSize.width)
        case is Capsule: .capsule
        case is Circle: .circle
        case is Ellipse: .ellipse
        default: .rectangle
        }
    }
}

/// A shape filled with a given style.
struct FilledShape<S: Shape>: BuiltinView {
    typealias Body = Never
    let shape: S
    let fill: Color?

    func mount(_ node: ViewNode, in graph: ViewGraph) {
        let behavior = node.becomeElement(graph.typeName(of: shape), ShapeBehavior.self) { ShapeBehavior() }
        behavior.kind = shape.shapeKind
        behavior.fill = fill
    }
}

extension Rectangle: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) { FilledShape(shape: self, fill: nil).mount(node, in: graph) }
}

extension RoundedRectangle: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) { FilledShape(shape: self, fill: nil).mount(node, in: graph) }
}

extension Capsule: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) { FilledShape(shape: self, fill: nil).mount(node, in: graph) }
}

extension Circle: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) { FilledShape(shape: self, fill: nil).mount(node, in: graph) }
}

extension Ellipse: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) { FilledShape(shape: self, fill: nil).mount(node, in: graph) }
}

/// Sizing and drawing of colours and shapes: they take the proposal, nil replaced by 10.
final class ShapeBehavior: ElementBehavior {
    var kind: ShapeKind = .rectangle
    var fill: Color?

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func drawingContent(node: ViewNode) -> Drawing.Content {
        let color: Color = (node.view as? Color) ?? fill ?? node.environment.foregroundColor ?? .primary
        return .shape(kind, fill: color.rgba)
    }
}
