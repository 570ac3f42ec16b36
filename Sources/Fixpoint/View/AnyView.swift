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
            wrapped = view
            distributesModifiers = Fixpoint.distributesModifiers(over: view)
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

/// `view` without the `AnyView`s around it. The bodies phase mounts this: an `AnyView` has no
/// node of its own, and the view it wraps takes its place, with its key, as the node's type
/// (see the fidelity notes). Identity is unchanged: a position holds an `AnyView` at every
/// update or never (its static type), and another wrapped type is another node either way. A
/// node per `AnyView` would cost a node, its mount and its walks at every level of a tree
/// built of them.
@inline(__always)
func withoutAnyView(_ view: any View) -> any View {
    var view = view
    // (`AnyView(erasing:)` may wrap an `AnyView`.)
    while isAnyView(view) { view = knownTypeValue(view, as: AnyView.self).wrapped }
    return view
}

/// `view` as an existential, for content about to be mounted: an `AnyView` gives its own
/// existential (the view it wraps, which `withoutAnyView` would mount anyway), so it is
/// neither boxed nor copied on the way.
@inline(__always)
func existential<V: View>(_ view: V) -> any View {
    if V.self == AnyView.self { return unsafeBitCast(view, to: AnyView.self).wrapped }
    return view
}

/// Whether `view` is an `AnyView` (a type comparison, not a cast).
@inline(__always)
func isAnyView(_ view: any View) -> Bool {
    func open<V: View>(_: V) -> Bool { V.self == AnyView.self }
    return open(view)
}

extension AnyView: SingleItemList {
    var item: ListItem { ListItem(key: .type(viewTypeID(of: wrapped)), view: wrapped) }
}
