/// A structural view that expands into a list of identified items (tuple, group, `ForEach`,
/// conditional, optional, empty, type-erased); such views take no part in layout themselves.
///
/// The bodies phase reconciles the items against the node's existing children by `key`.
protocol ListView: View {
    /// The items in order, each with the key that identifies it among its siblings.
    func listItems() -> [ListItem]
    /// Whether the list's length depends on data (`ForEach`, `if` without `else`); such lists
    /// contribute `defaultValue` to preferences when empty.
    var isDynamicList: Bool { get }
    /// Whether modifiers applied to the list distribute over its items. `AnyView` around one
    /// element says no, so a modifier wraps it as one view (and deep chains stay linear).
    var distributesModifiers: Bool { get }
    /// The list's one item when it has exactly one and its length never depends on data (a
    /// conditional's branch, a `Group`, `AnyView`): mounted without building a list; nil
    /// otherwise.
    var onlyItem: ListItem? { get }
}

extension ListView {
    var isDynamicList: Bool { false }
    var distributesModifiers: Bool { true }
    var onlyItem: ListItem? { nil }
}

/// A list that always has exactly one item (a conditional's branch, a `Group`, `AnyView`).
protocol SingleItemList: ListView {
    /// The one item.
    var item: ListItem { get }
}

extension SingleItemList {
    func listItems() -> [ListItem] { [item] }
    var onlyItem: ListItem? { item }
}

/// `distributesModifiers(overAny:)` for a value of a known type: most types never distribute,
/// and they are told without boxing the value into an existential. (A distinct label: Swift
/// prefers a non-generic overload, so a generic caller would box its value to call the other.)
func distributesModifiers<V: View>(over view: V) -> Bool {
    guard TypeConformances.of(V.self).contains(.mayDistributeModifiers) else { return false }
    return distributesModifiers(overAny: view)
}

/// Whether a built-in modifier applied to `view` distributes over a list of views (decided by
/// the view's outermost list or modifiers, in constant time for type-erased views).
func distributesModifiers(overAny view: any View) -> Bool {
    let conformances = TypeConformances.of(type(of: view))
    guard conformances.contains(.mayDistributeModifiers) else { return false }
    if conformances.contains(.listView), let list = view as? any ListView { return list.distributesModifiers }
    if conformances.contains(.modifiedListContent), let modified = view as? any ModifiedListContent {
        return modified.isListContent
    }
    return false
}

/// One item of a `ListView`: a view and the key that identifies it among its siblings.
struct ListItem {
    var key: ChildKey
    /// The branches of the conditionals the view was taken out of (`ViewNode.branchPath`; 0:
    /// none). Declared after the key: it fills the key's padding.
    var branchPath: UInt16 = 0
    var view: any View

    /// An item holding nothing to release (an `EmptyView`): it takes the place of an item moved
    /// out of a list (`ViewGraph.reconcileChildren(of:items:environment:)`).
    static var inert: ListItem { ListItem(key: .index(0), view: EmptyView()) }
}

/// The identity of a child among its siblings: a position, a branch, a data id, a type or an
/// explicit `.id(_:)`. Together with the view's type it decides whether a node is reused.
enum ChildKey: Hashable {
    case index(Int)
    case branch(Bool)
    /// A data id of a type other than `Int` (boxed, like `explicit`: every node stores its key,
    /// and an unboxed `AnyHashable` would make each key five words).
    indirect case id(AnyHashable)
    /// A data id of type `Int` (the common `ForEach(0..<n)`), kept unboxed: keys are compared
    /// at every reconciliation, and `AnyHashable` equality is dynamic.
    case intID(Int)
    case type(ObjectIdentifier)
    indirect case explicit(AnyHashable)

    /// The key for a `ForEach` element's id.
    static func dataID<ID: Hashable>(_ id: ID) -> ChildKey {
        if ID.self == Int.self { return .intID(unsafeBitCast(id, to: Int.self)) }
        return .id(AnyHashable(id))
    }

    /// The data id, for either kind of data key.
    var dataID: AnyHashable? {
        switch self {
        case .id(let id): id
        case .intID(let id): AnyHashable(id)
        default: nil
        }
    }
}
