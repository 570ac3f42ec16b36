import Foundation

/// A type of object with a publisher that emits before the object has changed; Combine's
/// protocol, without Combine.
///
/// Views that hold the object through `@ObservedObject`, `@StateObject` or `@EnvironmentObject`
/// subscribe to `objectWillChange` when their properties are installed (bodies phase) and run
/// their bodies again in the next pass after any send, whatever they read (whole-object
/// invalidation, as in SwiftUI). `objectWillChange` must be an `ObservableObjectPublisher`
/// for views to see it (Combine's subjects do not exist here).
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher

    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed: one per object, created on first
    /// use; every `@Published` property of the object sends it before it is set.
    public var objectWillChange: ObservableObjectPublisher {
        ObjectPublisherTable.shared.publisher(for: self)
    }
}

extension ObservableObject {
    /// The object's publisher, if it is an `ObservableObjectPublisher`.
    var willChangePublisher: ObservableObjectPublisher? {
        objectWillChange as? ObservableObjectPublisher
    }
}

/// The synthesized `objectWillChange` publishers, one per live object: an object has no storage
/// of its own for it without Combine's runtime support.
///
/// Entries whose object was released are swept whenever the table has doubled since the last
/// sweep, so the table stays proportional to the live objects.
final class ObjectPublisherTable: @unchecked Sendable {
    static let shared = ObjectPublisherTable()

    private final class Entry {
        weak var object: AnyObject?
        let publisher = ObservableObjectPublisher()

        init(object: AnyObject) {
            self.object = object
        }
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sweepAt = 64

    /// The publisher of `object`, made on first use.
    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.lock()
        defer { lock.unlock() }
        let key = ObjectIdentifier(object)
        // An identifier can be reused once its object is gone: the entry must hold this object.
        if let entry = entries[key], entry.object === object { return entry.publisher }
        if entries.count >= sweepAt {
            entries = entries.filter { $0.value.object != nil }
            sweepAt = max(64, entries.count * 2)
        }
        let entry = Entry(object: object)
        entries[key] = entry
        return entry.publisher
    }
}
