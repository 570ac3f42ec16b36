import Foundation

/// What the layout phase remembers about one node between its sizing and placement calls and
/// across passes: sizes, stack results, guides, spacing and the element list of a container.
///
/// Written only by the layout phase (`LayoutEngine` and the container behaviours it calls);
/// cleared by `ViewNode.invalidateLayout()` when the bodies phase changes the node's view,
/// environment or children. Kept in one stored property so that invalidation is one access
/// (Swift checks exclusivity per access to a class's stored property).
struct LayoutCache {
    /// Whether the node must be placed again (set by invalidation, cleared by placement).
    var isDirty = true
    /// The invalidation epoch in which the node was last invalidated; the walk up from a
    /// changed node stops at an ancestor already invalidated in the same epoch.
    var invalidatedEpoch = -1
    /// Sizes computed for recent proposals, oldest first; at most `ViewNode.sizeMemoLimit`.
    var sizeMemo = SizeMemo()
    /// A built-in linear stack's results (child proposals, offsets, size) for recent
    /// proposals, so that placement reuses what sizing computed.
    var stackMemo: [(ProposedViewSize, StackAlgorithm.Result)] = []
    /// Whether the subtree can carry an explicit value for an alignment key, per key asked.
    var explicitAlignmentMemo = ExplicitAlignmentMemo()
    /// Explicit guide values computed since the layout was invalidated, oldest first; at most
    /// `ViewNode.alignmentValueMemoLimit`.
    var alignmentValueMemo: [(key: AlignmentKey, proposal: ProposedViewSize, size: CGSize, value: CGFloat?)] = []
    /// The element's spacing preferences, computed once until its layout is invalidated.
    var spacingMemo: ViewSpacing?
    /// A built-in linear stack's gaps between its children (`StackAlgorithm.gaps`), computed
    /// once until its layout (its children, their spacing, its spacing) is invalidated.
    var gapsMemo: [CGFloat]?
    /// A container's layout elements (the element nodes standing for its children).
    var elementsCache: [ViewNode]? {
        didSet { if elementsCache == nil { subviewsCache = nil } }
    }
    /// The container's elements as `LayoutSubviews`, kept with `elementsCache`.
    var subviewsCache: LayoutSubviews?
    /// How much the node's subtree reads its position while placed (`ViewNode.subtreePositionDependence`).
    var positionDependence: PositionDependence?

    /// Forgets everything computed for the node (its view, environment or children changed) and
    /// marks it for placement. Only what is there is cleared: a new node has nothing yet.
    mutating func invalidate(epoch: Int) {
        invalidatedEpoch = epoch
        isDirty = true
        if !sizeMemo.isEmpty { sizeMemo.removeAll(keepingCapacity: true) }
        if !stackMemo.isEmpty { stackMemo.removeAll() }
        if !explicitAlignmentMemo.isEmpty { explicitAlignmentMemo.removeAll() }
        if !alignmentValueMemo.isEmpty { alignmentValueMemo.removeAll() }
        if spacingMemo != nil { spacingMemo = nil }
        if gapsMemo != nil { gapsMemo = nil }
        if elementsCache != nil || subviewsCache != nil { elementsCache = nil }
        positionDependence = nil
    }

    /// Forgets what depends on the node's children (elements, guides, spacing) but keeps its own
    /// sizes and placement: for a GeometryReader building its content, whose size does not
    /// depend on it.
    mutating func invalidateChildren() {
        elementsCache = nil
        gapsMemo = nil
        explicitAlignmentMemo.removeAll()
        alignmentValueMemo.removeAll()
        spacingMemo = nil
        positionDependence = nil
    }

    /// Forgets the node's own sizes and guides (its container's axis changed mid-layout), without
    /// touching its ancestors.
    mutating func invalidateOwnSizes() {
        sizeMemo.removeAll()
        stackMemo.removeAll()
        alignmentValueMemo.removeAll()
        isDirty = true
    }
}
