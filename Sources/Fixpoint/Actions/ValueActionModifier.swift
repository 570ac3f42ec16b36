/// `onChange(of:initial:_:)` (both closure forms) and the deprecated `onChange(of:perform:)`:
/// an action queued when the value differs (`!=`) from the one the modifier saw at its previous
/// evaluation.
///
/// Mounted by the bodies phase as a transparent node each time the enclosing body runs; the
/// comparison happens there and the action runs after the pass (reference part 2, §7.4). It
/// never fires on the first evaluation; `initial: true` adds an appear action `(v, v)` ordered
/// with `onAppear` by declaration. Each modifier dispatches at most
/// `UpdatePolicy.dispatchesPerFrame` times a frame: a further change is dropped with
/// "onChange(of: T) action tried to update multiple times per frame." and retried in the next
/// frame (the enclosing body runs again then).
struct ValueActionModifier<Value: Equatable>: BuiltinModifier, LayoutNeutralModifier {
    typealias Body = Never
    let value: Value
    let initial: Bool
    let action: Form

    /// Which closure the modifier holds.
    enum Form {
        /// The iOS 17 forms: called with (old, new); the zero-argument form ignores both.
        case oldAndNew((Value, Value) -> Void)
        /// The deprecated iOS 14 form: the closure of the *previous* evaluation is called with
        /// the new value (it captured the previous state).
        case newValue((Value) -> Void)
    }

    var distributesOverLists: Bool { false }

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        let state = node.actionState(ValueActionState<Value>.self) { ValueActionState<Value>() }
        let change = state.mountContent(content, into: node, name: "onChange", in: graph)
        let target = node.actionTarget
        let cause = graph.recorder.currentCause
        let previousAction = state.action
        state.action = action
        if change.appeared {
            state.seen = value
            if initial, case .oldAndNew(let run) = action {
                let label = Self.label
                let value = self.value
                graph.enqueueViewAction(label, at: target, cause: cause,
                                        value: { Self.describe(value, value) }) { run(value, value) }
            }
            return
        }
        guard let old = state.seen, old != value else { return }
        let new = value
        if state.dispatchFrame != graph.frameSerial {
            state.dispatchFrame = graph.frameSerial
            state.dispatchCount = 0
        }
        let label = Self.label
        guard state.dispatchCount < graph.dispatchesPerFrame else {
            // Dropped for this frame: the value it saw stays, so the next frame's evaluation of
            // the enclosing body sees the change again.
            let message = "\(label) action tried to update multiple times per frame."
            graph.recorder.diagnose(.onChangeUpdatedTooOften, node: target, message: message, cause: cause, oncePerRun: true)
            if let body = node.owningBody { graph.markNeedsBody(body, cause: cause) }
            return
        }
        state.dispatchCount += 1
        state.seen = new
        graph.recorder.noteChange("onChange at \(target.name)", value: String(describing: new))
        let run: () -> Void
        switch action {
        case .oldAndNew(let closure): run = { closure(old, new) }
        case .newValue(let closure):
            if case .newValue(let previous)? = previousAction { run = { previous(new) } } else { run = { closure(new) } }
        }
        graph.enqueueViewAction(label, at: target, cause: cause, value: { Self.describe(old, new) }, run: run)
    }

    /// `onChange(of: T)`, as SwiftUI's message names the modifier.
    private static var label: String { "onChange(of: \(String(describing: Value.self)))" }

    private static func describe(_ old: Value, _ new: Value) -> String {
        "\(ValueDescription.describe(old)) → \(ValueDescription.describe(new))"
    }
}

/// The value modifier's memory: the value of its last evaluation, its latest closure and its
/// dispatches in the current frame.
final class ValueActionState<Value: Equatable>: ViewActionState {
    var seen: Value?
    var action: ValueActionModifier<Value>.Form?
    var dispatchFrame = 0
    var dispatchCount = 0
}

extension View {
    /// Adds an action to perform when the given value changes, called with the old and the new
    /// value; with `initial: true` it is also called with `(value, value)` when the view appears.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(ValueActionModifier(value: value, initial: initial, action: .oldAndNew(action)))
    }

    /// Adds an action to perform when the given value changes; with `initial: true` it is also
    /// performed when the view appears.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(ValueActionModifier(value: value, initial: initial, action: .oldAndNew { _, _ in action() }))
    }

    /// Adds an action to perform when the given value changes (deprecated in iOS 17: the closure
    /// of the previous update is called with the new value).
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(macOS, introduced: 11.0, deprecated: 14.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(ValueActionModifier(value: value, initial: false, action: .newValue(action)))
    }
}
