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
    /// The graph that owns the node (nil once discarded).
    weak var graph: ViewGraph?
    /// The parent node (nil for the root).
    weak var parent: ViewNode?
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
    var preferenceEffect: PreferenceEffect?
    var binder: AnyBinder?
    /// Combined preference values of this pass, per key.
    var preferenceMemo: [ObjectIdentifier: (epoch: Int, value: Any)] = [:]

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

    // Layout.
    var sizeMemo: [(ProposedViewSize, CGSize)] = []
    /// Whether the subtree can carry an explicit value for an alignment key, per key asked;
    /// forgotten with the size memo.
    var explicitAlignmentMemo: [(AlignmentKey, Bool)] = []
    /// The element's spacing preferences, computed once until its layout is invalidated.
    var spacingMemo: ViewSpacing?
    var layoutDirty = true
    var frame: CGRect = .zero
    var lastPlacement: (origin: CGPoint, proposal: ProposedViewSize)?
    var elementsCache: [ViewNode]?
    var invalidatedEpoch = -1

    init(id: Int, graph: ViewGraph, parent: ViewNode?, key: ChildKey, view: any View, environment: EnvironmentValues) {
        self.id = id
        self.graph = graph
        self.parent = parent
        self.key = key
        self.viewType = ObjectIdentifier(type(of: view))
        self.depth = (parent?.depth ?? -1) + 1
        self.view = view
        self.environment = environment
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
                current.spacingMemo = nil
                break
            }
            // Within one epoch an invalidated node's ancestors are invalidated too: stop there.
            if current.invalidatedEpoch == epoch && current !== self { break }
            current.invalidatedEpoch = epoch
            current.sizeMemo.removeAll(keepingCapacity: true)
            current.explicitAlignmentMemo.removeAll()
            current.spacingMemo = nil
            current.layoutDirty = true
            current.elementsCache = nil
            node = current.parent
        }
    }

    /// The memoised size for `proposal`, if this pass already computed it.
    func memoisedSize(for proposal: ProposedViewSize) -> CGSize? {
        for entry in sizeMemo where entry.0 == proposal { return entry.1 }
        return nil
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
