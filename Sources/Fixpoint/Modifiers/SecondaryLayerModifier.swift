import Foundation

/// `background` and `overlay`: a secondary layer behind or in front of the primary content.
///
/// The modifier reports the primary's size; the secondary views are proposed exactly that size,
/// aligned among themselves as one implicit ZStack and the group aligned to the primary's guides
/// (explicit ones included), so they may overflow but never change layout. Preferences combine (primary,
/// secondary) for overlays and (secondary, primary) for backgrounds.
struct SecondaryLayerModifier<Secondary: View>: BuiltinModifier {
    let secondary: Secondary
    let alignment: Alignment
    let isBackground: Bool
    /// The edges on which a shape-style background is drawn over the safe-area insets its view
    /// touches (reference part 2, §4.7); empty for view backgrounds and overlays.
    var ignoresSafeAreaEdges: Edge.Set = []

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        let behavior = node.becomeElement(isBackground ? "background" : "overlay", SecondaryLayerBehavior.self) {
            SecondaryLayerBehavior()
        }
        behavior.alignment = alignment
        behavior.isBackground = isBackground
        behavior.ignoresSafeAreaEdges = ignoresSafeAreaEdges
        graph.reconcileChildren(of: node, items: [ListItem(key: .index(0), view: content),
                                                  ListItem(key: .index(1), view: secondary)],
                                environment: node.environment)
    }
}

final class SecondaryLayerBehavior: ElementBehavior {
    var alignment: Alignment = .center
    var isBackground = false
    var ignoresSafeAreaEdges: Edge.Set = []

    /// A shape-style background reads the safe-area insets its frame touches.
    override var positionDependence: PositionDependence { ignoresSafeAreaEdges.isEmpty ? .none : .safeArea }

