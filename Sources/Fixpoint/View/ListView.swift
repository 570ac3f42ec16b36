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
}

extension ListView {
    var isDynamicList: Bool { false }
}

/// One item of a `ListView`: a view and the key that identifies it among its siblings.
struct ListItem {
    var key: ChildKey
    var view: any View
}

/// The identity of a child among its siblings: a position, a branch, a data id, a type or an
/// explicit `.id(_:)`. Together with the view's type it decides whether a node is reused.
enum ChildKey: Hashable {
    case index(Int)
    case branch(Bool)
    case id(AnyHashable)
    case type(ObjectIdentifier)
    case explicit(AnyHashable)
}
