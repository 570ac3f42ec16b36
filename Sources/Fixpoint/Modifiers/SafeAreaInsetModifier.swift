import Foundation

/// `safeAreaInset(edge:alignment:spacing:content:)` and `safeAreaPadding`: a bar (the
/// secondary content) beside the primary content on one edge, which becomes part of the
/// primary's safe area (reference part 2, §4.5 and §4.6).
///
/// Sizing (axis a: vertical for top/bottom, horizontal for leading/trailing; gap g = `spacing`,
/// else the two views' default spacing): the bar is proposed `max(max(p_a − g, 0) − primaryMin,
/// 0)` on a, where primaryMin is the primary's length for a proposal of 0 on a; the primary
/// gets `max(p_a − (bar_a + g), 0)`; the size is bar_a + g + primary_a along a and the larger
/// of the two across. Placement puts the primary against the edge opposite `edge` and the bar
/// against `edge`, aligned across by `alignment`; the primary's views see a safe-area inset of
/// bar_a + g on `edge` (region `.container`).
struct SafeAreaInsetModifier<Bar: View>: BuiltinModifier {
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat?
    let bar: Bar
    let name: String

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        let behavior = node.becomeElement(name, SafeAreaInsetBehavior.self) { SafeAreaInsetBehavior() }
        behavior.edge = edge
        behavior.alignment = alignment
        behavior.spacing = spacing.flatMap { $0.isNaN ? nil : $0 }
        graph.reconcileChildren(of: node, items: [ListItem(key: .index(0), view: content),
                                                  ListItem(key: .index(1), view: bar)],
                                environment: node.environment)
    }
}

final class SafeAreaInsetBehavior: ElementBehavior {
    var edge: Edge = .bottom
    var alignment: Alignment = .center
    var spacing: CGFloat?

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    private struct Sizing {
        var gap: CGFloat
        var barProposal: ProposedViewSize
        var barSize: CGSize
        var primaryProposal: ProposedViewSize
        var primarySize: CGSize
        var size: CGSize
    }

    private func along(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
    private func across(_ size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }
    private func make(along: CGFloat?, across: CGFloat?) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: across, height: along) : ProposedViewSize(width: along, height: across)
    }

    private func sizing(_ proposal: ProposedViewSize, primary: LayoutChild?, bar: LayoutChild?) -> Sizing {
        let proposedAlong = axis == .vertical ? proposal.height : proposal.width
        let proposedAcross = axis == .vertical ? proposal.width : proposal.height
        var gap: CGFloat = 0
        if bar != nil {
            if let spacing {
                gap = spacing
            } else if let primary, let bar {
                let first = edge == .top || edge == .leading ? bar : primary
                let second = first.isSame(as: bar) ? primary : bar
                gap = first.spacing.distance(to: second.spacing, along: axis)
            }
        }
        let primaryMin = primary.map { along($0.sizeThatFits(make(along: 0, across: proposedAcross))) } ?? 0
        let barProposal = make(along: proposedAlong.map { max(max($0 - gap, 0) - primaryMin, 0) }, across: proposedAcross)
        let barSize = bar?.sizeThatFits(barProposal) ?? .zero
        let barLength = bar == nil ? 0 : along(barSize) + gap
        let primaryProposal = make(along: proposedAlong.map { max($0 - barLength, 0) }, across: proposedAcross)
        let primarySize = primary?.sizeThatFits(primaryProposal) ?? .zero
        let total = make(along: barLength + along(primarySize), across: max(across(barSize), across(primarySize)))
        return Sizing(gap: gap, barProposal: barProposal, barSize: barSize, primaryProposal: primaryProposal,
                      primarySize: primarySize, size: CGSize(width: total.width ?? 0, height: total.height ?? 0))
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        sizing(proposal, primary: context.firstElement(inSlot: 0), bar: context.firstElement(inSlot: 1)).size
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
        let primary = context.firstElement(inSlot: 0), bar = context.firstElement(inSlot: 1)
        let sizing = sizing(proposal, primary: primary, bar: bar)
        let barLength = bar == nil ? 0 : along(sizing.barSize) + sizing.gap
        let crossLength = across(frame.size)
        func crossOffset(_ size: CGSize) -> CGFloat {
            let box = ViewDimensions(size: axis == .vertical ? CGSize(width: crossLength, height: 0) : CGSize(width: 0, height: crossLength))
            let own = ViewDimensions(size: size)
            return axis == .vertical ? box[alignment.horizontal] - own[alignment.horizontal]
                                     : box[alignment.vertical] - own[alignment.vertical]
        }
        let barFirst = edge == .top || edge == .leading
        let primaryAlong = barFirst ? barLength : 0
        let barAlong = barFirst ? 0 : along(sizing.primarySize) + sizing.gap
        func point(along value: CGFloat, across offset: CGFloat) -> CGPoint {
            axis == .vertical ? CGPoint(x: frame.minX + offset, y: frame.minY + value)
                              : CGPoint(x: frame.minX + value, y: frame.minY + offset)
        }
        if let primary {
            let origin = point(along: primaryAlong, across: crossOffset(sizing.primarySize))
            var safe = CGRect(origin: origin, size: sizing.primarySize)
            var outer = safe
            switch edge {
            case .top: outer.origin.y -= barLength; outer.size.height += barLength
            case .bottom: outer.size.height += barLength
            case .leading: outer.origin.x -= barLength; outer.size.width += barLength
            case .trailing: outer.size.width += barLength
            }
            if context.environment.layoutDirection == .rightToLeft {
                // The element is physical: mirror the rectangles inside this frame.
                safe.origin.x = frame.minX + frame.maxX - safe.maxX
                outer.origin.x = frame.minX + frame.maxX - outer.maxX
            }
            context.withSafeAreaElement(SafeAreaElement(outer: outer, safe: safe)) {
                context.place(primary, at: origin, proposal: sizing.primaryProposal)
            }
        }
        if let bar {
            context.place(bar, at: point(along: barAlong, across: crossOffset(sizing.barSize)), proposal: sizing.barProposal)
        }
        // The content and the bar each place their first element only.
        context.unplaceElementsAfterFirst(inSlot: 0)
        context.unplaceElementsAfterFirst(inSlot: 1)
    }

    override func preferenceChildren(among children: ChildList) -> ChildList { children }

    override func intrinsicPriority(in context: LayoutContext) -> Double {
        context.firstElement(inSlot: 0)?.priority ?? 0
    }

    override func spacing(in context: LayoutContext) -> ViewSpacing {
        context.firstElement(inSlot: 0)?.spacing ?? ViewSpacing()
    }
}

