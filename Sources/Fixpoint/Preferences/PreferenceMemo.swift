/// One node's combined preference values, by key: a short list searched linearly, since a node
/// sees few keys and hashing a key costs more than comparing a handful.
///
/// Written by the preferences phase (`ViewGraph.preferenceEntry(_:of:)`) and cleared by
/// `ViewNode.invalidatePreferences()`; keeps the invariant that each key appears at most once,
/// with `nil` meaning "computed: nothing in the subtree contributes".
struct PreferenceMemo {
    private var slots: [(key: ObjectIdentifier, entry: PreferenceEntry?)] = []

    /// The memoised value for `key`: `.some(nil)` when computed and empty, `nil` when not computed.
    func entry(for key: ObjectIdentifier) -> PreferenceEntry?? {
        for slot in slots where slot.key == key { return .some(slot.entry) }
        return nil
    }

    /// Stores `entry` for `key`, replacing an earlier value.
    mutating func store(_ entry: PreferenceEntry?, for key: ObjectIdentifier) {
        if let index = slots.firstIndex(where: { $0.key == key }) {
            slots[index].entry = entry
        } else {
            slots.append((key, entry))
        }
    }

    /// How many keys are memoised.
    var count: Int { slots.count }

    /// Whether no key is memoised.
    var isEmpty: Bool { slots.isEmpty }

    /// Forgets every key, keeping the storage for the next combination.
    mutating func removeAll() { slots.removeAll(keepingCapacity: true) }
}
