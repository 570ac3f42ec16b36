/// The storage of one `@State` slot of a node: the committed value that updates read, the
/// latest written value that actions read, and the nodes that read it.
///
/// Writes go through the graph, which applies them in the first phase of the next pass; the
/// storage serves its node's identity, and a binding kept past it reads the last value and
/// writes nothing (`detach()`). Its stored fields are exempt from the run-time
/// exclusivity check, as `ViewNode`'s are: each is read or written in one instantaneous access,
/// never passed `inout` across a call (the check cost a tenth of installing a body's state).
@usableFromInline class AnyStateStorage {
    /// The node that owns the state, once a node's slot holds the storage, until the node is
    /// discarded (unowned: the node owns its slots, and clears this as it goes, so a binding
    /// kept past its view reaches no freed node). Only installed storage is traced.
    @exclusivity(unchecked) private(set) unowned var installedOwner: ViewNode?
    /// The node that owns the state (the storage is installed, and its node not discarded).
    var owner: ViewNode { installedOwner! }
    /// The slot index in the owner's dynamic properties (-1 until installed).
    @exclusivity(unchecked) private(set) var slot: Int
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
        installedOwner = owner
        self.slot = slot
    }

    /// Storage no node holds yet (a `State` value's own, until a node's slot takes it).
    init() {
        slot = -1
    }

    /// Forgets the owner (bodies phase, when the node is discarded): later reads give the latest
    /// value, and writes are ignored, as a removed view's state in SwiftUI.
    func detach() {
        installedOwner = nil
    }

    /// Makes `owner`'s slot `slot` the storage's place (bodies phase, at the install of the
    /// slot's first value).
    func install(owner: ViewNode, slot: Int, label: String) {
        installedOwner = owner
        self.slot = slot
        self.label = label
    }

    /// Makes the latest write visible to updates; returns whether the committed value changed.
    func commit() -> Bool { false }

    /// The committed value for traces.
    var committedDescription: String { "" }
}

/// The storage of a `State` value: its committed and latest value, and the slot storage it
/// reads and writes.
///
/// A `State` value holds one from its creation: the first value a node's slot is installed from
/// (bodies phase) lends its own to the slot, so a state costs one object, not a link and a
/// storage; a later value of the same view links to the slot's storage (`State.install`).
@usableFromInline final class StateStorage<Value>: AnyStateStorage {
    /// The value the `State` was created with.
    let initial: Value
    @exclusivity(unchecked) private(set) var committed: Value
    @exclusivity(unchecked) private(set) var latest: Value
    /// The slot storage this value was last installed with, when it is another value's.
    @exclusivity(unchecked) private var linked: StateStorage<Value>?
    /// Whether a node's slot holds this storage.
    @exclusivity(unchecked) private var isSlotStorage: Bool

    /// A `State` value's own storage, which no node holds yet.
    @usableFromInline init(initial: Value) {
        self.initial = initial
        committed = initial
        latest = initial
        isSlotStorage = false
        super.init()
    }

    required init(initial: Value, owner: ViewNode, slot: Int) {
        self.initial = initial
        committed = initial
        latest = initial
        isSlotStorage = true
        super.init(owner: owner, slot: slot)
    }

    /// This value's own storage, made `owner`'s slot `slot`, unless a slot already holds it (one
    /// view value installed in two places: the second gets storage of its own).
    func installedAsSlotStorage(owner: ViewNode, slot: Int, label: String) -> StateStorage<Value>? {
        guard !isSlotStorage else { return nil }
        isSlotStorage = true
        install(owner: owner, slot: slot, label: label)
        return self
    }

    /// Links this value to the slot storage it was installed with (itself, or another value's).
    func link(to storage: StateStorage<Value>) {
        linked = storage === self ? nil : storage
    }

    /// The storage this value reads and writes: the slot's it was installed with (nil before
    /// any install).
    var installed: StateStorage<Value>? {
        if let linked { return linked }
        return isSlotStorage ? self : nil
    }

    /// The value a `State` read returns: the installed storage's, else the initial value.
    /// (Written out rather than `installed?.read() ?? initial`: the optional of a generic value
    /// is made and taken apart through its metadata at every read, 3% of a summing tree's run.)
    var value: Value {
        if let linked { return linked.read() }
        return isSlotStorage ? read() : initial
    }

    /// Reads the value: the pass's snapshot during an update (recording the reader), the latest
    /// write otherwise.
    func read() -> Value {
        guard let graph = installedOwner?.graph, graph.isUpdating else { return latest }
        if let reader = graph.currentReader {
            readers.insert(reader.id)
        }
        return committed
    }

    /// Writes a value, subject to the rules of `State`.
    func write(_ value: Value) {
        guard let graph = installedOwner?.graph else { return }
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
