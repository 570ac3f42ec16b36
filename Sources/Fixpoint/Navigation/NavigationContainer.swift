import Foundation

/// The layout of a navigation stack: the bar on top and the shown level below it.
///
/// A layout element whose children are the stack's levels (root first, all kept mounted so their
/// state survives a push) and, from the first placement on, the bar. Only the top level and the
/// bar are laid out, drawn and combined for preferences. It takes the proposal (nil: the top
/// level's ideal size plus the bar); the top level is proposed the rest below the bar and sees
/// the bar as a safe-area inset, so content that ignores the safe area extends under it.
struct NavigationContainer: View, BuiltinView {
    let levels: [AnyView]

    typealias Body = Never

    func mount(_ node: ViewNode, in graph: ViewGraph) {
        let behavior = node.becomeElement("NavigationStack", NavigationContainerBehavior.self) {
            NavigationContainerBehavior()
        }
        if behavior.levelCount != levels.count {
            behavior.levelCount = levels.count
            // The levels shown (and their snapshot paths) change.
            graph.structureChanged()
        }
        var items = levels.enumerated().map { ListItem(key: .index($0.offset), view: $0.element) }
        // The bar is rebuilt at placement; keep the current one until then while it still sits
        // after the last level (after a push or a pop it is made again under its new key).
        if let bar = node.children.last, behavior.hasBar, bar.key == .index(levels.count) {
            items.append(ListItem(key: bar.key, view: bar.view))
        }
        graph.reconcileChildren(of: node, items: items, environment: node.environment)
    }

    func hasSameLayoutInputs(as old: any View) -> Bool { false }
}

/// Bar metrics of the simulated platform (reference part 2, §3; simulator choices, iOS 15–18).
enum NavigationBarMetrics {
    /// The inline bar on an iPhone in portrait.
    static let inline: CGFloat = 44
    /// The rows a large title adds under the inline bar.
    static let largeTitleRow: CGFloat = 52
    /// The bar in compact height (an iPhone in landscape): no large title.
    static let compactHeight: CGFloat = 32
    /// The inline bar on an iPad (regular width and height), since iOS 12.
    static let regular: CGFloat = 50

    /// The bar's height for `environment` and the resolved display mode.
    static func height(large: Bool, environment: EnvironmentValues) -> CGFloat {
        if environment.platform == .macOS { return 0 }
        if environment.verticalSizeClass == .compact { return compactHeight }
        let base = environment.horizontalSizeClass == .regular && environment.verticalSizeClass == .regular ? regular : inline
        return large ? base + largeTitleRow : base
    }
}

final class NavigationContainerBehavior: ElementBehavior {
    /// Placed again whenever it moves: it builds its bar while placed.
    override var positionDependence: PositionDependence { .always }

    var levelCount = 1
    var hasBar = false

    /// The shown level's element, if any (the levels are the first `levelCount` slots).
    private func topLevel(in context: LayoutContext) -> LayoutChild? {
        guard levelCount > 0, levelCount <= context.slotCount else { return nil }
        return context.firstElement(inSlot: levelCount - 1)
    }

    /// The title and display mode set in the level in `slot` (the first of each, in pre-order;
    /// nested navigation stacks are not searched).
    private static func barItems(inSlot slot: Int, of context: LayoutContext)
        -> (title: String?, mode: NavigationBarItem.TitleDisplayMode?) {
        var title: String?
        var mode: NavigationBarItem.TitleDisplayMode?
        context.visitViews(inSlot: slot, notEntering: NavigationContainerBehavior.self) { view in
            if let item = (view as? any ModifierApplication)?.modifierValue as? NavigationBarItemModifier {
                if title == nil, let value = item.title { title = value }
                if mode == nil, let value = item.displayMode, value != .automatic { mode = value }
            }
            return title == nil || mode == nil
        }
        return (title, mode)
    }

    /// The shown title and whether it is large: `.automatic` is large on the root and inherits
    /// the level below on pushed views; without a title the bar is inline.
    private func resolvedBar(in context: LayoutContext) -> (title: String?, large: Bool) {
        var large = true
        var title: String?
        for index in 0..<min(levelCount, context.slotCount) {
            let items = Self.barItems(inSlot: index, of: context)
            if let mode = items.mode { large = mode == .large }
            title = items.title
        }
        // A stack without a title reserves only the inline bar (reference part 2, §3).
        return (title, large && !(title ?? "").isEmpty)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        let bar = NavigationBarMetrics.height(large: resolvedBar(in: context).large, environment: context.environment)
        let contentProposal = ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bar) })
        let content = topLevel(in: context)?.sizeThatFits(contentProposal) ?? .zero
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height + bar)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
        let resolved = resolvedBar(in: context)
        let bar = NavigationBarMetrics.height(large: resolved.large, environment: context.environment)
        // The bar's view is made now that the shown level's title is known (as GeometryReader
        // builds its content at placement).
        context.reconcileContent(NavigationBar(title: resolved.title ?? "", large: resolved.large && bar > 0, height: bar),
                                 slot: levelCount)
        hasBar = true
        let barFrame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: min(bar, frame.height))
        if let barElement = context.firstElement(inSlot: levelCount) {
            context.place(barElement, at: barFrame.origin, proposal: ProposedViewSize(barFrame.size))
        }
        guard let top = topLevel(in: context) else { return }
        let contentProposal = ProposedViewSize(width: frame.width, height: max(0, frame.height - barFrame.height))
        let content = CGRect(x: frame.minX, y: barFrame.maxY, width: frame.width, height: contentProposal.height ?? 0)
        var outer = content
        outer.origin.y = frame.minY
        outer.size.height += barFrame.height
        context.withSafeAreaElement(SafeAreaElement(outer: outer, safe: content)) {
            context.place(top, at: content.origin, proposal: contentProposal)
        }
        // The shown level places its first element only.
        context.unplaceElementsAfterFirst(inSlot: levelCount - 1)
    }

    override func visibleChildren(among children: ChildList) -> ChildList {
        guard levelCount > 0, levelCount <= children.count else { return children }
        return ChildList(children[(levelCount - 1)...])
    }
}

/// The navigation bar: the title centred in the 44-pt row (headline) or, large, in the row
/// below it (large title, bold, leading at the layout margin), over the bar material, which is
/// drawn up under the status bar.
struct NavigationBar: View {
    let title: String
    let large: Bool
    let height: CGFloat

    var body: some View {
        if large {
            Text(title).font(.largeTitle).bold()
                .padding(.horizontal, 16)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
                .padding(.bottom, 8)
                .background(Material.bar)
        } else {
            Text(title).font(.headline)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Material.bar)
        }
    }
}
