import Foundation

/// How one kind of layout element sizes itself, places its children and draws: the engine's
/// interface to built-in views and modifiers.
///
/// Subclasses are created by the bodies phase when a built-in view mounts and updated in place
/// on later mounts; the layout phase calls them through `LayoutEngine`, which memoises sizes.
class ElementBehavior {
    /// The element's size for `proposal`; must be pure for a given pass.
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine) -> CGSize {
        .zero
    }

    /// Places the element's children inside `frame` (root coordinates), which is the size this
    /// element chose for `proposal`.
    func placeChildren(of node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {}

    /// Which dimensions of a proposal the element's size does not depend on (none by default).
    /// Asked by the layout phase once per invalidation (`LayoutEngine.proposalInsensitivity(of:)`);
    /// an element declares only what holds for its whole size, children included.
    func proposalInsensitivity(node: ViewNode, engine: LayoutEngine) -> ProposalInsensitivity { .none }

    /// The size the element would compute for `proposal`, when a size memoised for another
    /// proposal is known to be it (nil by default: size it). Asked by the layout phase on a memo
    /// miss; must return exactly what `sizeThatFits` would.
    func equivalentMemoisedSize(for proposal: ProposedViewSize, node: ViewNode) -> CGSize? { nil }

    /// The element's explicit value for an alignment guide, in its own coordinates.
    func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize,
                           engine: LayoutEngine) -> CGFloat? {
        nil
    }

    /// The element's spacing preferences.
    func spacing(node: ViewNode, engine: LayoutEngine) -> ViewSpacing { ViewSpacing() }

    /// Traits of the element's content that travel up to its container (layout values set
    /// inside single-child modifiers); none by default.
    func innerTraits(node: ViewNode, engine: LayoutEngine) -> LayoutTraits { LayoutTraits() }

    /// The priority the element has in a stack when no `layoutPriority` is set.
    func intrinsicPriority(node: ViewNode, engine: LayoutEngine) -> Double { 0 }

    /// Whether the subtree can carry an explicit value for `key` (lets the engine skip work).
    func mayHaveExplicitAlignment(_ key: AlignmentKey, node: ViewNode, engine: LayoutEngine) -> Bool { false }

    /// What the element draws of its own, placed at `frame` (root coordinates; snapshots pass it).
    func drawingContent(node: ViewNode, frame: CGRect) -> Drawing.Content { .none }

    /// The displayed and full text, for text elements.
    func text(node: ViewNode) -> (displayed: String, full: String)? { nil }

    /// How much the element's placement reads its position in root coordinates (none: only the
    /// position its container gives it), so a moved container knows whether to place it again.
    var positionDependence: PositionDependence { .none }

    /// Whether renderers clip the element's descendants to its frame (scroll views).
    var clipsContent: Bool { false }

    /// The children in snapshot (and drawing) order: all, in order, by default.
    func visibleChildren(of node: ViewNode) -> ChildList { node.children }

    /// The child that is drawn behind the others (a background's secondary), if any.
    func backgroundLayer(of node: ViewNode) -> ViewNode? { nil }

    /// The children whose preference values the element combines, in order (the snapshot order
    /// by default: a background's secondary comes before its primary).
    func preferenceChildren(of node: ViewNode) -> ChildList { visibleChildren(of: node) }
}

/// Behaviour of modifiers that wrap exactly one content element and pass its traits, spacing and
/// explicit guides through (adjusted by the modifier's offset of the child).
class SingleChildBehavior: ElementBehavior {
    /// The content element (the first flattened element of the node's children). A single
    /// child that is an element is the answer itself: no element list is built for it (it has
    /// no wrappers, so no outer traits to record).
    final func child(of node: ViewNode, engine: LayoutEngine) -> ViewNode? {
        let children = node.children
        if children.count == 1, children[0].role == .element { return children[0] }
        return engine.elements(of: node).first
    }

    override func intrinsicPriority(node: ViewNode, engine: LayoutEngine) -> Double {
        guard let child = child(of: node, engine: engine) else { return 0 }
        return engine.priority(of: child)
    }

    override func mayHaveExplicitAlignment(_ key: AlignmentKey, node: ViewNode, engine: LayoutEngine) -> Bool {
        guard let child = child(of: node, engine: engine) else { return false }
        return engine.mayHaveExplicitAlignment(child, key)
    }

    /// Single-child modifiers keep their content's spacing preferences (frames and padding
    /// override this: they reset the edges they touch, reference §2.2).
    override func spacing(node: ViewNode, engine: LayoutEngine) -> ViewSpacing {
        child(of: node, engine: engine).map { engine.spacing(of: $0) } ?? ViewSpacing()
    }

    /// Layout values and priority set on the content travel through the modifier.
    override func innerTraits(node: ViewNode, engine: LayoutEngine) -> LayoutTraits {
        child(of: node, engine: engine).map { engine.traits(of: $0) } ?? LayoutTraits()
    }
}
