import Foundation

extension ViewHost {
    /// Scrolls the scroll view at `path` so that its content is moved by `offset` from its
    /// resting position (0 = unscrolled; clamped to the content by the next layout), as a user's
    /// drag would, then runs the resulting update.
    ///
    /// The write is traced as a `scrollOffset` state write; the pass it causes re-places the
    /// content (GeometryReaders inside rebuild, preferences recombine) without re-sizing it.
    @discardableResult
    public func scroll(scrollViewAt path: String, to offset: CGPoint) throws -> UpdateReport {
        guard offset.x.isFinite, offset.y.isFinite else {
            throw InteractionError(message: "scroll offset (\(NumberFormat.string(offset.x)), \(NumberFormat.string(offset.y))) is not finite",
                                   available: [])
        }
        let node = try scrollViewNode(at: path)
        let behavior = node.behavior as! ScrollViewBehavior
        behavior.offsetStorage(node: node).request(offset: offset)
        return run()
    }

    /// Scrolls the scroll view at `path` by `delta` from its current offset, then runs the update.
    @discardableResult
    public func scroll(scrollViewAt path: String, by delta: CGSize) throws -> UpdateReport {
        let current = try scrollOffset(ofScrollViewAt: path)
        return try scroll(scrollViewAt: path, to: CGPoint(x: current.x + delta.width, y: current.y + delta.height))
    }

    /// Scrolls every scroll view that contains the view identified by `id` (`.id(_:)` or a
    /// `ForEach` element) as `ScrollViewProxy.scrollTo(_:anchor:)` would, then runs the update.
    @discardableResult
    public func scroll<ID: Hashable>(to id: ID, anchor: UnitPoint? = nil) throws -> UpdateReport {
        let key = AnyHashable(id)
        guard isMounted, graph.root.descendant(identifiedBy: key) != nil else {
            throw InteractionError(message: "no view with id \(String(describing: id))", available: [])
        }
        let scrollViews = ScrollViewProxy.scrollViews(for: key, under: graph.root)
        guard !scrollViews.isEmpty else {
            throw InteractionError(message: "the view with id \(String(describing: id)) is not inside a scroll view",
                                   available: scrollViewNodes().map(path(of:)))
        }
        for node in scrollViews {
            (node.behavior as! ScrollViewBehavior).offsetStorage(node: node).request(target: ScrollTarget(id: key, anchor: anchor))
        }
        return run()
    }

    /// The offset the scroll view at `path` placed its content at in the last pass (clamped).
    public func scrollOffset(ofScrollViewAt path: String) throws -> CGPoint {
        let node = try scrollViewNode(at: path)
        return (node.behavior as! ScrollViewBehavior).offset
    }

    private func scrollViewNodes() -> [ViewNode] {
        guard isMounted else { return [] }
        var result: [ViewNode] = []
        graph.root?.walkSubtree { node in
            if node.behavior is ScrollViewBehavior { result.append(node) }
            return .descend
        }
        return result
    }

    private func scrollViewNode(at path: String) throws -> ViewNode {
        let nodes = scrollViewNodes()
        let resolver = PathResolver(builder: SnapshotBuilder(engine: engine))
        if let node = nodes.first(where: { resolver.path(of: $0) == path }) { return node }
        throw InteractionError(message: "no scroll view at \(path)", available: nodes.map(resolver.path(of:)))
    }
}
