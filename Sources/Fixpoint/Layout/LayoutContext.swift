import Foundation

/// An element as its behaviour sees it while the layout phase sizes, aligns or places it: its
/// own inputs, its child elements (`LayoutChild`), and the operations of the update a
/// behaviour may use. The behaviour never sees the node or the engine.
///
/// Made by the layout phase (`LayoutEngine`) for one call of an `ElementBehavior` method; it
/// holds neither strongly, so it must not outlive the call (the engine holds the node).
struct LayoutContext: ElementInputs {
    // Unretained: a context lives for one call, while the engine holds the node. `Unmanaged`
    // rather than `unowned(unsafe)`, whose every read retains and releases the object.
    fileprivate let nodeReference: Unmanaged<ViewNode>
    fileprivate let engineReference: Unmanaged<LayoutEngine>

    /// The context of `node` for one behaviour call (layout phase).
    @inline(__always)
    init(node: ViewNode, engine: LayoutEngine) {
        nodeReference = .passUnretained(node)
        engineReference = .passUnretained(engine)
    }

    /// Runs `body` with the node and the engine borrowed, not retained.
    @inline(__always)
    fileprivate func with<R>(_ body: (ViewNode, LayoutEngine) -> R) -> R {
        withBorrowed(nodeReference, engineReference, body)
    }

    // MARK: The element's own inputs

    /// The element's current view value.
    var view: any View { with { node, _ in node.view } }
    /// The element's environment.
    var environment: EnvironmentValues { with { node, _ in node.environment } }
    /// The stack axis of the container the element sits in (Spacer and Divider size along it).
    var containerAxis: Axis? { with { node, _ in node.containerAxis } }
    /// The size the element memoised for exactly `proposal`, if `accepts` takes it (only then is
    /// the entry marked used: `ViewNode.memoisedSize(for:where:)`).
    func memoisedSize(for proposal: ProposedViewSize, where accepts: (CGSize) -> Bool) -> CGSize? {
        with { node, _ in node.memoisedSize(for: proposal, where: accepts) }
    }

    /// Whether the element's container (the nearest element above it) has a `B` behaviour (a
    /// grid row asks whether a grid places it).
    func isPlaced<B: ElementBehavior>(by type: B.Type) -> Bool {
        with { node, _ in
            var current = node.parent
            while let candidate = current {
                if candidate.role == .element { return candidate.behavior is B }
                current = candidate.parent
            }
            return false
        }
    }

    /// The spacing of a text at `pointSize`, made by `make` once for texts of that size in a
    /// row (`LayoutEngine.textSpacing(pointSize:make:)`).
    func textSpacing(pointSize: CGFloat, make: () -> ViewSpacing) -> ViewSpacing {
        with { _, engine in engine.textSpacing(pointSize: pointSize, make: make) }
    }

    // MARK: Children

    /// The element's child elements, in order: its children flattened through lists and
    /// transparent wrappers (memoised until its layout is invalidated).
    var children: LayoutChildren { with { node, engine in LayoutChildren(nodes: engine.elements(of: node), engine: engine) } }
    /// The content element of a single-child modifier: its first child element. A single
    /// child that is an element is the answer itself: no element list is built for it (it has
    /// no wrappers, so no outer traits to record).
    var contentChild: LayoutChild? {
        with { node, engine in
            if let only = node.children.oneElement { return LayoutChild(nodeReference: only, engine: engine) }
            return engine.elements(of: node).first.map { LayoutChild(node: $0, engine: engine) }
        }
    }
    /// Makes the child elements after the content element (`contentChild`) never placed, with
    /// their subtrees (placement, by a behaviour that places its content only). A behaviour
    /// that lays out the first element only must call this or `unplaceElementsAfterFirst(inSlot:)`
    /// once it has placed it: the others were perhaps laid out before a change, and must look as
    /// in a fresh host, never laid out. Free when the only child is an element (the common case).
    @inline(__always)
    func unplaceElementsAfterContent() {
        if with({ node, _ in node.children.oneElement != nil }) { return }
        unplaceLaterElements(inSlot: nil)
    }

