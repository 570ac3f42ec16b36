import Foundation

/// One node of the retained view tree: a view's identity, its current value, its state, and
/// (for layout elements) its layout behaviour, memo and frame.
///
/// Created and updated by the bodies phase (`ViewGraph.update`), sized and placed by the layout
/// phase, read by snapshots. A node keeps its id, and therefore its state, as long as its
/// identity (parent, key and view type) is unchanged.
///
/// Fields are grouped by the phase that writes them. The stored fields are exempt from Swift's
/// run-time exclusivity check (`@exclusivity(unchecked)`): every phase reads or writes a field in
/// one instantaneous access and never holds one across a call (no `inout` of a node field is
/// passed down the recursion, and the mutating methods of `LayoutCache` call nothing outside
/// it), so the check could never fire; it cost a fifth of all the work of a first run, because
/// each access is registered in and looked up from a thread-local list.
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

    // MARK: Identity and tree: written by the bodies phase (`ViewGraph` mounts and reconciles)

    /// Creation-order id: stable and deterministic for a given sequence of updates.
    let id: Int
    /// The graph that owns the node (nil once discarded): its type record's graph, which
    /// outlives its nodes (the host owns both).
    var graph: ViewGraph? { isLive ? typeRecord.graph : nil }
    /// The parent node (nil for the root, and once discarded). Not a weak reference: weak
    /// references give every node a side table and make each retain and release slow; a
    /// parent holds its children, and `discard()` clears the link before a parent can go.
    @exclusivity(unchecked) unowned(unsafe) var parent: ViewNode?
    /// The identity among siblings.
    let key: ChildKey
    /// Whether the node is still in the tree (false once discarded).
    @exclusivity(unchecked) private(set) var isLive = true
    @exclusivity(unchecked) var role: Role = .list {
        didSet { if role != oldValue, !isBeingMade { graph?.structureChanged() } }
    }
    /// Whether the node's body (or a GeometryReader's content, or an action's closure) must be
    /// evaluated again; set by state writes, cleared by the evaluation.
    @exclusivity(unchecked) var needsBody = true
    /// Whether the node's body read the environment (so an environment change re-evaluates it).
    @exclusivity(unchecked) var readsEnvironment = false
    /// Whether the graph is mounting this node for the first time (`ViewGraph.makeNode` sets
    /// it around the mount): the node is not in the tree yet, so its first name, role and
    /// children change no structure, and it has no memo to forget.
    @exclusivity(unchecked) var isBeingMade = false
    /// The branches of the conditionals whose content the node is (they have no node of their
    /// own: `ViewGraph.unwrapped(_:)`): a leading 1 bit, then one bit per conditional from the
    /// outermost, 1 for its first branch; 0 when it is no conditional's content. Part of the
    /// identity: a node is reused only for the same branches, so the two branches of an
    /// `if`/`else` of one view type stay two identities. (Declared after the flags: it fills
    /// their padding.)
    let branchPath: UInt16
    /// What the graph knows of the view's type (the graph keeps the record; nodes only point).
    unowned(unsafe) let typeRecord: ViewTypeRecord
    /// The identity of the view's type (kept on its record: asking the value for its dynamic
    /// type costs a runtime call at every mount).
    var viewType: ObjectIdentifier { typeRecord.viewType }
    /// Depth in the node tree (root 0); orders dirty bodies top-down.
    var depth: Int { Int(storedDepth) }
    /// The name shown in paths and dumps: the one its type's nodes share (the first a node of
    /// the type took: `ViewTypeRecord.nodeName`), unless the node keeps one of its own (in its
    /// `ModifierEffects`). Names are a function of the view's type for almost every type, so
    /// a node does not spend 16 bytes on one.
    var name: String {
        @inline(__always) get { ownName ?? typeRecord.nodeName ?? "" }
        set {
            guard newValue != name else { return }
            if let shared = typeRecord.nodeName {
                if newValue == shared {
                    effectsStorage?.ownName = nil
                } else {
                    effects.ownName = newValue
                }
            } else {
                typeRecord.nodeName = newValue
                effectsStorage?.ownName = nil
            }
            if !isBeingMade { graph?.structureChanged() }
        }
    }
    /// The name the node keeps apart from its type's (see `name`), if any.
    var ownName: String? {
        // Most nodes have no attachment: one check, then nil.
        @inline(__always) get { attachment != nil ? effectsStorage?.ownName : nil }
    }
    /// The current view value.
    @exclusivity(unchecked) var view: any View
    /// The child nodes, in order (set by reconciliation).
    @exclusivity(unchecked) var children = ChildList() {
        didSet {
            // A new shape of the tree may change which binders exist and their order, and the
            // snapshot's members. A node being made is not in the tree yet: attaching it tells.
            if !isBeingMade, !oldValue.isIdentical(to: children), let graph {
                graph.binderNodesCache = nil
                graph.structureChanged()
            }
        }
    }
    /// The environment this node's view sees.
    @exclusivity(unchecked) var environment: EnvironmentValues
    /// The element's layout behaviour, made by its mount (nil for nodes that are not elements).
    @exclusivity(unchecked) var behavior: ElementBehavior?

    // MARK: Body state and modifier effects: allocated only for the nodes that have them

    /// What the node has beyond its own fields, made on first use: its body state (a composite
    /// node, or a modifier pushing itself into one), which then also holds the node's modifier
    /// effects; or only its modifier effects; or only a preference write. One word for all:
    /// most nodes have none.
    private enum Attachment {
        case composite(CompositeState)
        case effects(ModifierEffects)
        /// A `.preference(key:value:)` writer's entry, its only effect (`PreferenceEffect.write`):
        /// most writers have no other, and a `ModifierEffects` for it cost each writer a 264-byte
        /// object. A later effect moves it into one (`effects`).
        case preferenceWrite(PreferenceEntry)
    }
    @exclusivity(unchecked) private var attachment: Attachment?

    /// The body state of a composite node (nil until the node first needs one).
    var compositeStorage: CompositeState? {
        if case .composite(let state) = attachment { return state }
        return nil
    }
    /// The body state of this composite node, created on first use (bodies phase).
    var composite: CompositeState {
        if case .composite(let state) = attachment { return state }
        let state = CompositeState()
        switch attachment {
        case .effects(let effects): state.effects = effects
        case .preferenceWrite(let entry): state.effects = ModifierEffects(writing: entry)
        case .composite, nil: break
        }
        attachment = .composite(state)
        return state
    }

    /// What this node's built-in modifier contributes (nil for nodes whose modifier sets none).
    private var effectsStorage: ModifierEffects? {
        @inline(__always) get {
            switch attachment {
            case .effects(let effects): effects
            case .composite(let state): state.effects
            case .preferenceWrite, nil: nil
            }
        }
    }
    /// The effects of this node's modifier, created on first write (bodies phase).
    private var effects: ModifierEffects {
        switch attachment {
        case .effects(let effects):
            return effects
        case .composite(let state):
            if let effects = state.effects { return effects }
            let effects = ModifierEffects()
            state.effects = effects
            return effects
        case .preferenceWrite(let entry):
            let effects = ModifierEffects(writing: entry)
            attachment = .effects(effects)
            return effects
        case nil:
            let effects = ModifierEffects()
            attachment = .effects(effects)
            return effects
        }
    }
    /// Whether `traits` is not empty, read in place (the layout phase asks it of every node an
    /// element list flattens through; reading `traits` copies them, and the effects holding them).
    var hasTraits: Bool { effectsSatisfy { !$0.traits.isEmpty } }
    /// Whether `outerTraits` is not empty, read in place (asked of every element an element
    /// list collects).
    var hasOuterTraits: Bool { effectsSatisfy { !$0.outerTraits.isEmpty } }
    /// Whether the node has effects and `test` holds for them, read where they are kept.
    @inline(__always)
    private func effectsSatisfy(_ test: (ModifierEffects) -> Bool) -> Bool {
        switch attachment {
        case .effects(let effects): test(effects)
        case .composite(let state): state.effects.map(test) ?? false
        case .preferenceWrite, nil: false
        }
    }
    /// Traits from transparent wrappers, carried to the element below (see `ModifierEffects`).
    var traits: LayoutTraits {
        get { effectsStorage?.traits ?? LayoutTraits() }
        set { if effectsStorage != nil || !newValue.isEmpty { effects.traits = newValue } }
    }
    /// The drawing effect of a transparent modifier (see `ModifierEffects`).
    var drawingEffect: DrawingEffect? {
        get { effectsStorage?.drawingEffect }
        set { if effectsStorage != nil || newValue != nil { effects.drawingEffect = newValue } }
    }
    /// What a built-in modifier remembers across updates (see `ModifierEffects`).
    var modifierMemory: Any? {
        get { effectsStorage?.modifierMemory }
        set { if effectsStorage != nil || newValue != nil { effects.modifierMemory = newValue } }
    }
    /// The preference this node writes or transforms (see `ModifierEffects`), for the key
    /// `preferenceEffectKey`.
    var preferenceEffect: PreferenceEffect? {
        if case .preferenceWrite(let entry) = attachment { return .write(entry) }
        return effectsStorage?.preferenceEffect
    }
    /// The key of `preferenceEffect` (nil without one), read without copying the effect: the
    /// preferences phase asks it of every node it combines, and a copy of the effect goes
    /// through its enum's and its payload's value witnesses.
    var preferenceEffectKey: ObjectIdentifier? {
        switch attachment {
        case .preferenceWrite(let entry): entry.key
        case .effects(let effects): effects.preferenceEffectKey
        case .composite(let state): state.effects?.preferenceEffectKey
        case nil: nil
        }
    }
    /// Makes `entry` the value this node writes for the entry's key (bodies phase, at a
    /// `.preference(key:value:)` mount): in the attachment alone, unless the node has effects.
    func setPreferenceWrite(_ entry: PreferenceEntry) {
        switch attachment {
        case nil, .preferenceWrite: attachment = .preferenceWrite(entry)
        case .effects, .composite: effects.setPreferenceEffect(.write(entry), key: entry.key)
        }
    }
    /// Makes `effect` (a transform or an anchor) the preference this node produces for the key
    /// `key` (bodies phase, at its modifier's mount; a node's modifier, and so its key, never
    /// changes). A write goes through `setPreferenceWrite(_:)`, its key in its entry.
    func setPreferenceEffect(_ effect: PreferenceEffect, key: ObjectIdentifier) {
        effects.setPreferenceEffect(effect, key: key)
    }
    /// The `onPreferenceChange` binder of this node (see `ModifierEffects`).
    var binder: AnyBinder? {
        get { effectsStorage?.binder }
        set { if effectsStorage != nil || newValue != nil { effects.binder = newValue } }
    }
    /// The accessibility properties an accessibility modifier on this node sets.
    var accessibility: AccessibilityModification? {
        get { effectsStorage?.accessibility }
        set { if effectsStorage != nil || newValue != nil { effects.accessibility = newValue } }
    }

    // MARK: Layout cache: written by the layout phase (`LayoutEngine`), cleared by `invalidateLayout()`

    /// Memos and the placement flag, cleared together by `invalidateLayout()`.
    @exclusivity(unchecked) var layoutCache = LayoutCache()
    /// The container part of the layout cache, made at its first write (layout phase).
    var containerMemo: ContainerLayoutMemo {
        if let memo = layoutCache.container { return memo }
        let memo = ContainerLayoutMemo()
        layoutCache.container = memo
        return memo
    }
    /// Traits from transparent wrappers between this element and its container (kept in its
    /// `ModifierEffects`: most elements have none).
    var outerTraits: LayoutTraits {
        get { effectsStorage?.outerTraits ?? LayoutTraits() }
        set { if effectsStorage != nil || !newValue.isEmpty { effects.outerTraits = newValue } }
    }
    /// The stack axis of the container this element sits in (for Spacer and Divider; kept in
    /// the layout cache's spare bytes).
    var containerAxis: Axis? {
        @inline(__always) get { layoutCache.containerAxis }
        set { layoutCache.containerAxis = newValue }
    }
    /// How many guide values a node remembers.
    static let alignmentValueMemoLimit = 8
    /// Where the node was last placed: its top-leading corner in root coordinates then, and the
    /// corner of the element that placed it (its nearest element ancestor; zero for the root's
    /// elements) then. A container that moves carries a clean subtree along without placing it
    /// again: the node is where it was relative to its container (`origin(in:)`).
    @exclusivity(unchecked) var placedOrigin: CGPoint = .zero
    @exclusivity(unchecked) var placedContainerOrigin: CGPoint = .zero
    /// The size the node was last placed with.
    @exclusivity(unchecked) var placedSize: CGSize = .zero
    /// The proposal the node was last placed with; nil before its first placement. Kept as
    /// bits (`ProposalBits`), 16 bytes instead of an optional's 32.
    var placedProposal: ProposedViewSize? {
        get { placedProposalBits.matches(Self.neverPlaced) ? nil : placedProposalBits.proposal }
        set { placedProposalBits = newValue.map(ProposalBits.init) ?? Self.neverPlaced }
    }
    /// Whether the node was last placed with `proposal` (a node never placed matches none);
    /// asked at every placement, without decoding.
    @inline(__always)
    func wasPlaced(with proposal: ProposedViewSize) -> Bool {
        placedProposalBits.matches(ProposalBits(proposal))
    }
    @exclusivity(unchecked) private var placedProposalBits = ViewNode.neverPlaced
    /// The bits of a node never placed.
    private static var neverPlaced: ProposalBits { ProposalBits(marker: 0x7FF4_F1C5_0000_0003) }
    /// The geometry effects (scale, rotation, `transformEffect`) above the node, mapping `frame`
    /// (root layout coordinates) to where it is drawn; nil when there are none. Set with
    /// `placedOrigin`; kept with the modifier effects (`ModifierEffects`), because most nodes
    /// have none.
    var effectTransform: CGAffineTransform? {
        get { effectsStorage?.effectTransform }
        set { if newValue != nil || effectsStorage?.effectTransform != nil { effects.effectTransform = newValue } }
    }

    // MARK: Preference cache: written by combinations (`PreferenceCombiner`: the preferences phase for binders, layout for readers and anchors)

    /// Combined preference values per key, kept across passes until `invalidatePreferences()`
    /// clears them along a changed path.
    @exclusivity(unchecked) var preferenceMemo = PreferenceMemo()
    /// The graph's preference epoch in which this node's memo was last cleared. 32 bits: the
    /// graph starts its epochs again before they overflow (`ViewGraph.advancePreferenceEpoch`).
    @exclusivity(unchecked) var preferencesInvalidatedEpoch: Int32 = -1

    // MARK: Identity, continued

    /// `depth`, in 32 bits (no tree is 2³¹ views deep). Declared last: with the preference
    /// epoch it fills one word, and the node is 296 bytes (the allocator's 304-byte class).
    private let storedDepth: Int32

    /// A node of `record`'s graph for `view`, under `parent` with `key` among its siblings.
    init(id: Int, parent: ViewNode?, key: ChildKey, branchPath: UInt16 = 0, view: any View,
         record: ViewTypeRecord, environment: EnvironmentValues) {
        self.typeRecord = record
        self.branchPath = branchPath
        self.id = id
        self.parent = parent
        self.key = key
        self.storedDepth = parent.map { $0.storedDepth + 1 } ?? 0
        self.view = view
        self.environment = environment
    }

    /// Calls `body` with the node's behaviour (nil without one) without holding a reference to
    /// it across the call: the node holds it (a behaviour is replaced only by its node's mount,
    /// never during its own layout call). A retain held across a sizing or placement call is
    /// released after the subtree below returns, when the behaviour is out of the cache in a
    /// deep tree; this is how the layout phase calls behaviours recursively.
    @inline(__always)
    func withBehavior<R>(_ body: (ElementBehavior) -> R) -> R? {
        guard let reference = behavior.map(Unmanaged.passUnretained) else { return nil }
        return reference._withUnsafeGuaranteedRef(body)
    }

    /// Whether `item` is this node's identity among its siblings' items, given that its key
    /// matched: the same view type, out of the same conditional branches.
    @inline(__always)
    func holds(_ item: ListItem) -> Bool {
        branchPath == item.branchPath && viewType == viewTypeID(of: item.view)
    }

    /// Takes the node out of the tree: it no longer reaches its graph or its parent.
    func markDiscarded() {
        isLive = false
        parent = nil
    }

    /// Forgets sizes and placement of this node and its ancestors; called whenever the node's
    /// view, environment or children change. Clean subtrees elsewhere keep their memos.
    ///
    /// An ancestor's element list (the elements its children flatten to) can change only up to
    /// the first element above this node: a higher container's list stops at that element. So
    /// the ancestors above it keep their element lists (and `LayoutSubviews`), and a change deep
    /// in a wide container does not make it flatten its children again.
    ///
    /// `keepingElementLists` says that only the node's value changed, not what it flattens to
    /// (its role and children are the same, and it carries no traits): then its ancestors keep
    /// their element lists and their children's stack probes. The node forgets its own list,
    /// which its new value may lay out along another axis (`AnyLayout`).
    func invalidateLayout(keepingElementLists: Bool = false) {
        // A node still being made has nothing to forget, and its maker invalidates upward.
        if isBeingMade { return }
        let epoch = graph?.invalidationEpoch ?? -1
        var node: ViewNode? = self
        let boundary = graph?.invalidationBoundary
        // Whether the element lists of the ancestors reached so far may flatten through this node.
        var flattensThrough = true
        while let current = node {
            if current === boundary {
                // A GeometryReader building its content (its children may be replaced here): its
                // own size and placement do not depend on it, so it stays clean.
                current.layoutCache.invalidateChildren()
                break
            }
            // Within one epoch an invalidated node's ancestors are invalidated too: stop there,
            // after forgetting the element lists that flatten through this node (that walk may
            // have kept them).
            if current.layoutCache.invalidatedEpoch == epoch && current !== self {
                if flattensThrough { current.forgetElementLists() }
                break
            }
            current.layoutCache.invalidate(epoch: epoch, keepingElements: !flattensThrough)
            if current === self ? keepingElementLists : current.role == .element { flattensThrough = false }
            node = current.parent
        }
    }

    /// Forgets the element lists of this node and its ancestors up to the first element among
    /// them (the lists that flatten through this node).
    private func forgetElementLists() {
        var node: ViewNode? = self
        while let current = node {
            current.layoutCache.container?.elementsCache = nil
            if current.role == .element { return }
            node = current.parent
        }
    }

    /// Forgets the combined preference values of this node and its ancestors; called when the
    /// node's preference effect, its children, a `ViewThatFits` choice or (with anchor writers
    /// in the tree) its frame change. Stops at a node already cleared since the last
    /// combination: its ancestors were cleared with it.
    func invalidatePreferences() {
        // A node still being made has nothing to forget, and its maker invalidates upward.
        if isBeingMade { return }
        let epoch = graph?.preferenceEpoch ?? -1
        var node: ViewNode? = self
        while let current = node {
            if current.preferencesInvalidatedEpoch == epoch && current !== self { break }
            current.preferencesInvalidatedEpoch = epoch
            if !current.preferenceMemo.isEmpty { current.preferenceMemo.removeAll() }
            node = current.parent
        }
    }

    /// How many proposals a node remembers sizes for. SwiftUI keeps three per view; the fourth
    /// covers a stack's re-measurement with its final cross size after a nil cross proposal.
    static let sizeMemoLimit = 4

    /// The memoised size for `proposal`, if one was computed since the layout was invalidated
    /// (the entry is marked used, so it outlives entries not used since).
    func memoisedSize(for proposal: ProposedViewSize) -> CGSize? {
        layoutCache.sizeMemo.size(for: proposal)
    }

    /// The memoised size for `proposal` if `accepts` takes it, the entry then marked used
    /// (`SizeMemo.size(for:where:)`): a size looked at and rejected keeps its place for eviction.
    func memoisedSize(for proposal: ProposedViewSize, where accepts: (CGSize) -> Bool) -> CGSize? {
        layoutCache.sizeMemo.size(for: proposal, where: accepts)
    }

    /// Remembers the size for `proposal`; a full memo forgets its oldest entry not used since the
    /// last eviction (`SizeMemo.remember`).
    func memoise(_ size: CGSize, for proposal: ProposedViewSize) {
        layoutCache.sizeMemo.remember(size, for: proposal, limit: Self.sizeMemoLimit)
    }

    /// The node's frame in root coordinates: where it was placed, moved by as much as the
    /// elements above it moved since (walked from the root down, as the layout phase and
    /// snapshots do, so all agree to the last bit). O(depth): a reader walking the tree
    /// top-down passes each element's origin to `origin(in:)` instead.
    var frame: CGRect {
        var elementAncestors: [ViewNode] = []
        var ancestor = parent
        while let current = ancestor {
            if current.role == .element { elementAncestors.append(current) }
            ancestor = current.parent
        }
        var origin = CGPoint.zero
        for element in elementAncestors.reversed() { origin = element.origin(in: origin) }
        return CGRect(origin: self.origin(in: origin), size: placedSize)
    }

    /// The node's top-leading corner in root coordinates when the element that placed it has its
    /// corner at `containerOrigin`: where it was placed, exactly, unless the container moved
    /// since (then moved by as much, axis by axis; a sum that is not a number, under a container
    /// at an infinite origin, is the container's coordinate, as a NaN origin is when placed).
    @inline(__always)
    func origin(in containerOrigin: CGPoint) -> CGPoint {
        if containerOrigin == placedContainerOrigin { return placedOrigin }
        // Axis by axis: an axis the container did not move along keeps the placed value exactly
        // (an infinite coordinate minus itself would be NaN).
        let x = containerOrigin.x == placedContainerOrigin.x ? placedOrigin.x : placedOrigin.x + (containerOrigin.x - placedContainerOrigin.x)
        let y = containerOrigin.y == placedContainerOrigin.y ? placedOrigin.y : placedOrigin.y + (containerOrigin.y - placedContainerOrigin.y)
        return CGPoint(x: x.isNaN ? containerOrigin.x : x, y: y.isNaN ? containerOrigin.y : y)
    }

    /// `subtreePositionDependence` on the large stack, once this thread's has no more room.
    @inline(never)
    private func subtreePositionDependenceOnLargeStack() -> PositionDependence {
        typeRecord.graph.continuingOnLargeStack { self.subtreePositionDependence }
    }

    /// How much the node and the views below it read their position in root coordinates while
    /// placed (a GeometryReader, a geometry effect, the safe area …): moving a subtree that does
    /// must place it again. Memoised until the node's layout is invalidated.
    var subtreePositionDependence: PositionDependence {
        if let known = layoutCache.positionDependence { return known }
        return askSubtreePositionDependence()
    }

    /// `subtreePositionDependence` when it is not known: asked of the behaviour and the
    /// children, and kept.
    @inline(never)
    private func askSubtreePositionDependence() -> PositionDependence {
        if !children.isEmpty, typeRecord.graph.isNearStackLimit { return subtreePositionDependenceOnLargeStack() }
        var answer = withBehavior { $0.positionDependence } ?? .none
        if answer < .always {
            // Unretained: the first placement asks every node of the tree.
            children.forEachChild { _, child in
                if answer < .always { answer = max(answer, child.subtreePositionDependence) }
            }
        }
        layoutCache.positionDependence = answer
        return answer
    }
}

