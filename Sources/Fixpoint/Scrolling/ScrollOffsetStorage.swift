import Foundation

/// A scroll view's position as update-loop state: interactions write it outside an update (as
/// a user's drag would), and the next pass applies it in its writes phase, which re-places the
/// scroll view's content without re-sizing anything.
///
/// Owned by a `ScrollViewBehavior`; written by `ViewHost.scroll(…)` and
/// `ScrollViewProxy.scrollTo(_:anchor:)`. Its writes are traced as `scrollOffset` state writes,
/// so the pass they cause names them as its cause.
final class ScrollOffsetStorage: AnyStateStorage {
    /// The offset updates place the content at (before clamping to the content).
    private(set) var committedOffset: CGPoint = .zero
    private var latestOffset: CGPoint = .zero
    private var committedTarget: ScrollTarget?
    private var latestTarget: ScrollTarget?

    init(owner: ViewNode) {
        super.init(owner: owner, slot: -1)
        label = "scrollOffset"
    }

    /// Asks for the content to be scrolled to `offset` from its resting position.
    func request(offset: CGPoint) {
        guard let graph = owner.graph else { return }
        if graph.isUpdating {
            graph.reportStateWriteDuringUpdate(self)
            return
        }
        if latestOffset == offset && latestTarget == nil { return }
        let old = Self.describe(latestOffset)
        latestOffset = offset
        latestTarget = nil
        graph.enqueueWrite(self, old: old, new: Self.describe(offset))
    }

    /// Asks for the view identified by `target` to be scrolled into view at the next layout.
    func request(target: ScrollTarget) {
        guard let graph = owner.graph else { return }
        if graph.isUpdating {
            graph.reportStateWriteDuringUpdate(self)
            return
        }
        latestTarget = target
        graph.enqueueWrite(self, old: Self.describe(latestOffset), new: "scrollTo(\(target.idDescription), anchor: \(target.anchorDescription))")
    }

    override func commit() -> Bool {
        isPending = false
        let changed = committedOffset != latestOffset || latestTarget != nil
        committedOffset = latestOffset
        committedTarget = latestTarget
        latestTarget = nil
        if changed { owner.invalidatePlacement() }
        return changed
    }

    /// The pending `scrollTo` request, taken by the placement that resolves it.
    func takeTarget() -> ScrollTarget? {
        defer { committedTarget = nil }
        return committedTarget
    }

    /// Records the offset a resolved `scrollTo` chose, so later writes start from it.
    func settle(at offset: CGPoint) {
        committedOffset = offset
        latestOffset = offset
    }

    override var committedDescription: String { Self.describe(committedOffset) }

    static func describe(_ point: CGPoint) -> String {
        "(\(NumberFormat.string(point.x)), \(NumberFormat.string(point.y)))"
    }
}

/// A `scrollTo` request: the id of the view to show and where to show it.
struct ScrollTarget: Equatable {
    var id: AnyHashable
    var anchor: UnitPoint?

    var idDescription: String { String(describing: id.base) }
    var anchorDescription: String { anchor.map { "(\(NumberFormat.string($0.x)), \(NumberFormat.string($0.y)))" } ?? "nil" }
}

extension ViewNode {
    /// Marks this node and its ancestors for placement without forgetting any size: a scroll
    /// moves content, it never resizes it, so sizes and stack results stay memoised. Walks to
    /// the root: nodes that are never placed (composites, lists) keep their flag set, so a set
    /// flag says nothing about the ancestors above it.
    func invalidatePlacement() {
        var node: ViewNode? = self
        while let current = node {
            current.layoutCache.isDirty = true
            node = current.parent
        }
    }

    /// The first node below this one that a `ForEach` or `.id(_:)` identifies by `id`, in tree
    /// order. Found without recursion: a scroll request (an interaction, or an action's
    /// `ScrollViewProxy.scrollTo`) runs on its caller's stack, however deep the tree.
    func descendant(identifiedBy id: AnyHashable) -> ViewNode? {
        var found: ViewNode?
        walkSubtree { node in
            guard node !== self, node.key == .explicit(id) || node.key.dataID == id else { return .descend }
            found = node
            return .stop
        }
        return found
    }
}