extension View {
    /// Shows the specified content beside the modified view, on `edge` (vertical edges), inset
    /// into the modified view's safe area.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(edge: edge == .top ? .top : .bottom,
                                       alignment: Alignment(horizontal: alignment, vertical: .center),
                                       spacing: spacing, bar: content(), name: "safeAreaInset"))
    }

    /// Shows the specified content beside the modified view, on `edge` (horizontal edges), inset
    /// into the modified view's safe area.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(edge: edge == .leading ? .leading : .trailing,
                                       alignment: Alignment(horizontal: .center, vertical: alignment),
                                       spacing: spacing, bar: content(), name: "safeAreaInset"))
    }

    /// Adds the provided insets into the safe area of this view: laid out like `padding`, and
    /// the padding becomes part of the content's safe area.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(SafeAreaPaddingModifier(insets: insets))
    }

    /// Adds the provided insets into the safe area of this view on `edges` (16 points when nil).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(SafeAreaPaddingModifier(insets: EdgeInsets(edges, length ?? PaddingModifier.defaultLength)))
    }

    /// Adds `length` points into the safe area of this view on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        modifier(SafeAreaPaddingModifier(insets: EdgeInsets(.all, length)))
    }
}

/// An edge on the vertical axis (`safeAreaInset(edge:)`).
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
}

/// An edge on the horizontal axis (`safeAreaInset(edge:)`).
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
}

/// `safeAreaPadding`: laid out like `padding` (the content proposed and placed inside the
/// insets), and the insets become a safe-area element around the content, so views touching
/// the content's edges see them (reference part 2, §4.6).
struct SafeAreaPaddingModifier: UnaryLayoutModifier, Equatable {
    let insets: EdgeInsets

    var elementName: String { "safeAreaPadding" }

    /// Sized and placed as `padding` with the same insets (which keeps its content's spacing).
    private var padding: PaddingModifier { PaddingModifier(insets: insets) }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutChild?, context: LayoutContext) -> CGSize {
        padding.sizeThatFits(proposal, child: child, context: context)
    }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: LayoutChild) -> ChildPlacement {
        padding.childPlacement(size: size, proposal: proposal, child: child)
    }

    func proposalInsensitivity(child: ProposalInsensitivity) -> ProposalInsensitivity {
        padding.proposalInsensitivity(child: child)
    }

    /// Laid out as `padding`, with the insets as a safe-area element around the content.
    func place(_ child: LayoutChild, at placement: ChildPlacement, in frame: CGRect, context: LayoutContext) {
        let rightToLeft = context.environment.layoutDirection == .rightToLeft
        let left = rightToLeft ? insets.trailing : insets.leading
        let right = rightToLeft ? insets.leading : insets.trailing
        let safe = CGRect(x: frame.minX + left, y: frame.minY + insets.top,
                          width: max(0, frame.width - left - right),
                          height: max(0, frame.height - insets.top - insets.bottom))
        context.withSafeAreaElement(SafeAreaElement(outer: frame, safe: safe)) {
            context.place(child, placement, in: frame)
        }
    }
}
