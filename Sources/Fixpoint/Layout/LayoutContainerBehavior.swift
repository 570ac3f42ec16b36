import Foundation

/// The behaviour of a view laid out by a `Layout` value (custom layouts and the stacks): it
/// hands the flattened elements to the layout as `LayoutSubviews` and keeps the layout's cache.
///
/// `makeCache` runs once when the node is created; `updateCache` when the layout value or the
/// subviews change. Sizes returned by custom layouts are checked and sanitised. Its fields are
/// exempt from the run-time exclusivity check for the reason given on `ViewNode` (the cache is
/// taken out while the layout's code runs, never held across it).
final class LayoutContainerBehavior<L: Layout>: ElementBehavior {
    @exclusivity(unchecked) var layout: L
    @exclusivity(unchecked) private var cache: L.Cache?
    @exclusivity(unchecked) private var cachedSubviewIDs: [Int] = []
    @exclusivity(unchecked) private var layoutChanged = false
    private let isBuiltinStack: Bool
    /// The stack algorithm of a built-in HStack or VStack, run directly by the engine.
    @exclusivity(unchecked) private var linearStack: StackAlgorithm?

    /// `stack`: what a built-in stack's mount knows of its layout (nil: found by casting, for a
    /// layout used through `callAsFunction`).
    init(layout: L, stack: BuiltinStackFacts?) {
        self.layout = layout
        if let stack {
            isBuiltinStack = true
            linearStack = stack.linearStack
        } else {
            isBuiltinStack = layout is any StackLayoutConvertible
            linearStack = (layout as? any LinearStackLayout)?.algorithm
        }
    }

    /// Pinned section parts go where the container is against its scroll view's viewport: a
    /// lazy layout that pins is placed again whenever it moves.
    override var positionDependence: PositionDependence { pinnedViews.isEmpty ? .none : .always }

    /// Takes a new layout value from a re-mounted view. A built-in stack keeps no cache of its
    /// own: its algorithm is all that may change.
    func update(layout newLayout: L, stack: BuiltinStackFacts?) {
        if let stack {
            layout = newLayout
            linearStack = stack.linearStack
            return
        }
        if !ValueComparison.isEqual(layout, newLayout) {
            layoutChanged = true
            linearStack = (newLayout as? any LinearStackLayout)?.algorithm
        }
        layout = newLayout
    }

    /// The linear stack's result for `proposal`, memoised on the node until its layout is
    /// invalidated (at most `ViewNode.sizeMemoLimit` proposals).
    private func stackResult(_ stack: StackAlgorithm, _ proposal: ProposedViewSize,
                             context: LayoutContext) -> StackAlgorithm.Result {
        context.stackResult(for: proposal, axis: stack.axis) { memo in
            let subviews = subviews(context)
            // An explicit spacing needs no gaps (`StackAlgorithm.layout`).
            let gaps = stack.spacing == nil ? memo.gapsMemo ?? stack.gaps(subviews) : nil
            memo.gapsMemo = gaps
            return stack.layout(proposal, subviews, gaps: gaps, probes: memo)
        }
    }

    private func subviews(_ context: LayoutContext) -> LayoutSubviews {
        // An `AnyLayout` has the orientation of the layout it wraps now.
        // (A type comparison, not a dynamic cast: the subviews are asked for at every miss.)
        context.subviews(axis: L.self == AnyLayout.self ? unsafeBitCast(layout, to: AnyLayout.self).stackOrientation
                                                        : L.layoutProperties.stackOrientation)
    }

    /// Runs `body` with the layout's cache; a custom layout's code runs as the reader of the
    /// state it reads (a change of that state lays the container out again). A built-in linear
    /// stack keeps no cache (its cache is empty): each call makes its own, so that the behaviour
    /// holds nothing of one node and nodes may share it (`mountLinearStack`).
    private func withCache<T>(_ context: LayoutContext, _ body: (inout L.Cache, LayoutSubviews) -> T) -> T {
        if linearStack != nil && isBuiltinStack {
            let subviews = subviews(context)
            var local = layout.makeCache(subviews: subviews)
            return body(&local, subviews)
        }
        if isBuiltinStack { return withCacheReading(context, body) }
        return context.readingState { withCacheReading(context, body) }
    }

    private func withCacheReading<T>(_ context: LayoutContext, _ body: (inout L.Cache, LayoutSubviews) -> T) -> T {
        let subviews = subviews(context)
        var local: L.Cache
        if let cache {
            local = cache
            if layoutChanged || !subviews.hasIDs(cachedSubviewIDs) {
                layout.updateCache(&local, subviews: subviews)
                cachedSubviewIDs = subviews.ids
            }
        } else {
            local = layout.makeCache(subviews: subviews)
            cachedSubviewIDs = subviews.ids
        }
        layoutChanged = false
        // The cache is worked on as a local copy and written back: an `inout` access to this
        // object's storage held across the recursive layout of the subtree would make every
        // nested access pay for Swift's dynamic exclusivity check, O(depth) each.
        cache = nil
        let result = body(&local, subviews)
        cache = local
        return result
    }

