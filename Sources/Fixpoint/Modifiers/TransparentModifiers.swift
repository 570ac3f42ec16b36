import Foundation

/// Modifiers that take no part in layout: environment writers, `hidden()`, layout traits and
/// drawing-only effects. They are folded into the content: its environment, its traits, or the
/// drawing recorded for renderers.
extension EnvironmentWritingModifier: BuiltinModifier {
    var distributesOverLists: Bool { false }

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        node.role = .transparent
        node.name = name
        var environment = node.environment
        apply(&environment)
        graph.reconcileChild(of: node, view: content, environment: environment)
    }
}

/// `layoutPriority(_:)` and `layoutValue(key:value:)`: traits carried to the container.
struct TraitModifier: BuiltinModifier {
    let apply: (inout LayoutTraits) -> Void

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        node.role = .transparent
        node.name = "trait"
        var traits = LayoutTraits()
        apply(&traits)
        if let priority = traits.priority, priority.isNaN {
            // NaN orders nothing: a stack could not group its children by priority.
            graph.recorder.diagnose(.invalidLayoutInput, node: node,
                                    message: "layoutPriority(nan) is not a number; the priority 0 is used instead.")
            traits.priority = 0
        }
        node.traits = traits
        graph.reconcileChild(of: node, view: content, environment: node.environment)
    }
}

/// `hidden()`: the content still lays out and still produces preferences, but is not drawn.
struct HiddenModifier: BuiltinModifier, Equatable {
    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        node.role = .transparent
        node.name = "hidden"
        var environment = node.environment
        environment.isHidden = true
        graph.reconcileChild(of: node, view: content, environment: environment)
    }
}

/// A drawing-only effect recorded on the content's snapshot.
enum DrawingEffect {
    case cornerRadius(CGFloat)
    case clipShape((CGRect) -> ShapeKind)
    case border(RGBAColor, CGFloat)
    case opacity(Double)
    case shadow(Drawing.Shadow)

    /// Records the effect on `drawing`, the drawing of a node whose frame is `frame`.
    func apply(to drawing: inout Drawing, frame: CGRect) {
        switch self {
        case .cornerRadius(let radius): drawing.cornerRadius = radius
        case .clipShape(let outline): drawing.clipShape = outline(frame)
        case .border(let color, let width): drawing.border = Drawing.Border(color: color, width: width)
        case .opacity(let value): drawing.opacity *= value
        case .shadow(let shadow): drawing.shadow = shadow
        }
    }
}

/// The modifier behind the drawing-only effects.
struct DrawingModifier: BuiltinModifier {
    let effect: DrawingEffect
    let name: String

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        node.role = .transparent
        node.name = name
        node.drawingEffect = effect
        graph.reconcileChild(of: node, view: content, environment: node.environment)
    }
}

// Drawing modifiers ignore a NaN value (opacity 1, radius, width and offsets 0) and clamp
// opacity to 0...1, so snapshots never hold NaN (0 × ∞ opacities included); infinite radii and
// widths are kept and drawn as the renderers can.
extension View {
    /// Hides this view unconditionally: it still takes part in layout and in preferences.
    public func hidden() -> some View {
        modifier(HiddenModifier())
    }

    /// Clips this view to its bounding frame, with the specified corner radius.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(DrawingModifier(effect: .cornerRadius(radius.isNaN ? 0 : radius), name: "cornerRadius"))
    }

    /// Sets a clipping shape for this view.
    public func clipShape<S: Shape>(_ shape: S) -> some View {
        modifier(DrawingModifier(effect: .clipShape { shape.shapeKind(in: $0) }, name: "clipShape"))
    }

    /// Clips this view to its bounding rectangular frame.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(DrawingModifier(effect: .clipShape { _ in .rectangle }, name: "clipped"))
    }

    /// Adds a border to this view with the specified style and width.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        modifier(DrawingModifier(effect: .border((content.resolvedColor ?? .primary).rgba, width.isNaN ? 0 : width), name: "border"))
    }

    /// Sets the transparency of this view.
    public func opacity(_ opacity: Double) -> some View {
        modifier(DrawingModifier(effect: .opacity(opacity.isNaN ? 1 : min(max(opacity, 0), 1)), name: "opacity"))
    }

    /// Adds a shadow to this view.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(DrawingModifier(effect: .shadow(Drawing.Shadow(color: color.rgba, radius: radius.isNaN ? 0 : radius, x: x.isNaN ? 0 : x, y: y.isNaN ? 0 : y)), name: "shadow"))
    }
}
