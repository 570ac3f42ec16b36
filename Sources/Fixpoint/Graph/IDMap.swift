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
    /// Each slot's entry position plus one (0: empty); a power-of-two count.
    private var slots: [Int]
    private var ids: [Int] = []
    private var values: [Value] = []

    /// An empty map.
    init() {
        slots = Array(repeating: 0, count: 16)
    }

    /// How many ids the map holds.
    var count: Int { ids.count }

    private var mask: Int { slots.count - 1 }

    /// The slot holding `id`'s entry, or the empty slot where it would go.
    private func slot(for id: Int) -> Int {
        var slot = id & mask
        while slots[slot] != 0 && ids[slots[slot] - 1] != id { slot = (slot + 1) & mask }
        return slot
    }

    /// The value stored for `id`, if any; setting stores one (nil is not stored: the map only
    /// grows).
    subscript(id: Int) -> Value? {
        get {
            let entry = slots[slot(for: id)]
            return entry == 0 ? nil : values[entry - 1]
        }
        set {
            guard let newValue else { return }
            let slot = slot(for: id)
            if slots[slot] != 0 {
                values[slots[slot] - 1] = newValue
                return
            }
            ids.append(id)
            values.append(newValue)
            slots[slot] = ids.count
            if 2 * ids.count > slots.count { grow() }
        }
    }

    /// Makes room for `count` ids in all, so that adding up to that many rehashes and copies
    /// nothing (a trace's path resolver knows about how many paths a run will add).
    mutating func reserveCapacity(_ count: Int) {
        guard count > ids.count else { return }
        ids.reserveCapacity(count)
        values.reserveCapacity(count)
        var slotCount = slots.count
        while slotCount < 2 * count { slotCount *= 2 }
        guard slotCount > slots.count else { return }
        slots = Array(repeating: 0, count: slotCount)
        for (position, id) in ids.enumerated() { slots[slot(for: id)] = position + 1 }
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        for (position, id) in ids.enumerated() { slots[slot(for: id)] = position + 1 }
    }
}
