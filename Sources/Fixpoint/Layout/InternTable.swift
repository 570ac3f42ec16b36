import Synchronization

/// A process-wide table of immutable objects, one per key, made at the key's first use and
/// kept for the process's life: the guides and alignments a program names are a fixed set, so
/// a value can hold its object unowned (one word, compared by identity).
///
/// Filled by the initializers of `HorizontalAlignment`, `VerticalAlignment` and `Alignment`
/// (in view bodies, on any thread); never emptied, so an object it made is never freed.
final class InternTable<Key: Hashable & Sendable, Object: AnyObject & Sendable>: Sendable {
    private let objects = Mutex([Key: Object]())

    /// The object of `key`, made by `make` if the table has none yet.
    func object(for key: Key, make: () -> Object) -> Object {
        objects.withLock { objects in
            if let object = objects[key] { return object }
            let object = make()
            objects[key] = object
            return object
        }
    }
}
