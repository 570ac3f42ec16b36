/// A view that contains nothing: no node takes part in layout and no spacing is added for it.
///
/// The bodies phase expands it into zero elements.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}
    /// `EmptyView` is primitive.
    public typealias Body = Never
}

extension EmptyView: ListView {
    func listItems() -> [ListItem] { [] }
}

extension Optional: View where Wrapped: View {
    /// `Optional` is primitive: it expands into its wrapped view or into nothing.
    public typealias Body = Never
}

extension Optional: ListView where Wrapped: View {
    func listItems() -> [ListItem] {
        switch self {
        case .some(let view): [ListItem(key: .index(0), view: view)]
        case .none: []
        }
    }

    var isDynamicList: Bool { true }
}
