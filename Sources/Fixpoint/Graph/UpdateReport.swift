/// What one `ViewHost.run()` did: whether it reached a fixed point, how many passes and frames
/// it took, which bodies ran, what went wrong, and per-pass counters.
///
/// Built by the host when a run ends; a plain value, stable across runs of the same input.
public struct UpdateReport: Sendable {
    /// Whether the run ended at a fixed point (nothing dirty, no write pending).
    public var converged: Bool
    /// Update passes this run executed.
    public var passes: Int
    /// Frames this run executed.
    public var frames: Int
    /// Problems noticed, in order.
    public var diagnostics: [Diagnostic]
    /// Counters per pass, in order.
    public var statistics: [PassStatistics]
    /// Body evaluations by node name, one entry per view type or own name evaluated; a name
    /// may occur more than once (generic types share theirs). A list, not a dictionary: it is
    /// made at the end of every run, and read only by `bodyEvaluations(of:)`.
    let bodyEvaluationCounts: [(name: String, count: Int)]
    /// The typed events of this run; `String(describing: trace)` is the text log.
    public var trace: Trace

    /// How often the body of views of type `type` ran in this run (GeometryReader content
    /// counts for `GeometryReader`).
    public func bodyEvaluations<V>(of type: V.Type) -> Int {
        var name = String(describing: type)
        if let bracket = name.firstIndex(of: "<") { name = String(name[..<bracket]) }
        return bodyEvaluationCounts.reduce(0) { $0 + ($1.name == name ? $1.count : 0) }
    }

    /// Body evaluations of all types in this run.
    public var totalBodyEvaluations: Int {
        statistics.reduce(0) { $0 + $1.bodyEvaluations }
    }
}