    /// Makes the elements after the first that the direct child in `slot` stands for never
    /// placed, with their subtrees (placement, by a behaviour that places that slot's first
    /// element only, as `firstElement(inSlot:)` gives it). Free when that child is an element.
    @inline(__always)
    func unplaceElementsAfterFirst(inSlot slot: Int) {
        if with({ node, _ in slot >= node.children.count || node.children.isElement(at: slot) }) { return }
        unplaceLaterElements(inSlot: slot)
    }

    /// The elements after the first, of all the children (nil) or of the child in `slot`, made
    /// never placed.
    @inline(never)
    private func unplaceLaterElements(inSlot slot: Int?) {
        with { node, engine in
            let elements = slot.map { engine.elements(standingFor: node.children[$0]) } ?? engine.elements(of: node)
            elements.forEachChild { index, element in
                if index > 0 { engine.unplace(element) }
            }
        }
    }
    /// The element's one child element, when it has exactly one (nil otherwise).
    private var onlyChild: LayoutChild? {
        let children = children
        return children.count == 1 ? children[0] : nil
    }
    /// How many direct children (slots) the element has: a secondary layer, a bar or a
    /// decoration is a slot of its own.
    var slotCount: Int { with { node, _ in node.children.count } }
    /// The elements the direct child in `slot` stands for (empty when there is no such slot).
    func elements(inSlot slot: Int) -> LayoutChildren {
        with { node, engine in
            guard slot >= 0, slot < node.children.count else { return LayoutChildren(nodes: [], engine: engine) }
            return LayoutChildren(nodes: engine.elements(standingFor: node.children[slot]), engine: engine)
        }
    }
    /// The first element the direct child in `slot` stands for.
    func firstElement(inSlot slot: Int) -> LayoutChild? {
        elements(inSlot: slot).first
    }
    /// The child elements as `Layout` subviews, told that they sit on a stack along `axis`
    /// (memoised with the element list).
    func subviews(axis: @autoclosure () -> Axis?) -> LayoutSubviews {
        with { node, engine in
            engine.subviews(of: node, axis: axis())
        }
    }
    /// Tells `children` which stack axis they sit on (a grid's rows and cells).
    func assignContainerAxis(_ axis: Axis?, to children: LayoutChildren) {
        with { _, engine in
            engine.assignContainerAxis(axis, to: children.nodes)
        }
    }
    /// The id of the outermost view strictly between the element and `child` for which
    /// `matches` holds (a list asks which `Section` a row is in); nil when there is none.
    func outermostView(above child: LayoutChild, where matches: (any View) -> Bool) -> Int? {
        with { node, _ in
            var found: Int?
            var ancestor = child.nodeReference._withUnsafeGuaranteedRef { $0.parent }
            while let candidate = ancestor, candidate !== node {
                if matches(candidate.view) { found = candidate.id }
                ancestor = candidate.parent
            }
            return found
        }
    }
    /// Visits the views of the subtree in `slot` in pre-order, without entering elements whose
    /// behaviour is a `B` (nested containers of the element's kind); stops when `visit`
    /// returns false.
    func visitViews<B: ElementBehavior>(inSlot slot: Int, notEntering: B.Type, _ visit: (any View) -> Bool) {
        with { node, _ in
            guard slot >= 0, slot < node.children.count else { return }
            var stack = [node.children[slot]]
            while let current = stack.popLast() {
                if current.behavior is B { continue }
                if !visit(current.view) { return }
                stack.append(contentsOf: current.children.reversed())
            }
        }
    }
    /// The direct child in `slot`'s combined value of `key` (nil: nothing in it writes the key).
    func preferenceValue<K: PreferenceKey>(_ key: K.Type, inSlot slot: Int) -> K.Value? {
        with { node, engine in
            guard slot >= 0, slot < node.children.count else { return nil }
            return engine.graph.preferenceValue(key, of: node.children[slot])?.value
        }
    }
    /// The frame (root coordinates, as last placed) of the descendant identified by `id`: the
    /// union of the elements it stands for; nil when no descendant has the id.
    func frameOfDescendant(identifiedBy id: AnyHashable) -> CGRect? {
        with { node, engine in
            guard let found = node.descendant(identifiedBy: id) else { return nil }
            return FrameUnion.of(found.layoutElements.lazy.map(\.frame))
        }
    }

