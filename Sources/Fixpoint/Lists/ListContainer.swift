import Foundation

/// The layout element of `List` and `Form`: rows in one column, inset by the style, and a
/// decoration layer (background, cards, separators) drawn behind them.
///
/// Children: the content (slot 0) and, from the first placement on, the decoration (slot 1),
/// built at placement from the rows' frames as GeometryReader builds its content.
struct ListContainer<Content: View>: View, BuiltinView {
    let content: Content
    let isForm: Bool

    typealias Body = Never

    func mount(_ node: ViewNode, in graph: ViewGraph) {
        let behavior = node.becomeElement(isForm ? "Form" : "List", ListContainerBehavior.self) { ListContainerBehavior() }
        behavior.isForm = isForm
        graph.reconcileChildren(of: node, slot: 0, view: content, environment: node.environment)
    }

    func hasSameLayoutInputs(as old: any View) -> Bool { false }
}

/// List metrics (reference part 2, §3; simulator choices for iOS 15–18 on iPhone).
enum ListMetrics {
    /// The layout margin: 16 on windows narrower than 414 points, 20 from 414.
    static func margin(width: CGFloat) -> CGFloat { width < 414 ? 16 : 20 }
    /// The vertical row inset that makes a one-line body row 44 tall.
    static let verticalRowInset: CGFloat = 11
    /// The space above the first section, between sections and below the last, in the grouped
    /// styles (the gap of UIKit's grouped table views).
    static let groupedSectionSpacing: CGFloat = 35
    /// In the grouped styles, the space between a section header and its card, and between the
    /// card and the footer (an approximation: section label sizes are unverified, §3).
    static let groupedSectionLabelSpacing: CGFloat = 7
    /// In the plain styles, the inset above and below a section header or footer (an
    /// approximation: a one-line footnote header comes out about 28 tall).
    static let plainSectionLabelInset: CGFloat = 6
    /// The corner radius of an inset-grouped card.
    static let cardCornerRadius: CGFloat = 10
    /// A separator's thickness: one pixel at 3×.
    static let separatorThickness: CGFloat = 1.0 / 3
}

final class ListContainerBehavior: ElementBehavior {
    /// Placed again whenever it moves: it builds its decoration while placed.
    override var positionDependence: PositionDependence { .always }

    var isForm = false

    struct Style {
        var cardInset: CGFloat
        var sectionSpacing: CGFloat
        var grouped: Bool
        var rowInsets: EdgeInsets
    }

    private func style(in environment: EnvironmentValues, width: CGFloat) -> Style {
        let margin = ListMetrics.margin(width: width)
        let kind: ListStyleKind.Kind = isForm ? .insetGrouped : environment.listStyleKind.kind
        let rowInsets = EdgeInsets(top: ListMetrics.verticalRowInset, leading: margin,
                                   bottom: ListMetrics.verticalRowInset, trailing: margin)
        switch kind {
        case .plain: return Style(cardInset: 0, sectionSpacing: 0, grouped: false, rowInsets: rowInsets)
        case .grouped: return Style(cardInset: 0, sectionSpacing: ListMetrics.groupedSectionSpacing, grouped: true, rowInsets: rowInsets)
        case .inset: return Style(cardInset: margin, sectionSpacing: 0, grouped: false, rowInsets: rowInsets)
        case .automatic, .insetGrouped, .sidebar:
            return Style(cardInset: margin, sectionSpacing: ListMetrics.groupedSectionSpacing, grouped: true, rowInsets: rowInsets)
        }
    }

    struct Row {
        var element: LayoutChild
        var proposal: ProposedViewSize
        var origin: CGPoint
        var box: CGRect
        var hidesSeparator: Bool
        /// The section the row belongs to (its index in the list).
        var section: Int
        /// Whether the row is a section's header or footer (no card, no separator).
        var part: SectionPart?
    }

    /// The list's elements grouped into sections: the elements under one `Section` form one,
    /// and consecutive elements outside any section form one too (reference part 2, §3).
    private func sections(_ rows: LayoutChildren, in context: LayoutContext) -> [[LayoutChild]] {
        var result: [[LayoutChild]] = []
        var current: Int?
        var started = false
        for row in rows {
            // The outermost `Section` between the row and the list.
            let key = context.outermostView(above: row) { $0 is any SectionMarker }
            if !started || key != current { result.append([]) }
            started = true
            current = key
            result[result.count - 1].append(row)
        }
        return result
    }