    override func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        context.firstElement(inSlot: 0)?.sizeThatFits(proposal) ?? .zero
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
        let primary = context.firstElement(inSlot: 0)
        if let primary {
            context.place(primary, at: frame.origin, proposal: proposal)
        }
        context.unplaceElementsAfterFirst(inSlot: 0)
        let secondaries = context.elements(inSlot: 1)
        guard !secondaries.isEmpty else { return }
        if !ignoresSafeAreaEdges.isEmpty {
            let insets = context.safeAreaInsets(of: frame, regions: .container)
                .restricted(to: ignoresSafeAreaEdges, context.environment.layoutDirection)
            if !insets.isZero {
                // A style background is drawn over the insets it touches; layout is unchanged.
                let grown = CGRect(x: frame.minX - insets.left, y: frame.minY - insets.top,
                                   width: frame.width + insets.left + insets.right,
                                   height: frame.height + insets.top + insets.bottom)
                for secondary in secondaries {
                    let origin = secondary.origin(aligning: alignment, in: grown.size, proposal: ProposedViewSize(grown.size))
                    context.place(secondary, at: CGPoint(x: grown.minX + origin.x, y: grown.minY + origin.y),
                                  proposal: ProposedViewSize(grown.size), mirrored: false)
                }
                return
            }
        }
        // The primary's guides, explicit ones included (an `alignmentGuide` on the primary moves
        // where the secondary lands).
        // The primary's size is the frame's; its explicit guides are asked for only if it has any.
        let primaryDimensions = ViewDimensions(size: frame.size) { key in
            primary?.explicitAlignment(key, size: frame.size, proposal: proposal)
        }
        let secondaryProposal = ProposedViewSize(frame.size)
        let group = Self.implicitStack(secondaries, proposal: secondaryProposal, alignment: alignment)
        // Offsets are summed relative to the frame before the frame's origin is added, so a
        // secondary the primary's size lands exactly on it (no rounding from large guides).
        let groupOffset = CGPoint(x: primaryDimensions[alignment.horizontal] - group.guide.x,
                                  y: primaryDimensions[alignment.vertical] - group.guide.y)
        for (index, secondary) in secondaries.enumerated() {
            context.place(secondary, at: CGPoint(x: frame.minX + (groupOffset.x + group.frames[index].minX),
                                                 y: frame.minY + (groupOffset.y + group.frames[index].minY)),
                          proposal: secondaryProposal)
        }
    }

    /// The secondary views as one implicit ZStack with the modifier's alignment (reference
    /// §1.2): each proposed `proposal` and aligned among the others; the frames are relative to
    /// the union of the highest-priority ones (the group's bounds), and `guide` is the group's
    /// own guide on each axis (its children's explicit guides combined, else the guide's default
    /// on the union), by which the group is aligned to the primary as a unit.
    static func implicitStack(_ views: LayoutChildren, proposal: ProposedViewSize,
                              alignment: Alignment) -> (frames: [CGRect], guide: CGPoint) {
        let dimensions = views.map { $0.dimensions(in: proposal) }
        if dimensions.count == 1 {
            let d = dimensions[0]
            return ([CGRect(origin: .zero, size: d.size)], CGPoint(x: d[alignment.horizontal], y: d[alignment.vertical]))
        }
        var point = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
        for d in dimensions {
            point.x = max(point.x, d[alignment.horizontal])
            point.y = max(point.y, d[alignment.vertical])
        }
        var frames = dimensions.map { d in
            CGRect(x: point.x - d[alignment.horizontal], y: point.y - d[alignment.vertical], width: d.width, height: d.height)
        }
        let priorities = views.map(\.layoutPriority)
        let top = priorities.max()
        var layers = FrameUnion()
        for index in frames.indices where priorities[index] == top { layers.add(frames[index]) }
        let union = layers.frameOrZero
        for index in frames.indices { frames[index] = frames[index].offsetBy(dx: -union.minX, dy: -union.minY) }
        func guide(_ key: AlignmentKey, default value: CGFloat) -> CGFloat {
            var values: [CGFloat] = []
            for (index, d) in dimensions.enumerated() {
                guard let explicit = d.explicitValue(key) else { continue }
                values.append((key.axis == .horizontal ? frames[index].minX : frames[index].minY) + explicit)
            }
            guard !values.isEmpty else { return value }
            if key.combinesByMinimum { return values.min()! }
            if key.combinesByMaximum { return values.max()! }
            return values.reduce(0, +) / CGFloat(values.count)
        }
        let bounds = ViewDimensions(size: union.size)
        return (frames, CGPoint(x: guide(alignment.horizontal.key.value, default: bounds[alignment.horizontal]),
                                y: guide(alignment.vertical.key.value, default: bounds[alignment.vertical])))
    }

    /// Preferences combine (secondary, primary) for a background, (primary, secondary) for an
    /// overlay.
    override func preferenceChildren(among children: ChildList) -> ChildList {
        isBackground ? ChildList(children.reversed()) : children
    }

    override func backgroundLayer(among children: ChildList) -> ViewNode? {
        isBackground && children.count > 1 ? children[1] : nil
    }

    override func intrinsicPriority(in context: LayoutContext) -> Double {
        context.firstElement(inSlot: 0)?.priority ?? 0
    }

    override func spacing(in context: LayoutContext) -> ViewSpacing {
        context.firstElement(inSlot: 0)?.spacing ?? ViewSpacing()
    }

    override func mayHaveExplicitAlignment(_ key: AlignmentKey, in context: LayoutContext) -> Bool {
        context.firstElement(inSlot: 0)?.mayHaveExplicitAlignment(key) ?? false
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize,
                                    in context: LayoutContext) -> CGFloat? {
        context.firstElement(inSlot: 0)?.explicitAlignment(key, size: size, proposal: proposal)
    }
}

extension View {
    /// Layers the given view behind this view.
    ///
    /// A `Color` is a shape style in SwiftUI and takes the style form: it is drawn over the
    /// safe-area insets the view touches.
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(SecondaryLayerModifier(secondary: background, alignment: alignment, isBackground: true,
                                        ignoresSafeAreaEdges: background is Color ? .all : []))
    }

    /// Layers the views that you specify behind this view.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryLayerModifier(secondary: content(), alignment: alignment, isBackground: true))
    }

    /// Sets the view's background to a style, drawn over the safe-area insets on `edges` that the
    /// view touches (a view such as `Color.red` picks the view form, which does the same).
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryLayerModifier(secondary: Rectangle().fill(style), alignment: .center, isBackground: true,
                                        ignoresSafeAreaEdges: edges))
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
