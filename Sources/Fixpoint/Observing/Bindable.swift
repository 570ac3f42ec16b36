/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects.
///
/// A plain value: `$model.property` is a `Binding` that reads and writes the object through a
/// key path, so a body reading through it depends on that property (Observation tracking does
/// the rest); it installs nothing on the node.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The wrapped object.
    public var wrappedValue: Value

    /// Creates a bindable object from an observable object.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// The bindable wrapper for the object that creates bindings to its properties.
    public var projectedValue: Bindable<Value> { self }

    /// Returns a binding to the value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable where Value: AnyObject, Value: Observable {
    /// Creates a bindable object from an observable object.
    public init(_ wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue)
    }

    /// Creates a bindable from the value of another bindable.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    /// The identifier of the wrapped object.
    public var id: Value.ID { wrappedValue.id }
}
