import Foundation

/// Insets its content: `padding(_:)` in all its forms (16 points by default).
///
/// The child is proposed the proposal minus the insets (never below 0, nil stays nil) and sits
/// at (leading, top); the size is the child's plus the insets. Negative insets are legal.
@usableFromInline struct PaddingModifier: UnaryLayoutModifier, Equatable {
    let insets: EdgeInsets

    @usableFromInline init(insets: EdgeInsets) { self.insets = insets }

    var elementName: String { "padding" }

    /// Frames and padding reset the spacing of the edges they touch: a plain view's 8 points.
    var resetsSpacing: Bool { true }

    func childProposal(_ proposal: ProposedViewSize, child: LayoutChild) -> ProposedViewSize {
        insets.inset(proposal)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutChild?, context: LayoutContext) -> CGSize {
        insets.outset(child.map { $0.sizeThatFits(childProposal(proposal, child: $0)) } ?? .zero)
    }

    /// Insetting keeps a nil dimension nil and a proposed one proposed: the content decides, on
    /// each axis whose insets are finite. An infinite inset makes an infinite length, which the
    /// engine replaces by the proposal's (`checkedSize`): that axis then matters.
    func proposalInsensitivity(child: ProposalInsensitivity) -> ProposalInsensitivity {
        var result = ProposalInsensitivity.none
        if (insets.leading + insets.trailing).isFinite { result = result.union(child.restricted(to: .horizontal)) }
        if (insets.top + insets.bottom).isFinite { result = result.union(child.restricted(to: .vertical)) }
        return result
    }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: LayoutChild) -> ChildPlacement {
        ChildPlacement(proposal: childProposal(proposal, child: child), origin: CGPoint(x: insets.leading, y: insets.top))
    }
}

extension EdgeInsets {
    /// `proposal` less these insets (never below 0; nil stays nil): what padding proposes.
    func inset(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - total(along: .horizontal)) },
                         height: proposal.height.map { max(0, $0 - total(along: .vertical)) })
    }

    /// `size` plus these insets: padding's size around its content.
    func outset(_ size: CGSize) -> CGSize {
        CGSize(width: size.width + total(along: .horizontal), height: size.height + total(along: .vertical))
    }
}

extension View {
    /// Adds an equal padding amount to specific edges of this view (16 points when nil).
    @inlinable public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingModifier(insets: EdgeInsets(edges, length ?? PaddingModifier.defaultLength)))
    }

    /// Adds a specific padding amount to each edge of this view.
    @inlinable public func padding(_ length: CGFloat) -> some View {
        modifier(PaddingModifier(insets: EdgeInsets(.all, length)))
    }

    /// Adds different padding amounts to each edge of this view.
    @inlinable public func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingModifier(insets: insets))
    }
}

extension PaddingModifier {
    /// SwiftUI's default padding.
    @usableFromInline static let defaultLength: CGFloat = 16
}
