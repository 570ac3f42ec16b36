import Foundation

/// A flexible space that expands along the major axis of its containing stack layout, or on
/// both axes if not contained in a stack.
///
/// A layout element with stack priority −∞ (sized after everything else, its minimum reserved
/// up front) and zero spacing to its neighbours (reference §1.2, §2.2).
public struct Spacer: View, Equatable {
    /// The minimum length this spacer can be shrunk to, along the axis of expansion (8 if nil).
    public var minLength: CGFloat?

    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    /// `Spacer` is primitive.
    public typealias Body = Never
}

extension Spacer: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) {
        node.becomeElement("Spacer", SpacerBehavior.self) { SpacerBehavior() }
    }
}

final class SpacerBehavior: ElementBehavior {
    override func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        let minimum = context.value(as: Spacer.self).minLength ?? ViewSpacing.defaultSpacing
        func grow(_ value: CGFloat?) -> CGFloat { max(value ?? -.infinity, minimum) }
        switch context.containerAxis {
        case .horizontal?: return CGSize(width: grow(proposal.width), height: 0)
        case .vertical?: return CGSize(width: 0, height: grow(proposal.height))
        case nil: return CGSize(width: grow(proposal.width), height: grow(proposal.height))
        }
    }

    override func spacing(in context: LayoutContext) -> ViewSpacing { .zero }

    override func intrinsicPriority(in context: LayoutContext) -> Double { -.infinity }

    /// In a stack a spacer is 0 across, whatever it is proposed there.
    override func proposalInsensitivity(in context: LayoutContext) -> ProposalInsensitivity {
        guard let axis = context.containerAxis else { return .none }
        return .ignoring(axis.other)
    }
}

/// A visual element that can be used to separate other content: a line across the stack's
/// minor axis (horizontal outside a stack).
///
/// A layout element 1 point thick that takes the proposed length (0 for nil).
public struct Divider: View, Equatable {
    /// Creates a divider.
    public init() {}
    /// `Divider` is primitive.
    public typealias Body = Never
}

extension Divider: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) {
        node.becomeElement("Divider", DividerBehavior.self) { DividerBehavior() }
    }
}

final class DividerBehavior: ElementBehavior {
    static let thickness: CGFloat = 1

    override func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        if context.containerAxis == .horizontal {
            return CGSize(width: Self.thickness, height: proposal.height ?? 0)
        }
        return CGSize(width: proposal.width ?? 0, height: Self.thickness)
    }

    /// A divider is 1 point thick across its line, whatever it is proposed there.
    override func proposalInsensitivity(in context: LayoutContext) -> ProposalInsensitivity {
        .ignoring(context.containerAxis ?? .vertical)
    }

    override func drawingContent(_ content: ElementContent, frame: CGRect) -> Drawing.Content {
        .shape(.rectangle, fill: RGBAColor(name: "separator", red: 0.235, green: 0.235, blue: 0.263, opacity: 0.29))
    }
}