    /// The rows' proposals and positions (relative to the list's top-leading corner) and the
    /// content height, for a list `width` wide.
    private func layout(in context: LayoutContext, width: CGFloat?) -> (rows: [Row], width: CGFloat, height: CGFloat) {
        // The rows stand for the content (slot 0); the decoration (slot 1) is not a row.
        let rows = context.elements(inSlot: 0)
        let sections = sections(rows, in: context)
        let style = style(in: context.environment, width: width ?? 390)
        let minRowHeight = context.environment.defaultMinListRowHeight
        let minHeight = max(0, minRowHeight.isFinite ? minRowHeight : 44)
        var y: CGFloat = 0
        var result: [Row] = []
        var widest: CGFloat = 0
        let rowWidth = width.map { max(0, $0 - 2 * style.cardInset) }
        for (sectionIndex, elements) in sections.enumerated() {
            y += style.sectionSpacing
            for row in elements {
                let traits = row.traits
                let part = (traits.values[ObjectIdentifier(SectionPartKey.self)] as? SectionPart?).flatMap { $0 }
                if let part {
                    // A header or footer: a label aligned with the rows' content, outside the card.
                    let insets = style.rowInsets
                    let proposal = ProposedViewSize(width: rowWidth.map { max(0, $0 - insets.leading - insets.trailing) }, height: nil)
                    let size = row.sizeThatFits(proposal)
                    let padding = style.grouped ? ListMetrics.groupedSectionLabelSpacing : ListMetrics.plainSectionLabelInset
                    let above = style.grouped && part == .header ? 0 : padding
                    let below = style.grouped && part == .footer ? 0 : padding
                    let height = size.height + above + below
                    widest = max(widest, rowWidth ?? (size.width + insets.leading + insets.trailing))
                    let box = CGRect(x: style.cardInset, y: y, width: rowWidth ?? size.width + insets.leading + insets.trailing, height: height)
                    let origin = CGPoint(x: style.cardInset + insets.leading, y: y + above)
                    result.append(Row(element: row, proposal: proposal, origin: origin, box: box, hidesSeparator: true,
                                      section: sectionIndex, part: part))
                    y += height
                    continue
                }
                let insets = (traits.values[ObjectIdentifier(ListRowInsetsKey.self)] as? EdgeInsets?).flatMap { $0 } ?? style.rowInsets
                let hides = traits.values[ObjectIdentifier(ListRowSeparatorHiddenKey.self)] as? Bool ?? false
                let proposal = ProposedViewSize(width: rowWidth.map { max(0, $0 - insets.leading - insets.trailing) }, height: nil)
                let size = row.sizeThatFits(proposal)
                let height = max(minHeight, size.height + insets.top + insets.bottom)
                let boxWidth = rowWidth ?? (size.width + insets.leading + insets.trailing)
                widest = max(widest, boxWidth)
                let box = CGRect(x: style.cardInset, y: y, width: boxWidth, height: height)
                let inner = height - insets.top - insets.bottom
                let origin = CGPoint(x: style.cardInset + insets.leading, y: y + insets.top + (inner - size.height) / 2)
                result.append(Row(element: row, proposal: proposal, origin: origin, box: box, hidesSeparator: hides,
                                  section: sectionIndex, part: nil))
                y += height
            }
        }
        if !sections.isEmpty { y += style.sectionSpacing }
        return (result, (width ?? widest + 2 * style.cardInset), y)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        // Greedy on both axes, as a scroll view; nil takes the content's size.
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let content = layout(in: context, width: proposal.width)
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
        let content = layout(in: context, width: frame.width)
        let style = style(in: context.environment, width: frame.width)
        var cards: [CGRect] = []
        var separators: [CGRect] = []
        // One card per section behind its rows; separators between rows of one section.
        let bodyRows = content.rows.filter { $0.part == nil }
        if style.grouped || style.cardInset > 0 {
            var start = 0
            while start < bodyRows.count {
                var end = start
                while end + 1 < bodyRows.count, bodyRows[end + 1].section == bodyRows[start].section { end += 1 }
                let first = bodyRows[start].box, last = bodyRows[end].box
                cards.append(CGRect(x: first.minX, y: first.minY, width: first.width, height: last.maxY - first.minY))
                start = end + 1
            }
        }
        for (index, row) in bodyRows.enumerated()
        where index < bodyRows.count - 1 && bodyRows[index + 1].section == row.section && !row.hidesSeparator {
            let start = row.origin.x
            separators.append(CGRect(x: start, y: row.box.maxY - ListMetrics.separatorThickness,
                                     width: max(0, row.box.maxX - start), height: ListMetrics.separatorThickness))
        }
        context.reconcileContent(ListDecoration(size: frame.size, grouped: style.grouped, cards: cards, separators: separators),
                                 slot: 1)
        if let decoration = context.firstElement(inSlot: 1) {
            context.place(decoration, at: frame.origin, proposal: ProposedViewSize(frame.size))
        }
        for row in content.rows {
            context.place(row.element, at: CGPoint(x: frame.minX + row.origin.x, y: frame.minY + row.origin.y), proposal: row.proposal)
        }
    }

    /// The decoration is drawn first, behind the rows.
    override func visibleChildren(among children: ChildList) -> ChildList { ChildList(children.reversed()) }

    override func backgroundLayer(among children: ChildList) -> ViewNode? {
        children.count > 1 ? children[1] : nil
    }

    override func preferenceChildren(among children: ChildList) -> ChildList { ChildList(children.prefix(1)) }
}

/// What a list draws behind its rows: the grouped background, the cards and the separators
/// (rectangles relative to the list's top-leading corner).
struct ListDecoration: View, Equatable {
    let size: CGSize
    let grouped: Bool
    let cards: [CGRect]
    let separators: [CGRect]

    var body: some View {
        ZStack(alignment: .topLeading) {
            if grouped { Color(.systemGroupedBackground) } else { Color(.systemBackground) }
            ForEach(0..<cards.count, id: \.self) { index in
                RoundedRectangle(cornerRadius: ListMetrics.cardCornerRadius)
                    .fill(Color(.secondarySystemGroupedBackground))
                    .frame(width: cards[index].width, height: cards[index].height)
                    .offset(x: cards[index].minX, y: cards[index].minY)
            }
            ForEach(0..<separators.count, id: \.self) { index in
                Color(.separator)
                    .frame(width: separators[index].width, height: separators[index].height)
                    .offset(x: separators[index].minX, y: separators[index].minY)
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }
}
