import Foundation

/// Fixes its content at its ideal size on some axes: `fixedSize()` and
/// `fixedSize(horizontal:vertical:)`.
///
/// Proposes nil on the fixed axes, both when sizing and when placing, and reports the child's
/// size, so the child may overflow its parent.
struct FixedSizeModifier: BuiltinModifier, Equatable {
    let horizontal: Bool
    let vertical: Bool

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        mountElement("fixedSize", FixedSizeBehavior.self, content: content, node: node, graph: graph) { FixedSizeBehavior() }
            .modifier = self
    }
}

final class FixedSizeBehavior: ModifierBehavior {
    var modifier = FixedSizeModifier(horizontal: true, vertical: true)

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: modifier.horizontal ? nil : proposal.width,
                         height: modifier.vertical ? nil : proposal.height)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine) -> CGSize {
        child(of: node, engine: engine).map { engine.size(of: $0, proposal: childProposal(proposal)) } ?? .zero
    }

    override func childPlacement(of child: ViewNode, size: CGSize, proposal: ProposedViewSize, engine: LayoutEngine) -> ChildPlacement {
        ChildPlacement(proposal: childProposal(proposal), origin: .zero)
    }
}

extension View {
    /// Fixes this view at its ideal size.
    public func fixedSize() -> some View {
        modifier(FixedSizeModifier(horizontal: true, vertical: true))
    }

    /// Fixes this view at its ideal size in the specified dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
}