    // MARK: Memo

    /// The stack result remembered for `proposal`, else `compute`'s (given the memo, for its
    /// gaps), remembered until the element's layout is invalidated.
    func stackResult(for proposal: ProposedViewSize, _ compute: (ContainerLayoutMemo) -> StackAlgorithm.Result)
        -> StackAlgorithm.Result {
        with { node, _ in node.containerMemo.stackResult(for: proposal, compute) }
    }

    /// `stackResult(for:_:)` for the element's own stack along `axis`, proposed `proposal`: a
    /// result made for a proposal that differs only across, where the element's size ignores
    /// the difference, serves (`ContainerLayoutMemo.stackResult(for:axis:equivalence:_:)`).
    /// Unless a full trace records every sizing question, which a new layout asks again.
    @inline(__always)
    func stackResult(for proposal: ProposedViewSize, axis: Axis, _ compute: (ContainerLayoutMemo) -> StackAlgorithm.Result)
        -> StackAlgorithm.Result {
        with { node, engine in
            node.containerMemo.stackResult(for: proposal, axis: axis, equivalence: {
                engine.sharesEquivalentSizes && engine.reusesChildSizes ? engine.proposalInsensitivity(of: node) : nil
            }, compute)
        }
    }

    /// Marks the stack result for `proposal` placed and forgets those never placed
    /// (`StackMemo.keepPlaced(placing:)`).
    func keepPlacedStackResults(placing proposal: ProposedViewSize) {
        with { node, _ in node.layoutCache.container?.stackMemo.keepPlaced(placing: proposal) }
    }

    // MARK: Placement

    /// Places `child` with its top-leading corner at `origin` (root coordinates), proposed
    /// `proposal`; `mirrored` false for an origin computed from physical frames (no
    /// right-to-left mirroring).
    @inline(__always)
    func place(_ child: LayoutChild, at origin: CGPoint, proposal: ProposedViewSize, mirrored: Bool = true) {
        with { _, engine in
            child.nodeReference._withUnsafeGuaranteedRef { child in
                if mirrored {
                    engine.place(child, at: origin, proposal: proposal)
                } else {
                    engine.placeUnmirrored(child, at: origin, proposal: proposal)
                }
            }
        }
    }

    /// Places the children where a stack `result` (laid out over them) puts them, its top-leading
    /// corner at `origin` (root coordinates): each child once, in order.
    func placeChildren(_ result: StackAlgorithm.Result, at origin: CGPoint) {
        // One child (the tree holds it) is placed after the list is let go: held across the
        // child's placement, it would be released after a deep subtree, out of the cache.
        if let only = onlyChild {
            result.forEachPlacement { index, offset, proposal in
                guard index == 0 else { return }
                place(only, at: CGPoint(x: origin.x + offset.x, y: origin.y + offset.y), proposal: proposal)
            }
            return
        }
        let children = children
        children.nodes.withUnmanagedNodes { nodes in
            result.forEachPlacement { index, offset, proposal in
                guard index < nodes.count else { return }
                place(LayoutChild(nodeReference: nodes[index], engine: children.engineReference),
                      at: CGPoint(x: origin.x + offset.x, y: origin.y + offset.y), proposal: proposal)
            }
        }
    }

    /// Places `child` where `placement` puts it inside `frame` (the element's own frame, root
    /// coordinates).
    func place(_ child: LayoutChild, _ placement: ChildPlacement, in frame: CGRect) {
        place(child, at: CGPoint(x: frame.minX + placement.origin.x, y: frame.minY + placement.origin.y),
              proposal: placement.proposal)
    }

    /// Runs a `Layout`'s placement (`body`, whose `LayoutSubview.place` calls are collected), then
    /// places each of `children` where it was last put (centred in `bounds` if it was not).
    func placeSubviews(_ children: LayoutChildren, in bounds: CGRect, proposal: ProposedViewSize, body: () -> Void) {
        with { _, engine in
            engine.placeSubviews(children.nodes, in: bounds, proposal: proposal, body: body)
        }
    }

    /// Runs `placement` in scratch mode: placements are recorded as frames, nothing is placed
    /// (a `Layout`'s explicit guides are computed from where it would put its subviews).
    func withScratchPlacement<T>(_ placement: () -> T) -> T {
        with { _, engine in
            engine.withScratchPlacement(placement)
        }
    }

