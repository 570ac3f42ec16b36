/// One node's combined preference values, by key: a short list searched linearly, since a node
/// sees few keys and hashing a key costs more than comparing a handful.
///
/// Written wherever values are combined (`ViewGraph.preferenceEntry(_:of:)`: the preferences
/// phase for binders, the layout phase for preference readers and anchors) and cleared by
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

    /// The position of `key`'s slot, if it has one (the one search every accessor shares).
    private func index(of key: ObjectIdentifier) -> Int? {
        var index = 0
        while index < slots.count {
            if slots[index].key == key { return index }
            index += 1
        }
        return nil
    }

    /// The memoised value for `key`: `.some(nil)` when computed and empty, `nil` when not
    /// computed since the last invalidation (asked by every combination).
    func entry(for key: ObjectIdentifier) -> PreferenceEntry?? {
        index(of: key).map { slots[$0].entry }
    }

    /// The memoised contributing value for `key`, unretained: valid while the memo is not
    /// changed (a combination reads its children's memos without retaining each entry). Nil
    /// when not computed, or computed and empty.
    @inline(__always)
    func unretainedEntry(for key: ObjectIdentifier) -> Unmanaged<PreferenceEntry>? {
        index(of: key).flatMap { slots[$0].entry.map(Unmanaged.passUnretained) }
    }

    /// Whether a value for `key` was computed since the last invalidation (empty or not); asked
    /// by the stale-reader check before the layout phase.
    func contains(_ key: ObjectIdentifier) -> Bool {
        index(of: key) != nil
    }

    /// Stores `entry` for `key` after a combination, replacing an earlier value (a key stays
    /// unique in the list).
    mutating func store(_ entry: PreferenceEntry?, for key: ObjectIdentifier) {
        if let index = index(of: key) {
            slots[index].entry = entry
        } else {
            slots.append(Slot(key: key, entry: entry))
        }
    }

    /// How many keys are memoised (`EngineStatistics` counts them).
    var count: Int { slots.count }

    /// Whether no key is memoised (lets an invalidation walk skip clearing).
    var isEmpty: Bool { slots.isEmpty }

    /// Forgets every key, keeping the storage for the next combination; called by
    /// `ViewNode.invalidatePreferences()`.
    mutating func removeAll() { slots.removeAll(keepingCapacity: true) }
}
