import Foundation

/// `offset(x:y:)`: moves the content's drawing (and the frames of everything in it) without
/// changing layout.
struct OffsetModifier: UnaryLayoutModifier, Equatable {
    let offset: CGSize

    var elementName: String { "offset" }

    /// The content is placed moved by the offset; its guides stay where layout put it (the
    /// default placement at the origin is what explicit guides are computed from).
    func place(_ child: LayoutChild, at placement: ChildPlacement, in frame: CGRect, context: LayoutContext) {
        context.place(child, at: CGPoint(x: frame.minX + offset.width, y: frame.minY + offset.height),
                      proposal: placement.proposal)
    }
}

/// `alignmentGuide(_:computeValue:)`: gives the content an explicit value for one guide.
struct AlignmentGuideModifier: UnaryLayoutModifier {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    var elementName: String { "alignmentGuide" }

    var ownGuide: AlignmentKey? { key }

    /// The closure's value for the content's dimensions, run as the node's reader of the state
    /// it reads.
    func ownGuideValue(child: ViewDimensions, context: LayoutContext) -> CGFloat {
        context.readingState { computeValue(child) }
    }
}

/// `aspectRatio(_:contentMode:)`: proposes its content the largest (fit) or smallest (fill) size
/// of the given ratio (the content's ideal ratio when nil) for the proposal.
struct AspectRatioModifier: UnaryLayoutModifier, Equatable {
    let ratio: CGFloat?
    let contentMode: ContentMode

    var elementName: String { "aspectRatio" }

    func childProposal(_ proposal: ProposedViewSize, child: LayoutChild) -> ProposedViewSize {
        let ideal = child.sizeThatFits(.unspecified)
        let ratio = self.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard ratio > 0, ratio.isFinite else { return proposal }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case let (w?, h?):
            let fitWidth = contentMode == .fit ? min(w, h * ratio) : max(w, h * ratio)
            return ProposedViewSize(width: fitWidth, height: fitWidth / ratio)
        case let (w?, nil):
            return ProposedViewSize(width: w, height: w / ratio)
        case let (nil, h?):
            return ProposedViewSize(width: h * ratio, height: h)
        case (nil, nil):
            return ProposedViewSize(width: ideal.width, height: ideal.width / ratio)
        }
    }
}

/// `coordinateSpace(name:)`: names the content's frame as a coordinate space for
/// `GeometryProxy.frame(in: .named(_:))`.
struct CoordinateSpaceModifier: UnaryLayoutModifier, Equatable {
    let name: AnyHashable

    var elementName: String { "coordinateSpace" }

    /// The nearest ancestor of `node` that names the coordinate space `name`.
    static func nearest(named name: AnyHashable, above node: ViewNode) -> ViewNode? {
        var current = node.parent
        while let candidate = current {
            if let behavior = candidate.behavior as? UnaryLayoutBehavior<Self>, behavior.modifier.name == name {
                return candidate
            }
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
