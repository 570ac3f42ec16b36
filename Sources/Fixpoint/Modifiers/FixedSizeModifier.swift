import Foundation

/// Fixes its content at its ideal size on some axes: `fixedSize()` and
/// `fixedSize(horizontal:vertical:)`.
///
/// Proposes nil on the fixed axes, both when sizing and when placing, and reports the child's
/// size, so the child may overflow its parent.
struct FixedSizeModifier: UnaryLayoutModifier, Equatable {
    let horizontal: Bool
    let vertical: Bool

    var elementName: String { "fixedSize" }

    func childProposal(_ proposal: ProposedViewSize, child: LayoutChild) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
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
