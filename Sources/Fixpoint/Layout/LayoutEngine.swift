import Foundation

/// The layout phase: sizes elements through their behaviours with a per-node memo, places them
/// in root coordinates, and answers the `LayoutSubview` queries of containers.
///
/// One engine serves a host; memos live on the nodes and survive passes until the bodies phase
/// invalidates a node (and its ancestors), so clean subtrees stay clean. Its placement stacks are
/// exempt from the run-time exclusivity check, for the reason given on `ViewNode`.
final class LayoutEngine {
    unowned(unsafe) let graph: ViewGraph
    let recorder: UpdateRecorder
    /// Frames of subviews placed by a container's `placeSubviews` call in progress.
    @exclusivity(unchecked) private var pendingPlacements: [[(node: ViewNode, origin: CGPoint, proposal: ProposedViewSize)]] = []
    /// The bounds of the containers whose `placeSubviews` is in progress.
    @exclusivity(unchecked) private var placementBounds: [CGRect] = []
    /// Set while a container is placed only to learn child positions (explicit guides).
    @exclusivity(unchecked) private var scratchFrames: [ObjectIdentifier: (frame: CGRect, proposal: ProposedViewSize)]?
    /// The safe-area elements around the node being placed, outermost first (`LayoutEngine+SafeArea`).
    @exclusivity(unchecked) var safeAreaStack: [SafeAreaElement] = []
    /// The origin of the container whose children are being placed (zero for the root's
    /// elements): a child remembers it to know whether the container moved it since. Set by
    /// `place(_:at:proposal:)` around a container's `placeChildren` and restored after, so the
    /// containers being placed are remembered on the call stack the recursion uses anyway, not
    /// in storage a deep tree would keep (16 bytes a level).
    @exclusivity(unchecked) private var containerOrigin: CGPoint = .zero
    /// The frame of that container when it lays its children out right to left (nil
    /// otherwise): a child's x is mirrored inside it.
    @exclusivity(unchecked) private var rightToLeftContainer: CGRect?
    /// The geometry effects above the nodes being placed (nil: none), composed by
    /// `withEffect(_:_:)`; every placed node records it as its `effectTransform`.
    @exclusivity(unchecked) private(set) var currentTransform: CGAffineTransform?

    /// Whether a size is shared by the proposals its element declares equivalent
    /// (`ProposalInsensitivity`, `ElementBehavior.equivalentMemoisedSize`); off only in tests
    /// that check those declarations against plain sizing.
    @exclusivity(unchecked) var sharesEquivalentSizes = true

    /// The spacing a text publishes at the point size it was made for (`TextBehavior`): texts of
    /// one size share it, so each does not allocate its edge values again.
    @exclusivity(unchecked) private var lastTextSpacing: (pointSize: CGFloat, spacing: ViewSpacing)?

    /// The spacing of a text at `pointSize`: the last one made, if it was for that size, else
    /// `make()`, kept for the next (layout, when a container asks a text for its spacing).
    func textSpacing(pointSize: CGFloat, make: () -> ViewSpacing) -> ViewSpacing {
        if let last = lastTextSpacing, last.pointSize.bitPattern == pointSize.bitPattern { return last.spacing }
        let spacing = make()
        lastTextSpacing = (pointSize, spacing)
        return spacing
    }

    /// Whether a container may use a child's size it already knows instead of asking again (a
    /// stack's `StackAlgorithm.ChildProbe`s): not when a full trace records every question.
    var reusesChildSizes: Bool { recorder.detail != .full }

    init(graph: ViewGraph, recorder: UpdateRecorder) {
        self.graph = graph
        self.recorder = recorder
    }

    // MARK: Elements

    /// The layout elements under `node`, flattening lists, composites and transparent modifiers;
    /// cached until the structure under the node changes. A `ChildList`: most containers have
    /// one element, which it holds without an array.
    func elements(of node: ViewNode) -> ChildList {
        if let cached = node.layoutCache.container?.elementsCache { return cached }
        return makeElements(of: node)
    }

