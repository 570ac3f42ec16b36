/// A view created from a block of several views; each element keeps its own position identity.
///
/// The bodies phase expands it into its elements; it takes no part in layout itself.
public struct TupleView<T>: View {
    /// The tuple of views.
    public var value: T
    let elements: [any View]

    /// Creates a tuple view from a tuple of views; the builder uses the faster pack form.
    public init(_ value: T) {
        self.value = value
        self.elements = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    init(value: T, elements: [any View]) {
        self.value = value
        self.elements = elements
    }

    /// `TupleView` is primitive: it is expanded, never evaluated.
    public typealias Body = Never
}

extension TupleView: ListView {
    func listItems() -> [ListItem] {
        elements.enumerated().map { ListItem(key: .index($0.offset), view: $0.element) }
    }
}
