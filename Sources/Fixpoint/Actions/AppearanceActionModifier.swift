/// `onAppear(perform:)` and `onDisappear(perform:)`: actions queued when the modified content
/// enters or leaves the live tree, run after the pass.
///
/// Mounted by the bodies phase as a transparent node. Appear is queued after the content
/// mounted, so inner views' actions come first; disappear is queued when the node is discarded
/// or its list content becomes empty, and disappear actions run before the pass's other actions
/// (reference part 2, §7.2). Over list content the callbacks are merged: one appear with the
/// first view, one disappear with the last.
struct AppearanceActionModifier: BuiltinModifier, LayoutNeutralModifier {
    typealias Body = Never
    let appear: (() -> Void)?
    let disappear: (() -> Void)?

    var distributesOverLists: Bool { false }

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        let state = node.actionState(AppearanceState.self) { AppearanceState() }
        state.disappear = disappear
        let change = state.mountContent(content, into: node, name: disappear == nil ? "onAppear" : "onDisappear", in: graph)
        state.target = node.actionTarget
        let cause = graph.recorder.currentCause
        if change.appeared, let appear {
            graph.enqueueViewAction("onAppear", at: state.target ?? node, cause: cause, run: appear)
        }
        if change.disappeared { state.queueDisappear(at: node, graph: graph, cause: cause) }
    }
}

/// The appearance modifier's memory: its latest disappear action and the view it names.
final class AppearanceState: ViewActionState {
    var disappear: (() -> Void)?
    /// The content's first view (for trace paths).
    var target: ViewNode?

    override func nodeDiscarded(_ node: ViewNode, graph: ViewGraph) {
        guard isPresent else { return }
        isPresent = false
        queueDisappear(at: node.nearestLiveAncestor(in: graph) ?? node, graph: graph, cause: graph.recorder.currentCause)
    }

    func queueDisappear(at node: ViewNode, graph: ViewGraph, cause: Int?) {
        guard let disappear else { return }
        let name = target?.name ?? ""
        // The content is gone: the event is shown at the nearest view still in the tree.
        graph.pendingDisappearActions.append(QueuedAction(key: "onDisappear", value: "", node: node, cause: cause,
                                                          run: disappear,
                                                          event: { .viewAction(action: "onDisappear", value: name) }))
    }
}

extension View {
    /// Adds an action to perform before this view appears: after the update pass in which it
    /// entered the tree, inner views first.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearanceActionModifier(appear: action, disappear: nil))
    }

    /// Adds an action to perform after this view disappears: after the update pass that removed
    /// it, before that pass's other actions.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearanceActionModifier(appear: nil, disappear: action))
    }
}
