/// The live nodes of a graph by id: pages of 64 slots indexed by the id itself.
///
/// Written by the bodies phase (`ViewGraph.makeNode` registers, `discard` removes); read by
/// observed changes, state readers and actions to find a node by id. Node ids are handed out in
/// creation order and never reused, so a tree's ids are dense: slot `id % 64` of page
/// `id / 64` holds the node, and a registration, removal or look-up costs a few loads and
/// stores, with no hashing, probing or rehashing (a hash table's growth cost more than the
/// rest of a registration). A page is allocated when its first node is registered and freed
/// when its last one is removed, so memory follows the live nodes, not the ids ever made: only
/// the directory keeps a word and a count for every 64 ids (190 kilobytes per million nodes
/// ever made, against about 900 bytes for each live node). Invariant: a page is allocated
/// exactly while it holds a node, and `count` is the number of registered nodes.
///
/// The table does not own its nodes (the tree does: a live node is reachable from the root), so
/// its slots are plain pointers, which a registration or look-up never retains or releases. A
/// page is a buffer of its own, not an array inside the directory array: a registration then
/// stores one pointer, without checking two arrays for uniqueness. The graph holds the one
/// table, so it is a class, and copies share it.
final class NodeTable {
    private static let pageBits = 6
    /// The slots in a page: 64, 512 bytes, so that a page is a small allocation. (A request of
    /// 1 KB or more makes glibc's `malloc` first merge every small block freed since: with
    /// 1,024-slot pages that cost about 150,000 instructions a page while a large tree was
    /// built.)
    static let pageSize = 1 << pageBits
    /// The pages, by `id >> pageBits`, each `pageSize` slots (nil: not allocated).
    @exclusivity(unchecked) private var pages: [UnsafeMutablePointer<UnsafeRawPointer?>?] = []
    /// How many nodes each page holds.
    @exclusivity(unchecked) private var pageCounts: [Int32] = []
    /// How many nodes the table holds.
    @exclusivity(unchecked) private(set) var count = 0

    /// An empty table.
    init() {}

    deinit {
        for page in pages { page?.deallocate() }
    }

    /// How many pages are allocated (for tests: memory follows the live nodes).
    var allocatedPageCount: Int { pages.lazy.filter { $0 != nil }.count }

    private static func node(_ pointer: UnsafeRawPointer) -> ViewNode {
        Unmanaged<ViewNode>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// The live node with `id`, or nil. Setting a node registers it under its own id (which must
    /// be `id`, not negative); setting nil removes the node with `id`.
    subscript(id: Int) -> ViewNode? {
        get {
            let page = id >> Self.pageBits
            guard id >= 0, page < pages.count, let slots = pages[page],
                  let pointer = slots[id & (Self.pageSize - 1)] else { return nil }
            return Self.node(pointer)
        }
        set {
            if let newValue {
                precondition(newValue.id == id, "a node is registered under its own id")
                register(newValue)
            } else {
                remove(id: id)
            }
        }
    }

    /// Registers `node` under its id (not negative). The node is borrowed: the table keeps a
    /// plain pointer, so neither the call nor the table retains it.
    func register(_ node: ViewNode) {
        let id = node.id
        precondition(id >= 0, "a node's id is not negative")
        let page = id >> Self.pageBits
        let slot = id & (Self.pageSize - 1)
        if page >= pages.count {
            pages.append(contentsOf: repeatElement(nil, count: page + 1 - pages.count))
            pageCounts.append(contentsOf: repeatElement(0, count: page + 1 - pageCounts.count))
        }
        let slots: UnsafeMutablePointer<UnsafeRawPointer?>
        if let existing = pages[page] {
            slots = existing
        } else {
            slots = .allocate(capacity: Self.pageSize)
            slots.initialize(repeating: nil, count: Self.pageSize)
            pages[page] = slots
        }
        if slots[slot] == nil {
            pageCounts[page] += 1
            count += 1
        }
        slots[slot] = UnsafeRawPointer(Unmanaged.passUnretained(node).toOpaque())
    }

    /// Removes the node with `id`, if one is registered.
    func remove(id: Int) {
        let page = id >> Self.pageBits
        let slot = id & (Self.pageSize - 1)
        guard id >= 0, page < pages.count, let slots = pages[page], slots[slot] != nil else { return }
        slots[slot] = nil
        pageCounts[page] -= 1
        count -= 1
        if pageCounts[page] == 0 {
            slots.deallocate()
            pages[page] = nil
        }
    }

    /// Calls `body` with each live node among `ids`, in their order (an id whose node was
    /// removed is skipped).
    func forEach(of ids: [Int], _ body: (ViewNode) -> Void) {
        for id in ids {
            if let node = self[id] { body(node) }
        }
    }

    /// Calls `body` with every node, in id order, without collecting them (`body` must not
    /// register or remove nodes: a page emptied during the walk would be freed under it).
    func forEach(_ body: (ViewNode) -> Void) {
        for case let slots? in pages {
            for case let pointer? in UnsafeBufferPointer(start: slots, count: Self.pageSize) { body(Self.node(pointer)) }
        }
    }

    /// All nodes, in id order (callers count or visit them; none depends on the order).
    var values: [ViewNode] {
        var nodes: [ViewNode] = []
        nodes.reserveCapacity(count)
        forEach { nodes.append($0) }
        return nodes
    }
}
