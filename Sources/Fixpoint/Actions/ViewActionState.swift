/// A built-in modifier that never changes layout (its closures and values only feed actions or
/// preferences): re-mounting it with new closures or values keeps its node's layout memo (clean
/// subtrees stay clean). Preference readers learn of new values from the preference memo
/// instead (`ViewGraph.invalidateStalePreferenceReaders()`).
protocol LayoutNeutralModifier {}

/// What a lifecycle, value, geometry or task modifier remembers on its node between updates,
/// and what it does when the node leaves the tree.
///
/// Kept in `ViewNode.modifierMemory` by the modifier's mount (bodies phase); the graph calls
/// `nodeDiscarded(_:graph:)` when it discards the node, so that disappear actions and task
/// cancellations are queued exactly once per appearance.
class ViewActionState {
    /// Whether the modified content is in the tree as far as appearance goes (it has a view).
    var isPresent = false

    /// Called by `ViewGraph.discard` before the node is marked discarded.
    func nodeDiscarded(_ node: ViewNode, graph: ViewGraph) {}
}

extension ViewNode {
    /// Whether the subtree holds a view for appearance: a composite or layout element, or a
    /// list or transparent modifier with one below it (an empty `ForEach` or `if` holds none).
    var hasAppearingContent: Bool {
        var found = false
        // Without recursion: a mount asks it over content it has just made, however deep.
        walkSubtree { node in
            guard node.role == .composite || node.role == .element else { return .descend }
            found = true
            return .stop
        }
        return found
    }

    /// The node whose path names the modified content in traces: the first composite or layout
    /// element at or below this node (the node itself when there is none).
    var actionTarget: ViewNode {
        var target = self
        while target.role != .composite && target.role != .element, let child = target.children.first { target = child }
        return target.role == .composite || target.role == .element ? target : self
    }

    /// The nearest composite ancestor: the view whose body made this node.
    var owningBody: ViewNode? {
        var current = parent
        while let node = current {
            if node.role == .composite { return node }
            current = node.parent
        }
        return nil
    }

    /// The nearest ancestor still in the tree (for a node being discarded).
    func nearestLiveAncestor(in graph: ViewGraph) -> ViewNode? {
        var current = parent
        while let node = current {
            if graph.liveNodes[node.id] != nil { return node }
            current = node.parent
        }
        return nil
    }
}

extension ViewGraph {
    /// Queues a lifecycle or value action, to run after the pass in enqueue order.
    func enqueueViewAction(_ action: String, at node: ViewNode, cause: Int?, value: @escaping () -> String = { "" },
                           run: @escaping () -> Void) {
        pendingActions.append(QueuedAction(key: action, value: "", node: node, cause: cause, run: run,
                                           event: { .viewAction(action: action, value: value()) }))
    }
}

extension ViewActionState {
    /// Mounts the modifier's content under `node` (transparent) and updates `isPresent`; returns
    /// whether the content appeared or disappeared in this mount (merged over list content: it
    /// appears with its first view and disappears with its last).
    func mountContent(_ content: any View, into node: ViewNode, name: String, in graph: ViewGraph)
        -> (appeared: Bool, disappeared: Bool) {
        node.role = .transparent
        node.name = name
        graph.reconcileChild(of: node, view: content, environment: node.environment)
        let present = node.hasAppearingContent
        defer { isPresent = present }
        return (present && !isPresent, !present && isPresent)
    }
}

extension ViewNode {
    /// The modifier state of type `S` kept on this node, created on first mount.
    func actionState<S: ViewActionState>(_ type: S.Type, make: () -> S) -> S {
        if let existing = modifierMemory as? S { return existing }
        let created = make()
        modifierMemory = created
        return created
    }
}