    /// Runs `placement` under the geometry effect `transform` (root layout coordinates).
    func withEffect(_ transform: CGAffineTransform, _ placement: () -> Void) {
        with { _, engine in
            engine.withEffect(transform, placement)
        }
    }

    /// Runs `placement` with `element` on the safe-area stack.
    func withSafeAreaElement(_ element: SafeAreaElement, _ placement: () -> Void) {
        with { _, engine in
            engine.withSafeAreaElement(element, placement)
        }
    }

    /// The safe-area insets a view with `frame` (root coordinates) touches (`LayoutEngine+SafeArea`).
    func safeAreaInsets(of frame: CGRect, regions: SafeAreaRegions = .all) -> PhysicalInsets {
        with { _, engine in
            engine.safeAreaInsets(of: frame, regions: regions)
        }
    }

    // MARK: Diagnostics and user code

    /// Records a diagnostic about the element.
    func diagnose(_ kind: Diagnostic.Kind, _ message: String) {
        with { node, engine in
            engine.recorder.diagnose(kind, node: node, message: message)
        }
    }

    /// `size` from a custom layout's `what`, with non-finite or negative dimensions replaced by
    /// usable ones (and a diagnostic naming the element).
    func sanitize(_ size: CGSize, proposal: ProposedViewSize, what: String) -> CGSize {
        with { node, engine in
            engine.sanitize(size, from: node, proposal: proposal, what: what)
        }
    }

    /// Runs user code (a guide's closure, a custom layout's methods) as the element's reader of
    /// the state it reads, so that a change of that state lays the element out again.
    @inline(__always)
    func readingState<T>(_ body: () -> T) -> T {
        with { node, engine in
            engine.readingState(as: node, body)
        }
    }

    // MARK: Content built while placed

    /// Runs `make` (content that depends on the element's geometry or its children's
    /// preferences) as the element's body: as the reader of the state it reads, of the
    /// observable properties too when `observing`; records a body evaluation.
    func evaluateContent<T>(observing: Bool, _ make: () -> T) -> T {
        with { node, engine in
            let graph = engine.graph
            let previousReader = graph.currentReader
            graph.currentReader = node
            let content = observing ? graph.trackingObservations(for: node, make) : make()
            graph.currentReader = previousReader
            node.needsBody = false
            graph.recorder.bodyEvaluated(node)
            return content
        }
    }

    /// Runs `layOut` (the element's layout of content it built during this phase with
    /// `reconcileContent`) on this thread when its stack has room for that content's depth, else
    /// on a large stack: the phase's room was reckoned before the content existed, and the
    /// recursion into it checks the stack no more (only mounting and the walks down a subtree do).
    func withRoomForBuiltContent(_ layOut: () -> Void) {
        with { node, engine in
            let graph = engine.graph
            if graph.stackLimit == 0 || LargeStack.hasRoom(forDepth: graph.maxDepth - node.depth) {
                layOut()
            } else {
                graph.continuingOnLargeStack(layOut)
            }
        }
    }

    /// Makes `view` the element's content in `slot` (its only child when `slot` is nil), while
    /// placed: what changes below re-lays out the element, not its ancestors, which are being
    /// placed (the element is the invalidation boundary).
    func reconcileContent(_ view: any View, slot: Int?) {
        with { node, engine in
            let graph = engine.graph
            let previousBoundary = graph.invalidationBoundary
            graph.invalidationBoundary = node
            if let slot {
                graph.reconcileChildren(of: node, slot: slot, view: view, environment: node.environment)
            } else {
                graph.reconcileChild(of: node, view: view, environment: node.environment)
            }
            graph.invalidationBoundary = previousBoundary
        }
    }

    /// The proxy a `GeometryReader`'s content reads: the element's `globalFrame` (root
    /// coordinates) of `size` and the effects above it, seen from the element.
    func geometryProxy(size: CGSize, globalFrame: CGRect, safeAreaInsets: EdgeInsets) -> GeometryProxy {
        with { node, _ in
            GeometryProxy(size: size, globalFrame: globalFrame, reader: node, transform: node.effectTransform,
                          safeAreaInsets: safeAreaInsets)
        }
    }