    /// A built-in stack proposes each child the dimension it was proposed (or, along its axis, a
    /// share that is nil exactly when its proposal is) and adds up or unions their sizes and
    /// proposal-free gaps: it ignores what all its children ignore. A custom layout is assumed
    /// to read everything.
    override func proposalInsensitivity(in context: LayoutContext) -> ProposalInsensitivity {
        guard isBuiltinStack else { return .none }
        var result = ProposalInsensitivity.all
        // Making the subviews (memoised) tells each element its stack axis, which a Spacer's
        // answer reads.
        _ = subviews(context)
        // Asked child by child until nothing is left to ignore.
        _ = context.children.contains { child in
            result = result.intersection(child.proposalInsensitivity)
            return result == .none
        }
        // An infinite spacing makes an infinite length along the axis, which the engine replaces
        // by the proposal's (`checkedSize`): that axis then matters.
        if let stack = linearStack, let spacing = stack.spacing, !spacing.isFinite {
            result = result.restricted(to: stack.axis.other)
        }
        return result
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        if let stack = linearStack { return stackResult(stack, proposal, context: context).size }
        let size = withCache(context) { cache, subviews in
            layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        if isBuiltinStack { return size }
        return context.sanitize(size, proposal: proposal, what: "sizeThatFits")
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
        if let stack = linearStack {
            // What `placeSubviews` would do, without recording placements: every child is placed.
            let placing = stack.placingProposal(proposal, in: frame)
            context.placeChildren(stackResult(stack, placing, context: context), at: frame.origin)
            // Results made only for sizing gave answers the size memo keeps: only those placed
            // are worth their children's share of the heap.
            context.keepPlacedStackResults(placing: placing)
            return
        }
        withCache(context) { cache, subviews in
            context.placeSubviews(context.children, in: frame, proposal: proposal) {
                layout.placeSubviews(in: frame, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
    }

    override func spacing(in context: LayoutContext) -> ViewSpacing {
        withCache(context) { cache, subviews in
            layout.spacing(subviews: subviews, cache: &cache)
        }
    }

    override func intrinsicPriority(in context: LayoutContext) -> Double {
        context.children.isEmpty ? -.infinity : 0
    }

    override func mayHaveExplicitAlignment(_ key: AlignmentKey, in context: LayoutContext) -> Bool {
        if !isBuiltinStack { return true }
        return context.children.contains { $0.mayHaveExplicitAlignment(key) }
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize,
                                    in context: LayoutContext) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        return context.withScratchPlacement {
            withCache(context) { cache, subviews in
                context.placeSubviews(context.children, in: bounds, proposal: proposal) {
                    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                }
                if key.axis == .horizontal {
                    return layout.explicitAlignment(of: HorizontalAlignment(key), in: bounds, proposal: proposal,
                                                    subviews: subviews, cache: &cache)
                }
                return layout.explicitAlignment(of: VerticalAlignment(key), in: bounds, proposal: proposal,
                                                subviews: subviews, cache: &cache)
            }
        }
    }
}

extension HorizontalAlignment {
    init(_ key: AlignmentKey) { self.key = AlignmentKeyBox(key) }
}

extension VerticalAlignment {
    init(_ key: AlignmentKey) { self.key = AlignmentKeyBox(key) }
}

extension LayoutView: BuiltinView {
    /// An Equatable layout equal to the previous one lays out the same.
    func hasSameLayoutInputs(as old: any View) -> Bool {
        isSameType(as: old) { old in name == old.pointee.name && ValueComparison.isEqual(layout, old.pointee.layout) }
    }

    func mount(_ node: ViewNode, in graph: ViewGraph) {
        LayoutContainerBehavior.mount(layout, content: content, name: name, stack: nil, node: node, graph: graph)
    }
}

extension LayoutContainerBehavior {
    /// Mounts `node` as the container that lays `content` out with `layout` (bodies phase). The
    /// stacks call it directly: a `LayoutView` value would be a type generic over the content,
    /// whose metadata the runtime looks up at every mount.
    static func mount(_ layout: L, content: any View, name: String?, stack: BuiltinStackFacts?, node: ViewNode,
                      graph: ViewGraph) {
        var made = false
        let behavior = node.becomeElement(name ?? graph.typeName(of: layout), Self.self) {
            made = true
            return Self(layout: layout, stack: stack)
        }
        if !made { behavior.update(layout: layout, stack: stack) }
        graph.reconcileChild(of: node, view: content, environment: node.environment)
    }
}

extension LayoutContainerBehavior where L: Equatable {
    /// Mounts `node` as the built-in linear stack (`HStack`, `VStack`) that lays `content` out
    /// with `layout` (bodies phase). Such a behaviour holds only its layout and algorithm, never
    /// changed, and no cache: a node keeps its behaviour while its layout is equal, else takes its
    /// type's most recent one when that one's layout is equal (`ViewTypeRecord.recentBehavior`),
    /// else makes its own. A column of rows of one spacing and alignment holds one behaviour.
    static func mountLinearStack(_ layout: L, content: any View, name: String, stack: BuiltinStackFacts, node: ViewNode,
                                 graph: ViewGraph) {
        setLinearStackBehavior(layout, name: name, stack: stack, of: node)
        graph.reconcileChild(of: node, view: content, environment: node.environment)
    }

    /// Makes the node a linear stack laid out with `layout`, in a function of its own so that the
    /// behaviour is released before the content mounts (after a deep subtree it would be out of
    /// the cache).
    private static func setLinearStackBehavior(_ layout: L, name: String, stack: BuiltinStackFacts, of node: ViewNode) {
        node.becomeElement(name, reusing: Self.self, where: { $0.layout == layout }, make: { Self(layout: layout, stack: stack) })
    }
}
