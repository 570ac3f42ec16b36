import Foundation

/// `animation(_:value:)`: when `value` changed since the last update, the subtree's changes
/// carry `animation` (nil included) instead of the pass's transaction's, unless that
/// transaction disables animations.
///
/// Mounted by the bodies phase as a transparent node that remembers the last value; it records
/// a `transaction` trace event at its content when it applies. No layout effect.
struct AnimationValueModifier<Value: Equatable>: BuiltinModifier {
    typealias Body = Never
    let animation: Animation?
    let value: Value

    var distributesOverLists: Bool { false }

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        let previous = node.modifierMemory as? Value
        node.modifierMemory = value
        let applies = previous.map { $0 != value } ?? false
        mountOverriding(content: content, into: node, in: graph, name: "animation", source: "animation(_:value:)",
                        applies: applies && graph.transaction?.disablesAnimations != true) { transaction in
            transaction.animation = animation
        }
    }
}

/// `animation(_:)` (deprecated in SwiftUI): every update of the subtree after its first
/// appearance carries `animation`. Fixpoint counts an update as a change whenever the
/// modifier's node is updated by its parent's body.
struct AnimationModifier: BuiltinModifier {
    typealias Body = Never
    let animation: Animation?

    var distributesOverLists: Bool { false }

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        let isUpdate = node.modifierMemory != nil
        node.modifierMemory = true
        mountOverriding(content: content, into: node, in: graph, name: "animation", source: "animation(_:)",
                        applies: isUpdate && graph.transaction?.disablesAnimations != true) { transaction in
            transaction.animation = animation
        }
    }
}

/// `transaction(_:)`: `transform` rewrites the transaction of the subtree's changes (its
/// insertion included) in the passes that carry one (a write's transaction or an enclosing
/// animation modifier's).
struct TransactionModifier: BuiltinModifier {
    typealias Body = Never
    let transform: (inout Transaction) -> Void

    var distributesOverLists: Bool { false }

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        mountOverriding(content: content, into: node, in: graph, name: "transaction", source: "transaction(_:)",
                        applies: graph.transaction != nil, transform: transform)
    }
}

/// Mounts `content` under a transparent node, with the pass's transaction rewritten by
/// `transform` while the content mounts when `applies`; records the result at the content.
private func mountOverriding(content: any View, into node: ViewNode, in graph: ViewGraph, name: String, source: String,
                             applies: Bool, transform: (inout Transaction) -> Void) {
    node.role = .transparent
    node.name = name
    let saved = graph.transaction
    var transaction = saved ?? Transaction()
    if applies {
        transform(&transaction)
        transaction.source = source
        graph.transaction = transaction
    }
    graph.reconcileChild(of: node, view: content, environment: node.environment)
    graph.transaction = saved
    if applies {
        // At the first view of the content that has a path of its own.
        var target = node
        while target.role != .composite && target.role != .element, let child = target.children.first { target = child }
        graph.recorder.record(.transaction(source: source, animation: transaction.animation?.description,
                                           disablesAnimations: transaction.disablesAnimations),
                              node: target.role == .composite || target.role == .element ? target : node)
    }
}

extension View {
    /// Applies the given animation to this view when the specified value changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(AnimationValueModifier(animation: animation, value: value))
    }

    /// Applies the given animation to all animatable values within this view (SwiftUI
    /// deprecates it in favour of `animation(_:value:)`; Fixpoint keeps it without a warning).
    public func animation(_ animation: Animation?) -> some View {
        modifier(AnimationModifier(animation: animation))
    }

    /// Applies the given transaction mutation function to all animations used within the view.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(transform: transform))
    }

    /// Associates a transition with the view: recorded, without effect headless (an inserted
    /// view appears at its identity state, a removed one goes at once).
    public func transition(_ t: AnyTransition) -> some View {
        modifier(TransitionModifier(transition: t))
    }
}

/// `transition(_:)`: transparent; the transition is kept on the node for inspection only.
struct TransitionModifier: BuiltinModifier {
    typealias Body = Never
    let transition: AnyTransition

    var distributesOverLists: Bool { false }

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        node.role = .transparent
        node.name = "transition"
        node.modifierMemory = transition
        graph.reconcileChild(of: node, view: content, environment: node.environment)
    }
}
