/// A built-in modifier: the engine mounts it around its content.
///
/// The bodies phase calls `mount(content:into:in:)`; modifiers that distribute over lists are
/// applied to each element of list content separately (reference §5.1).
protocol BuiltinModifier: ViewModifier where Body == Never {
    /// Whether the modifier applies per element when its content is a list of views.
    var distributesOverLists: Bool { get }
    /// Configures `node` and reconciles its content (and secondary views).
    func mount(content: any View, into node: ViewNode, in graph: ViewGraph)
}

extension BuiltinModifier {
    var distributesOverLists: Bool { true }

    /// How modifiers of this type mount, reached without a protocol cast.
    static var mounter: any BuiltinModifierMounting { BuiltinModifierMounter<Self>() }
}

/// How the values of one built-in modifier type mount, found with one protocol cast per type
/// (kept in the `ModifiedContent` type's record: `ViewGraph.modifiedContentFacts`). A `ModifiedContent` hands its
/// modifier value of that type to it; no cast is made per mount. Class-bound, as
/// `BuiltinMounting` is.
protocol BuiltinModifierMounting: AnyObject {
    /// `modifier.distributesOverLists`, for a value of the mounter's type.
    func distributesOverLists<M>(_ modifier: M) -> Bool
    /// `modifier.mount(content:into:in:)`, for a value of the mounter's type.
    func mount<M>(_ modifier: M, content: any View, into node: ViewNode, in graph: ViewGraph)
}

private final class BuiltinModifierMounter<Modifier: BuiltinModifier>: BuiltinModifierMounting {
    private func typed<M>(_ modifier: M) -> Modifier {
        precondition(M.self == Modifier.self, "BuiltinModifierMounter: \(M.self) is not \(Modifier.self)")
        return unsafeBitCast(modifier, to: Modifier.self)
    }

    func distributesOverLists<M>(_ modifier: M) -> Bool {
        typed(modifier).distributesOverLists
    }

    func mount<M>(_ modifier: M, content: any View, into node: ViewNode, in graph: ViewGraph) {
        typed(modifier).mount(content: content, into: node, in: graph)
    }
}

/// A custom `ViewModifier` applied to content: evaluated like a view body.
protocol ModifierApplication {
    /// The modifier value (its dynamic properties are installed before its body runs).
    var modifierValue: Any { get }
    /// The content the modifier was applied to.
    var modifiedContent: any View { get }
    /// The identity of the modifier's type.
    var modifierType: ObjectIdentifier { get }
    /// Evaluates `body(content:)` with the content placeholder, on a copy of the modifier whose
    /// custom dynamic properties were updated first when `updatingDynamicProperties` is set.
    func modifierBody(updatingDynamicProperties: Bool) -> any View
}

extension ModifiedContent: ModifierApplication where Content: View, Modifier: ViewModifier {
    var modifierValue: Any { modifier }
    var modifiedContent: any View { content }
    var modifierType: ObjectIdentifier { ObjectIdentifier(Modifier.self) }
    func modifierBody(updatingDynamicProperties: Bool) -> any View {
        let modifier = updatingDynamicProperties ? DynamicPropertyUpdater.updated(modifier) : modifier
        return modifier.body(content: _ViewModifier_Content<Modifier>(content: content))
    }
}

extension ModifiedContent: BuiltinView where Content: View, Modifier: ViewModifier {
    /// An equal built-in modifier lays out the same (its content reports its own changes);
    /// modifiers that hold closures, and custom modifiers, are not known to be equal.
    func hasSameLayoutInputs(as old: any View) -> Bool {
        hasSameLayoutInputs(as: old, conformances: TypeConformances.of(Modifier.self))
    }

    /// The same answer from the graph's unlocked memo of the modifier's conformances.
    func hasSameLayoutInputs(as old: any View, in graph: ViewGraph) -> Bool {
        hasSameLayoutInputs(as: old, conformances: graph.conformances(of: Modifier.self))
    }

    private func hasSameLayoutInputs(as old: any View, conformances: TypeConformances) -> Bool {
        guard conformances.contains(.builtinModifier), type(of: old) == Self.self else { return false }
        let old = knownTypeValue(old, as: Self.self)
        if conformances.contains(.layoutNeutralModifier) { return true }
        return ValueComparison.isEqual(modifier, old.modifier)
    }

    func mount(_ node: ViewNode, in graph: ViewGraph) {
        let facts = graph.modifiedContentFacts(of: node, modifier: Modifier.self, content: Content.self)
        let conformances = facts.modifier
        if conformances.contains(.modifierChain), let chain = modifier as? any ModifierChain {
            // `A().concat(B())` applied to content is `content.modifier(A()).modifier(B())`.
            node.role = .list
            node.name = "modifier"
            graph.reconcileChild(of: node, view: chain.applied(to: content), environment: node.environment)
            return
        }
        guard conformances.contains(.builtinModifier), let builtin = facts.mounter else {
            mountCustomModifier(node, in: graph)
            return
        }
        if builtin.distributesOverLists(modifier) {
            if let items = listItems(of: content, conformances: facts.content) {
                node.role = .list
                node.name = "modifier"
                let modified = items.map { item in
                    ListItem(key: item.key, view: Self.apply(modifier, to: item.view))
                }
                graph.reconcileChildren(of: node, items: modified, environment: node.environment)
                return
            }
            if !facts.content.contains(.builtinView) {
                mountAroundComposite(node, builtin: builtin, in: graph)
                return
            }
        }
        builtin.mount(modifier, content: existential(content), into: node, in: graph)
    }