/// The body state of a composite node (a view with a `body`, or a custom modifier): written by
/// the bodies phase (`ViewGraph.evaluateBody`, `ModifiedContent`'s mount, state installation).
/// Kept apart from `ViewNode` because most nodes are built-in views that never have one. Its
/// stored fields are exempt from the run-time exclusivity check, as `ViewNode`'s are.
final class CompositeState {
    /// The storage of the view's first `@State`-like property (slot 0), held inline: most views
    /// with state have one such property, and a list of one cost each an allocation.
    @exclusivity(unchecked) var firstStateSlot: AnyStateStorage?
    /// The storage of slots 1 and later, by slot − 1 (nil for a slot without storage, such as an
    /// `@Environment`'s).
    @exclusivity(unchecked) var laterStateSlots: [AnyStateStorage?] = []
    /// The trace event that made the body dirty.
    @exclusivity(unchecked) var dirtyCause: Int?
    /// The body last evaluated, re-reconciled when pushed modifiers change.
    @exclusivity(unchecked) var lastBody: (any View)?
    /// Modifiers applied around the body's result (a custom modifier's content chain).
    @exclusivity(unchecked) var pushedModifiers: [(any View) -> any View] = []
    /// The content a custom modifier's `body(content:)` receives.
    @exclusivity(unchecked) var modifierContent: (any View)?
    @exclusivity(unchecked) var isPushingModifiers = false
    /// Bumped at each tracked evaluation (body, GeometryReader content); an Observation scope
    /// from an earlier generation no longer invalidates the node.
    @exclusivity(unchecked) var observationGeneration = 0
    /// The node's modifier effects, if it has any (a modifier node that pushes itself into a
    /// composite's body also sets them).
    @exclusivity(unchecked) var effects: ModifierEffects?

