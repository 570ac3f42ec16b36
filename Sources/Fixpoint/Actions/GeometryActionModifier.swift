import Foundation

/// `onGeometryChange(for:of:action:)` (both action forms): `transform` runs after layout on a
/// `GeometryProxy` of the modified view; the action is queued when its result changed.
///
/// Mounted by the bodies phase as a transparent node registered in
/// `ViewGraph.geometryActionNodes`; `ViewGraph.evaluateGeometryActions()` runs the
/// transform at the end of the layout phase when the content's frame changed, the modifier was
/// re-mounted or state the transform read changed (reference part 2, §7.5). The first result
/// fires; later ones fire when `!=` the last. A value already dispatched in the same run (the
/// last three distinct ones are remembered) is refused with "Geometry action is cycling between
/// duplicate values." and still becomes the last value.
struct GeometryActionModifier<Value: Equatable>: BuiltinModifier, LayoutNeutralModifier {
    typealias Body = Never
    let transform: (GeometryProxy) -> Value
    let action: Form

    /// Which closure the modifier holds.
    enum Form {
        case newValue((Value) -> Void)
        case oldAndNew((Value, Value) -> Void)
    }

    var distributesOverLists: Bool { false }

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        let state = node.actionState(GeometryActionState<Value>.self) { GeometryActionState<Value>() }
        state.transform = transform
        state.action = action
        state.transformIsStale = true
        _ = state.mountContent(content, into: node, name: "onGeometryChange", in: graph)
        graph.geometryActionNodes[node.id] = node
    }
}

/// A geometry action's memory, seen without its value type by the layout phase.
class GeometryActionEvaluator: ViewActionState {
    /// Runs the transform if its inputs changed and queues the action on a new value.
    func evaluate(_ node: ViewNode, graph: ViewGraph) {}

    override func nodeDiscarded(_ node: ViewNode, graph: ViewGraph) {
        graph.geometryActionNodes[node.id] = nil
    }
}

/// The geometry modifier's memory: its latest closures, the frame and value of the last
/// evaluation, and the values dispatched in the current run.
final class GeometryActionState<Value: Equatable>: GeometryActionEvaluator {
    var transform: ((GeometryProxy) -> Value)?
    var action: GeometryActionModifier<Value>.Form?
    var transformIsStale = true
    var lastFrame: CGRect?
    var last: Value?
    /// The run whose dispatched values `dispatched` holds (at most three, most recent last).
    var dispatchRun = -1
    var dispatched: [Value] = []
    static var limit: Int { 3 }

    override func evaluate(_ node: ViewNode, graph: ViewGraph) {
        guard let transform, let action else { return }
        let elements = node.layoutElements
        guard !elements.isEmpty else { return }
        let frame = FrameUnion.of(elements.lazy.map(\.frame))
        // `needsBody` is set when state the transform read changed.
        guard transformIsStale || node.needsBody || frame != lastFrame else { return }
        transformIsStale = false
        node.needsBody = false
        lastFrame = frame
        let previousReader = graph.currentReader
        graph.currentReader = node
        let value = transform(GeometryProxy(size: frame.size, globalFrame: frame, reader: node))
        graph.currentReader = previousReader
        let old = last
        if let old, old == value { return }
        last = value
        if dispatchRun != graph.runSerial {
            dispatchRun = graph.runSerial
            dispatched = []
        }
        let target = node.actionTarget
        let label = "onGeometryChange(for: \(String(describing: Value.self)))"
        if dispatched.contains(value) {
            graph.recorder.diagnose(.geometryActionCycling, node: target, cause: graph.recorder.currentCause)
            return
        }
        dispatched.append(value)
        if dispatched.count > Self.limit { dispatched.removeFirst() }
        graph.recorder.noteChange("onGeometryChange at \(target.name)", value: String(describing: value))
        let run: () -> Void
        switch action {
        case .newValue(let closure): run = { closure(value) }
        case .oldAndNew(let closure): run = { closure(old ?? value, value) }
        }
        graph.enqueueViewAction(label, at: target, cause: graph.recorder.currentCause, value: {
            "\(old.map { ValueDescription.describe($0) } ?? "first") → \(ValueDescription.describe(value))"
        }, run: run)
    }
}

extension ViewGraph {
    /// Runs the transforms of `onGeometryChange` modifiers after layout, in node creation order
    /// (the end of the layout phase).
    func evaluateGeometryActions() {
        guard !geometryActionNodes.isEmpty else { return }
        for id in geometryActionNodes.keys.sorted() {
            guard let node = geometryActionNodes[id], let state = node.modifierMemory as? GeometryActionEvaluator else { continue }
            state.evaluate(node, graph: self)
        }
    }
}

extension View {
    /// Adds an action to be performed when a value, created from a geometry proxy, changes: the
    /// transform runs after layout; the action runs after the pass with the new value (also at
    /// the first layout).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View {
        modifier(GeometryActionModifier(transform: transform, action: .newValue(action)))
    }

    /// Adds an action to be performed when a value, created from a geometry proxy, changes: the
    /// action gets the old and the new value (`(v, v)` at the first layout).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(GeometryActionModifier(transform: transform, action: .oldAndNew(action)))
    }
}
