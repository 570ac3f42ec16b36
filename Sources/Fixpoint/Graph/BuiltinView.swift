/// A view the engine mounts itself (primitives, containers, structural views and modifiers).
///
/// The bodies phase calls `mount` instead of evaluating a body; it must set the node's role and
/// name, create or update its behaviour, and reconcile its children.
protocol BuiltinView: View {
    /// Configures `node` for this value and reconciles its children.
    func mount(_ node: ViewNode, in graph: ViewGraph)

    /// Whether this value sizes and places its node exactly as `old` (the node's previous
    /// value of the same type) did; children are compared by their own mounts. When true, a
    /// re-mount keeps the node's layout memo (clean subtrees stay clean).
    func hasSameLayoutInputs(as old: any View) -> Bool

    /// `hasSameLayoutInputs(as:)`, for values that answer from what `graph` knows of their types
    /// (the bodies phase calls this one).
    func hasSameLayoutInputs(as old: any View, in graph: ViewGraph) -> Bool
}

extension BuiltinView {
    /// Unknown: the layout is invalidated.
    func hasSameLayoutInputs(as old: any View) -> Bool { false }

    /// Asks `hasSameLayoutInputs(as:)`.
    func hasSameLayoutInputs(as old: any View, in graph: ViewGraph) -> Bool { hasSameLayoutInputs(as: old) }

    /// How values of this type mount, reached without a protocol cast (see `BuiltinMounting`).
    var mounter: any BuiltinMounting { BuiltinMounter<Self>() }
}

/// How the values of one built-in view type mount and compare, found with one protocol cast
/// per type (the graph keeps it); each mount casts the `any View` to the concrete type, which
/// costs far less than a cast to a protocol. Class-bound: the type record's mount kind is read
/// at every mount, and an existential of a class is copied with a retain, where one of a
/// struct is copied through the runtime's value witnesses.
protocol BuiltinMounting: AnyObject {
    /// Mounts `view` (a value of the mounter's type) into `node`.
    func mount(_ view: any View, node: ViewNode, graph: ViewGraph)
    /// `view.hasSameLayoutInputs(as: old, in: graph)`.
    func hasSameLayoutInputs(_ view: any View, as old: any View, in graph: ViewGraph) -> Bool
}

private final class BuiltinMounter<V: BuiltinView>: BuiltinMounting {
    func mount(_ view: any View, node: ViewNode, graph: ViewGraph) {
        knownTypeValue(view, as: V.self).mount(node, in: graph)
    }

    func hasSameLayoutInputs(_ view: any View, as old: any View, in graph: ViewGraph) -> Bool {
        knownTypeValue(view, as: V.self).hasSameLayoutInputs(as: old, in: graph)
    }
}

extension BuiltinView {
    /// Whether `old` (a node's previous value) has this type and `matches` holds for it, given
    /// its address (`hasSameLayoutInputs(as:)`, at every re-mount). The types are compared
    /// instead of cast, and the value is read where the existential holds it: neither a copy
    /// (which would retain what it holds) nor an optional of this type (whose metadata the
    /// engine's unspecialized code would look up in the runtime at each call) is made.
    func isSameType(as old: any View, where matches: (UnsafePointer<Self>) -> Bool) -> Bool {
        func open<V: View>(_ old: V) -> Bool {
            guard V.self == Self.self else { return false }
            return withUnsafePointer(to: old) { matches(UnsafeRawPointer($0).assumingMemoryBound(to: Self.self)) }
        }
        return open(old)
    }
}

/// `value` as a `T`, for a value whose dynamic type is `T`: the caller found the code that needs
/// it by the value's type (a mounter kept per type, a node's previous value of the node's type).
/// Opening the existential and reinterpreting it costs a fraction of a dynamic cast, which
/// mounting would otherwise make for every node.
func knownTypeValue<T>(_ value: any View, as type: T.Type) -> T {
    func open<V: View>(_ value: V) -> T {
        precondition(V.self == T.self, "knownTypeValue: \(V.self) is not \(T.self)")
        return unsafeBitCast(value, to: T.self)
    }
    return open(value)
}

/// Whether a view type is built in (and how it mounts) or has a body; decided once per type.
enum MountKind {
    case builtin(any BuiltinMounting)
    case composite
}

extension BuiltinView where Self: Equatable {
    /// The same value lays out the same.
    func hasSameLayoutInputs(as old: any View) -> Bool {
        isSameType(as: old) { $0.pointee == self }
    }
}

