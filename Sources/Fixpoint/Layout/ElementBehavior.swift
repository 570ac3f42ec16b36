import Foundation

/// How one kind of layout element sizes itself, places its children and draws: the engine's
/// interface to built-in views and modifiers.
///
/// Subclasses are created by the bodies phase when a built-in view mounts and updated in place
/// on later mounts. The contract has two parts, and neither sees the node or the engine:
/// - the layout part, called by the layout phase through `LayoutEngine` (which memoises sizes,
///   guides and spacing), sees the element through a `LayoutContext` and its children as
///   `LayoutChild` proxies;
/// - the content part, called by snapshots, preference combination and interactions, sees the
///   element's value through an `ElementContent` and chooses among its direct children.
class ElementBehavior {
    /// Whether the element gives the defaults of this class for its proposal insensitivity,
    /// explicit guides, inner traits and intrinsic priority, whatever its inputs.
    ///
    /// Set once at init by a leaf behaviour that overrides none of those four (`DefaultLeafBehavior`);
    /// the layout phase (`LayoutEngine`) then answers them without calling the behaviour: a
    /// stack asks every child for its priority and its cross-axis guide, and a frame asks its
    /// content for both guides, so a row of shapes asked nothing saves three calls per shape.
    final var hasDefaultLayoutFacts = false

    /// Whether the behaviour's answers are the defaults `hasDefaultLayoutFacts` promises, for
    /// guide `key` too when given: the layout phase asserts it in debug builds whenever it
    /// skips the calls, so a subclass that overrides one of them and keeps the flag fails.
    final func givesDefaultLayoutFacts(for key: AlignmentKey? = nil, in context: LayoutContext) -> Bool {
        proposalInsensitivity(in: context) == .none && innerTraits(in: context).isEmpty
            && intrinsicPriority(in: context) == 0 && !(key.map { mayHaveExplicitAlignment($0, in: context) } ?? false)
    }

    // MARK: Layout part (the layout phase)

    /// The element's size for `proposal`; must be pure for a given pass.
    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        .zero
    }

    /// Places the element's children inside `frame` (root coordinates), which is the size this
    /// element chose for `proposal`, each with `context.place`.
    func placeChildren(in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext) {}

    /// Which dimensions of a proposal the element's size does not depend on (none by default).
    /// Asked by the layout phase once per invalidation (`LayoutEngine.proposalInsensitivity(of:)`);
    /// an element declares only what holds for its whole size, children included.
    func proposalInsensitivity(in context: LayoutContext) -> ProposalInsensitivity { .none }

    /// The size the element would compute for `proposal`, when a size memoised for another
    /// proposal is known to be it (nil by default: size it). Asked by the layout phase on a memo
    /// miss; must return exactly what `sizeThatFits` would.
    func equivalentMemoisedSize(for proposal: ProposedViewSize, in context: LayoutContext) -> CGSize? { nil }

    /// The element's explicit value for an alignment guide, in its own coordinates, at `size`
    /// (its size for `proposal`).
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize,
                           in context: LayoutContext) -> CGFloat? {
        nil
    }

    /// Whether the subtree can carry an explicit value for `key` (lets the engine skip work).
    func mayHaveExplicitAlignment(_ key: AlignmentKey, in context: LayoutContext) -> Bool { false }

    /// The element's spacing preferences.
    func spacing(in context: LayoutContext) -> ViewSpacing { ViewSpacing() }

    /// Traits of the element's content that travel up to its container (layout values set
    /// inside single-child modifiers); none by default.
    func innerTraits(in context: LayoutContext) -> LayoutTraits { LayoutTraits() }

    /// The priority the element has in a stack when no `layoutPriority` is set.
    func intrinsicPriority(in context: LayoutContext) -> Double { 0 }

    /// How much the element's placement reads its position in root coordinates (none: only the
    /// position its container gives it), so a moved container knows whether to place it again.
    var positionDependence: PositionDependence { .none }

    // MARK: Content part (snapshots, preferences, interactions)

    /// What the element draws of its own, placed at `frame` (root coordinates; snapshots pass it).
    func drawingContent(_ content: ElementContent, frame: CGRect) -> Drawing.Content { .none }

    /// The displayed and full text, for text elements.
    func text(_ content: ElementContent) -> (displayed: String, full: String)? { nil }

    /// Whether renderers clip the element's descendants to its frame (scroll views).
    var clipsContent: Bool { false }

    /// Whether the element shows only some of its child elements (a `ViewThatFits` the one it
    /// chose); the others are neither in snapshots nor combined into its preferences. False by
    /// default.
    var showsSomeElementsOnly: Bool { false }

    /// Whether the child element with node id `id` is shown (asked only of an element that
    /// `showsSomeElementsOnly`).
    func showsElement(id: Int) -> Bool { true }

    /// Forgets what placing the element decided (layout phase, `LayoutEngine.unplace(_:)`: its
    /// container no longer lays it out); returns whether the children it shows changed. Nothing
    /// by default; a `ViewThatFits` forgets its choice, as one never placed has none.
    func forgetPlacement() -> Bool { false }

    /// The element's direct `children` in snapshot (and drawing) order: all, in order, by default.
    func visibleChildren(among children: ChildList) -> ChildList { children }

    /// The direct child that is drawn behind the others (a background's secondary), if any.
    func backgroundLayer(among children: ChildList) -> ViewNode? { nil }

    /// The direct children whose preference values the element combines, in order (the
    /// snapshot order by default: a background's secondary comes before its primary).
    func preferenceChildren(among children: ChildList) -> ChildList { visibleChildren(among: children) }
}

/// Behaviour of modifiers that wrap exactly one content element and pass its traits, spacing and
/// explicit guides through (adjusted by the modifier's offset of the child).
class SingleChildBehavior: ElementBehavior {
    override func intrinsicPriority(in context: LayoutContext) -> Double {
        context.contentChild?.priority ?? 0
    }

    override func mayHaveExplicitAlignment(_ key: AlignmentKey, in context: LayoutContext) -> Bool {
        context.contentChild?.mayHaveExplicitAlignment(key) ?? false
    }

    /// Single-child modifiers keep their content's spacing preferences (frames and padding
    /// override this: they reset the edges they touch, reference §2.2).
    override func spacing(in context: LayoutContext) -> ViewSpacing {
        context.contentChild?.spacing ?? ViewSpacing()
    }

    /// Layout values and priority set on the content travel through the modifier.
    override func innerTraits(in context: LayoutContext) -> LayoutTraits {
        context.contentChild?.traits ?? LayoutTraits()
    }
}