    /// `elements(of:)` at a miss: collects the list and caches it.
    @inline(never)
    private func makeElements(of node: ViewNode) -> ChildList {
        let children = node.children
        // One child that is an element without outer traits (a stack around one view, a
        // padding's stack) is the list itself: its storage is shared, nothing is collected.
        if let only = children.oneElement, only._withUnsafeGuaranteedRef({ !$0.hasOuterTraits }) {
            node.containerMemo.elementsCache = children
            return children
        }
        // A container whose only child is a list (a `ForEach`, a group) has at least as many
        // elements as the list has children, most often the very same.
        let list = children.count == 1 && children[0].role == .list ? children[0] : nil
        if let list, let shared = sharedElementList(list) {
            node.containerMemo.elementsCache = shared
            return shared
        }
        // Room for the elements is made once.
        var result = ChildList(reservingCapacity: list?.children.count ?? 0)
        let none = LayoutTraits()
        children.forEachChild { _, child in collectElements(child, traits: none, into: &result) }
        result.normalize()
        node.containerMemo.elementsCache = result
        return result
    }

    /// The children of `list` (a container's only child, a structural list), when the list has
    /// no traits and they are all elements without outer traits: then they are the container's
    /// element list, and the container shares their storage instead of copying it.
    private func sharedElementList(_ list: ViewNode) -> ChildList? {
        guard !list.hasTraits else { return nil }
        let children = list.children
        guard children.count > 1 else { return nil }
        // Asked of every container list: its children are read unretained.
        let allPlain = children.withUnmanagedNodes { nodes in
            nodes.allSatisfy { $0._withUnsafeGuaranteedRef { $0.role == .element && !$0.hasOuterTraits } }
        }
        return allPlain ? children : nil
    }

    /// The layout elements that `node` itself stands for (itself if it is an element), for the
    /// behaviour that lays them out: the traits met from `node` down are recorded as their outer
    /// traits. (A reader outside layout takes `ViewNode.layoutElements`, which leaves them.)
    func elements(standingFor node: ViewNode) -> ChildList {
        var result = ChildList()
        collectElements(node, traits: LayoutTraits(), into: &result)
        return result
    }

    /// `collectElements` on the large stack, once this thread's has no more room.
    @inline(never)
    private func collectElementsOnLargeStack(_ node: ViewNode, traits: LayoutTraits, into result: inout ChildList) {
        graph.continuingOnLargeStack { self.collectElements(node, traits: traits, into: &result) }
    }

    private func collectElements(_ node: ViewNode, traits: LayoutTraits, into result: inout ChildList) {
        if node.role == .element {
            // (Empty traits over empty traits are not stored again: each store retains and
            // releases the traits' dictionary.)
            if !traits.isEmpty || node.hasOuterTraits { node.outerTraits = traits }
            result.append(node)
            return
        }
        // (A chain of composites or groups flattens to its one element.)
        if graph.isNearStackLimit { return collectElementsOnLargeStack(node, traits: traits, into: &result) }
        let inner = !node.hasTraits ? traits : traits.merged(over: node.traits)
        node.children.forEachChild { _, child in
            collectElements(child, traits: inner, into: &result)
        }
    }

    /// The elements under `node` as `LayoutSubviews`, each told the stack axis it sits on
    /// (`axis`, asked only when the list is built); kept with the element list.
    func subviews(of node: ViewNode, axis: @autoclosure () -> Axis?) -> LayoutSubviews {
        let elements = elements(of: node)
        let memo = node.containerMemo
        if !memo.elementsKnowTheirAxis {
            assignContainerAxis(axis(), to: elements)
            memo.elementsKnowTheirAxis = true
        }
        return LayoutSubviews(elements, engine: self)
    }

    /// Tells the elements of a container which stack axis they sit on.
    func assignContainerAxis(_ axis: Axis?, to elements: ChildList) {
        elements.forEachChild { _, element in
            guard element.containerAxis != axis else { return }
            // A new axis (an `AnyLayout` switched) changes a Spacer's or Divider's size.
            // Its container is already invalidated (its layout value changed): forget only the
            // element's own sizes, without walking up mid-layout.
            element.layoutCache.invalidateOwnSizes()
            element.containerAxis = axis
        }
    }

