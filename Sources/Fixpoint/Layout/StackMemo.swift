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
    /// The oldest entry's proposal, result (nil when the memo is empty) and placement.
    private var firstProposal = ProposalBits(ProposedViewSize(width: 0, height: 0))
    private var firstResult: StackAlgorithm.Result?
    private var firstWasPlaced = false

    /// How many results are remembered.
    var count: Int { firstResult == nil ? 0 : 1 + rest.count }
    /// Whether no result is remembered.
    var isEmpty: Bool { firstResult == nil }

    /// The result remembered for `proposal`, if any.
    func result(for proposal: ProposedViewSize) -> StackAlgorithm.Result? {
        let bits = ProposalBits(proposal)
        if firstProposal.matches(bits) { return firstResult }
        for index in rest.indices where rest[index].proposal.matches(bits) { return rest[index].result }
        return nil
    }

    /// Remembers `result` for `proposal` (not remembered yet), forgetting the oldest when the
    /// memo is full.
    mutating func append(_ result: StackAlgorithm.Result, for proposal: ProposedViewSize) {
        if firstResult != nil, count >= ViewNode.sizeMemoLimit { removeFirst() }
        let entry = StackMemoEntry(proposal: ProposalBits(proposal), result: result)
        if firstResult == nil { setFirst(entry) } else { rest.append(entry) }
    }

    /// Marks the results for `proposal` placed and forgets those never placed with, unless it
    /// is the only one: the sizes they gave are in the size memo, and only a placed result
    /// serves again (a row probed at heights 0 and ∞ keeps the result of its share; a host
    /// resized back and forth keeps both widths' results).
    mutating func keepPlaced(placing proposal: ProposedViewSize) {
        guard firstResult != nil else { return }
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
        firstResult = nil
        firstWasPlaced = false
        if !rest.isEmpty || !keepingCapacity { rest.removeAll(keepingCapacity: keepingCapacity) }
    }

    /// Makes `entry` the first.
    private mutating func setFirst(_ entry: StackMemoEntry) {
        firstProposal = entry.proposal
        firstResult = entry.result
        firstWasPlaced = entry.wasPlaced
    }

    /// Forgets the oldest result.
    private mutating func removeFirst() {
        if rest.isEmpty {
            firstResult = nil
            firstWasPlaced = false
        } else {
            setFirst(rest.removeFirst())
        }
    }
}
