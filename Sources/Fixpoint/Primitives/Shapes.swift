import Foundation

/// A 2D shape that you can use when drawing a view: the built-in shapes, `Path`, and your own
/// types that describe their outline with `path(in:)`.
///
/// Shapes are layout elements sized by `sizeThatFits(_:)` (by default they take the proposal,
/// nil → 10); the snapshot records their outline in their frame, which the renderers fill.
public protocol Shape: View, ShapeStyle {
    /// The outline of the shape in `rect`; called when a snapshot is taken, with the frame.
    func path(in rect: CGRect) -> Path
    /// The size of the shape for `proposal`; called by the layout phase.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    /// Shapes take the size they are offered; an unspecified dimension becomes 10.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// A custom shape shows itself: its body is the shape filled with the foreground style.
    public var body: _ShapeView<Self> {
        _ShapeView(shape: self)
    }
}

/// The body of a custom shape: the shape as a layout element filled with the foreground style.
///
/// Mounted by the bodies phase when a custom shape's body is evaluated; it keeps no state.
public struct _ShapeView<Content: Shape>: View {
    /// The shape shown.
    public let shape: Content
    /// `_ShapeView` is primitive.
    public typealias Body = Never
}

extension _ShapeView: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) {
        FilledShape.mount(shape, style: nil, name: "_ShapeView", node: node, graph: graph)
    }
}

/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: Shape, Equatable {
    /// Creates a rectangle.
    public init() {}
    /// The rectangle itself.
    public func path(in rect: CGRect) -> Path { Path(rect) }
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
    /// The rectangle with its corners rounded.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize) }
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
    /// The rectangle with its short sides made semicircles.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }
    /// `Capsule` is primitive.
    public typealias Body = Never
}

/// A circle centred on the frame of the view containing it.
public struct Circle: Shape, Equatable {
    /// Creates a circle.
    public init() {}
    /// The circle in the largest square centred in `rect`.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    /// `Circle` is primitive.
    public typealias Body = Never
}

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: Shape, Equatable {
    /// Creates an ellipse.
    public init() {}
    /// The ellipse inscribed in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    /// `Ellipse` is primitive.
    public typealias Body = Never
}

extension Shape {
    /// Fills this shape with a colour or gradient.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        FilledShape(shape: self, style: content, fillStyle: style)
    }

    /// Fills this shape with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> some View {
        FilledShape(shape: self, style: nil, fillStyle: style)
    }

    /// The outline the snapshot records for the shape in `rect`: a built-in kind, or the path
    /// of any other shape (custom shapes, `Path`, inset and trimmed shapes).
    func shapeKind(in rect: CGRect) -> ShapeKind {
        switch self {
        case is Rectangle: .rectangle
        case let shape as RoundedRectangle: .roundedRectangle(cornerRadius: shape.cornerSize.width)
        case is Capsule: .capsule
        case is Circle: .circle
        case is Ellipse: .ellipse
        case let stroked as any StrokedOutline: stroked.baseKind(in: rect)
        case let erased as AnyShape: erased.base.shapeKind(in: rect)
        default: .path(path(in: rect))
        }
    }
}

/// A shape filled (or, for a stroked shape, stroked) with a given style; `nil` is the
/// environment's foreground.
struct FilledShape<S: Shape>: BuiltinView {
    typealias Body = Never
    let shape: S
    var style: (any ShapeStyle)?
    var fillStyle = FillStyle()
    /// The node's name; by default the shape's type name, looking through wrappers (a stroked
    /// `Circle` is still a `Circle` node).
    var name: String?

    init(shape: S, style: (any ShapeStyle)?, fillStyle: FillStyle = FillStyle(), name: String? = nil) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.name = name
    }

    /// The same shape lays out the same; its style only changes what is drawn (the snapshot is
    /// rebuilt from the behaviour after every pass).
    func hasSameLayoutInputs(as old: any View) -> Bool {
        isSameType(as: old) { old in name == old.pointee.name && ValueComparison.isEqual(shape, old.pointee.shape) }
    }

    func mount(_ node: ViewNode, in graph: ViewGraph) {
        Self.mount(shape, style: style, name: name, node: node, graph: graph)
    }

    /// Makes `node` the element of `shape` filled with `style` (nil: the environment's
    /// foreground) and named `name` (nil: the shape's name).
    ///
    /// Called by the bodies phase when a shape mounts. Static so that a plain shape
    /// (`Rectangle()`) passes a nil style the optimiser folds, rather than building a
    /// `FilledShape` whose optional existential is copied and destroyed through the runtime.
    @inline(__always)
    static func mount(_ shape: S, style: (any ShapeStyle)?, name: String?, node: ViewNode, graph: ViewGraph) {
        // A plain shape of a type without stored properties (`Rectangle()`), once its type's
        // first node mounted below: its nodes share the behaviour and the name that mount gave
        // the type, and nothing else is asked.
        if style == nil, name == nil, MemoryLayout<S>.size == 0, node.viewType == ObjectIdentifier(S.self),
           let shared = node.typeRecord.sharedBehavior {
            node.becomeElement(sharing: shared)
            return
        }
        let facts = graph.shapeFacts(of: shape, for: node)
        let shapeName = name ?? (facts.conformances.contains(.shapeWrapper) ? graph.shapeName(of: shape) : facts.name)
        let stroke = facts.conformances.contains(.strokedOutline) ? (shape as? any StrokedOutline)?.strokeStyle : nil
        if style == nil, stroke == nil, MemoryLayout<S>.size == 0 {
            // Every value of a shape type without stored properties lays out and draws alike:
            // the type's nodes share one behaviour.
            node.becomeElement(shapeName, sharingBehavior: { ShapeBehavior(shared: true, shape: shape) })
            return
        }
        var behavior = node.becomeElement(shapeName, ShapeBehavior.self) { ShapeBehavior(shared: false) }
        if behavior.isShared {
            behavior = ShapeBehavior(shared: false)
            node.behavior = behavior
        }
        behavior.outline = { shape.shapeKind(in: $0) }
        behavior.sizing = { shape.sizeThatFits($0) }
        behavior.setPaint(style: style, stroke: stroke)
    }
}

