/// The state of one `onPreferenceChange` binder: its action, the last value it delivered and how
/// often it dispatched in the current frame.
///
/// Evaluated by the binders phase after preferences are combined; it keeps the invariant that
/// an action is enqueued only when the value differs from the last one delivered (or on first
/// appearance), at most `UpdatePolicy.dispatchesPerFrame` times a frame.
class AnyBinder {
    /// The frame in which the binder last dispatched, and how often in it.
    var dispatchFrame = 0
    var dispatchCount = 0
    /// Whether a change was dropped and must be retried in the next frame.
    var hasDroppedChange = false
    /// The trace event of the dropped change, the cause of the retry.
    var droppedEvent: Int?

    /// Combines the subtree's value of the binder's key (the preferences phase).
    func combine(node: ViewNode, graph: ViewGraph) {}

    /// Compares the subtree's value with the last delivered one; enqueues the action on a change.
    func evaluate(node: ViewNode, graph: ViewGraph, policy: UpdatePolicy, frame: Int) {}

    /// Whether the last delivered value equals the key's value recomputed from the tree (nil
    /// when nothing writes it; a NaN matches a NaN); checked by `ViewHost.checkInvariants(atFixedPoint:)`.
    func deliveredValueMatchesTree(node: ViewNode, graph: ViewGraph) -> Bool? { nil }
}

final class Binder<K: PreferenceKey>: AnyBinder where K.Value: Equatable {
    var action: (K.Value) -> Void
    /// The last value delivered (the key's default until `hasDelivered`). Not an optional: the
    /// engine's code is not specialized for the key, and an optional of its value would be
    /// looked up in the runtime's metadata cache at each evaluation.
    private var delivered: K.Value
    private var hasDelivered = false

    init(action: @escaping (K.Value) -> Void) {
        self.action = action
        delivered = K.defaultValue
    }

    override func combine(node: ViewNode, graph: ViewGraph) {
        if let content = node.children.first { _ = graph.preferenceEntry(K.self, of: content) }
    }

    override func deliveredValueMatchesTree(node: ViewNode, graph: ViewGraph) -> Bool? {
        guard let content = node.children.first,
              let recomputed = graph.recomputedPreference(K.self, of: content), recomputed.hasWriter else { return nil }
        guard hasDelivered else { return false }
        return Self.isSame(delivered, recomputed.value)
    }

    /// Whether `value` is the one delivered: equal, or both unequal to themselves (a NaN, which
    /// `==` cannot find the same; it is delivered once, not again at every pass).
    private static func isSame(_ delivered: K.Value, _ value: K.Value) -> Bool {
        delivered == value || (delivered != delivered && value != value)
    }

    override func evaluate(node: ViewNode, graph: ViewGraph, policy: UpdatePolicy, frame: Int) {
        hasDroppedChange = false
        // (The memo's entry is read directly: a typed `CombinedPreference` would be looked up too.)
        guard let content = node.children.first,
              let combined = graph.preferenceEntry(K.self, of: content), combined.hasWriter else { return }
        let value = combined.value(as: K.Value.self)
        if hasDelivered, Self.isSame(delivered, value) { return }
        // Described only for the trace or the change log.
        let describes = graph.recorder.describesChanges
        let old = describes ? ValueDescription.describe(delivered) : ""
        let new = describes ? ValueDescription.describe(value) : ""
        if dispatchFrame != frame {
            dispatchFrame = frame
            dispatchCount = 0
        }
        // The key's name is spelled once per key type (`UpdateRecorder.name(of:)`), not per delivery.
        let keyName = graph.recorder.name(of: K.self)
        graph.recorder.noteChange("binder \(keyName) at \(graph.recorder.pathOfNode(node))", value: new)
        guard dispatchCount < policy.dispatchesPerFrame else {
            hasDroppedChange = true
            let event = graph.recorder.record(.preferenceDropped(key: keyName, old: old, new: new), node: node,
                                              cause: combined.cause)
            droppedEvent = event
            graph.recorder.diagnose(.boundPreferenceUpdatedTooOften, node: node,
                                    message: "Bound preference \(keyName) tried to update multiple times per frame.",
                                    cause: event, oncePerRun: true)
            return
        }
        dispatchCount += 1
        delivered = value
        hasDelivered = true
        let event = graph.recorder.record(.preferenceDelivered(key: keyName, old: old, new: new), node: node,
                                          cause: combined.cause)
        graph.recorder.binderDispatched()
        let action = self.action
        graph.enqueueAction(QueuedAction(key: keyName, value: new, node: node, cause: event) { action(value) })
    }
}

/// An action enqueued by a binder (or a lifecycle, value or task modifier), run after the pass.
struct QueuedAction {
    let key: String
    let value: String
    let node: ViewNode
    let cause: Int?
    let run: () -> Void
    /// The trace event recorded when it runs, built only when recorded; nil for a binder's
    /// `actionRun(key:value:)`.
    var event: (() -> TraceEvent.Kind)? = nil
}
