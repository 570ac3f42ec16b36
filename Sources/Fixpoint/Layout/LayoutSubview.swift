import Foundation

/// A proxy that represents one subview of a layout: it can size, measure and place the view.
///
/// Valid during the layout phase of the pass that made it; sizing goes through the node's
/// per-pass memo, and placing records where the container wants the view.
public struct LayoutSubview: Equatable {
    let node: ViewNode
    /// The engine of the pass (it outlives the proxies it hands out; unowned(unsafe) keeps
    /// reference counting off the sizing path).
    unowned(unsafe) let engine: LayoutEngine

    /// Asks the subview for its size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        engine.size(of: node, proposal: proposal)
    }

    /// Asks the subview for its dimensions and alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        engine.dimensions(of: node, proposal: proposal)
    }

    /// The layout priority of the subview: its `layoutPriority(_:)` trait, 0 when none is set
    /// (a `Spacer` too: the stacks' own −∞ for Spacers is internal to their algorithm).
    public var priority: Double {
        engine.layoutPriority(of: node)
    }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing {
        engine.spacing(of: node)
    }

    /// Gets the value for the subview that's associated with the specified key.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        engine.traits(of: node).values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// Assigns a position and proposed size to the subview: the subview is measured with
    /// `proposal` and its `anchor` point is put at `position`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        engine.recordPlacement(of: node, at: position, anchor: anchor, proposal: proposal)
    }

    /// Subviews are equal when they stand for the same view.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.node === rhs.node
    }
}

/// A collection of proxy values that represent the subviews of a layout view.
///
/// Built by the layout phase from the container's flattened elements, in view-list order. It
/// holds the element list itself (the container's memo shares it) and makes each proxy when it
/// is read, so a container's subviews cost no list of their own.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    /// The elements the subviews stand for (all of them; a slice reads `startIndex..<endIndex`).
    let nodes: ChildList
    /// The engine the proxies ask; it outlives every layout call.
    unowned(unsafe) let engine: LayoutEngine
    /// The index of the first subview.
    public let startIndex: Int
    /// The index past the last subview.
    public let endIndex: Int

    init(_ nodes: ChildList, engine: LayoutEngine) {
        self.nodes = nodes
        self.engine = engine
        startIndex = 0
        endIndex = nodes.count
    }

    private init(nodes: ChildList, engine: LayoutEngine, range: Range<Int>) {
        self.nodes = nodes
        self.engine = engine
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    /// Gets the subview proxy at a specified index.
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: nodes[index], engine: engine) }

    /// Gets the subview proxies in the specified range.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(nodes: nodes, engine: engine, range: bounds)
    }

    /// Subview collections are equal when they hold the same views in the same order.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.count == rhs.count && zip(lhs.indices, rhs.indices).allSatisfy { lhs.nodes[$0] === rhs.nodes[$1] }
    }

    func combinedExplicitAlignment(_ key: AlignmentKey, in bounds: CGRect) -> CGFloat? {
        var values: [CGFloat] = []
        for subview in self {
            let frame = subview.engine.placedFrame(of: subview.node)
            let dimensions = subview.engine.dimensions(of: subview.node, proposal: subview.engine.placedProposal(of: subview.node))
            guard let value = dimensions.explicitValue(key) else { continue }
            let origin = key.axis == .horizontal ? frame.minX - bounds.minX : frame.minY - bounds.minY
            values.append(origin + value)
        }
        guard !values.isEmpty else { return nil }
        if key.combinesByMinimum { return values.min() }
        if key.combinesByMaximum { return values.max() }
        return values.reduce(0, +) / CGFloat(values.count)
    }
}

extension LayoutSubviews {
    /// The ids of the nodes the subviews stand for, in order (a layout's cache remembers them).
    var ids: [Int] { nodes[startIndex..<endIndex].map(\.id) }

    /// Whether the subviews stand for the nodes with `ids`, in order.
    func hasIDs(_ ids: [Int]) -> Bool {
        guard ids.count == count else { return false }
        for (index, id) in ids.enumerated() where nodes[startIndex + index].id != id { return false }
        return true
    }
}
