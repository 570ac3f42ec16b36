import Foundation

/// Marks the built-in stack layouts (their sizes are trusted; they skip result checks).
protocol StackLayoutConvertible {}

/// The built-in linear stacks, which the engine lays out with `StackAlgorithm` directly so that
/// sizing results are reused by placement.
protocol LinearStackLayout: StackLayoutConvertible {
    /// The algorithm with the stack's axis, alignment and spacing.
    var algorithm: StackAlgorithm { get }
}

extension HStackLayout: LinearStackLayout {}
extension VStackLayout: LinearStackLayout {}

/// What a built-in stack (`HStack`, `VStack`, `ZStack`) tells its container behaviour about
/// its layout: it is a built-in stack, and its linear algorithm if it has one.
struct BuiltinStackFacts {
    var linearStack: StackAlgorithm?
}

/// The HStack/VStack algorithm of reference §2.1 along one axis: gaps, ordering by priority and
/// flexibility, distribution of the available length, cross-axis alignment.
///
/// Called by `HStackLayout`/`VStackLayout` for sizing and placement; all sizing goes through the
/// subviews, so every result is memoised per child and proposal.
struct StackAlgorithm {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    /// The result of laying out the children for one proposal: each child's proposal and
    /// offset, and the stack's size.
    ///
    /// Two children or more are kept in one `StackChildPlacements` object; none or one are kept
    /// inline, so a chain of nested single-child stacks allocates nothing for its results.
    struct Result {
        /// The children's placements, when there are two or more.
        private let placements: StackChildPlacements?
        /// The cross-axis proposal every child gets (`ProposedLengthBits`).
        private var crossBits: UInt64
        var size: CGSize
        /// The only child's placement, when there is exactly one.
        private let onlyChild: StackChildPlacement?
        private let axis: Axis

        /// The result for `count` children along `axis`, proposed `cross` across, child `index`
        /// being `child(index)`; the stack is `size`.
        init(count: Int, axis: Axis, cross: CGFloat?, size: CGSize, _ child: (Int) -> StackChildPlacement) {
            self.axis = axis
            self.size = size
            crossBits = ProposedLengthBits.encode(cross)
            onlyChild = count == 1 ? child(0) : nil
            placements = count > 1 ? StackChildPlacements.make(count: count, child) : nil
        }

        /// The result for no children, proposed nothing (an empty `StackMemo`'s placeholder).
        static var none: Result {
            Result(count: 0, axis: .vertical, cross: nil, size: .zero) { _ in StackChildPlacement(main: nil, offset: .zero) }
        }

        /// This result with every child proposed `cross` across: the result for a proposal that
        /// differs from this one's only across, where every child's size ignores the difference.
        @inline(__always)
        func proposingCross(_ cross: CGFloat?) -> Result {
            let bits = ProposedLengthBits.encode(cross)
            guard bits != crossBits else { return self }
            var result = self
            result.crossBits = bits
            return result
        }

        /// How many children were laid out.
        var count: Int { withChildren { $0.count } }
        /// The proposal of child `index`.
        func proposal(at index: Int) -> ProposedViewSize {
            withChildren { children in
                precondition(index >= 0 && index < children.count, "stack child index out of range")
                return proposal(of: children[index], cross: ProposedLengthBits.decode(crossBits))
            }
        }
        /// The offset of child `index` from the stack's top-leading corner.
        func offset(at index: Int) -> CGPoint {
            withChildren { children in
                precondition(index >= 0 && index < children.count, "stack child index out of range")
                return children[index].offset
            }
        }

        /// Calls `body` with each child's index, offset and proposal, in order (the placement
        /// of every child).
        @inline(__always)
        func forEachPlacement(_ body: (Int, CGPoint, ProposedViewSize) -> Void) {
            // The shared cross-axis proposal is decoded once.
            let cross = ProposedLengthBits.decode(crossBits)
            withChildren { children in
                for index in children.indices {
                    body(index, children[index].offset, proposal(of: children[index], cross: cross))
                }
            }
        }

        /// A child's proposal: its length along the axis, `cross` (the stack's proposal) across.
        @inline(__always)
        private func proposal(of child: StackChildPlacement, cross: CGFloat?) -> ProposedViewSize {
            ProposedViewSize(main: ProposedLengthBits.decode(child.mainBits), cross: cross, axis: axis)
        }

