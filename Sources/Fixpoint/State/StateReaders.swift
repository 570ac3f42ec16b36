/// The ids of the nodes whose bodies read a state during an update: the first held inline,
/// the others in a set.
///
/// Written by the bodies phase (`StateStorage.read()`), read and cleared by the writes phase
/// (`ViewGraph.applyPendingWrites()`). Most states are read by one body, their owner's; a
/// `Set` would allocate storage and hash the id with SipHash for it at every first read.
struct StateReaders {
    private var first: Int?
    private var others: Set<Int> = []

    /// No readers.
    init() {}

    /// Adds the node `id` (once, however often it reads).
    mutating func insert(_ id: Int) {
        guard let first else {
            self.first = id
            return
        }
        if first != id { others.insert(id) }
    }

    /// The ids, in increasing order (the order bodies are marked dirty in).
    func sorted() -> [Int] {
        guard let first else { return [] }
        if others.isEmpty { return [first] }
        return (others.union([first])).sorted()
    }

    /// Forgets every reader.
    mutating func removeAll() {
        first = nil
        if !others.isEmpty { others = [] }
    }
}
