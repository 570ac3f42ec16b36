/// `task(priority:_:)` and `task(id:priority:_:)`: a task started after the pass in which the
/// view appears, on the host's executor, and cancelled when the view disappears or the id changes.
///
/// Mounted by the bodies phase as a transparent node. Starts and restarts are queued in
/// `ViewGraph.pendingTaskActions`, which run after every other action of the pass; cancellation
/// on disappearance is queued with the disappear actions (reference part 2, §7.3). The task
/// body runs when the host drains its executor (after the actions) and sleeps on the host clock.
struct TaskModifier<ID: Equatable>: BuiltinModifier, LayoutNeutralModifier {
    typealias Body = Never
    let id: ID
    let priority: TaskPriority
    let action: () async -> Void

    var distributesOverLists: Bool { false }

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        let state = node.actionState(TaskState<ID>.self) { TaskState<ID>() }
        let change = state.mountContent(content, into: node, name: "task", in: graph)
        let target = node.actionTarget
        state.target = target
        let cause = graph.recorder.currentCause
        let action = self.action
        let priority = self.priority
        if change.disappeared {
            state.queueCancel(graph: graph, at: node, cause: cause)
        }
        if change.appeared {
            state.id = id
            state.queueStart(graph: graph, at: target, cause: cause, priority: priority, action: action, restart: false)
        } else if state.isPresent, let old = state.id, old != id {
            state.id = id
            state.queueStart(graph: graph, at: target, cause: cause, priority: priority, action: action, restart: true)
        }
    }
}

/// The task modifier's memory: the id it last saw and its running task.
final class TaskState<ID: Equatable>: ViewActionState {
    var id: ID?
    var task: HostTask?
    var target: ViewNode?

    override func nodeDiscarded(_ node: ViewNode, graph: ViewGraph) {
        guard isPresent else { return }
        isPresent = false
        queueCancel(graph: graph, at: node.nearestLiveAncestor(in: graph) ?? node, cause: graph.recorder.currentCause)
    }

    func queueCancel(graph: ViewGraph, at node: ViewNode, cause: Int?) {
        graph.pendingDisappearActions.append(QueuedAction(key: "task", value: "", node: node, cause: cause, run: { [self] in
            if let task { graph.tasks.cancel(task, cause: graph.recorder.currentCause) }
            task = nil
        }, event: { .viewAction(action: "task", value: "view disappeared") }))
    }

    func queueStart(graph: ViewGraph, at node: ViewNode, cause: Int?, priority: TaskPriority,
                    action: @escaping () async -> Void, restart: Bool) {
        graph.pendingTaskActions.append(QueuedAction(key: "task", value: "", node: node, cause: cause, run: { [self] in
            if let task { graph.tasks.cancel(task, cause: graph.recorder.currentCause) }
            task = graph.tasks.start(action, priority: priority, node: node, cause: graph.recorder.currentCause)
        }, event: { .viewAction(action: restart ? "task(id:)" : "task", value: restart ? "id changed" : "") }))
    }
}

/// The id of a `task` modifier without one: always equal.
struct NoTaskID: Equatable {}

extension View {
    /// Adds an asynchronous task to perform before this view appears: started after the pass in
    /// which the view entered the tree, cancelled when it leaves.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        modifier(TaskModifier(id: NoTaskID(), priority: priority, action: action))
    }

    /// Adds a task to perform before this view appears or when a specified value changes: a
    /// change of `value` cancels the running task and starts a new one after that pass.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping () async -> Void) -> some View {
        modifier(TaskModifier(id: value, priority: priority, action: action))
    }
}
