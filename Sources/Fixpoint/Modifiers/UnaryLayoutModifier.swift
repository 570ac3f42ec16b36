import Foundation

/// A built-in modifier that lays out its one content view: a unary layout. The modifier value
/// is the whole layout — it sizes itself around its child and says where the child goes,
/// seeing the child only through a `UnaryLayoutChild` and the rest of the update through a
/// `UnaryLayoutContext`.
///
/// The bodies phase mounts it (the default `mount(content:into:in:)`) as an element whose
/// behaviour, the one generic `UnaryLayoutBehavior<Self>`, holds the mounted value; the layout
/// phase calls the value's methods. An Equatable modifier whose value is unchanged keeps its
/// behaviour and the node's layout memo.
protocol UnaryLayoutModifier: BuiltinModifier {
    /// The element's name in snapshots and traces.
    var elementName: String { get }
    /// The proposal the child gets for the modifier's `proposal`; the same by default.
    func childProposal(_ proposal: ProposedViewSize, child: UnaryLayoutChild) -> ProposedViewSize
    /// The modifier's size for `proposal`; by default the child's for `childProposal`.
    func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryLayoutChild?, context: UnaryLayoutContext) -> CGSize
    /// Where the child goes in the modifier's frame of `size`, for the modifier's `proposal`;
    /// by default proposed `childProposal` at the top-leading corner.
    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: UnaryLayoutChild) -> ChildPlacement
    /// Places the child where `placement` says inside `frame` (the modifier's, root
    /// coordinates); a modifier that places under an effect or a safe-area element wraps it.
    func place(_ child: UnaryLayoutChild, at placement: ChildPlacement, in frame: CGRect, context: UnaryLayoutContext)
    /// Whether the modifier resets the spacing of its edges to a plain view's (frames,
    /// padding) instead of passing its child's through (the default).
    var resetsSpacing: Bool { get }
    /// The guide the modifier gives an explicit value of its own (`alignmentGuide`), if any;
    /// every other guide is the child's, moved by its placement.
    var ownGuide: AlignmentKey? { get }
    /// The modifier's value for `ownGuide`, given the child's dimensions for the modifier's proposal.
    func ownGuideValue(child: ViewDimensions, context: UnaryLayoutContext) -> CGFloat
    /// How much the modifier's placement reads its root position.
    var positionDependence: PositionDependence { get }
    /// Which proposal dimensions the modifier's size ignores, given its content's (none by
    /// default: a modifier declares only what holds for its whole size).
    func proposalInsensitivity(child: ProposalInsensitivity) -> ProposalInsensitivity
    /// Whether `other` lays out as this value does (`==` for Equatable modifiers; false
    /// otherwise), so a re-mount keeps the node's behaviour.
    func isSameLayout(as other: Self) -> Bool
}

extension UnaryLayoutModifier {
    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        mountUnaryLayout(self, content: content, node: node, graph: graph)
    }

    /// Mounts `value` (this modifier, possibly adjusted) as the node's unary layout: the
    /// behaviour holds the value immutably, so a changed value gets a new behaviour.
    func mountUnaryLayout(_ value: Self, content: any View, node: ViewNode, graph: ViewGraph) {
        var made = false
        let behavior = node.becomeElement(value.elementName, UnaryLayoutBehavior<Self>.self) {
            made = true
            return UnaryLayoutBehavior(value)
        }
        if !made && !behavior.modifier.isSameLayout(as: value) { node.behavior = UnaryLayoutBehavior(value) }
        graph.reconcileChild(of: node, view: content, environment: node.environment)
    }

    func isSameLayout(as other: Self) -> Bool { false }

    func childProposal(_ proposal: ProposedViewSize, child: UnaryLayoutChild) -> ProposedViewSize { proposal }

    func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryLayoutChild?, context: UnaryLayoutContext) -> CGSize {
        child.map { $0.sizeThatFits(childProposal(proposal, child: $0)) } ?? .zero
    }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: UnaryLayoutChild) -> ChildPlacement {
        ChildPlacement(proposal: childProposal(proposal, child: child), origin: .zero)
    }

    func place(_ child: UnaryLayoutChild, at placement: ChildPlacement, in frame: CGRect, context: UnaryLayoutContext) {
        context.place(child, placement, in: frame)
    }

    var resetsSpacing: Bool { false }
    var ownGuide: AlignmentKey? { nil }
    func ownGuideValue(child: ViewDimensions, context: UnaryLayoutContext) -> CGFloat { 0 }
    var positionDependence: PositionDependence { .none }
    func proposalInsensitivity(child: ProposalInsensitivity) -> ProposalInsensitivity { .none }
}

