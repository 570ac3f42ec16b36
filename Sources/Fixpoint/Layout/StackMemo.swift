import Foundation

/// A stack result remembered for one proposal (`StackMemo`), its proposal kept as bits
/// (`ProposedLengthBits`).
struct StackMemoEntry {
    private let widthBits: UInt64
    private let heightBits: UInt64
    let result: StackAlgorithm.Result
    /// Whether the stack was placed with this result (sizing alone made the others).
    var wasPlaced = false

    init(proposal: ProposedViewSize, result: StackAlgorithm.Result) {
        widthBits = ProposedLengthBits.encode(proposal.width)
        heightBits = ProposedLengthBits.encode(proposal.height)
        self.result = result
    }

    /// Whether the entry was made for `proposal` (as `ProposedViewSize`'s `==` tells).
    @inline(__always)
    func isFor(_ proposal: ProposedViewSize) -> Bool {
        ProposedLengthBits.equal(widthBits, ProposedLengthBits.encode(proposal.width))
            && ProposedLengthBits.equal(heightBits, ProposedLengthBits.encode(proposal.height))
    }
}

/// A built-in linear stack's results for its recent proposals, oldest first, at most
/// `ViewNode.sizeMemoLimit` (`ContainerLayoutMemo.stackMemo`).
///
/// Written by the layout phase (sizing adds, placement marks and keeps the placed ones),
/// cleared with the rest of the layout cache. The first entry is kept inline and the others in
/// a list made only when there are two: most stacks are placed with one proposal, and a chain
/// of nested stacks would otherwise allocate a list at every level.
struct StackMemo {
    /// The oldest entry (nil when the memo is empty).
    private var first: StackMemoEntry?
    /// The entries after the first, oldest first.
    private var rest: [StackMemoEntry] = []

    /// How many results are remembered.
    var count: Int { first == nil ? 0 : 1 + rest.count }
    /// Whether no result is remembered.
    var isEmpty: Bool { first == nil }

    /// The result remembered for `proposal`, if any.
    func result(for proposal: ProposedViewSize) -> StackAlgorithm.Result? {
        guard let first else { return nil }
        if first.isFor(proposal) { return first.result }
        for entry in rest where entry.isFor(proposal) { return entry.result }
        return nil
    }

    /// Remembers `result` for `proposal` (not remembered yet), forgetting the oldest when the
    /// memo is full.
    mutating func append(_ result: StackAlgorithm.Result, for proposal: ProposedViewSize) {
        let entry = StackMemoEntry(proposal: proposal, result: result)
        guard first != nil else {
            first = entry
            return
        }
        if count >= ViewNode.sizeMemoLimit { removeFirst() }
        if first == nil { first = entry } else { rest.append(entry) }
    }

    /// Marks the results for `proposal` placed and forgets those never placed with, unless it
    /// is the only one (`ContainerLayoutMemo.keepPlacedStackResults(placing:)`).
    mutating func keepPlaced(placing proposal: ProposedViewSize) {
        guard first != nil else { return }
        if first!.isFor(proposal) { first!.wasPlaced = true }
        guard !rest.isEmpty else { return }
        for index in rest.indices where !rest[index].wasPlaced && rest[index].isFor(proposal) {
            rest[index].wasPlaced = true
        }
        rest.removeAll { !$0.wasPlaced }
        if !first!.wasPlaced { removeFirst() }
    }

    /// Forgets every result; the list keeps its storage unless `keepingCapacity` is false.
    mutating func removeAll(keepingCapacity: Bool = false) {
        first = nil
        if !rest.isEmpty || !keepingCapacity { rest.removeAll(keepingCapacity: keepingCapacity) }
    }

    /// Forgets the oldest result.
    private mutating func removeFirst() {
        first = rest.isEmpty ? nil : rest.removeFirst()
    }
}
