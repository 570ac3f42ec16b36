import Foundation

/// A stack result remembered for one proposal (`StackMemo`), its proposal kept as bits.
struct StackMemoEntry {
    let proposal: ProposalBits
    let result: StackAlgorithm.Result
    /// Whether the stack was placed with this result (sizing alone made the others).
    var wasPlaced = false
}

/// A built-in linear stack's results for its recent proposals, oldest first, at most
/// `ViewNode.sizeMemoLimit` (`ContainerLayoutMemo.stackMemo`).
///
/// Written by the layout phase (sizing adds, placement marks and keeps the placed ones),
/// cleared with the rest of the layout cache. The first entry is kept inline, in fields of its
/// own, and the others in a list made only when there are two: most stacks are placed with one
/// proposal, and a chain of nested stacks would otherwise allocate a list at every level. (The
/// first entry's fields are scalars, not an optional entry, so that asking for a result copies
/// nothing before it matches.)
struct StackMemo {
    /// The entries after the first, oldest first. (Declared first: the memo ends with the flag,
    /// 83 bytes, and a container memo puts a flag of its own in its last word.)
    private var rest: [StackMemoEntry] = []
    /// The oldest entry's proposal (`StackMemo.absent` when the memo is empty), result and
    /// placement. The result is not an optional: an optional result is copied through the
    /// runtime's value witnesses (about 300 instructions at every placement of a stack).
    private var firstProposal = StackMemo.absent
    private var firstResult = StackAlgorithm.Result.none
    private var firstWasPlaced = false

    /// The first proposal of an empty memo: a marker no proposal encodes to.
    private static var absent: ProposalBits { ProposalBits(marker: 0x7FF4_F1C5_0000_0005) }
    /// Whether the first entry holds a result.
    private var hasFirst: Bool { firstProposal.width != StackMemo.absent.width }

    /// How many results are remembered.
    var count: Int { hasFirst ? 1 + rest.count : 0 }
    /// Whether no result is remembered.
    var isEmpty: Bool { !hasFirst }

    /// The position of the result remembered for `proposal` (0 the oldest), if any.
    func position(of proposal: ProposedViewSize) -> Int? {
        // An empty memo's marker matches no proposal (and its list is empty).
        let bits = ProposalBits(proposal)
        if firstProposal.matches(bits) { return 0 }
        for index in rest.indices where rest[index].proposal.matches(bits) { return index + 1 }
        return nil
    }

    /// The position of a result made for a proposal equivalent to `proposal` for a stack along
    /// `axis` whose size has `insensitivity` (the same length along the axis, the same memo key
    /// across), if any, now remembered for `proposal`: its children proposed `proposal`'s
    /// cross-axis length. Every child's size ignores the difference, so the layout is the same.
    mutating func adopt(equivalentTo proposal: ProposedViewSize, axis: Axis,
                        under insensitivity: ProposalInsensitivity) -> Int? {
        let cross = insensitivity.memoKey(for: proposal)[axis.other]
        func isEquivalent(_ bits: ProposalBits) -> Bool {
            let other = bits.proposal
            return other[axis] == proposal[axis] && insensitivity.memoKey(for: other)[axis.other] == cross
        }
        let proposed = proposal[axis.other]
        if hasFirst, isEquivalent(firstProposal) {
            firstProposal = ProposalBits(proposal)
            firstResult = firstResult.proposingCross(proposed)
            return 0
        }
        guard let index = rest.firstIndex(where: { isEquivalent($0.proposal) }) else { return nil }
        rest[index] = StackMemoEntry(proposal: ProposalBits(proposal), result: rest[index].result.proposingCross(proposed),
                                     wasPlaced: rest[index].wasPlaced)
        return index + 1
    }

    /// The result at `position` (as `position(of:)` gives it).
    subscript(position: Int) -> StackAlgorithm.Result {
        position == 0 ? firstResult : rest[position - 1].result
    }

    /// Remembers `result` for `proposal` (not remembered yet), forgetting the oldest when the
    /// memo is full.
    mutating func append(_ result: StackAlgorithm.Result, for proposal: ProposedViewSize) {
        if hasFirst, count >= ViewNode.sizeMemoLimit { removeFirst() }
        let entry = StackMemoEntry(proposal: ProposalBits(proposal), result: result)
        if !hasFirst { setFirst(entry) } else { rest.append(entry) }
    }

    /// Marks the results for `proposal` placed and forgets those never placed with, unless it
    /// is the only one: the sizes they gave are in the size memo, and only a placed result
    /// serves again (a row probed at heights 0 and ∞ keeps the result of its share; a host
    /// resized back and forth keeps both widths' results).
    mutating func keepPlaced(placing proposal: ProposedViewSize) {
        guard hasFirst else { return }
        let bits = ProposalBits(proposal)
        if firstProposal.matches(bits) { firstWasPlaced = true }
        guard !rest.isEmpty else { return }
        var allPlaced = firstWasPlaced
        for index in rest.indices where !rest[index].wasPlaced {
            if rest[index].proposal.matches(bits) { rest[index].wasPlaced = true } else { allPlaced = false }
        }
        guard !allPlaced else { return }
        rest.removeAll { !$0.wasPlaced }
        if !firstWasPlaced { removeFirst() }
    }

    /// Forgets every result; the list keeps its storage unless `keepingCapacity` is false.
    mutating func removeAll(keepingCapacity: Bool = false) {
        clearFirst()
        if !rest.isEmpty || !keepingCapacity { rest.removeAll(keepingCapacity: keepingCapacity) }
    }

    /// Makes `entry` the first.
    private mutating func setFirst(_ entry: StackMemoEntry) {
        firstProposal = entry.proposal
        firstResult = entry.result
        firstWasPlaced = entry.wasPlaced
    }

    /// Forgets the first entry (its result's children with it).
    private mutating func clearFirst() {
        firstProposal = StackMemo.absent
        firstResult = .none
        firstWasPlaced = false
    }

    /// Forgets the oldest result.
    private mutating func removeFirst() {
        if rest.isEmpty {
            clearFirst()
        } else {
            setFirst(rest.removeFirst())
        }
    }
}
