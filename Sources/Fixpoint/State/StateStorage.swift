/// The storage of one `@State` slot of a node: the committed value that updates read, the
/// latest written value that actions read, and the nodes that read it.
///
/// Writes go through the graph, which applies them in the first phase of the next pass; the
/// storage lives as long as its node's identity. Its stored fields are exempt from the run-time
/// exclusivity check, as `ViewNode`'s are: each is read or written in one instantaneous access,
/// never passed `inout` across a call (the check cost a tenth of installing a body's state).
class AnyStateStorage {
    /// The node that owns the state.
    unowned let owner: ViewNode
    /// The slot index in the owner's dynamic properties.
    let slot: Int
    /// Ids of nodes whose bodies read this state during an update.
    @exclusivity(unchecked) var readers = StateReaders()
    /// Whether a write is waiting for the next pass.
    @exclusivity(unchecked) var isPending = false
    /// The property's label as reflection gives it (`_count`), for traces; `name` drops the
    /// underscore only when a trace asks (installing a state must not build a string).
    @exclusivity(unchecked) var label = "state"
    /// The property's name (without the underscore), for traces.
    var name: String { label.hasPrefix("_") ? String(label.dropFirst()) : label }
    /// The trace event of the latest write, the cause of its application.
    @exclusivity(unchecked) var writeEvent: Int?
    /// The transaction the latest write was made in (`withAnimation`, …), applied with it.
    @exclusivity(unchecked) var transaction: Transaction?

    init(owner: ViewNode, slot: Int) {
        self.owner = owner
        self.slot = slot
    }

    /// Makes the latest write visible to updates; returns whether the committed value changed.
    func commit() -> Bool { false }

    /// The committed value for traces.
    var committedDescription: String { "" }
}

final class StateStorage<Value>: AnyStateStorage {
    @exclusivity(unchecked) private(set) var committed: Value
    @exclusivity(unchecked) private(set) var latest: Value

    required init(initial: Value, owner: ViewNode, slot: Int) {
        committed = initial
        latest = initial
        super.init(owner: owner, slot: slot)
    }

    /// Reads the value: the pass's snapshot during an update (recording the reader), the latest
    /// write otherwise.
    func read() -> Value {
        guard let graph = owner.graph, graph.isUpdating else { return latest }
        if let reader = graph.currentReader {
            readers.insert(reader.id)
        }
        return committed
    }

    /// Writes a value, subject to the rules of `State`.
    func write(_ value: Value) {
        guard let graph = owner.graph else { return }
        if graph.isUpdating {
            graph.reportStateWriteDuringUpdate(self)
            return
        }
        if ValueComparison.isEqual(latest, value) { return }
        let old = latest
        latest = value
        graph.enqueueWrite(self, old: ValueDescription.describe(old), new: ValueDescription.describe(value))
        transaction = Transaction.current
        if let transaction, transaction.isNotable {
            graph.recorder.record(.transaction(source: transaction.source, animation: transaction.animation?.description,
                                               disablesAnimations: transaction.disablesAnimations),
                                  node: owner, cause: writeEvent)
        }
    }

    override func commit() -> Bool {
        isPending = false
        if ValueComparison.isEqual(committed, latest) { return false }
        committed = latest
        return true
    }

    override var committedDescription: String { ValueDescription.describe(committed) }
}
