import Foundation

/// A view that provides programmatic scrolling, by working with a proxy to scroll to known
/// child views.
///
/// Layout-neutral (reference part 2, §1.3): it stands for its content. The content closure runs
/// when the reader mounts, with a proxy bound to the reader's place in the tree.
public struct ScrollViewReader<Content: View>: View {
    /// The view builder that creates the reader's content.
    public var content: (ScrollViewProxy) -> Content

    /// Creates an instance that can perform programmatic scrolling of its child scroll views.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// `ScrollViewReader` is primitive.
    public typealias Body = Never
}

extension ScrollViewReader: BuiltinView {
    /// The reader takes no part in layout; its content's mounts report their own changes.
    func hasSameLayoutInputs(as old: any View) -> Bool { true }

    func mount(_ node: ViewNode, in graph: ViewGraph) {
        node.role = .list
        node.name = "ScrollViewReader"
        graph.reconcileChild(of: node, view: content(ScrollViewProxy(reader: node)), environment: node.environment)
    }
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a view
/// hierarchy.
///
/// Handed to a `ScrollViewReader`'s content; call `scrollTo(_:anchor:)` from actions (button
/// actions, `onPreferenceChange`), not while a body runs. The request is applied by the next
/// pass, as a scroll offset write of each scroll view that contains the target.
public struct ScrollViewProxy {
    /// The reader's node (the proxy keeps it; a discarded node no longer reaches its graph).
    let reader: ViewNode

    /// Scans all scroll views contained by the proxy for the first with a child view with
    /// identifier `id`, and then scrolls to that view: its `anchor` point is aligned with the
    /// scroll view's (clamped to the content); with `anchor` nil, by the least amount that
    /// makes it visible.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard reader.graph != nil else { return }
        let target = ScrollTarget(id: AnyHashable(id), anchor: anchor)
        for scrollView in ScrollViewProxy.scrollViews(for: target.id, under: reader) {
            guard let behavior = scrollView.behavior as? ScrollViewBehavior else { continue }
            behavior.offsetStorage(node: scrollView).request(target: target)
        }
    }

    /// The scroll views that receive a request for `id`: those enclosing the view with that id
    /// (innermost last), or, when no such view exists yet, the outermost scroll views under
    /// `root` (the view may be created by the same update).
    static func scrollViews(for id: AnyHashable, under root: ViewNode) -> [ViewNode] {
        if let target = root.descendant(identifiedBy: id) {
            var result: [ViewNode] = []
            var current = target.parent
            while let node = current {
                if node.behavior is ScrollViewBehavior { result.insert(node, at: 0) }
                if node === root { break }
                current = node.parent
            }
            return result
        }
        var result: [ViewNode] = []
        root.walkSubtree { node in
            guard node !== root, node.behavior is ScrollViewBehavior else { return .descend }
            result.append(node)
            return .skipChildren
        }
        return result
    }
}
