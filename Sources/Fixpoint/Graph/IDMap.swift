/// A map from node ids to values that only grows: an open-addressing table whose hash is the id
/// itself, probed linearly, over entries kept in insertion order.
///
/// Used where a pass looks something up once per node or event (the trace's path resolver) and
/// a `Dictionary` would hash every id with SipHash. Node ids are handed out in creation order,
/// so the ids of a tree spread over consecutive slots and a look-up almost always finds its id
/// in its home slot (`id & mask`). The slots hold entry positions only, so growing rehashes
/// integers and never copies a value. Invariant: at most half the slots are used (they double
/// before), so every probe run ends at an empty slot.
struct IDMap<Value> {
    /// An id and its value (one list: an insertion appends once).
    private struct Entry {
        let id: Int
        var value: Value
    }

    /// Each slot's entry position plus one (0: empty); a power-of-two count.
    private var slots: [Int]
    private var entries: [Entry] = []

    /// An empty map.
    init() {
        slots = Array(repeating: 0, count: 16)
    }

    /// How many ids the map holds.
    var count: Int { entries.count }

    private var mask: Int { slots.count - 1 }

    /// The slot holding `id`'s entry, or the empty slot where it would go.
    private func slot(for id: Int) -> Int {
        var slot = id & mask
        while slots[slot] != 0 && entries[slots[slot] - 1].id != id { slot = (slot + 1) & mask }
        return slot
    }

    /// The value stored for `id`, if any; setting stores one (nil is not stored: the map only
    /// grows).
    subscript(id: Int) -> Value? {
        get {
            let entry = slots[slot(for: id)]
            return entry == 0 ? nil : entries[entry - 1].value
        }
        set {
            guard let newValue else { return }
            let slot = slot(for: id)
            if slots[slot] != 0 {
                entries[slots[slot] - 1].value = newValue
                return
            }
            entries.append(Entry(id: id, value: newValue))
            slots[slot] = entries.count
            if 2 * entries.count > slots.count { grow() }
        }
    }

    /// Makes room for `count` ids in all, so that adding up to that many rehashes and copies
    /// nothing (a trace's path resolver knows about how many paths a run will add).
    mutating func reserveCapacity(_ count: Int) {
        guard count > entries.count else { return }
        entries.reserveCapacity(count)
        var slotCount = slots.count
        while slotCount < 2 * count { slotCount *= 2 }
        if slotCount > slots.count { rehash(slotCount: slotCount) }
    }

    private mutating func grow() {
        rehash(slotCount: slots.count * 2)
    }

    /// Spreads the entries over `slotCount` empty slots (a power of two).
    private mutating func rehash(slotCount: Int) {
        slots = Array(repeating: 0, count: slotCount)
        for (position, entry) in entries.enumerated() { slots[slot(for: entry.id)] = position + 1 }
    }
}
