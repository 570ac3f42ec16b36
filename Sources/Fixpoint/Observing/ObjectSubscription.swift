/// A node's subscription to one `ObservableObject`'s `objectWillChange`, kept in the node's slot
/// for the property that holds the object (`@ObservedObject`, `@StateObject`,
/// `@EnvironmentObject`).
///
/// Made or renewed when the property is installed (bodies phase); a send queues the node's body
/// for the next pass. The subscription ends when the object held changes or the node goes.
class ObjectSubscriptionSlot: AnyStateStorage {
    /// The object subscribed to.
    private(set) weak var object: AnyObject?
    private var publisher: ObservableObjectPublisher?
    private var subscriberID: Int?

    deinit { unsubscribe() }

    /// Subscribes the owner to `object`'s publisher, unless already subscribed to it.
    func observe<Object: ObservableObject>(_ observed: Object) {
        if object === observed, subscriberID != nil { return }
        unsubscribe()
        object = observed
        guard let publisher = observed.willChangePublisher, let graph = owner.graph else { return }
        let nodeID = owner.id
        let typeName = graph.typeName(of: observed)
        self.publisher = publisher
        let link = graph.link
        subscriberID = publisher.subscribe { change in
            link.graph?.observedChange(nodeID: nodeID, generation: nil, object: typeName, change: change?.describe())
        }
    }

    /// Ends the subscription.
    func unsubscribe() {
        if let subscriberID { publisher?.unsubscribe(subscriberID) }
        subscriberID = nil
        publisher = nil
    }
}

extension ViewNode {
    /// The storage in `slot` if it has type `S`, otherwise a new one from `make` put there
    /// (slots before it that have none stay empty).
    func slot<S: AnyStateStorage>(_ slot: Int, make: () -> S) -> S {
        unsafeDowncast(self.slot(slot, of: S.self) { make() }, to: S.self)
    }

    /// The storage in `slot` if its class is `storageClass`, otherwise a new one from `make`
    /// (which makes one of that class) put there. Called by the bodies phase at each install;
    /// a slot holds storage of one class for the node's life (a node keeps its view type, and
    /// the type its properties), so the exact class is asked, without a dynamic cast.
    func slot(_ slot: Int, of storageClass: AnyStateStorage.Type, make: () -> AnyStateStorage) -> AnyStateStorage {
        let state = composite
        guard slot > 0 else {
            if let existing = state.firstStateSlot, type(of: existing) == storageClass { return existing }
            let storage = make()
            state.firstStateSlot = storage
            return storage
        }
        let index = slot - 1
        if index < state.laterStateSlots.count, let existing = state.laterStateSlots[index],
           type(of: existing) == storageClass {
            return existing
        }
        let storage = make()
        while state.laterStateSlots.count <= index { state.laterStateSlots.append(nil) }
        state.laterStateSlots[index] = storage
        return storage
    }
}
