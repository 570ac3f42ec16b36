import Foundation

/// What the layout phase remembers about one node between its sizing and placement calls and
/// across passes: sizes, stack results, guides, spacing and the element list of a container.
///
/// Written only by the layout phase (`LayoutEngine` and the container behaviours it calls);
/// cleared by `ViewNode.invalidateLayout()` when the bodies phase changes the node's view,
/// environment or children. Kept in one stored property so that invalidation is one access
/// (Swift checks exclusivity per access to a class's stored property).
struct LayoutCache {
    /// Sizes computed for recent proposals, oldest first; at most `ViewNode.sizeMemoLimit`.
    var sizeMemo = SizeMemo()
    // The fields of a byte or four follow the size memo (41 bytes), in its last word's spare
    // bytes and the next word: the cache is 88 bytes, on every node.

    /// Whether the node must be placed again (set by invalidation, cleared by placement).
    var isDirty = true
    /// How much the node's subtree reads its position while placed (`ViewNode.subtreePositionDependence`).
    var positionDependence: PositionDependence?
    /// `proposalInsensitivity` in one byte: the ignored axes' bits, then the presence-only
    /// axes' bits shifted by two; `unknownInsensitivity` before the first answer.
    private var insensitivityBits = LayoutCache.unknownInsensitivity
    /// Counts the times the node's sizes were forgotten (wrapping): a size learnt at one
    /// generation holds as long as the generation is the same (a stack's
    /// `StackAlgorithm.ChildProbe`).
    private(set) var sizeGeneration: UInt32 = 0
    /// The invalidation epoch in which the node was last invalidated; the walk up from a
    /// changed node stops at an ancestor already invalidated in the same epoch. 32 bits: the
    /// graph starts its epochs again before they overflow (`ViewGraph.advanceInvalidationEpoch`).
    var invalidatedEpoch: Int32 = -1
    /// The stack axis of the container this element sits in (for Spacer and Divider), told by
    /// the container when it lists its elements; invalidation keeps it (the container tells
    /// again whenever its element list is new).
    var containerAxis: Axis?
    /// How many sizes were computed for the node in the running pass (statistics only); the
    /// recorder sets it back to zero after each pass (`UpdateRecorder.forgetSizings(in:)`).
    var sizingsInPass: UInt16 = 0
    /// Whether the subtree can carry an explicit value for an alignment key, per key asked, and
    /// the explicit values computed.
    var explicitAlignmentMemo = ExplicitAlignmentMemo()
    /// The element's spacing preferences, computed once until its layout is invalidated.
    var spacingMemo: ViewSpacing?
    /// What only containers remember; allocated on first use
    /// (`ViewNode.containerMemo`), so that a leaf does not carry their fields.
    var container: ContainerLayoutMemo?

    /// Which proposal dimensions the element's size ignores (`LayoutEngine.proposalInsensitivity(of:)`);
    /// its sizes are memoised under `ProposalInsensitivity.memoKey(for:)`. Nil until asked.
    var proposalInsensitivity: ProposalInsensitivity? {
        get {
            insensitivityBits == Self.unknownInsensitivity ? nil
                : ProposalInsensitivity(ignored: Axis.Set(rawValue: Int8(insensitivityBits & 3)),
                                        presenceOnly: Axis.Set(rawValue: Int8(insensitivityBits >> 2)))
        }
        set {
            insensitivityBits = newValue.map { UInt8($0.ignored.rawValue) | UInt8($0.presenceOnly.rawValue) << 2 }
                ?? Self.unknownInsensitivity
        }
    }

    /// The bits of an insensitivity not asked yet (a set has two bits, so no answer has these).
    private static var unknownInsensitivity: UInt8 { 0xFF }

    /// Forgets everything computed for the node (its view, environment or children changed, or
    /// a descendant's did) and marks it for placement; `keepingElements` keeps its element list,
    /// which a descendant behind an element cannot change. Only what is there is cleared: a new
    /// node has nothing yet.
    mutating func invalidate(epoch: Int32, keepingElements: Bool = false) {
        invalidatedEpoch = epoch
        isDirty = true
        sizeGeneration &+= 1
        if !sizeMemo.isEmpty { sizeMemo.removeAll(keepingCapacity: true) }
        if !explicitAlignmentMemo.isEmpty { explicitAlignmentMemo.removeAll() }
        if spacingMemo != nil { spacingMemo = nil }
        container?.removeAll(keepingElements: keepingElements)
        positionDependence = nil
        proposalInsensitivity = nil
    }

    /// Forgets what depends on the node's children (elements, guides, spacing) but keeps its own
    /// sizes and placement: for a GeometryReader building its content, whose size does not
    /// depend on it.
    mutating func invalidateChildren() {
        container?.removeChildren()
        explicitAlignmentMemo.removeAll()
        spacingMemo = nil
        positionDependence = nil
        proposalInsensitivity = nil
    }

    /// Forgets the node's own sizes and guides (its container's axis changed mid-layout), without
    /// touching its ancestors.
    mutating func invalidateOwnSizes() {
        sizeMemo.removeAll()
        sizeGeneration &+= 1
        container?.removeSizes()
        explicitAlignmentMemo.removeValues()
        proposalInsensitivity = nil
        isDirty = true
    }
}