extension Shape {
    /// Mounts this shape as `node`'s element, filled with the environment's foreground.
    ///
    /// Called by the bodies phase from each built-in shape's `mount(_:in:)`.
    func mountFilled(_ node: ViewNode, in graph: ViewGraph) {
        FilledShape.mount(self, style: nil, name: nil, node: node, graph: graph)
    }
}

extension Path: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) { mountFilled(node, in: graph) }
}

extension Rectangle: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) { mountFilled(node, in: graph) }
}

extension RoundedRectangle: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) { mountFilled(node, in: graph) }
}

extension Capsule: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) { mountFilled(node, in: graph) }
}

extension Circle: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) { mountFilled(node, in: graph) }
}

extension Ellipse: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) { mountFilled(node, in: graph) }
}

/// Sizing and drawing of colours, gradients and shapes: they take the proposal, nil replaced
/// by 10 (a shape may size itself), and draw their outline filled or stroked.
final class ShapeBehavior: DefaultLeafBehavior {
    /// The outline in a frame; a colour is a rectangle.
    var outline: (CGRect) -> ShapeKind = { _ in .rectangle }
    /// The shape's `sizeThatFits`; a colour takes the proposal.
    var sizing: (ProposedViewSize) -> CGSize = { $0.replacingUnspecifiedDimensions() }
    /// The style and stroke, when either is set (`setPaint(style:stroke:)`): kept apart, because
    /// most shapes (and every colour) have neither, and a behaviour per shape leaf would
    /// otherwise carry 90 bytes of empty style and stroke.
    private var paint: ShapePaint?
    /// The fill (or stroke) style; `nil` is the environment's foreground.
    var style: (any ShapeStyle)? { paint?.style }
    /// For a stroked shape, the stroke; the outline is then traced, not filled.
    var stroke: StrokeStyle? { paint?.stroke }

    /// Whether the behaviour is its view type's shared one (`ViewTypeRecord.sharedBehavior`):
    /// then it is never changed, and a node that needs its own makes a new one.
    let isShared: Bool

    /// A colour's behaviour, or one whose outline, sizing and paint its mounts set.
    init(shared: Bool) {
        isShared = shared
    }

    /// The behaviour of `shape`'s type, drawn filled with the foreground style.
    convenience init<S: Shape>(shared: Bool, shape: S) {
        self.init(shared: shared)
        outline = { shape.shapeKind(in: $0) }
        sizing = { shape.sizeThatFits($0) }
    }

    /// Sets the fill (or stroke) style and the stroke (bodies phase, at each mount).
    func setPaint(style: (any ShapeStyle)?, stroke: StrokeStyle?) {
        assert(!isShared, "a shared behaviour never changes")
        paint = style == nil && stroke == nil ? nil : ShapePaint(style: style, stroke: stroke)
    }

    /// A shape's style and stroke.
    private final class ShapePaint {
        let style: (any ShapeStyle)?
        let stroke: StrokeStyle?

        init(style: (any ShapeStyle)?, stroke: StrokeStyle?) {
            self.style = style
            self.stroke = stroke
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        let size = sizing(proposal)
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            return context.sanitize(size, proposal: proposal, what: "sizeThatFits")
        }
        return size
    }

    override func drawingContent(_ content: ElementContent, frame: CGRect) -> Drawing.Content {
        // A colour shown as a view paints itself; gradients set `style` when they mount.
        let paint = (content.view as? Color).map { Drawing.Paint.color($0.rgba) } ?? content.environment.resolvePaint(style, in: frame)
        let kind = outline(frame)
        if var stroke {
            // A width no outline can have (NaN, ∞, negative) draws nothing, like a zero width.
            if !stroke.lineWidth.isFinite || stroke.lineWidth < 0 { stroke.lineWidth = 0 }
            if !stroke.dashPhase.isFinite { stroke.dashPhase = 0 }
            stroke.dash = stroke.dash.map { $0.isFinite && $0 >= 0 ? $0 : 0 }
            if !stroke.miterLimit.isFinite { stroke.miterLimit = 10 }
            return .stroke(kind, Drawing.Stroke(paint: paint, style: stroke))
        }
        switch paint {
        case let .color(color): return .shape(kind, fill: color)
        case let .gradient(gradient): return .gradient(kind, gradient)
        }
    }
}
