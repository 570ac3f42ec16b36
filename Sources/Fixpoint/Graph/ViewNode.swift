import Foundation

/// One node of the retained view tree: a view's identity, its current value, its state, and
/// (for layout elements) its layout behaviour, memo and frame.
///
/// Created and updated by the bodies phase (`ViewGraph.update`), sized and placed by the layout
/// phase, read by snapshots. A node keeps its id, and therefore its state, as long as its
/// identity (parent, key and view type) is unchanged.
final class ViewNode {
    /// The role a node plays for layout and snapshots.
    enum Role {
        /// A view with a `body` (or a custom modifier): transparent for layout, in snapshots.
        case composite
        /// A structural list (tuple, group, `ForEach`, conditional …): transparent, not shown.
        case list
        /// An environment, drawing or trait modifier: transparent, folded into its content.
        case transparent
        /// A view or modifier that is sized and placed: a layout element.
        case element
    }

    /// Creation-order id: stable and deterministic for a given sequence of updates.
    let id: Int
    /// The graph that owns the node; it outlives its nodes (the host owns both).
    private unowned(unsafe) let owningGraph: ViewGraph
    /// Whether the node is still in the tree (false once discarded).
    private(set) var isLive = true
    /// The graph that owns the node (nil once discarded).
    var graph: ViewGraph? { isLive ? owningGraph : nil }
    /// The parent node (nil for the root, and once discarded). Not a weak reference: weak
    /// references give every node a side table and make each retain and release slow; a
    /// parent holds its children, and `discard()` clears the link before a parent can go.
    unowned(unsafe) var parent: ViewNode?
    /// The identity among siblings.
    let key: ChildKey
    /// The identity of the view's type.
    let viewType: ObjectIdentifier
    /// Depth in the node tree (root 0); orders dirty bodies top-down.
    let depth: Int
    /// The name shown in paths and dumps.
    var name: String = ""
    var role: Role = .list
    /// The current view value.
    var view: any View
    var children: [ViewNode] = [] {
        didSet {
            // A new shape of the tree may change which binders exist and their order.
            if !oldValue.elementsEqual(children, by: ===) { graph?.binderNodesCache = nil }
        }
    }
    /// The environment this node's view sees.
    var environment: EnvironmentValues

    // Element nodes.
    var behavior: ElementBehavior?
    /// The stack axis of the container this element sits in (for Spacer and Divider).
    var containerAxis: Axis?
    /// Traits from transparent wrappers between this element and its container.
    var outerTraits = LayoutTraits()

    // Transparent nodes.
    var traits = LayoutTraits()
    var drawingEffect: DrawingEffect?
    /// What a built-in modifier remembers across updates of its node (the value
    /// `animation(_:value:)` last saw).
    var modifierMemory: Any?
    var preferenceEffect: PreferenceEffect?
    var binder: AnyBinder?
    /// Combined preference values per key (a `CombinedPreference<K.Value>?` each), kept across
    /// passes until `invalidatePreferences()` clears them along a changed path.
    var preferenceMemo: [ObjectIdentifier: Any] = [:]
    /// The graph's preference epoch in which this node's memo was last cleared.
    var preferencesInvalidatedEpoch = -1

    // Composite nodes.
    var stateSlots: [AnyStateStorage] = []
    var readsEnvironment = false
    var needsBody = true
    /// The trace event that made the body dirty.
    var dirtyCause: Int?
    var lastBody: (any View)?
    var pushedModifiers: [(any View) -> any View] = []
    var modifierContent: (any View)?
    var isPushingModifiers = false
    /// Bumped at each tracked evaluation (body, GeometryReader content); an Observation scope
    /// from an earlier generation no longer invalidates the node.
    var observationGeneration = 0

    // Layout.
    /// Sizes computed for recent proposals, oldest first; at most `sizeMemoLimit` entries.
    var sizeMemo: [(ProposedViewSize, CGSize)] = []
    /// A built-in linear stack's results (child proposals, offsets, size) for recent
    /// proposals, so that placement reuses what sizing computed; cleared with the size memo.
    var stackMemo: [(ProposedViewSize, StackAlgorithm.Result)] = []
    /// Whether the subtree can carry an explicit value for an alignment key, per key asked;
    /// forgotten with the size memo.
    var explicitAlignmentMemo: [(AlignmentKey, Bool)] = []
    /// Explicit guide values computed since the layout was invalidated, oldest first.
    var alignmentValueMemo: [(key: AlignmentKey, proposal: ProposedViewSize, size: CGSize, value: CGFloat?)] = []
    /// How many guide values a node remembers.
    static let alignmentValueMemoLimit = 8
    /// The element's spacing preferences, computed once until its layout is invalidated.
    var spacingMemo: ViewSpacing?
    var layoutDirty = true
    var frame: CGRect = .zero
    /// The geometry effects (scale, rotation, `transformEffect`) above the node, mapping `frame`
    /// (root layout coordinates) to where it is drawn; nil when there are none. Set with `frame`.
    var effectTransform: CGAffineTransform?
    /// The accessibility properties an accessibility modifier on this (transparent) node sets.
    var accessibility: AccessibilityModification?
    var lastPlacement: (origin: CGPoint, proposal: ProposedViewSize)?
    var elementsCache: [ViewNode]? {
        didSet { if elementsCache == nil { subviewsCache = nil } }
    }
    /// The container's elements as `LayoutSubviews`, kept with `elementsCache`.
    var subviewsCache: LayoutSubviews?
    var invalidatedEpoch = -1
    /// The recorder's pass serial when this node's size was last computed, and how many sizes
    /// were computed for it in that pass (statistics only).
    var measuredPass = -1
    var sizingsInPass = 0

