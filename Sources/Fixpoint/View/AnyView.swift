/// A type-erased view; a change of the wrapped type is a change of identity.
///
/// The bodies phase expands it into the wrapped view.
public struct AnyView: View {
    let wrapped: any View
    /// Whether modifiers applied to this view distribute over the wrapped view's elements.
    let distributesModifiers: Bool

    /// Creates a type-erased view from `view`.
    public init<V: View>(_ view: V) {
        // A type comparison, not a dynamic cast: `as?` walks the runtime's cast machinery for
        // every view that is not an `AnyView`.
        if V.self == AnyView.self {
            let any = unsafeBitCast(view, to: AnyView.self)
            wrapped = any.wrapped
            distributesModifiers = any.distributesModifiers
        } else {
            // Asked before the view is stored: storing it last moves it into the existential,
            // where storing it first copied it (through its value witnesses).
            distributesModifiers = Fixpoint.distributesModifiers(over: view)
            wrapped = view
        }
    }

    /// Creates a type-erased view from an existential view.
    public init(erasing view: any View) {
        wrapped = view
        distributesModifiers = Fixpoint.distributesModifiers(overAny: view)
    }

    /// `AnyView` is primitive.
    public typealias Body = Never
}

/// `view` as an existential, for content about to be mounted: an `AnyView` gives its own
/// existential (the view it wraps, which the graph mounts in its place: `ViewGraph.unwrapped`),
/// so it is neither boxed nor copied on the way.
@inline(__always)
func existential<V: View>(_ view: V) -> any View {
    if V.self == AnyView.self { return unsafeBitCast(view, to: AnyView.self).wrapped }
    return view
}

extension AnyView: SingleItemList {
    var item: ListItem { ListItem(key: .type(viewTypeID(of: wrapped)), view: wrapped) }
}
