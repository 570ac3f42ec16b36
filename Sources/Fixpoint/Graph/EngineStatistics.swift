/// What a host's engine holds: nodes and memo entries, for tests that pin memory and caching
/// costs without timing anything.
///
/// Read through `ViewHost.engineStatistics` between runs; the layout phase keeps every node's
/// size memo at most `sizeMemoLimit` entries long, so `sizeMemoEntries ≤ nodes × sizeMemoLimit`.
public struct EngineStatistics: Hashable, Sendable {
    /// Live nodes in the retained tree.
    public var nodes: Int
    /// Memoised sizes over all nodes.
    public var sizeMemoEntries: Int
    /// The longest size memo of any node.
    public var largestSizeMemo: Int
    /// Memoised stack results over all nodes.
    public var stackMemoEntries: Int
    /// Memoised combined preference values over all nodes.
    public var preferenceMemoEntries: Int
    /// How many proposals a node remembers sizes for.
    public var sizeMemoLimit: Int
}

extension ViewHost {
    /// The engine's current node and memo counts.
    public var engineStatistics: EngineStatistics {
        var statistics = EngineStatistics(nodes: 0, sizeMemoEntries: 0, largestSizeMemo: 0, stackMemoEntries: 0,
                                          preferenceMemoEntries: 0, sizeMemoLimit: ViewNode.sizeMemoLimit)
        for node in graph.liveNodes.values {
            statistics.nodes += 1
            statistics.sizeMemoEntries += node.layoutCache.sizeMemo.count
            statistics.largestSizeMemo = max(statistics.largestSizeMemo, node.layoutCache.sizeMemo.count)
            statistics.stackMemoEntries += node.layoutCache.container?.stackMemo.count ?? 0
            statistics.preferenceMemoEntries += node.preferenceMemo.count
        }
        return statistics
    }
}