    /// Marks `descendant` and its ancestors below the element for placement (their sizes stay
    /// memoised): where it places its parts depends on something of the element's that moved (a
    /// scroll view's viewport, for pinned sections).
    func placeAgain(descendant: ViewNode) {
        with { node, _ in
            var current: ViewNode? = descendant
            while let ancestor = current, ancestor !== node {
                ancestor.layoutCache.isDirty = true
                current = ancestor.parent
            }
        }
    }

    /// Says that which children the element shows changed (a `ViewThatFits` chose another):
    /// its combined preferences and the snapshot's members are computed again.
    func shownChildrenChanged() {
        with { node, engine in
            node.invalidatePreferences()
            engine.graph.structureChanged()
        }
    }
}

/// A child element as its container's behaviour sees it while laid out: its sizes, guides,
/// spacing and priority for a proposal (memoised by the engine). Made for one layout call.
struct LayoutChild {
    // Unretained: a child proxy lives for one call, while its container's element list (or
    // the tree) holds it; `Unmanaged` as in `LayoutContext`.
    fileprivate let nodeReference: Unmanaged<ViewNode>
    fileprivate let engineReference: Unmanaged<LayoutEngine>

    @inline(__always)
    fileprivate init(node: ViewNode, engine: LayoutEngine) {
        nodeReference = .passUnretained(node)
        engineReference = .passUnretained(engine)
    }

    @inline(__always)
    fileprivate init(nodeReference: Unmanaged<ViewNode>, engine: LayoutEngine) {
        self.nodeReference = nodeReference
        engineReference = .passUnretained(engine)
    }

    @inline(__always)
    fileprivate init(node: ViewNode, engine: Unmanaged<LayoutEngine>) {
        nodeReference = .passUnretained(node)
        engineReference = engine
    }

    @inline(__always)
    fileprivate init(nodeReference: Unmanaged<ViewNode>, engine: Unmanaged<LayoutEngine>) {
        self.nodeReference = nodeReference
        engineReference = engine
    }

    /// Runs `body` with the child's node and the engine borrowed, not retained.
    @inline(__always)
    fileprivate func with<R>(_ body: (ViewNode, LayoutEngine) -> R) -> R {
        withBorrowed(nodeReference, engineReference, body)
    }

    /// The child's size for `proposal`.
    @inline(__always)
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        with { node, engine in
            engine.size(of: node, proposal: proposal)
        }
    }

    /// The child's dimensions (size and guides, explicit ones included) for `proposal`.
    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        with { node, engine in
            engine.dimensions(of: node, proposal: proposal)
        }
    }

    /// The top-leading corner that aligns the child, proposed `proposal`, in a frame of `size`
    /// by `alignment` (reference "alignment in frames": frame guide minus child guide).
    func origin(aligning alignment: Alignment, in size: CGSize, proposal: ProposedViewSize) -> CGPoint {
        with { node, engine in
            engine.alignedOrigin(of: node, proposal: proposal, in: size, alignment: alignment)
        }
    }

    /// The value of the guide `key` for the child sized for `proposal`: its explicit value, else
    /// the guide's default.
    func alignmentValue(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat {
        with { node, engine in
            engine.alignmentValue(of: node, key, proposal: proposal)
        }
    }

    /// The child's explicit value of `key` at `size` (its size for `proposal`), if any.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        with { node, engine in
            engine.explicitAlignment(of: node, key, size: size, proposal: proposal)
        }
    }

    /// Whether the child's subtree can carry an explicit value for `key`.
    func mayHaveExplicitAlignment(_ key: AlignmentKey) -> Bool {
        with { node, engine in
            engine.mayHaveExplicitAlignment(node, key)
        }
    }

    /// Which proposal dimensions the child's size ignores.
    var proposalInsensitivity: ProposalInsensitivity { with { node, engine in engine.proposalInsensitivity(of: node) } }
    /// The child's stack priority: its `layoutPriority`, else its intrinsic priority.
    var priority: Double { with { node, engine in engine.priority(of: node) } }
    /// The `layoutPriority` a `Layout` sees (0 when none is set).
    var layoutPriority: Double { with { node, engine in engine.layoutPriority(of: node) } }
    /// The child's layout traits: those set around it over those its content carries up.
    var traits: LayoutTraits { with { node, engine in engine.traits(of: node) } }
    /// The child's spacing preferences.
    var spacing: ViewSpacing { with { node, engine in engine.spacing(of: node) } }
    /// The child's behaviour, if it is a `B` (a grid asks whether a child is a grid row).
    func behavior<B: ElementBehavior>(as type: B.Type) -> B? { with { node, _ in node.behavior as? B } }
    /// The child's own child elements (a grid reads a grid row's cells).
    var children: LayoutChildren { with { node, engine in LayoutChildren(nodes: engine.elements(of: node), engine: engine) } }
    /// Marks the child to be placed again at its next placement, its sizes kept (its container
    /// handed it new placements for its children: a grid's row).
    func needsPlacement() { with { node, _ in node.layoutCache.isDirty = true } }
    /// The child's node id: stable while the child keeps its identity.
    var id: Int { with { node, _ in node.id } }
    /// Whether `other` is the same child.
    func isSame(as other: LayoutChild) -> Bool { nodeReference.toOpaque() == other.nodeReference.toOpaque() }
}