        /// Calls `body` with the children's placements, wherever they are kept.
        @inline(__always)
        private func withChildren<R>(_ body: (UnsafeBufferPointer<StackChildPlacement>) -> R) -> R {
            if let placements { return placements.withUnsafeBufferPointer(body) }
            guard var onlyChild else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
            return withUnsafePointer(to: &onlyChild) { body(UnsafeBufferPointer(start: $0, count: 1)) }
        }
    }

    /// The space before each subview (0 before the first): the stack's spacing, else the
    /// distance the neighbours' spacing preferences ask for along the axis.
    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        if let spacing {
            // An explicit spacing never asks the children for theirs.
            var gaps = [CGFloat].filled(with: spacing, count: subviews.count)
            if !gaps.isEmpty { gaps[0] = 0 }
            return gaps
        }
        var gaps = [CGFloat].filled(with: 0, count: subviews.count)
        var previous: ViewSpacing?
        for (index, subview) in subviews.enumerated() {
            let current = subview.spacing
            if index > 0 {
                gaps[index] = previous!.distance(to: current, along: axis)
            }
            previous = current
        }
        return gaps
    }

    /// What the algorithm works out for one child while it lays the stack out.
    private struct ChildScratch {
        /// The child's node, unretained: the subviews the stack lays out hold it for the whole
        /// layout, and a retain and a release at each of the algorithm's visits cost more than
        /// the rest of a visit to a child whose size is known (see `withNode`).
        private let node: Unmanaged<ViewNode>
        var size = CGSize.zero
        var minimum: CGFloat = 0
        var flexibility: CGFloat = 0
        var priority: Double = 0
        var crossPosition: CGFloat = 0
        /// The child's sizes at the smallest and largest lengths, when this layout asked for
        /// them (a probe kept from an earlier layout has their lengths only).
        var low: CGSize?
        var high: CGSize?
        /// What goes into the result: the child's proposal and offset.
        var proposal = ProposedViewSize(width: nil, height: nil)
        var offset = CGPoint.zero

        init(node: Unmanaged<ViewNode>) {
            self.node = node
        }

        /// `body` given the child's node without retaining it (an `unowned(unsafe)` field would
        /// still be retained at each read).
        @inline(__always)
        func withNode<R>(_ body: (ViewNode) -> R) -> R {
            node._withUnsafeGuaranteedRef(body)
        }
    }

    /// What a stack learnt of one child's flexibility for one cross-axis proposal: its lengths
    /// along the axis at length 0 and at an infinite length, and its priority. Forty bytes: a
    /// wide stack keeps one per child (the whole sizes are in the child's size memo).
    ///
    /// Written by the layout phase into the container's `ContainerLayoutMemo.childProbes`, whose
    /// `probeKey` names the axis and cross proposal they were made for; a probe holds while the
    /// child is the same node with the same `LayoutCache.sizeGeneration` (its sizes were not
    /// forgotten since), so a stack laid out again because one child changed asks only that
    /// child for its flexibility.
    struct ChildProbe {
        var node: ObjectIdentifier?
        var generation: UInt32 = 0
        /// The child offered the share at this probe's position, when the memo keeps the
        /// children's order (`ContainerLayoutMemo.probeOrder`); in the generation's padding.
        var sortedChild: UInt32 = 0
        var lowLength: CGFloat = 0
        var highLength: CGFloat = 0
        var priority: Double = 0

        /// Whether the probe answers for `node`.
        @inline(__always)
        func holds(for node: ViewNode) -> Bool {
            self.node == ObjectIdentifier(node) && generation == node.layoutCache.sizeGeneration
        }
    }

    /// What a container's memo knows of the order its children are offered their shares in,
    /// for the probes it keeps (`ContainerLayoutMemo.probeOrder`): a stack laid out again with
    /// every probe kept (a row asked for another height, or placed) takes it instead of
    /// comparing and sorting its children again.
    enum ProbeOrder {
        /// Not known: a probe was made or dropped since the order was worked out.
        case unknown
        /// The children's own order.
        case inOrder
        /// The order in the probes' `sortedChild` fields.
        case sorted
    }

    /// The axis and cross-axis proposal a container's child probes were made for (10 bytes:
    /// the axis after the length, in its padding).
    struct ProbeKey: Equatable {
        let cross: CGFloat?
        let axis: Axis
    }

    /// Sizes and arranges `subviews` for `proposal`; `gaps` are `gaps(subviews)` when the caller
    /// keeps them (they change only with the children or their spacing). `probes`, a built-in
    /// stack's memo, keeps each child's probes across layouts (`ChildProbe`).
    ///
    /// Unless a full trace records every question, a child's size already known for a proposal
    /// is not asked for again: the probes answer for lengths 0 and infinity, and the cross-axis
    /// alignment uses the size just computed.
    func layout(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, gaps: [CGFloat]? = nil,
                probes: ContainerLayoutMemo? = nil) -> Result {
        // The per-child working values live in one temporary buffer: arrays of Foundation types
        // cost a metadata look-up and an allocation each, and a stack is laid out at every level.
        // No subview: no child to place, and no engine to ask (it comes with the subviews).
        guard !subviews.isEmpty else {
            return Result(count: 0, axis: axis, cross: proposal[axis.other], size: .zero) { _ in
                preconditionFailure("no child")
            }
        }
        return withUnsafeTemporaryAllocation(of: ChildScratch.self, capacity: subviews.count) { scratch in
            // `subviews` may be a slice (a custom layout delegating part of its subviews). Their
            // nodes are read from its list, without making (and retaining) a proxy for each.
            subviews.nodes.withUnmanagedNodes { nodes in
                for index in subviews.indices {
                    (scratch.baseAddress! + index - subviews.startIndex).initialize(to: ChildScratch(node: nodes[index]))
                }
            }
            // An explicit spacing needs no gaps: each is the spacing.
            return layout(proposal, subviews.count, gaps: spacing == nil ? gaps ?? self.gaps(subviews) : nil,
                          probes: probes, engine: subviews.engine, scratch: scratch)
        }
    }

    /// Forgets the probes made for `old` except those of children whose size treats `old` and
    /// `new` as the same proposal (`ProposalInsensitivity`: a frame of fixed height is the same
    /// at every proposed height), so a row probed at heights 0, ∞ and its share probes its
    /// fixed-height children once.
    private func forgetProbes(in memo: ContainerLayoutMemo, madeFor old: ProbeKey, unlessEquivalentTo new: ProbeKey,
                              engine: LayoutEngine, _ scratch: UnsafeMutableBufferPointer<ChildScratch>) {
        guard old.axis == new.axis, engine.sharesEquivalentSizes else {
            for index in memo.childProbes.indices { memo.childProbes[index].node = nil }
            return
        }
        // The keys differ in the cross proposal alone: a probe holds for a child whose size
        // ignores the cross axis, or notes only its presence when both proposals have one or
        // neither has (the child's memo key is then the same, `ProposalInsensitivity.memoKey`).
        let cross = Axis.Set(axis.other)
        let presenceKept = (old.cross == nil) == (new.cross == nil)
        for index in scratch.indices where memo.childProbes[index].node != nil {
            let insensitivity = scratch[index].withNode { engine.proposalInsensitivity(of: $0) }
            if insensitivity.ignored.contains(cross) || (presenceKept && insensitivity.presenceOnly.contains(cross)) { continue }
            memo.childProbes[index].node = nil
        }
    }

    /// The space before child `index`: `gaps[index]`, or the explicit spacing (0 before the first).
    @inline(__always)
    private func gap(_ index: Int, _ gaps: [CGFloat]?) -> CGFloat {
        if let gaps { return gaps[index] }
        return index == 0 ? 0 : spacing ?? 0
    }

    /// Lays out the `count` children whose nodes `scratch` holds, in order.
    private func layout(_ proposal: ProposedViewSize, _ count: Int, gaps: [CGFloat]?, probes: ContainerLayoutMemo?,
                        engine: LayoutEngine, scratch: UnsafeMutableBufferPointer<ChildScratch>) -> Result {
        // Summed in order, as the gaps always were (the same bits as `gaps.reduce(0, +)`).
        var internalSpacing: CGFloat = 0
        for index in 0..<count { internalSpacing += gap(index, gaps) }
        let cross = proposal[axis.other]
        for index in 0..<count { scratch[index].proposal = ProposedViewSize(main: nil, cross: cross, axis: axis) }
        let reusing = engine.reusesChildSizes
        let memo = reusing ? probes : nil

        if count == 1, let main = proposal[axis] {
            // One child: it is proposed all the length there is; probing its flexibility would
            // not change anything (no other child competes for the length).
            scratch[0].proposal = ProposedViewSize(main: max(main - internalSpacing, 0), cross: cross, axis: axis)
            scratch[0].size = scratch[0].withNode { engine.size(of: $0, proposal: scratch[0].proposal) }
        } else if let main = proposal[axis] {
            if let memo {
                let key = ProbeKey(cross: cross, axis: axis)
                if memo.childProbes.count != count {
                    memo.childProbes = [ChildProbe].filled(with: ChildProbe(), count: count)
                    memo.probeOrder = .unknown
                } else if let old = memo.probeKey, old != key {
                    forgetProbes(in: memo, madeFor: old, unlessEquivalentTo: key, engine: engine, scratch)
                }
                memo.probeKey = key
            }
            for index in 0..<count {
                scratch[index].withNode { node in
                    if let memo, memo.childProbes[index].holds(for: node) {
                        let probe = memo.childProbes[index]
                        scratch[index].minimum = probe.lowLength
                        scratch[index].flexibility = probe.highLength - probe.lowLength
                        scratch[index].priority = probe.priority
                    } else {
                        let low = engine.size(of: node, proposal: ProposedViewSize(main: 0, cross: cross, axis: axis))
                        let high = engine.size(of: node, proposal: ProposedViewSize(main: .infinity, cross: cross, axis: axis))
                        scratch[index].low = low
                        scratch[index].high = high
                        scratch[index].minimum = low[axis]
                        scratch[index].flexibility = high[axis] - low[axis]
                        let priority = engine.priority(of: node)
                        scratch[index].priority = priority.isNaN ? 0 : priority
                        memo?.childProbes[index] = ChildProbe(
                            node: ObjectIdentifier(node), generation: node.layoutCache.sizeGeneration,
                            lowLength: low[axis], highLength: high[axis], priority: scratch[index].priority)
                        // A new probe may change the order.
                        memo?.probeOrder = .unknown
                    }
                }
            }
            func precedes(_ a: Int, _ b: Int) -> Bool {
                let childA = scratch[a], childB = scratch[b]
                if childA.priority != childB.priority { return childA.priority > childB.priority }
                let fa = childA.flexibility, fb = childB.flexibility
                if fa.isInfinite && fb.isInfinite {
                    if childA.minimum != childB.minimum { return childA.minimum > childB.minimum }
                } else if fa != fb {
                    return fa < fb
                }
                return a < b
            }
            // Children already in order (the common case: equal priorities and flexibilities)
            // are not sorted: one pass over adjacent pairs tells it, where the sort made several.
            // Children out of order are sorted in a temporary buffer, which needs no allocation
            // for a few children (a list would be allocated and freed at every layout of such a
            // stack). (A NaN flexibility, which no order holds, goes to the sort as before.)
            // The order depends on the probes alone: when every probe was kept (a new one
            // forgets the order), the memo's order is this layout's, and a row laid out for
            // several heights sorts once.
            let known = memo?.probeOrder ?? .unknown
            let outOfOrder = switch known {
            case .inOrder: false
            case .sorted: true
            case .unknown: (0..<count).contains { scratch[$0].flexibility.isNaN || ($0 > 0 && precedes($0, $0 - 1)) }
            }
            withUnsafeTemporaryAllocation(of: Int.self, capacity: outOfOrder ? count : 0) { buffer in
                if known == .sorted, let memo {
                    for position in 0..<count {
                        (buffer.baseAddress! + position).initialize(to: Int(memo.childProbes[position].sortedChild))
                    }
                } else if outOfOrder {
                    for index in 0..<count { (buffer.baseAddress! + index).initialize(to: index) }
                    var order = buffer
                    order.sort(by: precedes)
                }
                if known == .unknown, let memo {
                    if outOfOrder {
                        for position in 0..<count { memo.childProbes[position].sortedChild = UInt32(buffer[position]) }
                    }
                    memo.probeOrder = outOfOrder ? .sorted : .inOrder
                }
                /// The child offered the share at `position`.
                func child(at position: Int) -> Int { outOfOrder ? buffer[position] : position }
                let topPriority = count > 0 ? scratch[child(at: 0)].priority : nil
                var available = main - internalSpacing
                for index in 0..<count where scratch[index].priority != topPriority {
                    available -= scratch[index].minimum
                }
                var start = 0
                while start < count {
                    let groupPriority = scratch[child(at: start)].priority
                    var end = start
                    while end < count && scratch[child(at: end)].priority == groupPriority { end += 1 }
                    end = max(end, start + 1) // every group holds at least one child: the loop always advances
                    if start > 0 {
                        for position in start..<end { available += scratch[child(at: position)].minimum }
                    }
                    var remaining = end - start
                    for position in start..<end {
                        let index = child(at: position)
                        let share = max(available / CGFloat(remaining), 0)
                        let childProposal = ProposedViewSize(main: share, cross: cross, axis: axis)
                        scratch[index].proposal = childProposal
                        // A share of 0 or infinity is a probe's proposal: its answer is known when this
                        // layout asked for it (else the child's memo has it).
                        let size = if reusing && share == 0, let low = scratch[index].low {
                            low
                        } else if reusing && share == .infinity, let high = scratch[index].high {
                            high
                        } else {
                            scratch[index].withNode { engine.size(of: $0, proposal: childProposal) }
                        }
                        scratch[index].size = size
                        available -= size[axis]
                        remaining -= 1
                    }
                    start = end
                }
            }
        } else {
            for index in 0..<count {
                scratch[index].size = scratch[index].withNode { engine.size(of: $0, proposal: scratch[index].proposal) }
            }
        }

        // Cross axis: align the guides, union the ranges starting from [0, 0].
        var lower: CGFloat = 0
        var upper: CGFloat = 0
        for index in 0..<count {
            let position = scratch[index].withNode { node in
                // The size just computed, unless a full trace records the question again.
                let size = reusing ? scratch[index].size : engine.size(of: node, proposal: scratch[index].proposal)
                return -engine.alignmentValue(of: node, alignment, proposal: scratch[index].proposal, size: size)
            }
            scratch[index].crossPosition = position
            lower = min(lower, position)
            upper = max(upper, position + scratch[index].size[axis.other])
        }
        var cursor: CGFloat = 0
        for index in 0..<count {
            cursor += gap(index, gaps)
            scratch[index].offset = CGPoint(main: cursor, cross: scratch[index].crossPosition - lower, axis: axis)
            cursor += scratch[index].size[axis]
        }
        let size = CGSize(main: count == 0 ? 0 : cursor, cross: upper - lower, axis: axis)
        return Result(count: count, axis: axis, cross: cross, size: size) { index in
            StackChildPlacement(main: scratch[index].proposal[axis], offset: scratch[index].offset)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        layout(proposal, subviews).size
    }

    /// The proposal placement lays the children out for: the stack's proposal with a nil cross
    /// axis replaced by the stack's final cross size.
    func placingProposal(_ proposal: ProposedViewSize, in bounds: CGRect) -> ProposedViewSize {
        var placing = proposal
        if placing[axis.other] == nil { placing[axis.other] = bounds.size[axis.other] }
        return placing
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        let result = layout(placingProposal(proposal, in: bounds), subviews)
        for (index, subview) in subviews.enumerated() {
            let offset = result.offset(at: index)
            subview.place(at: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y),
                          proposal: result.proposal(at: index))
        }
    }
}

