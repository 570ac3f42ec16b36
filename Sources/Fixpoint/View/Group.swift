/// A type that collects multiple views into a single unit without affecting their layout;
/// modifiers applied to a group apply to each of its elements.
///
/// The bodies phase expands it into its content's elements.
public struct Group<Content: View>: View {
    let content: Content

    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// `Group` is primitive.
    public typealias Body = Never
}

extension Group: SingleItemList {
    var item: ListItem { ListItem(key: .index(0), view: content) }
}