/// A container's child elements, as `LayoutChild` proxies; it holds the element list, so the
/// proxies it hands out stay valid while it lives.
struct LayoutChildren: RandomAccessCollection {
    fileprivate let nodes: ChildList
    fileprivate let engineReference: Unmanaged<LayoutEngine>

    fileprivate init(nodes: ChildList, engine: LayoutEngine) {
        self.nodes = nodes
        engineReference = .passUnretained(engine)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { nodes.count }

    subscript(index: Int) -> LayoutChild {
        LayoutChild(node: nodes[index], engine: engineReference)
    }

    /// The children as `Layout` subviews (no stack axis is assigned; `LayoutContext.subviews`
    /// memoises the element's own).
    var subviews: LayoutSubviews {
        LayoutSubviews(nodes, engine: engineReference.takeUnretainedValue())
    }

    /// Calls `body` with each child and its index, in order, without retaining the children
    /// (this list holds them).
    @inline(__always)
    func forEachChild(_ body: (Int, LayoutChild) -> Void) {
        nodes.withUnmanagedNodes { nodes in
            for index in nodes.indices { body(index, LayoutChild(nodeReference: nodes[index], engine: engineReference)) }
        }
    }

    /// Whether `predicate` holds for a child, asked in order until it does, without retaining
    /// the children (this list holds them).
    @inline(__always)
    func contains(where predicate: (LayoutChild) -> Bool) -> Bool {
        nodes.withUnmanagedNodes { nodes in
            nodes.contains { predicate(LayoutChild(nodeReference: $0, engine: engineReference)) }
        }
    }
}

extension LayoutEngine {
    /// The origin that aligns `node`, proposed `proposal`, in a frame of `size` by `alignment`
    /// (reference "alignment in frames": frame guide minus child guide).
    func alignedOrigin(of node: ViewNode, proposal: ProposedViewSize, in size: CGSize, alignment: Alignment) -> CGPoint {
        // The child's guides one at a time: its `ViewDimensions` would allocate the closure
        // that reads its explicit guides.
        let childSize = self.size(of: node, proposal: proposal)
        let frame = ViewDimensions(size: size)
        return CGPoint(x: frame[alignment.horizontal]
                           - alignmentValue(of: node, alignment.horizontal.key.value, proposal: proposal, size: childSize),
                       y: frame[alignment.vertical]
                           - alignmentValue(of: node, alignment.vertical.key.value, proposal: proposal, size: childSize))
    }
}

/// Runs `body` with the node and the engine `Unmanaged` references point to, borrowed rather
/// than retained (the proxies' one way to reach them).
@inline(__always)
private func withBorrowed<R>(_ node: Unmanaged<ViewNode>, _ engine: Unmanaged<LayoutEngine>,
                             _ body: (ViewNode, LayoutEngine) -> R) -> R {
    node._withUnsafeGuaranteedRef { node in engine._withUnsafeGuaranteedRef { engine in body(node, engine) } }
}
