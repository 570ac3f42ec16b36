/// How Observation scopes and object subscriptions, which may outlive their host, reach the
/// graph: a plain reference that the graph clears when it goes away.
///
/// Made by the bodies phase on the first tracked body or subscription (`ViewGraph.link`) and
/// cleared by the graph's deinit; keeps the invariant that `graph` is nil or alive. It stands in
/// for a weak reference to the graph: an object referenced weakly gets a side table, and every
/// later retain and release of it takes the runtime's slow path (nodes retain their graph
/// whenever they reach it; first runs took 1–3 % more instructions).
final class GraphLink: @unchecked Sendable {
    /// The graph, until it is deinitialised. Read on the host's thread only: a host is
    /// single-threaded, and a model that outlives its host must still be written on that thread
    /// (a write from another thread while the host goes away would read a freed graph; a weak
    /// reference would only have made that a race instead).
    unowned(unsafe) var graph: ViewGraph?

    /// A link to `graph`, made by `ViewGraph.link`.
    init(graph: ViewGraph) {
        self.graph = graph
    }
}