/// An explicit guide value remembered for one key, proposal and size
/// (`ExplicitGuides.values`). A named struct, not a tuple: a list of tuples is
/// copied and destroyed through the runtime's tuple metadata, element by element.
struct AlignmentValueMemoEntry {
    let key: AlignmentKey
    let proposal: ProposedViewSize
    let size: CGSize
    let value: CGFloat?
}

/// The part of a node's `LayoutCache` that only containers fill: their elements, stack results,
/// gaps and probes. Written by the layout phase, cleared with the rest of the cache; kept in
/// its own object, made at the first write, because most nodes are leaves. 136 bytes: the
/// allocator's 144-byte class, with its 8-byte header.
final class ContainerLayoutMemo {
    /// A built-in linear stack's results (child proposals, offsets, size) for recent
    /// proposals, so that placement reuses what sizing computed.
    @exclusivity(unchecked) var stackMemo = StackMemo()
    /// Whether the elements in `elementsCache` were told the stack axis they sit on
    /// (`LayoutEngine.subviews(of:axis:)`); false again with a new list. (Declared after the
    /// stack memo, with `probeAxis`: they fill that memo's last word.)
    @exclusivity(unchecked) var elementsKnowTheirAxis = false
    /// The axis of `probeKey` (nil before the first probe).
    @exclusivity(unchecked) private var probeAxis: Axis?
    /// The order in which the children with the probes in `childProbes` are offered their
    /// shares: known while every probe holds (`StackAlgorithm.ProbeOrder`; in the stack memo's
    /// last word too).
    @exclusivity(unchecked) var probeOrder = StackAlgorithm.ProbeOrder.unknown
    /// A built-in linear stack's gaps between its children (`StackAlgorithm.gaps`), computed
    /// once until its layout (its children, their spacing, its spacing) is invalidated.
    @exclusivity(unchecked) var gapsMemo: [CGFloat]?
    /// A container's layout elements (the element nodes standing for its children).
    @exclusivity(unchecked) var elementsCache: ChildList? {
        didSet {
            if elementsCache == nil {
                elementsKnowTheirAxis = false
                if !childProbes.isEmpty { childProbes = [] }
                probeOrder = .unknown
            }
        }
    }
    /// A built-in linear stack's probes of its children (one per element, in order), made for
    /// `probeKey`, kept with the element list across invalidations: each holds while its
    /// child's sizes do.
    @exclusivity(unchecked) var childProbes: [StackAlgorithm.ChildProbe] = []
    /// The cross proposal of `probeKey` (`ProposedLengthBits`).
    @exclusivity(unchecked) private var probeCross: UInt64 = 0

    /// The axis and cross proposal `childProbes` were made for (nil before the first), kept
    /// as `probeAxis` and `probeCross`: an optional key would take two more bytes, and the
    /// object the allocator's next size class.
    var probeKey: StackAlgorithm.ProbeKey? {
        get { probeAxis.map { StackAlgorithm.ProbeKey(cross: ProposedLengthBits.decode(probeCross), axis: $0) } }
        set {
            probeAxis = newValue?.axis
            probeCross = ProposedLengthBits.encode(newValue?.cross)
        }
    }

    /// The stack result remembered for `proposal`, else what `compute` works out (given this
    /// memo, for the gaps), remembered: at most `ViewNode.sizeMemoLimit` proposals, oldest
    /// forgotten first.
    ///
    /// A stack along `axis` whose size has the insensitivity `equivalence` gives (nil where it
    /// may not be relied on) takes a result made for an equivalent proposal instead, remembered
    /// for `proposal` from then on (`StackMemo.adopt(equivalentTo:axis:under:)`): a row of
    /// fixed-height children probed at heights 0 and ∞, then placed at its share, is laid out
    /// once. The insensitivity is asked for only when no result matches exactly.
    func stackResult(for proposal: ProposedViewSize, axis: Axis? = nil,
                     equivalence: () -> ProposalInsensitivity? = { nil },
                     _ compute: (ContainerLayoutMemo) -> StackAlgorithm.Result) -> StackAlgorithm.Result {
        if let position = stackMemo.position(of: proposal) { return stackMemo[position] }
        if let axis, !stackMemo.isEmpty, let insensitivity = equivalence(), !insensitivity.presenceOnly.isEmpty,
           let position = stackMemo.adopt(equivalentTo: proposal, axis: axis, under: insensitivity) {
            return stackMemo[position]
        }
        let result = compute(self)
        stackMemo.append(result, for: proposal)
        return result
    }

    /// Forgets everything (the node's layout was invalidated), the element list too unless
    /// `keepingElements`.
    func removeAll(keepingElements: Bool = false) {
        // The lists keep their storage: an invalidated container is laid out again, and a new
        // list would cost an allocation and a look-up of its storage's metadata.
        if !stackMemo.isEmpty { stackMemo.removeAll(keepingCapacity: true) }
        if gapsMemo != nil { gapsMemo = nil }
        if !keepingElements, elementsCache != nil { elementsCache = nil }
    }

    /// Forgets what depends on the children (see `LayoutCache.invalidateChildren()`).
    func removeChildren() {
        elementsCache = nil
        gapsMemo = nil
    }

    /// Forgets the node's own sizes (see `LayoutCache.invalidateOwnSizes()`).
    func removeSizes() {
        stackMemo.removeAll()
    }
}
