/// The children of a node, in order: no child and one child are held without an array.
///
/// Written by the bodies phase (reconciliation sets a node's `children`); read by every phase.
/// Most nodes have exactly one child (a modifier's content, a body's view, a conditional's
/// branch), and an array would cost each of them an allocation and 48 bytes of heap. One word
/// wide, like the array it replaces.
struct ChildList: RandomAccessCollection, ExpressibleByArrayLiteral {
    private enum Storage {
        case none
        case one(ViewNode)
        /// Two or more children (fewer only while a list made with room is filled).
        case many([ViewNode])
    }

    private var storage: Storage

    /// The one child, unretained, when the list is one child that is a layout element (a
    /// single-child modifier's content itself); nil otherwise. The layout phase asks it for its
    /// content at every sizing and placement of a modifier.
    var oneElement: Unmanaged<ViewNode>? {
        guard case .one(let node) = storage else { return nil }
        let reference = Unmanaged.passUnretained(node)
        return reference._withUnsafeGuaranteedRef { $0.role == .element } ? reference : nil
    }

    /// Whether the child at `index` is a layout element (it stands for itself alone), read
    /// without retaining it; false past the end.
    func isElement(at index: Int) -> Bool {
        withUnmanagedNodes { nodes in
            index >= 0 && index < nodes.count && nodes[index]._withUnsafeGuaranteedRef { $0.role == .element }
        }
    }

    /// No children.
    init() {
        storage = .none
    }

    /// The one child `node`.
    init(_ node: ViewNode) {
        storage = .one(node)
    }

    /// The children `nodes`, in order.
    init<Nodes: Collection>(_ nodes: Nodes) where Nodes.Element == ViewNode {
        switch nodes.count {
        case 0: storage = .none
        case 1: storage = .one(nodes[nodes.startIndex])
        default: storage = .many(Array(nodes))
        }
    }

    /// An empty list with room for `capacity` children, to append to: a container collecting
    /// a long element list allocates it once, at its size. `normalize()` it when done.
    init(reservingCapacity capacity: Int) {
        guard capacity > 1 else {
            storage = .none
            return
        }
        var nodes = [ViewNode]()
        nodes.reserveCapacity(capacity)
        storage = .many(nodes)
    }

    /// Makes a list of fewer than two children hold them without an array, as every other
    /// list does (one made by `init(reservingCapacity:)` may not).
    mutating func normalize() {
        guard case .many(let nodes) = storage, nodes.count < 2 else { return }
        storage = nodes.first.map(Storage.one) ?? .none
    }

    /// The children listed (a literal builds an array first: `init(_:)` takes one child without).
    init(arrayLiteral nodes: ViewNode...) {
        self.init(nodes)
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .none: 0
        case .one: 1
        case .many(let nodes): nodes.count
        }
    }

    subscript(position: Int) -> ViewNode {
        switch storage {
        case .one(let node):
            precondition(position == 0, "ChildList index out of range")
            return node
        case .many(let nodes):
            return nodes[position]
        case .none:
            preconditionFailure("ChildList index out of range")
        }
    }

    /// Adds `node` at the end (a layout container's element list is collected this way: one
    /// element, the common case, needs no array).
    mutating func append(_ node: ViewNode) {
        switch storage {
        case .none:
            storage = .one(node)
        case .one(let first):
            storage = .many([first, node])
        case .many(var nodes):
            // Out of the enum first, so the array is uniquely referenced and grows in place.
            storage = .none
            nodes.append(node)
            storage = .many(nodes)
        }
    }

    /// Calls `body` with each child and its index, in order, without retaining the children:
    /// the list holds them for the call (a copy of the list is kept while `body` runs, so a
    /// `body` that replaces its node's children does not free them). A retain and a release
    /// per child cost more than the rest of a visit to a child with a memoised answer.
    @inline(__always)
    func forEachChild(_ body: (Int, ViewNode) -> Void) {
        withUnmanagedNodes { nodes in
            for index in nodes.indices { nodes[index]._withUnsafeGuaranteedRef { body(index, $0) } }
        }
    }

    /// Calls `body` with the children as a buffer of unretained references, valid for the call
    /// (this list value holds them): a loop indexing the buffer neither retains a child nor
    /// switches on the storage at each step, as the subscript does.
    @inline(__always)
    func withUnmanagedNodes<R>(_ body: (UnsafeBufferPointer<Unmanaged<ViewNode>>) -> R) -> R {
        switch storage {
        case .none:
            return body(UnsafeBufferPointer(start: nil, count: 0))
        case .one(let node):
            var single = Unmanaged.passUnretained(node)
            return withUnsafePointer(to: &single) { body(UnsafeBufferPointer(start: $0, count: 1)) }
        case .many(let nodes):
            // A class reference and `Unmanaged` have one layout.
            return nodes.withUnsafeBufferPointer { $0.withMemoryRebound(to: Unmanaged<ViewNode>.self, body) }
        }
    }

    /// Whether both lists hold the same nodes in the same order.
    func isIdentical(to other: ChildList) -> Bool {
        switch (storage, other.storage) {
        case (.none, .none): true
        case (.one(let a), .one(let b)): a === b
        case (.many(let a), .many(let b)): a.elementsEqual(b, by: ===)
        default: false
        }
    }
}
