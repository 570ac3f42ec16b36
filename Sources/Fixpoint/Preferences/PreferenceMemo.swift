/// One node's combined preference values, by key: one entry inline, or a short list searched
/// linearly, since a node sees few keys and hashing a key costs more than comparing a handful.
///
/// Written wherever values are combined (`ViewGraph.preferenceEntry(_:of:)`: the preferences
/// phase for binders, the layout phase for preference readers and anchors) and cleared by
/// `ViewNode.invalidatePreferences()`; keeps the invariant that each key appears at most once,
/// with a `nil` entry meaning "computed: nothing in the subtree contributes".
struct PreferenceMemo {
    /// One key's memoised value in the list form. A nominal struct, not a tuple: its copies use
    /// the compiler's own value witnesses instead of the runtime's generic tuple ones.
    private struct Slot {
        let key: ObjectIdentifier
        var entry: PreferenceEntry?
    }

    /// Nothing, one key's entry, or a list. Most nodes memoise one key, and the entry names its
    /// key, so one word holds it without an allocation (a list of one slot cost every combined
    /// node 48 bytes); a key computed empty holds its graph's absence marker for the key
    /// (`PreferenceEntry.isAbsence`), which no accessor returns.
    private enum Storage {
        case none
        case one(PreferenceEntry)
        case list([Slot])
    }

    private var storage = Storage.none

    /// The memoised value for `key`: `.some(nil)` when computed and empty, `nil` when not
    /// computed since the last invalidation (asked by every combination).
    func entry(for key: ObjectIdentifier) -> PreferenceEntry?? {
        switch storage {
        case .none:
            return nil
        case .one(let entry):
            guard entry.key == key else { return nil }
            return .some(entry.isAbsence ? nil : entry)
        case .list(let slots):
            for slot in slots where slot.key == key { return .some(slot.entry) }
            return nil
        }
    }

    /// The memoised contributing value for `key`, unretained: valid while the memo is not
    /// changed (a combination reads its children's memos without retaining each entry). Nil
    /// when not computed, or computed and empty.
    @inline(__always)
    func unretainedEntry(for key: ObjectIdentifier) -> Unmanaged<PreferenceEntry>? {
        switch storage {
        case .none:
            return nil
        case .one(let entry):
            return entry.key == key && !entry.isAbsence ? .passUnretained(entry) : nil
        case .list(let slots):
            for slot in slots where slot.key == key { return slot.entry.map(Unmanaged.passUnretained) }
            return nil
        }
    }

    /// Whether a value for `key` was computed since the last invalidation (empty or not); asked
    /// by the stale-reader check before the layout phase.
    func contains(_ key: ObjectIdentifier) -> Bool {
        entry(for: key) != nil
    }

    /// Stores `entry` for `key` after a combination, replacing an earlier value (a key stays
    /// unique in the memo); `absence` is the graph's marker for `key` (`ViewGraph.absence(of:)`),
    /// kept when the memo holds only this key and `entry` is nil.
    mutating func store(_ entry: PreferenceEntry?, for key: ObjectIdentifier, absence: @autoclosure () -> PreferenceEntry) {
        switch storage {
        case .none:
            storage = .one(entry ?? absence())
        case .one(let held) where held.key == key:
            storage = .one(entry ?? absence())
        case .one(let held):
            storage = .list([Slot(key: held.key, entry: held.isAbsence ? nil : held), Slot(key: key, entry: entry)])
        case .list(var slots):
            storage = .none
            if let index = slots.firstIndex(where: { $0.key == key }) {
                slots[index].entry = entry
            } else {
                slots.append(Slot(key: key, entry: entry))
            }
            storage = .list(slots)
        }
    }

    /// How many keys are memoised (`EngineStatistics` counts them).
    var count: Int {
        switch storage {
        case .none: 0
        case .one: 1
        case .list(let slots): slots.count
        }
    }

    /// Whether no key is memoised (lets an invalidation walk skip clearing).
    var isEmpty: Bool { count == 0 }

    /// Forgets every key, keeping a list's storage for the next combination; called by
    /// `ViewNode.invalidatePreferences()`.
    mutating func removeAll() {
        guard case .list(var slots) = storage else {
            storage = .none
            return
        }
        storage = .none
        slots.removeAll(keepingCapacity: true)
        storage = .list(slots)
    }
}