    /// Detaches the slots' storage from the node (bodies phase, when the node is discarded): a
    /// binding or state value kept past its view then writes nothing.
    func detachStateSlots() {
        firstStateSlot?.detach()
        for slot in laterStateSlots { slot?.detach() }
    }
}

/// What a built-in modifier on a (transparent) node contributes: written by the modifier's mount
/// in the bodies phase (and the geometry effects and outer traits of an element, by layout;
/// a name of its own, by any mount), read by layout (traits), snapshots (drawing,
/// accessibility, transform) and the preferences phase. Kept apart from `ViewNode` because
/// most nodes set none of these. Its stored fields are exempt from the run-time exclusivity
/// check, as `ViewNode`'s are.
final class ModifierEffects {
    /// Traits set by `layoutPriority`, `layoutValue`, `zIndex`, `tag` …
    @exclusivity(unchecked) var traits = LayoutTraits()
    @exclusivity(unchecked) var drawingEffect: DrawingEffect?
    /// What a built-in modifier remembers across updates of its node (the value
    /// `animation(_:value:)` last saw).
    @exclusivity(unchecked) var modifierMemory: Any?
    /// The preference the node writes or transforms, and the key it acts on, set together.
    @exclusivity(unchecked) private(set) var preferenceEffect: PreferenceEffect?
    @exclusivity(unchecked) private(set) var preferenceEffectKey: ObjectIdentifier?
    @exclusivity(unchecked) var binder: AnyBinder?
    /// The accessibility modifications of the node (`ViewNode.accessibility`), boxed: 128 bytes
    /// inline would be carried by every node with any effect (a preference writer, a binder),
    /// and few nodes have them.
    var accessibility: AccessibilityModification? {
        get { accessibilityBox?.modification }
        set {
            if let newValue {
                if let accessibilityBox { accessibilityBox.modification = newValue } else { accessibilityBox = AccessibilityBox(newValue) }
            } else if accessibilityBox != nil {
                accessibilityBox = nil
            }
        }
    }
    @exclusivity(unchecked) private var accessibilityBox: AccessibilityBox?
    /// The geometry effects above the node (`ViewNode.effectTransform`), written by placement.
    @exclusivity(unchecked) var effectTransform: CGAffineTransform?
    /// Traits from the transparent wrappers above the node (`ViewNode.outerTraits`), written
    /// by layout.
    @exclusivity(unchecked) var outerTraits = LayoutTraits()
    /// The node's name when it is not the one its type's nodes share (`ViewNode.name`).
    @exclusivity(unchecked) var ownName: String?

