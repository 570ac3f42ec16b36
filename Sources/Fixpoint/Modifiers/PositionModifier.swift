import Foundation

/// `position(x:y:)` and `position(_:)`: a layout that takes the whole proposal and puts its
/// content's centre at a point of its own coordinates (reference part 2 §6.1).
///
/// Mounted as a layout element. Sizing: the proposal, and on a nil axis the content's size on
/// that axis for the same proposal. Placement: the content is proposed the modifier's size and
/// centred on the point. Unlike `offset`, it changes the reported size.
struct PositionModifier: UnaryLayoutModifier, Equatable {
    let position: CGPoint

    var elementName: String { "position" }

    /// A non-finite coordinate is diagnosed and taken as 0.
    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        let point = position
        if !point.x.isFinite || !point.y.isFinite {
            graph.recorder.diagnose(.invalidLayoutInput, node: node,
                                    message: "position(x: \(NumberFormat.string(point.x)), y: \(NumberFormat.string(point.y))) is not finite; a non-finite coordinate is 0.")
        }
        let finite = PositionModifier(position: CGPoint(x: point.x.isFinite ? point.x : 0, y: point.y.isFinite ? point.y : 0))
        mountUnaryLayout(finite, content: content, node: node, graph: graph)
    }

    /// No spacing preferences of its own (newer OS versions): neighbours see default spacing.
    var resetsSpacing: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutChild?, context: LayoutContext) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let content = child?.sizeThatFits(proposal) ?? .zero
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: LayoutChild) -> ChildPlacement {
        let childProposal = ProposedViewSize(size)
        let childSize = child.sizeThatFits(childProposal)
        return ChildPlacement(proposal: childProposal,
                              origin: CGPoint(x: position.x - childSize.width / 2, y: position.y - childSize.height / 2))
    }
}

extension View {
    /// Positions the center of this view at the specified coordinates in its parent's
    /// coordinate space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(PositionModifier(position: CGPoint(x: x, y: y)))
    }

    /// Positions the center of this view at the specified point in its parent's coordinate
    /// space.
    public func position(_ position: CGPoint) -> some View {
        modifier(PositionModifier(position: position))
    }
}