extension UnaryLayoutModifier where Self: Equatable {
    func isSameLayout(as other: Self) -> Bool { self == other }
}

/// Placement of the one content element of a unary layout modifier: the proposal it gets and
/// where its top-leading corner goes, relative to the modifier's own frame.
struct ChildPlacement {
    var proposal: ProposedViewSize
    var origin: CGPoint
}

/// The content of a unary layout modifier as the modifier sees it while laid out: its sizes and
/// guides for a proposal (memoised by the engine). Made for one layout call.
struct UnaryLayoutChild {
    // Unretained: a proxy lives for one call, while the engine holds the node.
    fileprivate unowned(unsafe) let node: ViewNode
    fileprivate unowned(unsafe) let engine: LayoutEngine

    /// The child's size for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        engine.size(of: node, proposal: proposal)
    }

    /// The child's dimensions (size and guides, explicit ones included) for `proposal`.
    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        engine.dimensions(of: node, proposal: proposal)
    }

    /// The top-leading corner that aligns the child, proposed `proposal`, in a frame of `size`
    /// by `alignment` (reference "alignment in frames": frame guide minus child guide).
    func origin(aligning alignment: Alignment, in size: CGSize, proposal: ProposedViewSize) -> CGPoint {
        engine.alignedOrigin(of: node, proposal: proposal, in: size, alignment: alignment)
    }
}

/// What a unary layout modifier may use of the update besides its child: its environment,
/// diagnostics, user code run as its node's reader, the safe area, and placement under an
/// effect or a safe-area element. Made for one layout call.
struct UnaryLayoutContext {
    // Unretained: a context lives for one call, while the engine holds the node.
    fileprivate unowned(unsafe) let node: ViewNode
    fileprivate unowned(unsafe) let engine: LayoutEngine

    /// The modifier's environment.
    var environment: EnvironmentValues { node.environment }

    /// Records a diagnostic about the modifier's node.
    func diagnose(_ kind: Diagnostic.Kind, _ message: String) {
        engine.recorder.diagnose(kind, node: node, message: message)
    }

    /// Runs user code (a guide's closure) as the node's reader of the state it reads.
    func readingState<T>(_ body: () -> T) -> T {
        engine.readingState(as: node, body)
    }

    /// The safe-area insets a view with `frame` (root coordinates) touches (`LayoutEngine+SafeArea`).
    func safeAreaInsets(of frame: CGRect, regions: SafeAreaRegions) -> PhysicalInsets {
        engine.safeAreaInsets(of: frame, regions: regions)
    }

    /// Places `child` where `placement` puts it inside `frame` (the modifier's own frame, root
    /// coordinates).
    func place(_ child: UnaryLayoutChild, _ placement: ChildPlacement, in frame: CGRect) {
        place(child, at: CGPoint(x: frame.minX + placement.origin.x, y: frame.minY + placement.origin.y),
              proposal: placement.proposal)
    }

    /// Places `child` with its top-leading corner at `origin` (root coordinates); `mirrored`
    /// false for an origin computed from physical frames (no right-to-left mirroring).
    func place(_ child: UnaryLayoutChild, at origin: CGPoint, proposal: ProposedViewSize, mirrored: Bool = true) {
        if mirrored {
            engine.place(child.node, at: origin, proposal: proposal)
        } else {
            engine.placeUnmirrored(child.node, at: origin, proposal: proposal)
        }
    }

