/// A type that publishes a property marked with an attribute; Combine's wrapper, without
/// Combine.
///
/// Setting the property of a class sends the object's `objectWillChange` first (when the object
/// is an `ObservableObject`), equal values included, then stores the value and sends it to the
/// projected publisher's subscribers. The projected value `$property` offers `sink(receiveValue:)`
/// only.
@propertyWrapper
public struct Published<Value> {
    /// The stored value and the projected publisher's subscribers.
    final class Storage {
        var value: Value
        var subscribers: [(id: Int, receive: (Value) -> Void)] = []
        var nextID = 0

        init(_ value: Value) {
            self.value = value
        }
    }

    let storage: Storage

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) {
        storage = Storage(wrappedValue)
    }

    /// Creates the published instance with an initial value.
    public init(initialValue: Value) {
        storage = Storage(initialValue)
    }

    /// The value, read and written directly (outside a class nothing is published).
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// The property's publisher: subscribers get the current value, then every new value before
    /// it is stored.
    public var projectedValue: Publisher { Publisher(storage: storage) }

    /// A publisher for properties marked with the `@Published` attribute.
    public struct Publisher {
        let storage: Storage

        /// Attaches a subscriber that receives the current value and every later one.
        public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            let storage = self.storage
            storage.nextID += 1
            let id = storage.nextID
            storage.subscribers.append((id, receiveValue))
            receiveValue(storage.value)
            return AnyCancellable { [weak storage] in storage?.subscribers.removeAll { $0.id == id } }
        }
    }

    /// Reads and writes the property of a class: a write sends the enclosing object's
    /// `objectWillChange` before storing the value.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            if let observable = object as? any ObservableObject, let publisher = observable.willChangePublisher {
                let old = storage.value
                publisher.send(change: PublishedChange(describe: {
                    let name = Self.propertyName(of: storage, in: object)
                    return "\(name) \(ValueDescription.describe(old)) → \(ValueDescription.describe(newValue))"
                }))
            }
            for subscriber in storage.subscribers { subscriber.receive(newValue) }
            storage.value = newValue
        }
    }

    /// The name of the `@Published` property of `object` whose storage is `storage`.
    private static func propertyName(of storage: Storage, in object: AnyObject) -> String {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                if let published = child.value as? Published<Value>, published.storage === storage, let label = child.label {
                    return label.hasPrefix("_") ? String(label.dropFirst()) : label
                }
            }
            mirror = current.superclassMirror
        }
        return "published"
    }
}
