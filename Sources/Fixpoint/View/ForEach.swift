/// A structure that computes views on demand from a collection of identified data; each view's
/// identity is its element's id.
///
/// The bodies phase expands it into one element per datum, reusing the nodes (and state) of
/// ids seen before and discarding the others.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The collection of underlying identified data.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
    /// Whether each element is its own id (`id: \.self`, or a range of integers).
    let identifiesBySelf: Bool

    /// Creates an instance that identifies elements by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
        self.identifiesBySelf = Self.isIdentity(id)
    }

    /// Whether `keyPath` is `\.self`: it leads from an element to a value of the element's own
    /// type stored at its start. (Spelling `\Data.Element.self` here to compare would make the
    /// runtime build a key path for the generic arguments at every `init`, tens of thousands of
    /// instructions.) A stored property at offset 0 has another type (a struct cannot hold
    /// itself), and a computed property or a class's stored property has no inline offset.
    static func isIdentity(_ keyPath: KeyPath<Data.Element, ID>) -> Bool {
        ID.self == Data.Element.self && MemoryLayout<Data.Element>.offset(of: keyPath) == 0
    }

    /// `ForEach` is primitive.
    public typealias Body = Never
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates an instance over `Identifiable` data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0.id }
        self.identifiesBySelf = false
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates an instance over a constant range; each element is identified by its integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0 }
        self.identifiesBySelf = true
    }
}

extension ForEach: ListView {
    func listItems() -> [ListItem] {
        var items: [ListItem] = []
        // Content that is an `if`/`else` gives each item its active branch.
        let isConditional = isConditionalContent(Content.self)
        if identifiesBySelf, Data.self == Range<Int>.self {
            // `ForEach(0..<n, id: \.self)`, the most common form: the integers are walked and
            // keyed directly (the generic walk and key path cost more than the content). The
            // range is taken as typed, not cast: `as? Range<Int>` asks the runtime.
            let range = unsafeBitCast(data, to: Range<Int>.self)
            items.reserveCapacity(range.count)
            for index in range {
                items.append(ListItem(key: .intID(index), content: content(unsafeBitCast(index, to: Data.Element.self)),
                                     isConditional: isConditional))
            }
            return items
        }
        items.reserveCapacity(data.count)
        for element in data {
            items.append(ListItem(key: .dataID(id(element)), content: content(element), isConditional: isConditional))
        }
        return items
    }

    var isDynamicList: Bool { true }
}