    /// Runs `placement` under the geometry effect `transform` (root layout coordinates).
    func withEffect(_ transform: CGAffineTransform, _ placement: () -> Void) {
        engine.withEffect(transform, placement)
    }

    /// Runs `placement` with `element` on the safe-area stack.
    func withSafeAreaElement(_ element: SafeAreaElement, _ placement: () -> Void) {
        engine.withSafeAreaElement(element, placement)
    }
}

/// The behaviour of every unary layout modifier: it holds the modifier's mounted value and
/// answers the engine by asking it, with proxies for the child and the update.
///
/// Made by the bodies phase (a mount with a new value makes a new one), called by the layout
/// phase.
final class UnaryLayoutBehavior<Modifier: UnaryLayoutModifier>: SingleChildBehavior {
    /// The mounted value; immutable, so the layout calls borrow it in place (a mount with a
    /// different value makes a new behaviour).
    let modifier: Modifier

    init(_ modifier: Modifier) {
        self.modifier = modifier
    }

    private func proxy(of node: ViewNode, engine: LayoutEngine) -> UnaryLayoutChild? {
        child(of: node, engine: engine).map { UnaryLayoutChild(node: $0, engine: engine) }
    }

    override var positionDependence: PositionDependence { modifier.positionDependence }

    /// The modifier's answer, given its content's (a modifier without content sizes nothing).
    override func proposalInsensitivity(node: ViewNode, engine: LayoutEngine) -> ProposalInsensitivity {
        let content = child(of: node, engine: engine).map { engine.proposalInsensitivity(of: $0) } ?? .all
        return modifier.proposalInsensitivity(child: content)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine) -> CGSize {
        modifier.sizeThatFits(proposal, child: proxy(of: node, engine: engine),
                              context: UnaryLayoutContext(node: node, engine: engine))
    }

    override func placeChildren(of node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {
        guard let child = proxy(of: node, engine: engine) else { return }
        let placement = modifier.childPlacement(size: frame.size, proposal: proposal, child: child)
        modifier.place(child, at: placement, in: frame, context: UnaryLayoutContext(node: node, engine: engine))
    }

    override func spacing(node: ViewNode, engine: LayoutEngine) -> ViewSpacing {
        modifier.resetsSpacing ? ViewSpacing() : super.spacing(node: node, engine: engine)
    }

    override func mayHaveExplicitAlignment(_ key: AlignmentKey, node: ViewNode, engine: LayoutEngine) -> Bool {
        key == modifier.ownGuide || super.mayHaveExplicitAlignment(key, node: node, engine: engine)
    }

    /// The modifier's own guide, else the child's explicit value moved by its placement.
    override func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize,
                                    engine: LayoutEngine) -> CGFloat? {
        guard let child = proxy(of: node, engine: engine) else { return nil }
        if key == modifier.ownGuide {
            let dimensions = child.dimensions(in: proposal)
            return modifier.ownGuideValue(child: dimensions, context: UnaryLayoutContext(node: node, engine: engine))
        }
        let placement = modifier.childPlacement(size: size, proposal: proposal, child: child)
        let childSize = child.sizeThatFits(placement.proposal)
        guard let value = engine.explicitAlignment(of: child.node, key, size: childSize, proposal: placement.proposal) else {
            return nil
        }
        return value + (key.axis == .horizontal ? placement.origin.x : placement.origin.y)
    }
}

extension LayoutEngine {
    /// The origin that aligns `node`, proposed `proposal`, in a frame of `size` by `alignment`
    /// (reference "alignment in frames": frame guide minus child guide).
    func alignedOrigin(of node: ViewNode, proposal: ProposedViewSize, in size: CGSize, alignment: Alignment) -> CGPoint {
        let dimensions = dimensions(of: node, proposal: proposal)
        let frame = ViewDimensions(size: size)
        return CGPoint(x: frame[alignment.horizontal] - dimensions[alignment.horizontal],
                       y: frame[alignment.vertical] - dimensions[alignment.vertical])
    }
}