    init(id: Int, graph: ViewGraph, parent: ViewNode?, key: ChildKey, view: any View, environment: EnvironmentValues) {
        self.id = id
        self.owningGraph = graph
        self.parent = parent
        self.key = key
        self.viewType = ObjectIdentifier(type(of: view))
        self.depth = (parent?.depth ?? -1) + 1
        self.view = view
        self.environment = environment
    }

    /// Takes the node out of the tree: it no longer reaches its graph or its parent.
    func markDiscarded() {
        isLive = false
        parent = nil
    }

    /// Forgets sizes and placement of this node and its ancestors; called whenever the node's
    /// view, environment or children change. Clean subtrees elsewhere keep their memos.
    func invalidateLayout() {
        let epoch = graph?.invalidationEpoch ?? -1
        var node: ViewNode? = self
        let boundary = graph?.invalidationBoundary
        while let current = node {
            if current === boundary {
                // A GeometryReader building its content (its children may be replaced here): its
                // own size and placement do not depend on it, so it stays clean.
                current.elementsCache = nil
                current.explicitAlignmentMemo.removeAll()
                current.alignmentValueMemo.removeAll()
                current.spacingMemo = nil
                break
            }
            // Within one epoch an invalidated node's ancestors are invalidated too: stop there.
            if current.invalidatedEpoch == epoch && current !== self { break }
            current.invalidatedEpoch = epoch
            // Only what is there is cleared: a new node (the common case on a first run) has
            // nothing yet, and its ancestors are walked for their memos.
            if !current.sizeMemo.isEmpty { current.sizeMemo.removeAll(keepingCapacity: true) }
            if !current.stackMemo.isEmpty { current.stackMemo.removeAll() }
            if !current.explicitAlignmentMemo.isEmpty { current.explicitAlignmentMemo.removeAll() }
            if !current.alignmentValueMemo.isEmpty { current.alignmentValueMemo.removeAll() }
            if current.spacingMemo != nil { current.spacingMemo = nil }
            current.layoutDirty = true
            if current.elementsCache != nil || current.subviewsCache != nil { current.elementsCache = nil }
            node = current.parent
        }
    }

    /// Forgets the combined preference values of this node and its ancestors; called when the
    /// node's preference effect, its children, a `ViewThatFits` choice or (with anchor writers
    /// in the tree) its frame change. Stops at a node already cleared since the last
    /// combination: its ancestors were cleared with it.
    func invalidatePreferences() {
        let epoch = graph?.preferenceEpoch ?? -1
        var node: ViewNode? = self
        while let current = node {
            if current.preferencesInvalidatedEpoch == epoch && current !== self { break }
            current.preferencesInvalidatedEpoch = epoch
            if !current.preferenceMemo.isEmpty { current.preferenceMemo.removeAll(keepingCapacity: true) }
            node = current.parent
        }
    }

    /// How many proposals a node remembers sizes for. SwiftUI keeps three per view; the fourth
    /// covers a stack's re-measurement with its final cross size after a nil cross proposal.
    static let sizeMemoLimit = 4

    /// The memoised size for `proposal`, if one was computed since the layout was invalidated.
    func memoisedSize(for proposal: ProposedViewSize) -> CGSize? {
        for entry in sizeMemo where entry.0 == proposal { return entry.1 }
        return nil
    }

    /// Remembers the size for `proposal`, forgetting the oldest entry when the memo is full.
    func memoise(_ size: CGSize, for proposal: ProposedViewSize) {
        if sizeMemo.count >= Self.sizeMemoLimit { sizeMemo.removeFirst() }
        sizeMemo.append((proposal, size))
    }
}

/// Layout traits set by `layoutPriority(_:)` and `layoutValue(key:value:)`; they travel with the
/// element to its container.
struct LayoutTraits {
    var priority: Double?
    var values: [ObjectIdentifier: Any] = [:]

    /// Traits of `inner` completed by these (outer wrappers win).
    func merged(over inner: LayoutTraits) -> LayoutTraits {
        var result = inner
        if let priority { result.priority = priority }
        for (key, value) in values { result.values[key] = value }
        return result
    }

    var isEmpty: Bool { priority == nil && values.isEmpty }
}