    /// Sets `preferenceEffect` and its key (`ViewNode.setPreferenceEffect(_:key:)`).
    func setPreferenceEffect(_ effect: PreferenceEffect, key: ObjectIdentifier) {
        preferenceEffectKey = key
        preferenceEffect = effect
    }

    /// Effects that hold a node's preference write (moved here from the node's attachment when
    /// the node takes another effect).
    convenience init(writing entry: PreferenceEntry) {
        self.init()
        setPreferenceEffect(.write(entry), key: entry.key)
    }

    /// One node's accessibility modifications (owned by its effects alone, changed in place).
    private final class AccessibilityBox {
        @exclusivity(unchecked) var modification: AccessibilityModification

        init(_ modification: AccessibilityModification) {
            self.modification = modification
        }
    }
}

/// Layout traits set by `layoutPriority(_:)` and `layoutValue(key:value:)`; they travel with the
/// element to its container.
///
/// One word: most elements have none, and every node keeps the traits of the wrappers above it
/// (`ViewNode.outerTraits`). Set traits live in a shared storage object, copied before a write
/// when another value shares it.
struct LayoutTraits {
    /// The traits set (nil when none is).
    private var storage: Storage?

    /// The values set by `layoutValue(key:value:)` and other trait modifiers, by key type.
    var values: [ObjectIdentifier: Any] {
        get { storage?.values ?? [:] }
        set { update { $0.values = newValue } }
    }

    /// The priority set by `layoutPriority(_:)`, if any.
    var priority: Double? {
        get { storage?.priority }
        set { update { $0.priority = newValue } }
    }

    /// Applies `change` to storage this value owns alone; no storage is kept for no traits.
    private mutating func update(_ change: (Storage) -> Void) {
        if storage == nil {
            storage = Storage(values: [:], priority: nil)
        } else if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(values: storage!.values, priority: storage!.priority)
        }
        change(storage!)
        if storage!.values.isEmpty && storage!.priority == nil { storage = nil }
    }

    /// The traits of a value: changed only through a value that owns it alone.
    private final class Storage {
        var values: [ObjectIdentifier: Any]
        var priority: Double?

        init(values: [ObjectIdentifier: Any], priority: Double?) {
            self.values = values
            self.priority = priority
        }
    }

    /// Traits of `inner` completed by these (outer wrappers win).
    func merged(over inner: LayoutTraits) -> LayoutTraits {
        var result = inner
        if let priority { result.priority = priority }
        for (key, value) in values { result.values[key] = value }
        return result
    }

    var isEmpty: Bool { storage == nil }
}
