import Foundation

/// `background` and `overlay`: a secondary layer behind or in front of the primary content.
///
/// The modifier reports the primary's size; the secondary is proposed exactly that size and
/// aligned to it, so it may overflow but never changes layout. Preferences combine (primary,
/// secondary) for overlays and (secondary, primary) for backgrounds.
struct SecondaryLayerModifier<Secondary: View>: BuiltinModifier {
    let secondary: Secondary
    let alignment: Alignment
    let isBackground: Bool

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        let behavior = node.becomeElement(isBackground ? "background" : "overlay", SecondaryLayerBehavior.self) {
            SecondaryLayerBehavior()
        }
        behavior.alignment = alignment
        behavior.isBackground = isBackground
        graph.reconcileChildren(of: node, items: [ListItem(key: .index(0), view: content),
                                                  ListItem(key: .index(1), view: secondary)],
                                environment: node.environment)
    }
}

final class SecondaryLayerBehavior: ElementBehavior {
    var alignment: Alignment = .center
    var isBackground = false

    func primary(of node: ViewNode, engine: LayoutEngine) -> ViewNode? {
        node.children.first.flatMap { engine.elements(standingFor: $0).first }
    }

    func secondaries(of node: ViewNode, engine: LayoutEngine) -> [ViewNode] {
        guard node.children.count > 1 else { return [] }
        return engine.elements(standingFor: node.children[1])
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine) -> CGSize {
        primary(of: node, engine: engine).map { engine.size(of: $0, proposal: proposal) } ?? .zero
    }

    override func placeChildren(of node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {
        if let primary = primary(of: node, engine: engine) {
            engine.place(primary, at: frame.origin, proposal: proposal)
        }
        let secondaryProposal = ProposedViewSize(frame.size)
        for secondary in secondaries(of: node, engine: engine) {
            let origin = ModifierBehavior.align(secondary, proposal: secondaryProposal, in: frame.size,
                                                alignment: alignment, engine: engine)
            engine.place(secondary, at: CGPoint(x: frame.minX + origin.x, y: frame.minY + origin.y), proposal: secondaryProposal)
        }
    }

    /// Preferences combine (secondary, primary) for a background, (primary, secondary) for an
    /// overlay.
    override func preferenceChildren(of node: ViewNode) -> [ViewNode] {
        isBackground ? node.children.reversed() : node.children
    }

    override func backgroundLayer(of node: ViewNode) -> ViewNode? {
        isBackground && node.children.count > 1 ? node.children[1] : nil
    }

    override func intrinsicPriority(node: ViewNode, engine: LayoutEngine) -> Double {
        primary(of: node, engine: engine).map { engine.priority(of: $0) } ?? 0
    }

    override func spacing(node: ViewNode, engine: LayoutEngine) -> ViewSpacing {
        primary(of: node, engine: engine).map { engine.spacing(of: $0) } ?? ViewSpacing()
    }

    override func mayHaveExplicitAlignment(_ key: AlignmentKey, node: ViewNode, engine: LayoutEngine) -> Bool {
        primary(of: node, engine: engine).map { engine.mayHaveExplicitAlignment($0, key) } ?? false
    }

    override func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize,
                                    engine: LayoutEngine) -> CGFloat? {
        guard let primary = primary(of: node, engine: engine) else { return nil }
        return engine.explicitAlignment(of: primary, key, size: size, proposal: proposal)
    }
}

extension View {
    /// Layers the given view behind this view.
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(SecondaryLayerModifier(secondary: background, alignment: alignment, isBackground: true))
    }

    /// Layers the views that you specify behind this view.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryLayerModifier(secondary: content(), alignment: alignment, isBackground: true))
    }

    /// Sets the view's background to a style (a view such as `Color.red` picks the view form).
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryLayerModifier(secondary: Rectangle().fill(style), alignment: .center, isBackground: true))
    }

    /// Layers a secondary view in front of this view.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(SecondaryLayerModifier(secondary: overlay, alignment: alignment, isBackground: false))
    }

    /// Layers the views that you specify in front of this view.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryLayerModifier(secondary: content(), alignment: alignment, isBackground: false))
    }
}