    // MARK: Sizing

    /// The size of `node` for `proposal`, memoised per node under the proposal's memo key (the
    /// proposal with the dimensions the size ignores set aside), so equivalent proposals are one
    /// sizing call.
    func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
        let proposal = sanitizedProposal(proposal, for: node)
        // Proposals that differ only in dimensions the size ignores share one memo entry.
        let key: ProposedViewSize
        if sharesEquivalentSizes {
            guard let known = node.layoutCache.proposalInsensitivity else {
                return sizeWithInsensitivityUnknown(of: node, proposal: proposal)
            }
            key = known.memoKey(for: proposal)
        } else {
            key = proposal
        }
        if let size = node.memoisedSize(for: key) {
            recorder.sized(node, proposal: proposal, size: size, memoHit: true)
            return size
        }
        // A miss asks the behaviour, borrowed once (a read of the field would retain it): for a
        // size it knows from an equivalent proposal's, else to size itself.
        let (computed, isEquivalent) = node.withBehavior { behavior -> (CGSize, Bool) in
            let context = LayoutContext(node: node, engine: self)
            if sharesEquivalentSizes, let size = behavior.equivalentMemoisedSize(for: key, in: context) { return (size, true) }
            return (behavior.sizeThatFits(proposal, in: context), false)
        } ?? (.zero, false)
        if isEquivalent {
            recorder.sized(node, proposal: proposal, size: computed, memoHit: true)
            return computed
        }
        return memoise(computed, of: node, proposal: proposal, key: key)
    }

    /// The size `computed` by `node`'s behaviour for `proposal`, checked, recorded and memoised
    /// under `key` (asked after the check: a first sizing works its key out last).
    @inline(__always)
    private func memoise(_ computed: CGSize, of node: ViewNode, proposal: ProposedViewSize,
                         key: @autoclosure () -> ProposedViewSize) -> CGSize {
        let size = checkedSize(computed, of: node, proposal: proposal)
        recorder.sized(node, proposal: proposal, size: size, memoHit: false)
        node.memoise(size, for: key())
        return size
    }

    /// `size(of:proposal:)` for a node whose insensitivity is not known yet (its first sizing
    /// since its layout was invalidated, as a rule). With nothing memoised, no entry can match
    /// under any key and no behaviour knows an equivalent size (each reads its own memo): the
    /// node is sized first and its insensitivity asked after, when its children have answered
    /// theirs in their own sizing. Asked before, a container's answer would walk its whole
    /// subtree ahead of the sizing walk, a second pass over memory the sizing touches anyway.
    @inline(never)
    private func sizeWithInsensitivityUnknown(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
        guard node.layoutCache.sizeMemo.isEmpty else {
            _ = askProposalInsensitivity(of: node)
            return size(of: node, proposal: proposal)
        }
        let computed = node.withBehavior { $0.sizeThatFits(proposal, in: LayoutContext(node: node, engine: self)) } ?? .zero
        return memoise(computed, of: node, proposal: proposal, key: proposalInsensitivity(of: node).memoKey(for: proposal))
    }

    /// Which proposal dimensions `node`'s size ignores, asked of its behaviour once until its
    /// layout is invalidated (a container's answer reads its children's).
    @inline(__always)
    func proposalInsensitivity(of node: ViewNode) -> ProposalInsensitivity {
        if let known = node.layoutCache.proposalInsensitivity { return known }
        return askProposalInsensitivity(of: node)
    }

    /// `proposalInsensitivity(of:)` when it is not known: asked of the behaviour and kept.
    @inline(never)
    private func askProposalInsensitivity(of node: ViewNode) -> ProposalInsensitivity {
        // (A container's answer reads its children's, down the subtree.)
        if !node.children.isEmpty, graph.isNearStackLimit { return proposalInsensitivityOnLargeStack(of: node) }
        let answer = node.withBehavior {
            declaresDefaultFacts($0, of: node) ? .none : $0.proposalInsensitivity(in: LayoutContext(node: node, engine: self))
        } ?? .none
        node.layoutCache.proposalInsensitivity = answer
        return answer
    }

    /// `proposalInsensitivity(of:)` on the large stack, once this thread's has no more room.
    @inline(never)
    private func proposalInsensitivityOnLargeStack(of node: ViewNode) -> ProposalInsensitivity {
        graph.continuingOnLargeStack { self.proposalInsensitivity(of: node) }
    }

    /// The dimensions (size and guides) of `node` for `proposal`.
    func dimensions(of node: ViewNode, proposal: ProposedViewSize) -> ViewDimensions {
        dimensions(of: node, proposal: proposal, size: size(of: node, proposal: proposal))
    }

    /// `dimensions(of:proposal:)` for a node whose size for `proposal` the caller knows.
    func dimensions(of node: ViewNode, proposal: ProposedViewSize, size: CGSize) -> ViewDimensions {
        ViewDimensions(size: size) { key in
            self.explicitAlignment(of: node, key, size: size, proposal: proposal)
        }
    }

    /// The value of the guide `key` of `node` sized for `proposal`: its explicit value, else the
    /// guide's default. Builds no `ViewDimensions` (the stacks' cross-axis alignment).
    func alignmentValue(of node: ViewNode, _ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat {
        alignmentValue(of: node, key, proposal: proposal, size: size(of: node, proposal: proposal))
    }

    /// The value of the guide `key` of `node` sized `size` for `proposal` (its size for that
    /// proposal, which the caller already knows).
    func alignmentValue(of node: ViewNode, _ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat {
        if let explicit = explicitAlignment(of: node, key, size: size, proposal: proposal) { return explicit }
        // A built-in guide's default reads only the size; a custom guide's may read the view's
        // other guides, so it is given the node's full dimensions (which allocate a closure).
        if key.defaultReadsOnlySize { return key.id.defaultValue(in: ViewDimensions(size: size)) }
        return key.id.defaultValue(in: dimensions(of: node, proposal: proposal, size: size))
    }

    /// The explicit value of `key` for `node` at `size`, if any.
    /// Memoised per node, key, proposal and size until the node's layout is invalidated: a
    /// container's guide is computed from its children's guides, so without the memo nested
    /// stacks aligned by a guide (text baselines, custom guides) would ask each level twice per
    /// level above it — exponential in depth.
    func explicitAlignment(of node: ViewNode, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        // The memoised answer first: most children have no explicit guide, and reading the
        // behaviour would retain it.
        guard mayHaveExplicitAlignment(node, key), let behavior = node.behavior else { return nil }
        if let value = node.layoutCache.explicitAlignmentMemo.value(for: key, proposal: proposal, size: size) {
            return value
        }
        if graph.isNearStackLimit { return explicitAlignmentOnLargeStack(of: node, key, size: size, proposal: proposal) }
        let value = behavior.explicitAlignment(key, size: size, proposal: proposal, in: LayoutContext(node: node, engine: self))
        node.layoutCache.explicitAlignmentMemo.remember(value: value, for: key, proposal: proposal, size: size)
        return value
    }

    /// `explicitAlignment` on the large stack, once this thread's has no more room.
    @inline(never)
    private func explicitAlignmentOnLargeStack(of node: ViewNode, _ key: AlignmentKey, size: CGSize,
                                               proposal: ProposedViewSize) -> CGFloat? {
        graph.continuingOnLargeStack { self.explicitAlignment(of: node, key, size: size, proposal: proposal) }
    }

    /// `mayHaveExplicitAlignment` on the large stack, once this thread's has no more room.
    @inline(never)
    private func mayHaveExplicitAlignmentOnLargeStack(_ node: ViewNode, _ key: AlignmentKey) -> Bool {
        graph.continuingOnLargeStack { self.mayHaveExplicitAlignment(node, key) }
    }

    /// Whether `node`'s subtree can carry an explicit value for `key`, memoised per node and key
    /// until the node's layout is invalidated (the answer depends only on the subtree's views).
    func mayHaveExplicitAlignment(_ node: ViewNode, _ key: AlignmentKey) -> Bool {
        if let answer = node.layoutCache.explicitAlignmentMemo.answer(for: key) { return answer }
        // A leaf with the default facts has none, known from a flag: not remembered (a stack's
        // cross-axis guide, and a grid's column guide through its row, ask every cell). Any
        // other answer is asked of the behaviour out of line, and remembered.
        guard let asksBehavior = node.withBehavior({ !declaresDefaultFacts($0, of: node, key: key) }), asksBehavior else {
            return false
        }
        return askMayHaveExplicitAlignment(node, key)
    }

    /// `mayHaveExplicitAlignment` asked of the behaviour, which may walk the subtree (on the
    /// large stack once this thread's has no more room), and remembered.
    @inline(never)
    private func askMayHaveExplicitAlignment(_ node: ViewNode, _ key: AlignmentKey) -> Bool {
        if !node.children.isEmpty, graph.isNearStackLimit { return mayHaveExplicitAlignmentOnLargeStack(node, key) }
        let answer = node.withBehavior { $0.mayHaveExplicitAlignment(key, in: LayoutContext(node: node, engine: self)) } ?? false
        node.layoutCache.explicitAlignmentMemo.remember(answer, for: key)
        return answer
    }

    /// The stack priority of an element: its `layoutPriority`, else its intrinsic priority.
    func priority(of node: ViewNode) -> Double {
        if let priority = node.outerTraits.priority { return priority }
        return node.withBehavior {
            declaresDefaultFacts($0, of: node) ? 0 : $0.intrinsicPriority(in: LayoutContext(node: node, engine: self))
        } ?? 0
    }

    /// The layout priority a `Layout` sees (`layoutPriority` only, default 0).
    func layoutPriority(of node: ViewNode) -> Double {
        traits(of: node).priority ?? 0
    }

    /// The layout traits of an element: those set around it, over those its content carries up
    /// through single-child modifiers.
    func traits(of node: ViewNode) -> LayoutTraits {
        let inner = node.withBehavior {
            declaresDefaultFacts($0, of: node) ? LayoutTraits() : $0.innerTraits(in: LayoutContext(node: node, engine: self))
        } ?? LayoutTraits()
        return inner.isEmpty ? node.outerTraits : node.outerTraits.merged(over: inner)
    }

    /// Whether `node`'s `behavior` declares the defaults for the four facts
    /// `ElementBehavior.hasDefaultLayoutFacts` covers, so the engine answers them without a call
    /// (debug builds check that the behaviour would give them, for guide `key` too).
    @inline(__always)
    private func declaresDefaultFacts(_ behavior: ElementBehavior, of node: ViewNode, key: AlignmentKey? = nil) -> Bool {
        guard behavior.hasDefaultLayoutFacts else { return false }
        assert(behavior.givesDefaultLayoutFacts(for: key, in: LayoutContext(node: node, engine: self)))
        return true
    }

    /// The spacing preferences of an element, memoised until its layout is invalidated (they
    /// depend only on the subtree's views and environment).
    func spacing(of node: ViewNode) -> ViewSpacing {
        if let memo = node.layoutCache.spacingMemo { return memo }
        let spacing = node.behavior?.spacing(in: LayoutContext(node: node, engine: self)) ?? ViewSpacing()
        node.layoutCache.spacingMemo = spacing
        return spacing
    }

    /// Runs user code that the layout phase calls for `node` (an `alignmentGuide` closure, a
    /// custom `Layout`'s methods) with `node` as the reader of the state it reads, so that a
    /// change of that state invalidates the node's layout and the next pass lays it out again.
    @inline(__always)
    func readingState<T>(as node: ViewNode, _ body: () -> T) -> T {
        let previous = graph.currentReader
        graph.currentReader = node
        defer { graph.currentReader = previous }
        return body()
    }

    // MARK: Placement

    /// The coordinate (2^26) from which a node that moved is placed again rather than moved along
    /// with its subtree (placement phase, `movesAlongExactly(from:to:)`).
    static let moveAlongLimit: CGFloat = 67_108_864

    /// Whether a subtree placed with its root at `old` may move along to `new` (placement phase):
    /// its frames are then their placed origins plus the displacement (`ViewNode.origin(in:)`).
    /// Only the moving node's own coordinates are checked: below 2^26 a displacement of a few
    /// screens is added to its descendants without losing their offsets, as it would be when
    /// their old origin was huge (a child placed at 5e299 inside a root that moves to 190 would
    /// land at 0); beyond, the node is placed again and its children are placed from exact values.
    @inline(__always)
    static func movesAlongExactly(from old: CGPoint, to new: CGPoint) -> Bool {
        abs(old.x) < moveAlongLimit && abs(old.y) < moveAlongLimit
            && abs(new.x) < moveAlongLimit && abs(new.y) < moveAlongLimit
    }

    /// Makes `node` and the nodes below it as if never placed (layout phase: its container no
    /// longer lays it out): no proposal, a zero frame at its container's origin, no geometry
    /// effect, and no choice its behaviour made when placed. Sizes stay memoised (they do not
    /// depend on placement). An element never placed is skipped with its subtree (nothing
    /// below it was placed since); the nodes between elements are never placed themselves and
    /// are walked through.
    func unplace(_ node: ViewNode) {
        if node.role == .element {
            guard node.placedProposal != nil else { return }
            node.placedProposal = nil
            node.placedOrigin = .zero
            node.placedContainerOrigin = .zero
            node.placedSize = .zero
            node.effectTransform = nil
            if node.behavior?.forgetPlacement() == true {
                // What it shows changed: as when a choice changes at placement.
                node.invalidatePreferences()
                graph.structureChanged()
            }
        }
        node.children.forEachChild { _, child in unplace(child) }
    }

    /// Places `node` with its top-leading corner at `origin` (root coordinates), sized for
    /// `proposal`, then its children. A clean node placed as before (an equivalent proposal
    /// counts as the same: `isEquivalent`) is skipped with its subtree, and so is one at the same
    /// offset in a container that moved; one that moved in its container is placed alone, its
    /// subtree moving along with it. Moving along needs a subtree that does not read its root
    /// position (`movesAlong(_:)`).
    func place(_ node: ViewNode, at origin: CGPoint, proposal: ProposedViewSize) {
        let containerOrigin = self.containerOrigin
        // A clean node placed with this proposal at this origin, in a container that did not
        // move and mirrors nothing (each unchanged child of a container laid out again): where
        // it was, with nothing to check. (A proposal that matches a placed one is sanitized
        // already; the general path below comes to the same answer. The origin is asked first:
        // the children of a container that grew fail there, at the cost of two comparisons.)
        if origin == node.placedOrigin, containerOrigin == node.placedContainerOrigin, rightToLeftContainer == nil,
           !node.layoutCache.isDirty, reusesChildSizes, node.wasPlaced(with: proposal),
           node.effectTransform == currentTransform {
            return
        }
        let proposal = sanitizedProposal(proposal, for: node)
        // A clean node proposed what it was placed with has the size it was placed with (a full
        // trace asks again, to record the question).
        let placedAsProposed = node.wasPlaced(with: proposal)
        let size = reusesChildSizes && !node.layoutCache.isDirty && placedAsProposed
            ? node.placedSize : size(of: node, proposal: proposal)
        var origin = checkedOrigin(origin, size: size, of: node, proposal: proposal, containerOrigin: containerOrigin)
        if let container = rightToLeftContainer {
            // x′ = parentWidth − x − childWidth, relative to the parent (reference part 2, §5.1);
            // a rounding residue at the parent's edge is snapped to it.
            let mirrored = (container.width - (origin.x - container.minX)) - size.width
            origin.x = container.minX + (abs(mirrored) < 1e-9 ? 0 : mirrored)
        }
        let containerMoved = containerOrigin != node.placedContainerOrigin
        let frame = CGRect(origin: origin, size: size)
        if !node.layoutCache.isDirty,
           placedAsProposed || node.placedProposal.map({ isEquivalent($0, proposal, for: node) }) == true,
           node.effectTransform == currentTransform {
            // Laid out as before: where it was, nothing to do.
            if !containerMoved && origin == node.placedOrigin { return }
            if movesAlong(node), Self.movesAlongExactly(from: node.placedOrigin, to: origin) {
                // It moved, with its container or within it; its subtree keeps its offsets inside
                // it and moves along (its children find their frames from its origin).
                if containerMoved && node.origin(in: containerOrigin) == origin { return }
                node.placedOrigin = origin
                node.placedContainerOrigin = containerOrigin
                recorder.placed(node, frame: frame)
                return
            }
        }
        // (With anchors nothing moves along: the last placed frame is where the node is.)
        if graph.hasAnchorWriters, origin != node.placedOrigin || size != node.placedSize || node.effectTransform != currentTransform {
            node.invalidatePreferences()
        }
        node.placedOrigin = origin
        node.placedContainerOrigin = containerOrigin
        node.placedSize = size
        node.placedProposal = proposal
        node.effectTransform = currentTransform
        node.layoutCache.isDirty = false
        recorder.placed(node, frame: frame)
        // The node is the container of what it places now.
        let enclosingRightToLeftContainer = rightToLeftContainer
        rightToLeftContainer = node.environment.layoutDirection == .rightToLeft ? frame : nil
        self.containerOrigin = origin
        node.withBehavior { $0.placeChildren(in: frame, proposal: proposal, context: LayoutContext(node: node, engine: self)) }
        self.containerOrigin = containerOrigin
        rightToLeftContainer = enclosingRightToLeftContainer
    }

    /// Whether `node`, placed with `old`, lays its subtree out the same for `new`: the same
    /// proposal, or one its size treats as the same (`ProposalInsensitivity`). An element
    /// declares only dimensions its whole subtree's layout ignores: its children are proposed
    /// what they ignore in turn, or fixed values, so their frames are the same too.
    @inline(__always)
    private func isEquivalent(_ old: ProposedViewSize, _ new: ProposedViewSize, for node: ViewNode) -> Bool {
        if old == new { return true }
        guard sharesEquivalentSizes else { return false }
        let insensitivity = proposalInsensitivity(of: node)
        return !insensitivity.presenceOnly.isEmpty && insensitivity.memoKey(for: old) == insensitivity.memoKey(for: new)
    }

    /// Whether a clean `node` that moved, with its container or within it, may carry its subtree
    /// along unplaced: nothing in its subtree reads its root position, or only the safe
    /// area does and no inset is in force. Anchors resolve in root coordinates, so a tree that
    /// writes any places everything that moved.
    private func movesAlong(_ node: ViewNode) -> Bool {
        guard !graph.hasAnchorWriters else { return false }
        switch node.subtreePositionDependence {
        case .none: return true
        case .safeArea: return safeAreaStack.isEmpty
        case .always: return false
        }
    }

    /// Places `node` at a physical `origin`, without the mirroring of a right-to-left container
    /// (for placements computed from physical frames, such as the safe area's).
    func placeUnmirrored(_ node: ViewNode, at origin: CGPoint, proposal: ProposedViewSize) {
        // In the same container, with no right-to-left frame to mirror in.
        let enclosingRightToLeftContainer = rightToLeftContainer
        rightToLeftContainer = nil
        place(node, at: origin, proposal: proposal)
        rightToLeftContainer = enclosingRightToLeftContainer
    }

    /// Runs `placement` with the geometry effect `transform` (in root layout coordinates)
    /// applied below the effects already in force: what it places is drawn, and seen by
    /// GeometryReaders and anchors, through both.
    func withEffect(_ transform: CGAffineTransform, _ placement: () -> Void) {
        let saved = currentTransform
        let combined = saved.map { transform.concatenating($0) } ?? transform
        currentTransform = combined.isIdentity ? nil : combined
        defer { currentTransform = saved }
        placement()
    }

    /// Runs a container's placement with `place(at:)` calls collected, then places each subview
    /// (a subview that was not placed is centred in `bounds` with the container's proposal).
    func placeSubviews(_ subviews: ChildList, in bounds: CGRect, proposal: ProposedViewSize, body: () -> Void) {
        pendingPlacements.append([])
        placementBounds.append(bounds)
        body()
        placementBounds.removeLast()
        // The last placement of each subview wins; one the layout did not place is centred in
        // `bounds` at the container's proposal, in a scratch placement too (rather than read where
        // an earlier pass left it).
        var last: [ObjectIdentifier: (origin: CGPoint, proposal: ProposedViewSize)] = [:]
        for placement in pendingPlacements.removeLast() {
            last[ObjectIdentifier(placement.node)] = (placement.origin, placement.proposal)
        }
        let isScratch = scratchFrames != nil
        for subview in subviews {
            let placement = last[ObjectIdentifier(subview)]
            if let placement, !isScratch {
                // `place` sizes it: no sizing (and no trace event) here.
                place(subview, at: placement.origin, proposal: placement.proposal)
                continue
            }
            let subviewProposal = placement?.proposal ?? proposal
            let size = size(of: subview, proposal: subviewProposal)
            let origin = placement?.origin ?? CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2)
            if isScratch {
                scratchFrames?[ObjectIdentifier(subview)] = (CGRect(origin: origin, size: size), subviewProposal)
            } else {
                place(subview, at: origin, proposal: subviewProposal)
            }
        }
    }

    /// Records a `LayoutSubview.place(at:anchor:proposal:)` call.
    func recordPlacement(of node: ViewNode, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        guard !pendingPlacements.isEmpty else {
            recorder.diagnose(.invalidLayoutResult, node: node,
                              message: "A subview was placed outside placeSubviews; the placement was ignored.")
            return
        }
        let size = size(of: node, proposal: proposal)
        var origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        if !origin.x.isFinite || !origin.y.isFinite {
            let container = placementBounds.last?.origin ?? .zero
            recorder.diagnose(.invalidLayoutResult, node: node.parent ?? node,
                              message: "\(node.parent.map { $0.name } ?? "Layout") placed a subview at a non-finite position; it was placed at the origin of its container instead.")
            origin = CGPoint(x: origin.x.isFinite ? origin.x : container.x, y: origin.y.isFinite ? origin.y : container.y)
        }
        pendingPlacements[pendingPlacements.count - 1].append((node, origin, proposal))
    }

    /// The frame of a subview: its scratch frame while explicit guides are computed, else its
    /// last placed frame.
    func placedFrame(of node: ViewNode) -> CGRect {
        scratchFrames?[ObjectIdentifier(node)]?.frame ?? node.frame
    }

    /// The proposal a subview was placed with (scratch or last placement; its size if unknown),
    /// so its guides are asked at a proposal its memo already holds — asking at its size instead
    /// would make each level of nested aligned stacks measure the level below anew.
    func placedProposal(of node: ViewNode) -> ProposedViewSize {
        if let scratch = scratchFrames?[ObjectIdentifier(node)] { return scratch.proposal }
        return node.placedProposal ?? ProposedViewSize(node.placedSize)
    }

    /// Runs `placement` in scratch mode: placements are recorded as frames, nothing is placed.
    func withScratchPlacement<T>(_ placement: () -> T) -> T {
        let saved = scratchFrames
        scratchFrames = [:]
        defer { scratchFrames = saved }
        return placement()
    }

    /// Replaces a non-finite or negative size from a custom layout with a usable one.
    /// An infinite size is accepted only on an axis that was proposed infinity.
    func sanitize(_ size: CGSize, from node: ViewNode, proposal: ProposedViewSize, what: String) -> CGSize {
        func clean(_ value: CGFloat, _ proposed: CGFloat?) -> CGFloat {
            if value.isNaN || value < 0 { return 0 }
            if value.isInfinite { return proposed == .infinity ? value : (proposed ?? 0) }
            return value
        }
        let result = CGSize(width: clean(size.width, proposal.width), height: clean(size.height, proposal.height))
        if result != size {
            recorder.diagnose(.invalidLayoutResult, node: node,
                              message: "\(node.name).\(what) returned an invalid size \(NumberFormat.string(size.width))×\(NumberFormat.string(size.height)); using \(NumberFormat.string(result.width))×\(NumberFormat.string(result.height)).")
        }
        return result
    }
}