    /// Around a composite view, the modifier wraps it when it stands for one element; when its
    /// body yields several (or none), the modifier is pushed into the body so that it applies to
    /// each element. The choice sticks to the node's identity.
    private func mountAroundComposite(_ node: ViewNode, builtin: any BuiltinModifierMounting, in graph: ViewGraph) {
        let wrap: (any View) -> any View = { Self.apply(modifier, to: $0) }
        if node.compositeStorage?.isPushingModifiers == true {
            node.role = .list
            node.name = "modifier"
            graph.reconcileChild(of: node, view: content, environment: node.environment)
            if let composite = node.children.first {
                composite.composite.pushedModifiers = (node.compositeStorage?.pushedModifiers ?? []) + [wrap]
                graph.reapplyPushedModifiers(of: composite)
            }
            return
        }
        builtin.mount(modifier, content: existential(content), into: node, in: graph)
        guard let composite = node.children.first, composite.role == .composite,
              !composite.standsForOneLayoutElement else { return }
        // Switch to pushing: the modifier's own node becomes structural.
        node.composite.isPushingModifiers = true
        for child in node.children { graph.discard(child) }
        node.children = []
        node.behavior = nil
        node.invalidateLayout()
        mountAroundComposite(node, builtin: builtin, in: graph)
    }

    private func mountCustomModifier(_ node: ViewNode, in graph: ViewGraph) {
        node.role = .composite
        node.name = graph.typeName(of: modifier)
        node.composite.modifierContent = content
        graph.evaluateBody(of: node)
    }

    /// The items of list content seen through built-in modifiers: `Group { a; b }.padding()`
    /// is the list `a.padding(), b.padding()`, so modifiers chained after it distribute too.
    private func listItems(of view: Content, conformances: TypeConformances) -> [ListItem]? {
        if conformances.contains(.listView), let list = view as? any ListView {
            return list.distributesModifiers ? list.listItems() : nil
        }
        if conformances.contains(.modifiedListContent), let modified = view as? any ModifiedListContent {
            return modified.distributedItems()
        }
        return nil
    }

    static func apply<M: ViewModifier>(_ modifier: M, to view: any View) -> any View {
        func wrap<V: View>(_ view: V) -> any View { ModifiedContent<V, M>(content: view, modifier: modifier) }
        return wrap(view)
    }
}

/// A modifier made with `concat(_:)`: two modifiers applied one after the other.
protocol ModifierChain {
    /// `content` with the first modifier applied, then the second.
    func applied(to content: any View) -> any View
}

extension ModifiedContent: ModifierChain where Content: ViewModifier, Modifier: ViewModifier {
    func applied(to content: any View) -> any View {
        let inner = (self.content as? any ModifierChain)?.applied(to: content)
            ?? ModifiedContent<AnyView, Content>.apply(self.content, to: content)
        return (modifier as? any ModifierChain)?.applied(to: inner) ?? ModifiedContent<AnyView, Modifier>.apply(modifier, to: inner)
    }
}

/// Built-in modifiers over list content, seen as the list of modified items.
protocol ModifiedListContent {
    /// The content's items with the modifier applied to each, or nil if the content is not a list.
    func distributedItems() -> [ListItem]?
    /// Whether `distributedItems()` is not nil, decided without building the items.
    var isListContent: Bool { get }
    /// Whether `isListContent` can be true for some value of the type (false: never, whatever
    /// the value).
    static var mayDistributeModifiers: Bool { get }
}

extension ModifiedContent: ModifiedListContent where Content: View, Modifier: ViewModifier {
    func distributedItems() -> [ListItem]? {
        guard modifier is any BuiltinModifier else { return nil }
        let items: [ListItem]?
        if let list = content as? any ListView {
            items = list.distributesModifiers ? list.listItems() : nil
        } else if let modified = content as? any ModifiedListContent {
            items = modified.distributedItems()
        } else {
            items = nil
        }
        return items?.map { ListItem(key: $0.key, view: Self.apply(modifier, to: $0.view)) }
    }

    var isListContent: Bool {
        TypeConformances.of(Modifier.self).contains(.builtinModifier) && distributesModifiers(over: content)
    }

    static var mayDistributeModifiers: Bool {
        TypeConformances.of(Modifier.self).contains(.builtinModifier)
            && TypeConformances.of(Content.self).contains(.mayDistributeModifiers)
    }
}

extension _ViewModifier_Content: ModifiedListContent {
    /// The items of the modified content when it is a list (seen through built-in modifiers), so
    /// that `content.padding()` in a modifier applied to a `Group` pads each of its views.
    func distributedItems() -> [ListItem]? {
        if let list = content as? any ListView { return list.distributesModifiers ? list.listItems() : nil }
        if let modified = content as? any ModifiedListContent { return modified.distributedItems() }
        return nil
    }

    var isListContent: Bool {
        content.map { distributesModifiers(overAny: $0) } ?? false
    }

    /// The content is known only as a value.
    static var mayDistributeModifiers: Bool { true }
}

extension _ViewModifier_Content: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) {
        node.role = .list
        node.name = "content"
        if let content {
            graph.reconcileChild(of: node, view: content, environment: node.environment)
            return
        }
        var ancestor = node.parent
        let wanted = ObjectIdentifier(Modifier.self)
        while let current = ancestor {
            if let application = current.view as? any ModifierApplication,
               current.compositeStorage?.modifierContent != nil, application.modifierType == wanted {
                graph.reconcileChild(of: node, view: application.modifiedContent, environment: node.environment)
                return
            }
            ancestor = current.parent
        }
        graph.reconcileChildren(of: node, items: [], environment: node.environment)
    }
}
