/// How Observation scopes and object subscriptions, which may outlive their host, reach the
/// graph: a plain reference that the graph clears when it goes away.
///
/// Made by the bodies phase on the first tracked body or subscription (`ViewGraph.link`) and
/// cleared by the graph's deinit; keeps the invariant that `graph` is nil or alive. It stands in
/// for a weak reference to the graph: an object referenced weakly gets a side table, and every
/// later retain and release of it takes the runtime's slow path (a sixth of a first run, since
/// nodes retain their graph whenever they reach it).
final class GraphLink: @unchecked Sendable {
    /// The graph, until it is deinitialised. Read on the host's thread only (a host is
    /// single-threaded, and so are the writes that fire its scopes).
    unowned(unsafe) var graph: ViewGraph?

    init(graph: ViewGraph) {
        self.graph = graph
    }
}
