import Foundation

/// The context of the current state-processing update: the animation that changes carry.
///
/// `withAnimation`, `withTransaction` and `Binding.animation` set it for the writes made in
/// their body (task-locally); the write's storage keeps it, and the next pass applies it. The
/// end state applies at once: the transaction is recorded in the trace
/// (`TraceEvent.Kind.transaction`), never interpolated.
public struct Transaction: Sendable {
    /// The animation, if any, associated with the current state change.
    public var animation: Animation?
    /// Whether animations on view hierarchy descendants are disabled.
    public var disablesAnimations = false
    /// Whether the transaction is for a continuous, interactive change (recorded only).
    public var isContinuous = false
    /// What set the transaction, for the trace.
    var source = "withTransaction"

    /// Creates a transaction.
    public init() {}

    /// Creates a transaction and assigns its animation property.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// The transaction of the code running inside `withAnimation`/`withTransaction`.
    @TaskLocal static var current: Transaction?

    /// Whether the transaction says anything worth recording: an animation or disabled ones.
    var isNotable: Bool { animation != nil || disablesAnimations }
}

/// Returns the result of recomputing the view's body with the provided animation: state
/// written in `body` carries a transaction with `animation`.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.source = "withAnimation"
    return try Transaction.$current.withValue(transaction) { try body() }
}

/// Executes a closure with the specified transaction: state written in `body` carries it.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction) { try body() }
}

/// Executes a closure with the current transaction's key path set to `value`.
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction.current ?? Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

extension Binding {
    /// Specifies an animation to perform when the binding value changes.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var transaction = Transaction(animation: animation)
        transaction.source = "Binding.animation"
        return self.transaction(transaction)
    }

    /// Specifies a transaction for the binding: writes through it carry `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let base = self
        return Binding(get: { base.wrappedValue },
                       set: { value in Transaction.$current.withValue(transaction) { base.wrappedValue = value } })
    }
}
