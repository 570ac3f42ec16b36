@_spi(SwiftUI) import Observation

/// What the graph keeps about observation: the nodes invalidated by an observed change and
/// waiting for the next pass, each with the trace event of its change.
///
/// Written by `ObservationToken`s and object subscriptions (outside or during an update),
/// drained by the writes phase, which marks the nodes' bodies dirty.
struct ObservedChangeQueue {
    /// Invalidated nodes in the order their changes arrived, each once.
    var nodes: [(node: ViewNode, event: Int?)] = []
    /// Ids of the nodes in `nodes`, so that several changes before a pass coalesce.
    var queued: Set<Int> = []
}

extension ViewGraph {
    /// Runs `read` (a body, a GeometryReader's content) for `node` inside an Observation tracking
    /// scope: the first later change of an `@Observable` property it read invalidates `node`.
    ///
    /// Called by the bodies phase and by layout for GeometryReader content; each call starts a
    /// new generation, so a scope left over from an earlier evaluation fires without effect.
    func trackingObservations<T>(for node: ViewNode, _ read: () -> T) -> T {
        node.composite.observationGeneration &+= 1
        return track(read, firing: ObservationToken(link: link, nodeID: node.id, generation: node.composite.observationGeneration))
    }

    /// Runs `read` (the content closures of a `ForEach`, which run while the body that made it
    /// reconciles its children) in a scope that belongs to the body being evaluated, if any, in
    /// that body's current generation.
    func trackingObservationsForCurrentReader<T>(_ read: () -> T) -> T {
        guard let reader = currentReader else { return read() }
        return track(read, firing: ObservationToken(link: link, nodeID: reader.id, generation: reader.composite.observationGeneration))
    }

    /// Runs `read` in a tracking scope whose first observed change fires `token`.
    private func track<T>(_ read: () -> T, firing token: ObservationToken) -> T {
        withObservationTracking(read, willSet: { tracking in
            // One change is enough: the body runs again and installs a new scope.
            tracking.cancel()
            let object = tracking.changed.map { String(describing: type(of: $0).rootType) }
            token.fire(object: object ?? "Observable")
        })
    }

    /// Queues an observed change for `nodeID`'s body, if the node is live and `generation` is its
    /// current one (or nil: object subscriptions, which last as long as the node's slot); records
    /// the change in the trace. Changes before the next pass coalesce into one per node.
    func observedChange(nodeID: Int, generation: Int?, object: String, change: @autoclosure () -> String?) {
        guard let node = liveNodes[nodeID], generation == nil || node.compositeStorage?.observationGeneration == generation else { return }
        let event = recorder.record(.observedChange(object: object, change: change()), node: node)
        guard observedChanges.queued.insert(node.id).inserted else { return }
        observedChanges.nodes.append((node, event))
    }

    /// Whether an observed change waits for the next pass.
    var hasObservedChanges: Bool { !observedChanges.nodes.isEmpty }

    /// The trace event of the first observed change waiting for the next pass.
    var firstObservedChangeEvent: Int? { observedChanges.nodes.first?.event }

    /// Applies queued observed changes (the writes phase): each invalidated node's body runs in
    /// this pass. Returns whether any live node was invalidated.
    func applyObservedChanges() -> Bool {
        guard !observedChanges.nodes.isEmpty else { return false }
        let queued = observedChanges.nodes
        observedChanges = ObservedChangeQueue()
        var changed = false
        for (node, event) in queued where node.graph != nil {
            recorder.noteChange("observed \(node.name)", value: "changed")
            markNeedsBody(node, cause: event)
            changed = true
        }
        return changed
    }
}

/// The link from an Observation tracking scope back to the node that installed it; it reaches
/// the graph through its `GraphLink`, so a model that outlives its host can still be written.
/// A value, held by the scope's closure: a tracked body allocates no object of its own for it.
struct ObservationToken: Sendable {
    private let link: GraphLink
    private let nodeID: Int
    private let generation: Int

    init(link: GraphLink, nodeID: Int, generation: Int) {
        self.link = link
        self.nodeID = nodeID
        self.generation = generation
    }

    /// Called at `willSet` of a property the scope read (on the writer's thread, which must be
    /// the host's: a host is single-threaded).
    func fire(object: String) {
        link.graph?.observedChange(nodeID: nodeID, generation: generation, object: object, change: nil)
    }
}
