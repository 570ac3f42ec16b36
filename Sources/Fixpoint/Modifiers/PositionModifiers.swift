import Foundation

/// `offset(x:y:)`: moves the content's drawing (and the frames of everything in it) without
/// changing layout.
struct OffsetModifier: BuiltinModifier, Equatable {
    let offset: CGSize

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        mountElement("offset", OffsetBehavior.self, content: content, node: node, graph: graph) { OffsetBehavior() }
            .offset = offset
    }
}

final class OffsetBehavior: ModifierBehavior {
    var offset = CGSize.zero

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine) -> CGSize {
        child(of: node, engine: engine).map { engine.size(of: $0, proposal: proposal) } ?? .zero
    }

    override func placeChildren(of node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {
        guard let child = child(of: node, engine: engine) else { return }
        engine.place(child, at: CGPoint(x: frame.minX + offset.width, y: frame.minY + offset.height), proposal: proposal)
    }
}

/// `alignmentGuide(_:computeValue:)`: gives the content an explicit value for one guide.
struct AlignmentGuideModifier: BuiltinModifier {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        mountElement("alignmentGuide", AlignmentGuideBehavior.self, content: content, node: node, graph: graph) {
            AlignmentGuideBehavior()
        }.modifier = self
    }
}

final class AlignmentGuideBehavior: ModifierBehavior {
    var modifier: AlignmentGuideModifier?

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine) -> CGSize {
        child(of: node, engine: engine).map { engine.size(of: $0, proposal: proposal) } ?? .zero
    }

    override func mayHaveExplicitAlignment(_ key: AlignmentKey, node: ViewNode, engine: LayoutEngine) -> Bool {
        key == modifier?.key || super.mayHaveExplicitAlignment(key, node: node, engine: engine)
    }

    override func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize,
                                    engine: LayoutEngine) -> CGFloat? {
        if let modifier, key == modifier.key {
            guard let child = child(of: node, engine: engine) else { return nil }
            let dimensions = engine.dimensions(of: child, proposal: proposal)
            return engine.readingState(as: node) { modifier.computeValue(dimensions) }
        }
        return super.explicitAlignment(key, node: node, size: size, proposal: proposal, engine: engine)
    }
}

/// `aspectRatio(_:contentMode:)`: proposes its content the largest (fit) or smallest (fill) size
/// of the given ratio (the content's ideal ratio when nil) for the proposal.
struct AspectRatioModifier: BuiltinModifier, Equatable {
    let ratio: CGFloat?
    let contentMode: ContentMode

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        mountElement("aspectRatio", AspectRatioBehavior.self, content: content, node: node, graph: graph) {
            AspectRatioBehavior()
        }.modifier = self
    }
}

final class AspectRatioBehavior: ModifierBehavior {
    var modifier = AspectRatioModifier(ratio: nil, contentMode: .fit)

    private func childProposal(_ proposal: ProposedViewSize, child: ViewNode, engine: LayoutEngine) -> ProposedViewSize {
        let ideal = engine.size(of: child, proposal: .unspecified)
        let ratio = modifier.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard ratio > 0, ratio.isFinite else { return proposal }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case let (w?, h?):
            let fitWidth = modifier.contentMode == .fit ? min(w, h * ratio) : max(w, h * ratio)
            return ProposedViewSize(width: fitWidth, height: fitWidth / ratio)
        case let (w?, nil):
            return ProposedViewSize(width: w, height: w / ratio)
        case let (nil, h?):
            return ProposedViewSize(width: h * ratio, height: h)
        case (nil, nil):
            return ProposedViewSize(width: ideal.width, height: ideal.width / ratio)
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine) -> CGSize {
        guard let child = child(of: node, engine: engine) else { return .zero }
        return engine.size(of: child, proposal: childProposal(proposal, child: child, engine: engine))
    }

    override func childPlacement(of child: ViewNode, size: CGSize, proposal: ProposedViewSize, engine: LayoutEngine) -> ChildPlacement {
        ChildPlacement(proposal: childProposal(proposal, child: child, engine: engine), origin: .zero)
    }
}

/// `coordinateSpace(name:)`: names the content's frame as a coordinate space for
/// `GeometryProxy.frame(in: .named(_:))`.
struct CoordinateSpaceModifier: BuiltinModifier, Equatable {
    let name: AnyHashable

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        mountElement("coordinateSpace", CoordinateSpaceBehavior.self, content: content, node: node, graph: graph) {
            CoordinateSpaceBehavior()
        }.name = name
    }
}

final class CoordinateSpaceBehavior: ModifierBehavior {
    var name: AnyHashable = AnyHashable(0)

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine) -> CGSize {
        child(of: node, engine: engine).map { engine.size(of: $0, proposal: proposal) } ?? .zero
    }

    /// The nearest ancestor of `node` that names the coordinate space `name`.
    static func nearest(named name: AnyHashable, above node: ViewNode) -> ViewNode? {
        var current = node.parent
        while let candidate = current {
            if let behavior = candidate.behavior as? CoordinateSpaceBehavior, behavior.name == name { return candidate }
            current = candidate.parent
        }
        return nil
    }
}

extension View {
    /// Offset this view by the horizontal and vertical amount specified in the offset parameter.
    public func offset(_ offset: CGSize) -> some View {
        modifier(OffsetModifier(offset: offset))
    }

    /// Offset this view by the specified horizontal and vertical distances.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(OffsetModifier(offset: CGSize(width: x, height: y)))
    }

    /// Sets the view's horizontal alignment.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key.value, computeValue: computeValue))
    }

    /// Sets the view's vertical alignment.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key.value, computeValue: computeValue))
    }

    /// Constrains this view's dimensions to the specified aspect ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains this view's dimensions to the aspect ratio of the given size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil,
                                     contentMode: contentMode))
    }

    /// Scales this view to fit its parent.
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales this view to fill its parent.
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }

    /// Assigns a name to the view's coordinate space, so other code can operate on dimensions
    /// like points and sizes relative to the named space.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
    }
}