/// One child's part of a stack result: the length it is proposed along the stack's axis (the
/// cross-axis proposal is the stack's, kept once per result) and its offset from the stack's
/// top-leading corner. Twenty-four bytes: a wide stack keeps one per child per memoised result.
struct StackChildPlacement {
    /// The proposed length's bits (`ProposedLengthBits`).
    fileprivate let mainBits: UInt64
    let offset: CGPoint

    init(main: CGFloat?, offset: CGPoint) {
        mainBits = ProposedLengthBits.encode(main)
        self.offset = offset
    }
}

/// A stack result's children, when it has two or more (`StackAlgorithm.Result`, which keeps
/// the axis and the cross-axis proposal they share), tail-allocated in one object after their
/// count. Its elements are plain values, so it needs no deinitializer.
///
/// Made by the layout phase at every stack layout, kept in the container's stack memo: two
/// arrays would cost two allocations and two run-time look-ups of their storage classes'
/// metadata, a cost that a chain of nested stacks pays at every level.
final class StackChildPlacements: ManagedBuffer<Int, StackChildPlacement> {
    /// A buffer of `count` children, child `index` being `child(index)`.
    static func make(count: Int, _ child: (Int) -> StackChildPlacement) -> StackChildPlacements {
        let buffer = unsafeDowncast(create(minimumCapacity: count) { _ in count }, to: StackChildPlacements.self)
        buffer.withUnsafeMutablePointerToElements { elements in
            for index in 0..<count { (elements + index).initialize(to: child(index)) }
        }
        return buffer
    }

    /// Calls `body` with the children. (The count is read through the header's pointer: `header`
    /// is a stored property of a class, which Swift checks for exclusive access at run time on
    /// every read.)
    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<StackChildPlacement>) -> R) -> R {
        withUnsafeMutablePointers { count, elements in body(UnsafeBufferPointer(start: elements, count: count.pointee)) }
    }
}
