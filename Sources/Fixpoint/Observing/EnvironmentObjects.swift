/// The environment's slot for an object of type `Object`, set by `environment(_:)` (an
/// `@Observable` object) or `environmentObject(_:)` (an `ObservableObject`).
///
/// Written by the environment modifiers in the bodies phase; read by `@Environment(T.self)` and
/// `@EnvironmentObject`. The value compares by identity, so an unchanged object does not make
/// the environment look changed.
struct ObjectEnvironmentKey<Object: AnyObject>: EnvironmentKey {
    static var defaultValue: ObjectReference<Object>? { nil }
}

/// An object in the environment, equal to another when it is the same object.
struct ObjectReference<Object: AnyObject>: Equatable {
    let object: Object

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.object === rhs.object }
}

extension EnvironmentValues {
    /// The object of type `Object` set above, if any.
    func object<Object: AnyObject>(_ type: Object.Type) -> Object? {
        self[ObjectEnvironmentKey<Object>.self]?.object
    }

    /// Sets (or, with nil, removes) the object of type `Object`.
    mutating func setObject<Object: AnyObject>(_ object: Object?) {
        self[ObjectEnvironmentKey<Object>.self] = object.map(ObjectReference.init)
    }
}

extension Environment {
    /// Creates an environment property to read an observable object from the environment; a
    /// view that reads it without an ancestor's `environment(_:)` stops with SwiftUI's message.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(reading: { environment in
            guard let object = environment.object(Value.self) else {
                fatalError("No Observable object of type \(Value.self) found. A View.environmentObject(_:) for "
                    + "\(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        })
    }

    /// Creates an environment property to read an observable object from the environment,
    /// returning nil if no corresponding object has been set in the current view's environment.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(reading: { $0.object(T.self) })
    }
}

extension View {
    /// Places an observable object in the view's environment: `@Environment(T.self)` below
    /// reads it, and its bodies depend on the properties they read.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentWritingModifier(apply: { $0.setObject(object) }, name: "environment"))
    }

    /// Supplies an observable object to a view subhierarchy: `@EnvironmentObject` below reads it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentWritingModifier(apply: { $0.setObject(object) }, name: "environmentObject"))
    }
}
