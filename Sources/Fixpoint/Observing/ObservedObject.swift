/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the object changes.
///
/// Installed before each body evaluation: the node subscribes to the object's
/// `objectWillChange` (renewed when a new object is passed), and any send runs its body again
/// in the next pass, whatever the body read.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the underlying observable object that can create bindings to its properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// Gets a binding to the value of a specified key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = self.root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    /// The underlying value that the observed object references.
    public var wrappedValue: ObjectType

    /// Creates an observed object with an initial wrapped value.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Creates an observed object with an initial value.
    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    /// A projection of the observed object that creates bindings to its properties.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

/// An `@ObservedObject` field of a view, compared by the identity of its object when the bodies
/// phase decides whether a view's inputs changed.
protocol ObservedObjectInput {
    func holdsSameObject(as other: Any) -> Bool
}

extension ObservedObject: ObservedObjectInput {
    func holdsSameObject(as other: Any) -> Bool {
        (other as? Self)?.wrappedValue === wrappedValue
    }
}

extension ObservedObject: InstallableProperty {
    func install(into node: ViewNode, slot: Int, label: String, storageClass _: AnyStateStorage.Type?) {
        node.slot(slot) { ObjectSubscriptionSlot(owner: node, slot: slot) }.observe(wrappedValue)
    }
}

/// A property wrapper type that instantiates an observable object once per view identity.
///
/// The object is made when the property is first installed (the first body evaluation of the
/// node), kept in the node's slot while the identity lasts, and observed as `@ObservedObject`
/// observes; later view values' autoclosures are never evaluated.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let location: StateObjectLocation<ObjectType>

    /// Creates a new state object with an initial wrapped value (evaluated once per identity).
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        location = StateObjectLocation(make: thunk)
    }

    /// The underlying value referenced by the state object (outside a hosted view, an object
    /// made for this value).
    public var wrappedValue: ObjectType { location.object }

    /// A projection of the state object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(root: wrappedValue) }
}

extension StateObject: InstallableProperty {
    static var storageClass: AnyStateStorage.Type? { StateObjectSlot<ObjectType>.self }

    func install(into node: ViewNode, slot: Int, label: String, storageClass: AnyStateStorage.Type?) {
        // (The slot's class comes from the install plan: naming it here would look it up.)
        let slotClass = unsafeBitCast(storageClass ?? Self.storageClass!, to: StateObjectSlot<ObjectType>.Type.self)
        let storage = unsafeDowncast(node.slot(slot, of: slotClass) {
            slotClass.init(object: location.detachedOrNew(), owner: node, slot: slot)
        }, to: StateObjectSlot<ObjectType>.self)
        location.installed = storage.stateObject
        storage.observe(storage.stateObject)
    }
}

/// The per-struct-value link from a `StateObject` to the object its node owns.
final class StateObjectLocation<ObjectType: ObservableObject> {
    let make: () -> ObjectType
    /// The node's object, once installed.
    var installed: ObjectType?
    /// An object made for a value read before installation.
    private var detached: ObjectType?

    init(make: @escaping () -> ObjectType) {
        self.make = make
    }

    var object: ObjectType {
        if let installed { return installed }
        return detachedOrNew()
    }

    /// The object made for this value before installation, or a new one.
    func detachedOrNew() -> ObjectType {
        if let detached { return detached }
        let made = make()
        detached = made
        return made
    }
}

/// The slot of a `@StateObject`: the object, owned for the node's identity, and its subscription.
final class StateObjectSlot<ObjectType: ObservableObject>: ObjectSubscriptionSlot {
    let stateObject: ObjectType

    required init(object: ObjectType, owner: ViewNode, slot: Int) {
        stateObject = object
        super.init(owner: owner, slot: slot)
    }
}

/// A property wrapper type for an observable object that a parent or ancestor view supplies
/// with `environmentObject(_:)`.
///
/// Installed before each body evaluation with the node's environment; the node subscribes to
/// the object as `@ObservedObject` does. Reading it when no ancestor supplied one stops the
/// program with SwiftUI's message.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let box = EnvironmentObjectBox<ObjectType>()

    /// Creates an environment object.
    public init() {}

    /// The underlying value referenced by the environment object.
    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                + "\(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// A projection of the environment object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(root: wrappedValue) }
}

/// The object an `EnvironmentObject` value found at installation.
final class EnvironmentObjectBox<ObjectType: ObservableObject> {
    var object: ObjectType?
}

extension EnvironmentObject: InstallableProperty {
    func install(into node: ViewNode, slot: Int, label: String, storageClass _: AnyStateStorage.Type?) {
        node.readsEnvironment = true
        box.object = node.environment.object(ObjectType.self)
        let storage = node.slot(slot) { ObjectSubscriptionSlot(owner: node, slot: slot) }
        if let object = box.object {
            storage.observe(object)
        } else {
            storage.unsubscribe()
        }
    }
}
