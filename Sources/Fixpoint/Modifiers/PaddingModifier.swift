import Foundation

/// Insets its content: `padding(_:)` in all its forms (16 points by default).
///
/// The child is proposed the proposal minus the insets (never below 0, nil stays nil) and sits
/// at (leading, top); the size is the child's plus the insets. Negative insets are legal.
struct PaddingModifier: BuiltinModifier, Equatable {
    let insets: EdgeInsets

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        mountElement("padding", PaddingBehavior.self, content: content, node: node, graph: graph) { PaddingBehavior() }
            .insets = insets
    }
}

class PaddingBehavior: ModifierBehavior {
    var insets = EdgeInsets()

    /// Whether the padding resets the spacing of the edges it touches (`padding` does;
    /// `safeAreaPadding`, which lays out the same, keeps its content's).
    var resetsSpacing: Bool { true }

    /// Frames and padding reset the spacing of the edges they touch: a plain view's 8 points.
    override func spacing(node: ViewNode, engine: LayoutEngine) -> ViewSpacing {
        resetsSpacing ? ViewSpacing() : super.spacing(node: node, engine: engine)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.total(along: .horizontal)) },
                         height: proposal.height.map { max(0, $0 - insets.total(along: .vertical)) })
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine) -> CGSize {
        let childSize = child(of: node, engine: engine).map { engine.size(of: $0, proposal: childProposal(proposal)) } ?? .zero
        return CGSize(width: childSize.width + insets.total(along: .horizontal),
                      height: childSize.height + insets.total(along: .vertical))
    }

    override func childPlacement(of child: ViewNode, size: CGSize, proposal: ProposedViewSize, engine: LayoutEngine) -> ChildPlacement {
        ChildPlacement(proposal: childProposal(proposal), origin: CGPoint(x: insets.leading, y: insets.top))
    }
}

extension View {
    /// Adds an equal padding amount to specific edges of this view (16 points when nil).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingModifier(insets: EdgeInsets(edges, length ?? PaddingModifier.defaultLength)))
    }

    /// Adds a specific padding amount to each edge of this view.
    public func padding(_ length: CGFloat) -> some View {
        modifier(PaddingModifier(insets: EdgeInsets(.all, length)))
    }

    /// Adds different padding amounts to each edge of this view.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingModifier(insets: insets))
    }
}

extension PaddingModifier {
    /// SwiftUI's default padding.
    static let defaultLength: CGFloat = 16
}
