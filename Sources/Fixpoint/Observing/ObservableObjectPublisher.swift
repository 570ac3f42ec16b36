import Foundation

/// A publisher that sends before an observable object changes; Combine's type, without Combine.
///
/// `send()` calls every subscriber in subscription order, synchronously: the views that hold
/// the object (`@ObservedObject`, `@StateObject`, `@EnvironmentObject`) queue their bodies for
/// the next pass. Not thread-safe beyond what a single-threaded host needs.
public final class ObservableObjectPublisher: @unchecked Sendable {
    private var subscribers: [(id: Int, receive: (PublishedChange?) -> Void)] = []
    private var nextID = 0

    /// Creates an observable object publisher.
    public init() {}

    /// Sends the changed value to the downstream subscribers.
    public func send() {
        send(change: nil)
    }

    /// Sends a change, described when a `@Published` property makes it.
    func send(change: PublishedChange?) {
        for subscriber in subscribers { subscriber.receive(change) }
    }

    /// Attaches a subscriber with closure-based behaviour; it receives every later `send()`
    /// until the returned cancellable is cancelled or released.
    public func sink(receiveValue: @escaping (()) -> Void) -> AnyCancellable {
        let id = subscribe { _ in receiveValue(()) }
        return AnyCancellable { [weak self] in self?.unsubscribe(id) }
    }

    /// Adds a subscriber; returns its id for `unsubscribe(_:)`.
    func subscribe(_ receive: @escaping (PublishedChange?) -> Void) -> Int {
        nextID += 1
        subscribers.append((nextID, receive))
        return nextID
    }

    /// Removes the subscriber with `id`.
    func unsubscribe(_ id: Int) {
        subscribers.removeAll { $0.id == id }
    }

    /// How many subscribers the publisher has (tests check that released views unsubscribe).
    package var subscriberCount: Int { subscribers.count }
}

/// A type-erasing cancellable object that runs a closure when cancelled or released, as
/// Combine's does.
public final class AnyCancellable: Hashable, @unchecked Sendable {
    private var cancelAction: (() -> Void)?

    /// Initializes the cancellable object with the given cancel-time closure.
    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    deinit { cancelAction?() }

    /// Cancels the activity (once).
    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    /// Stores this type-erasing cancellable instance in the specified set.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Stores this type-erasing cancellable instance in the specified collection.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Two cancellables are equal when they are the same object.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// A `@Published` property's change, described lazily (only a recorded trace asks): the
/// property's name and its old and new values.
struct PublishedChange {
    let describe: () -> String
}
