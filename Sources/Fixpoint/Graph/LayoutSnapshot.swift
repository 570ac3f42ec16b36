import Foundation

/// The laid-out tree after a pass, as values: every view that takes part in layout, pre-order.
///
/// `ViewHost` builds it after the last pass of a run; it is immutable, deterministic (no
/// addresses, creation-order ids only) and the only input of the renderers.
public struct LayoutSnapshot: Hashable, Sendable {
    /// Every view that takes part in layout, pre-order: the root first.
    public var nodes: [ViewSnapshot]
    /// The size the root chose.
    public var size: CGSize

    /// Creates a snapshot from its nodes; the root's frame gives the size unless one is given.
    public init(nodes: [ViewSnapshot], size: CGSize? = nil) {
        self.nodes = nodes
        self.size = size ?? nodes.first?.frame.size ?? .zero
    }

    /// The first node whose displayed or full text equals `text`.
    public func node(text: String) -> ViewSnapshot? {
        nodes.first { $0.text == text || $0.fullText == text }
    }

    /// The node at exactly `path`.
    public func node(path: String) -> ViewSnapshot? {
        // Compared by digest first: spelling every node's path grows with the square of the depth.
        let digest = PathText.digest(of: path)
        return nodes.first { $0.hasPath(path, digest: digest) }
    }

    /// Snapshots are equal when their sizes and their nodes, in order, are.
    public static func == (lhs: LayoutSnapshot, rhs: LayoutSnapshot) -> Bool {
        lhs.size == rhs.size && PathText.listsEqual(lhs.nodes, rhs.nodes) { $0.isEqual(to: $1, provenPaths: &$2) }
    }

    /// Every node of the given type name, in pre-order.
    public func nodes(typeName: String) -> [ViewSnapshot] {
        nodes.filter { $0.typeName == typeName }
    }

    /// The children of the node at `index`, in order.
    public func children(of index: Int) -> [Int] {
        guard nodes.indices.contains(index) else { return [] }
        var result: [Int] = []
        var i = index + 1
        let depth = nodes[index].depth
        while i < nodes.count && nodes[i].depth > depth {
            if nodes[i].depth == depth + 1 { result.append(i) }
            i += 1
        }
        return result
    }
}
