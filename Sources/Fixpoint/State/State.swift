/// A property wrapper type that can read and write a value owned by the view's identity.
///
/// The bodies phase installs it into the node's storage; reads during an update return the
/// pass's snapshot and register the reader, reads outside return the latest write; writes are
/// applied at the start of the next pass, equal writes are no-ops and writes during an update
/// are ignored with a diagnostic.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    /// The value's storage: its own until a node installs it, then its node's slot's (see
    /// `StateStorage`).
    @usableFromInline let location: StateStorage<Value>

    // The initializers are inlinable: a view's `@State` is made at every evaluation of the body
    // that creates the view, and inlined into the caller's concrete type its location's class
    // metadata is found once, not looked up in the runtime's generic cache each time.

    /// Creates a state property that stores an initial value.
    @inlinable public init(wrappedValue value: Value) {
        location = StateStorage(initial: value)
    }

    /// Creates a state property that stores an initial value.
    @inlinable public init(initialValue value: Value) {
        location = StateStorage(initial: value)
    }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        // (Not `storage?.read() ?? initial`: the engine's code is not specialized for the value,
        // and an optional of it would be looked up in the runtime's metadata cache at each read.)
        get { location.value }
        nonmutating set {
            // A state that is not installed (no node owns it) ignores writes, as in SwiftUI.
            location.installed?.write(newValue)
        }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(get: { location.value },
                       set: { location.installed?.write($0) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value; it starts as `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: InstallableProperty {
    static var storageClass: AnyStateStorage.Type? { StateStorage<Value>.self }

    func install(into node: ViewNode, slot: Int, label: String, storageClass: AnyStateStorage.Type?) {
        // Slots are indexed by declaration order among the installable properties; an
        // `@Environment` before this one takes an index without storage. (The storage's class
        // comes from the install plan: naming it here would look it up.)
        let storageClass = unsafeBitCast(storageClass ?? Self.storageClass!, to: StateStorage<Value>.Type.self)
        let location = self.location
        let storage = unsafeDowncast(node.slot(slot, of: storageClass) {
            // The slot's first value lends its own storage.
            if let own = location.installedAsSlotStorage(owner: node, slot: slot, label: label) { return own }
            let storage = storageClass.init(initial: location.initial, owner: node, slot: slot)
            storage.label = label
            return storage
        }, to: StateStorage<Value>.self)
        location.link(to: storage)
    }
}
