import Synchronization

/// A process-wide table of immutable objects, one per key, made at the key's first use and
/// kept for the process's life: the guides and alignments a program names are a fixed set, so
/// a value can hold its object unowned (one word, compared by identity).
///
/// Filled by the initializers of `HorizontalAlignment`, `VerticalAlignment` and `Alignment`
/// (in view bodies, on any thread); never emptied, so an object it made is never freed.
final class InternTable<Key: Hashable & Sendable, Object: AnyObject & Sendable>: Sendable {
    private let objects = Mutex([Key: Object]())

    /// The object of `key`, made by `make` if the table has none yet; `make` is given the
    /// object's ordinal: how many objects the table made before it (0, 1, 2 … in the order of
    /// first use, unique within the table).
    func object(for key: Key, make: (_ ordinal: Int) -> Object) -> Object {
        objects.withLock { objects in
            if let object = objects[key] { return object }
            let object = make(objects.count)
            objects[key] = object
            return object
        }
    }
}
