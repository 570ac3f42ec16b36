import Foundation

/// A built-in modifier that lays out its one content view: a unary layout. The modifier value
/// is the whole layout — it sizes itself around its child and says where the child goes,
/// seeing the child only through a `LayoutChild` and the rest of the update through a
/// `LayoutContext`.
///
/// The bodies phase mounts it (the default `mount(content:into:in:)`) as an element whose
/// behaviour, the one generic `UnaryLayoutBehavior<Self>`, holds the mounted value; the layout
/// phase calls the value's methods. An Equatable modifier whose value is unchanged keeps its
/// behaviour and the node's layout memo.
protocol UnaryLayoutModifier: BuiltinModifier {
    /// The element's name in snapshots and traces.
    var elementName: String { get }
    /// The proposal the child gets for the modifier's `proposal`; the same by default.
    func childProposal(_ proposal: ProposedViewSize, child: LayoutChild) -> ProposedViewSize
    /// The modifier's size for `proposal`; by default the child's for `childProposal`.
    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutChild?, context: LayoutContext) -> CGSize
    /// Where the child goes in the modifier's frame of `size`, for the modifier's `proposal`;
    /// by default proposed `childProposal` at the top-leading corner.
    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: LayoutChild) -> ChildPlacement
    /// Places the child where `placement` says inside `frame` (the modifier's, root
    /// coordinates); a modifier that places under an effect or a safe-area element wraps it.
    func place(_ child: LayoutChild, at placement: ChildPlacement, in frame: CGRect, context: LayoutContext)
    /// Whether the modifier resets the spacing of its edges to a plain view's (frames,
    /// padding) instead of passing its child's through (the default).
    var resetsSpacing: Bool { get }
    /// The guide the modifier gives an explicit value of its own (`alignmentGuide`), if any;
    /// every other guide is the child's, moved by its placement.
    var ownGuide: AlignmentKey? { get }
    /// The modifier's value for `ownGuide`, given the child's dimensions for the modifier's proposal.
    func ownGuideValue(child: ViewDimensions, context: LayoutContext) -> CGFloat
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
        // In a function of its own, so that the behaviour is released before the content mounts
        // (after a deep subtree it would be out of the cache).
        Self.setBehavior(value, of: node)
        graph.reconcileChild(of: node, view: content, environment: node.environment)
    }

    /// Makes `value` the node's unary layout, keeping the behaviour when it lays out the same.
    /// A behaviour is immutable, so nodes whose values lay out the same may share one: a node
    /// that needs another takes its type's most recent one when that lays out as `value` (a
    /// row of identical frames or paddings then holds one behaviour), else makes its own.
    private static func setBehavior(_ value: Self, of node: ViewNode) {
        node.becomeElement(value.elementName, reusing: UnaryLayoutBehavior<Self>.self,
                           where: { $0.modifier.isSameLayout(as: value) }, make: { UnaryLayoutBehavior(value) })
    }

    func isSameLayout(as other: Self) -> Bool { false }

    func childProposal(_ proposal: ProposedViewSize, child: LayoutChild) -> ProposedViewSize { proposal }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutChild?, context: LayoutContext) -> CGSize {
        child.map { $0.sizeThatFits(childProposal(proposal, child: $0)) } ?? .zero
    }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: LayoutChild) -> ChildPlacement {
        ChildPlacement(proposal: childProposal(proposal, child: child), origin: .zero)
    }

    func place(_ child: LayoutChild, at placement: ChildPlacement, in frame: CGRect, context: LayoutContext) {
        context.place(child, placement, in: frame)
    }

    var resetsSpacing: Bool { false }
    var ownGuide: AlignmentKey? { nil }
    func ownGuideValue(child: ViewDimensions, context: LayoutContext) -> CGFloat { 0 }
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

    override var positionDependence: PositionDependence { modifier.positionDependence }

    /// The modifier's answer, given its content's (a modifier without content sizes nothing).
    override func proposalInsensitivity(in context: LayoutContext) -> ProposalInsensitivity {
        modifier.proposalInsensitivity(child: context.contentChild?.proposalInsensitivity ?? .all)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        modifier.sizeThatFits(proposal, child: context.contentChild, context: context)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
        guard let child = context.contentChild else { return }
        let placement = modifier.childPlacement(size: frame.size, proposal: proposal, child: child)
        modifier.place(child, at: placement, in: frame, context: context)
        // Content of several elements: the modifier lays out the first only, and the others
        // are as if never laid out (an element that was first before a change keeps nothing).
        context.unplaceElementsAfterContent()
    }

    override func spacing(in context: LayoutContext) -> ViewSpacing {
        modifier.resetsSpacing ? ViewSpacing() : super.spacing(in: context)
    }

    override func mayHaveExplicitAlignment(_ key: AlignmentKey, in context: LayoutContext) -> Bool {
        key == modifier.ownGuide || super.mayHaveExplicitAlignment(key, in: context)
    }

    /// The modifier's own guide, else the child's explicit value moved by its placement.
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize,
                                    in context: LayoutContext) -> CGFloat? {
        guard let child = context.contentChild else { return nil }
        if key == modifier.ownGuide {
            return modifier.ownGuideValue(child: child.dimensions(in: proposal), context: context)
        }
        let placement = modifier.childPlacement(size: size, proposal: proposal, child: child)
        let childSize = child.sizeThatFits(placement.proposal)
        guard let value = child.explicitAlignment(key, size: childSize, proposal: placement.proposal) else {
            return nil
        }
        return value + (key.axis == .horizontal ? placement.origin.x : placement.origin.y)
    }
}
