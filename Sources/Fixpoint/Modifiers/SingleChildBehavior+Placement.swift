import Foundation

/// Placement of the one content element of a layout modifier: the proposal it gets and where its
/// top-leading corner goes, relative to the modifier's own frame.
struct ChildPlacement {
    var proposal: ProposedViewSize
    var origin: CGPoint
}

/// A layout modifier with one content element, described by where it puts that element; the
/// engine places the child and derives explicit guides from the same description.
class ModifierBehavior: SingleChildBehavior {
    /// Where the child goes for this modifier's `size` and `proposal`.
    func childPlacement(of child: ViewNode, size: CGSize, proposal: ProposedViewSize, engine: LayoutEngine) -> ChildPlacement {
        ChildPlacement(proposal: proposal, origin: .zero)
    }

    override func placeChildren(of node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {
        guard let child = child(of: node, engine: engine) else { return }
        let placement = childPlacement(of: child, size: frame.size, proposal: proposal, engine: engine)
        engine.place(child, at: CGPoint(x: frame.minX + placement.origin.x, y: frame.minY + placement.origin.y),
                     proposal: placement.proposal)
    }

    override func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize,
                                    engine: LayoutEngine) -> CGFloat? {
        guard let child = child(of: node, engine: engine) else { return nil }
        let placement = childPlacement(of: child, size: size, proposal: proposal, engine: engine)
        let childSize = engine.size(of: child, proposal: placement.proposal)
        guard let value = engine.explicitAlignment(of: child, key, size: childSize, proposal: placement.proposal) else {
            return nil
        }
        return value + (key.axis == .horizontal ? placement.origin.x : placement.origin.y)
    }

    /// The origin that aligns `child` in a frame of `size` by `alignment` (reference "alignment
    /// in frames": frame guide minus child guide).
    static func align(_ child: ViewNode, proposal: ProposedViewSize, in size: CGSize, alignment: Alignment,
                      engine: LayoutEngine) -> CGPoint {
        let dimensions = engine.dimensions(of: child, proposal: proposal)
        let frame = ViewDimensions(size: size)
        return CGPoint(x: frame[alignment.horizontal] - dimensions[alignment.horizontal],
                       y: frame[alignment.vertical] - dimensions[alignment.vertical])
    }
}

extension BuiltinModifier {
    /// Mounts a single-content layout modifier as element `name` with behaviour `B`.
    @discardableResult
    func mountElement<B: ElementBehavior>(_ name: String, _ type: B.Type, content: any View, node: ViewNode,
                                          graph: ViewGraph, make: () -> B) -> B {
        let behavior = node.becomeElement(name, type, make: make)
        graph.reconcileChild(of: node, view: content, environment: node.environment)
        return behavior
    }
}
