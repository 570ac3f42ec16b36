/// The live nodes of a graph by id: an open-addressing hash table whose hash is the id itself.
///
/// Written by the bodies phase (`ViewGraph.makeNode` registers, `discard` removes); read by
/// observed changes, state readers and actions to find a node by id. Node ids are handed out in
/// creation order, so consecutive ids land in consecutive slots and a node almost always sits in
/// its home slot (`id & mask`); a `Dictionary` would hash every id with SipHash on each insert,
/// removal and lookup. Collisions (ids a table size apart) are resolved by Robin Hood linear
/// probing, so removal shifts back only the entries displaced past the hole and stops at the
/// first entry in its home slot: constant time for the common case, however long the run of
/// occupied slots. Invariants: at most half the slots are used (the table doubles before), and
/// along a probe run the entries' distances from home never grow by more than one per slot.
///
/// The table does not own its nodes (the tree does: a live node is reachable from the root), so
/// its slots are plain pointers, which an insert, a probe or a resize never retains or releases.
struct NodeTable {
    /// The nodes (unretained), at their slot; a power-of-two count of slots.
    private var slots: [UnsafeRawPointer?]
    /// How many nodes the table holds.
    private(set) var count = 0

    /// An empty table.
    init() {
        slots = Array(repeating: nil, count: 64)
    }

    private var mask: Int { slots.count - 1 }

    /// The id of the node a slot points to.
    private static func id(of pointer: UnsafeRawPointer) -> Int {
        Unmanaged<ViewNode>.fromOpaque(pointer)._withUnsafeGuaranteedRef { $0.id }
    }

    private static func node(_ pointer: UnsafeRawPointer) -> ViewNode {
        Unmanaged<ViewNode>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// How far the node with `id`, in `slot`, sits from its home slot.
    private func distance(of id: Int, at slot: Int) -> Int {
        (slot - id) & mask
    }

    /// The slot holding the node with `id`, if any.
    private func slot(of id: Int) -> Int? {
        var slot = id & mask
        var distance = 0
        while let pointer = slots[slot] {
            let present = Self.id(of: pointer)
            if present == id { return slot }
            // Robin Hood order: past an entry nearer its home than `id` would be, `id` is absent.
            if self.distance(of: present, at: slot) < distance { return nil }
            slot = (slot + 1) & mask
            distance += 1
        }
        return nil
    }

    /// The live node with `id`, or nil. Setting a node registers it under its own id (which must
    /// be `id`); setting nil removes the node with `id`.
    subscript(id: Int) -> ViewNode? {
        get { slot(of: id).flatMap { slots[$0] }.map(Self.node) }
        set {
            if let newValue {
                precondition(newValue.id == id, "a node is registered under its own id")
                let pointer = UnsafeRawPointer(Unmanaged.passUnretained(newValue).toOpaque())
                if let slot = slot(of: id) { slots[slot] = pointer } else { insert(pointer, id: id) }
            } else if let slot = slot(of: id) {
                remove(at: slot)
            }
        }
    }

    /// All nodes, in slot order (callers count or visit them; none depends on the order).
    var values: [ViewNode] {
        var nodes: [ViewNode] = []
        nodes.reserveCapacity(count)
        for case let pointer? in slots { nodes.append(Self.node(pointer)) }
        return nodes
    }

    /// Adds the node `pointer` points to, whose `id` is absent.
    private mutating func insert(_ pointer: UnsafeRawPointer, id: Int) {
        if 2 * (count + 1) > slots.count { grow() }
        var carried = pointer
        var slot = id & mask
        var distance = 0
        while let resident = slots[slot] {
            // The entry nearer its home gives its slot up and moves on.
            let residentDistance = self.distance(of: Self.id(of: resident), at: slot)
            if residentDistance < distance {
                slots[slot] = carried
                carried = resident
                distance = residentDistance
            }
            slot = (slot + 1) & mask
            distance += 1
        }
        slots[slot] = carried
        count += 1
    }

    /// Removes the entry at `slot`, shifting back the entries after it that are not at home.
    private mutating func remove(at slot: Int) {
        var hole = slot
        var next = (slot + 1) & mask
        while let pointer = slots[next], distance(of: Self.id(of: pointer), at: next) > 0 {
            slots[hole] = pointer
            hole = next
            next = (next + 1) & mask
        }
        slots[hole] = nil
        count -= 1
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: nil, count: old.count * 2)
        count = 0
        for case let pointer? in old { insert(pointer, id: Self.id(of: pointer)) }
    }
}