extension BuiltinView where Self: ListView {
    /// Lists are transparent: their layout is their children's, whose changes reconciliation
    /// and the children's own mounts report.
    func hasSameLayoutInputs(as old: any View) -> Bool { true }
}

extension ListView {
    func mount(_ node: ViewNode, in graph: ViewGraph) {
        node.role = .list
        node.name = node.typeRecord.name
        if let item = onlyItem {
            graph.reconcileChild(of: node, item: item, environment: node.environment)
            return
        }
        // A `ForEach`'s content closures are part of the body that made it: what they read of
        // `@Observable` objects is that body's dependency.
        let items = isDynamicList ? graph.trackingObservationsForCurrentReader { listItems() } : listItems()
        graph.reconcileChildren(of: node, items: items, environment: node.environment)
    }
}

extension TupleView: BuiltinView {}
extension EmptyView: BuiltinView {}
extension Optional: BuiltinView where Wrapped: View {}
extension _ConditionalContent: BuiltinView {}
extension Group: BuiltinView {}
extension AnyView: BuiltinView {}
extension ForEach: BuiltinView {}

extension ViewNode {
    /// The node's behaviour of type `B`, created with `make` when the node has none of that type.
    func behavior<B: ElementBehavior>(_ type: B.Type, make: () -> B) -> B {
        if let existing = behavior as? B { return existing }
        let created = make()
        behavior = created
        return created
    }

    /// Marks the node as a layout element with `name` and behaviour `B`.
    @discardableResult
    func becomeElement<B: ElementBehavior>(_ name: String, _ type: B.Type, make: () -> B) -> B {
        markElement(name)
        return behavior(type, make: make)
    }

    /// Makes the node a layout element named `name` (each field written only when it changes:
    /// a change notes a new structure).
    @inline(__always)
    private func markElement(_ name: String) {
        if role != .element { role = .element }
        if self.name != name { self.name = name }
    }

    /// Marks the node as a layout element with `name` and the shared behaviour of its type
    /// (`ViewTypeRecord.sharedBehavior`), which `make` creates at the type's first mount.
    func becomeElement(_ name: String, sharingBehavior make: () -> ElementBehavior) {
        if self.name != name { self.name = name }
        let shared: ElementBehavior
        if let existing = typeRecord.sharedBehavior {
            shared = existing
        } else {
            shared = make()
            typeRecord.sharedBehavior = shared
        }
        becomeElement(sharing: shared)
    }

    /// Marks the node as a layout element with `shared`, the behaviour its type's nodes share,
    /// its name left as it is: for a node whose type's first node took both behaviour and name
    /// (`becomeElement(_:sharingBehavior:)`), so that neither is made or compared again.
    @inline(__always)
    func becomeElement(sharing shared: ElementBehavior) {
        if role != .element { role = .element }
        if behavior !== shared { behavior = shared }
    }

    /// Marks the node as a layout element with `name` and an immutable behaviour of type `B`
    /// that `isSame` accepts: the node keeps its own when it does, else takes its type's most
    /// recent one when that does (`ViewTypeRecord.recentBehavior`), else makes one with `make`,
    /// which becomes the type's most recent. Nodes whose values lay out alike then share one.
    func becomeElement<B: ElementBehavior>(_ name: String, reusing type: B.Type, where isSame: (B) -> Bool,
                                           make: () -> B) {
        markElement(name)
        if let current = behavior as? B, isSame(current) { return }
        if let recent = typeRecord.recentBehavior as? B, isSame(recent) {
            behavior = recent
            return
        }
        let made = make()
        typeRecord.recentBehavior = made
        behavior = made
    }
}

/// Views that identify their content explicitly: `.id(_:)`.
struct IDView<Content: View, ID: Hashable>: BuiltinView {
    typealias Body = Never
    let content: Content
    let id: ID

    /// A new id makes a new child (reconciliation reports it).
    func hasSameLayoutInputs(as old: any View) -> Bool { true }

    func mount(_ node: ViewNode, in graph: ViewGraph) {
        node.role = .list
        node.name = "id"
        graph.reconcileChild(of: node, view: content, key: .explicit(AnyHashable(id)), environment: node.environment)
    }
}

extension View {
    /// Binds a view's identity to the given proxy value: a new value makes a new view, with
    /// fresh state.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IDView(content: self, id: id)
    }
}
