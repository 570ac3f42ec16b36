/// One node's combined preference values, by key: a short list searched linearly, since a node
/// sees few keys and hashing a key costs more than comparing a handful.
///
/// Written by the preferences phase (`ViewGraph.preferenceEntry(_:of:)`) and cleared by
/// `ViewNode.invalidatePreferences()`; keeps the invariant that each key appears at most once,
/// with a `nil` entry meaning "computed: nothing in the subtree contributes".
struct PreferenceMemo {
    /// One key's memoised value. A nominal struct, not a tuple: its copies use the compiler's
    /// own value witnesses instead of the runtime's generic tuple ones.
    private struct Slot {
        let key: ObjectIdentifier
        var entry: PreferenceEntry?
    }

    private var slots: [Slot] = []

    /// The memoised value for `key`: `.some(nil)` when computed and empty, `nil` when not computed.
    func entry(for key: ObjectIdentifier) -> PreferenceEntry?? {
        var index = 0
        while index < slots.count {
            if slots[index].key == key { return .some(slots[index].entry) }
            index += 1
        }
        return nil
    }

    /// Stores `entry` for `key`, replacing an earlier value.
    mutating func store(_ entry: PreferenceEntry?, for key: ObjectIdentifier) {
        var index = 0
        while index < slots.count {
            if slots[index].key == key {
                slots[index].entry = entry
                return
            }
            index += 1
        }
        slots.append(Slot(key: key, entry: entry))
    }

    /// How many keys are memoised.
    var count: Int { slots.count }

    /// Whether no key is memoised.
    var isEmpty: Bool { slots.isEmpty }

    /// Forgets every key, keeping the storage for the next combination.
    mutating func removeAll() { slots.removeAll(keepingCapacity: true) }
}
