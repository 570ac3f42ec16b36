import Foundation

/// The layout of a `Grid` (reference part 2, §2.3, with the simulator's algorithm): column
/// widths are distributed like an HStack's children over columns (a column's sizes are the
/// largest of its single-column cells), then row heights the same way over rows; a spanning
/// cell that needs more than its columns give widens them equally; cells with
/// `gridCellUnsizedAxes` take no part in sizing the axes they name.
///
/// Sizing and placement run the same pure computation; rows are placed as elements and their
/// cells by `GridRowBehavior` from the placements the grid hands it.
final class GridBehavior: ElementBehavior {
    var alignment: Alignment = .center
    var horizontalSpacing: CGFloat?
    var verticalSpacing: CGFloat?

    /// The default gap between columns and between rows.
    static let defaultSpacing: CGFloat = 8

    /// A spacing that can be used, or nil for the default; unusable values are reported.
    static func usableSpacing(_ value: CGFloat?, node: ViewNode, graph: ViewGraph) -> CGFloat? {
        guard let value else { return nil }
        if value.isFinite && value >= 0 { return value }
        graph.recorder.diagnose(.invalidLayoutInput, node: node,
                                message: "Grid spacing \(NumberFormat.string(value)) is not usable; 0 is used instead.")
        return 0
    }

    struct Cell {
        var element: LayoutChild
        /// The cell's position among its row's elements (0 for a row that is not a `GridRow`).
        var position: Int
        var row: Int
        var column: Int
        var span: Int
        var unsized: Axis.Set
        var anchor: UnitPoint?
    }

    struct Arrangement {
        var rows: LayoutChildren
        var rowBehaviors: [GridRowBehavior?]
        var isGridRow: [Bool]
        var cells: [Cell]
        var widths: [CGFloat]
        var heights: [CGFloat]
        var size: CGSize
    }

    private func arrange(_ proposal: ProposedViewSize, in context: LayoutContext) -> Arrangement {
        let hs = horizontalSpacing ?? Self.defaultSpacing
        let vs = verticalSpacing ?? Self.defaultSpacing
        let rows = context.children
        context.assignContainerAxis(.vertical, to: rows)
        var isGridRow: [Bool] = []
        var rowBehaviors: [GridRowBehavior?] = []
        var rowCells: [[LayoutChild]] = []
        var columns = 0
        for row in rows {
            let rowBehavior = row.behavior(as: GridRowBehavior.self)
            rowBehaviors.append(rowBehavior)
            if rowBehavior != nil {
                let cells = row.children
                context.assignContainerAxis(.horizontal, to: cells)
                isGridRow.append(true)
                rowCells.append(Array(cells))
                columns = max(columns, cells.reduce(0) { $0 + span(of: $1) })
            } else {
                isGridRow.append(false)
                rowCells.append([row])
            }
        }
        if columns == 0 && !rows.isEmpty { columns = 1 }
        var cells: [Cell] = []
        for (index, members) in rowCells.enumerated() {
            var column = 0
            for (position, member) in members.enumerated() {
                let traits = member.traits
                let span = isGridRow[index] ? min(span(of: member), max(columns - column, 1)) : columns
                cells.append(Cell(element: member, position: position, row: index, column: column, span: span,
                                  unsized: traits.values[ObjectIdentifier(GridCellUnsizedAxesKey.self)] as? Axis.Set ?? [],
                                  anchor: traits.values[ObjectIdentifier(GridCellAnchorKey.self)] as? UnitPoint))
                column += span
            }
        }
        // Columns.
        var widths = [CGFloat].filled(with: 0, count: columns)
        let singles = (0..<columns).map { column in
            cells.filter { $0.column == column && $0.span == 1 && !$0.unsized.contains(.horizontal) }
        }
        func width(_ cell: Cell, _ length: CGFloat?) -> CGFloat {
            cell.element.sizeThatFits(ProposedViewSize(width: length, height: nil)).width
        }
        if let length = proposal.width, length.isFinite {
            var remaining = length - CGFloat(max(columns - 1, 0)) * hs
            let flexibility = singles.map { group -> CGFloat in
                let low = group.map { width($0, 0) }.max() ?? 0
                let high = group.map { width($0, .infinity) }.max() ?? 0
                return high - low
            }
            let order = (0..<columns).sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
            for (position, column) in order.enumerated() {
                let share = max(remaining / CGFloat(columns - position), 0)
                widths[column] = singles[column].map { width($0, share) }.max() ?? 0
                remaining -= widths[column]
            }
        } else {
            for column in 0..<columns { widths[column] = singles[column].map { width($0, proposal.width) }.max() ?? 0 }
        }
        for cell in cells where cell.span > 1 || (cell.span == columns && !isGridRow[cell.row]) {
            guard !cell.unsized.contains(.horizontal), cell.span > 0 else { continue }
            let range = cell.column..<(cell.column + cell.span)
            let current = widths[range].reduce(0, +) + CGFloat(cell.span - 1) * hs
            let offered = cell.span == columns ? proposal.width : current
            let wanted = width(cell, offered)
            if wanted.isFinite && wanted > current {
                let extra = (wanted - current) / CGFloat(cell.span)
                for column in range { widths[column] += extra }
            }
        }
        // Rows.
        func boxWidth(_ cell: Cell) -> CGFloat {
            widths[cell.column..<(cell.column + cell.span)].reduce(0, +) + CGFloat(max(cell.span - 1, 0)) * hs
        }
        func height(_ cell: Cell, _ length: CGFloat?) -> CGFloat {
            cell.element.sizeThatFits(ProposedViewSize(width: boxWidth(cell), height: length)).height
        }
        let rowCount = rows.count
        var heights = [CGFloat].filled(with: 0, count: rowCount)
        let sized = (0..<rowCount).map { row in cells.filter { $0.row == row && !$0.unsized.contains(.vertical) } }
        if let length = proposal.height, length.isFinite {
            var remaining = length - CGFloat(max(rowCount - 1, 0)) * vs
            let flexibility = sized.map { group -> CGFloat in
                (group.map { height($0, .infinity) }.max() ?? 0) - (group.map { height($0, 0) }.max() ?? 0)
            }
            let order = (0..<rowCount).sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
            for (position, row) in order.enumerated() {
                let share = max(remaining / CGFloat(rowCount - position), 0)
                heights[row] = sized[row].map { height($0, share) }.max() ?? 0
                remaining -= heights[row]
            }
        } else {
            for row in 0..<rowCount { heights[row] = sized[row].map { height($0, proposal.height) }.max() ?? 0 }
        }
        let size = CGSize(width: widths.reduce(0, +) + CGFloat(max(columns - 1, 0)) * hs,
                          height: heights.reduce(0, +) + CGFloat(max(rowCount - 1, 0)) * vs)
        return Arrangement(rows: rows, rowBehaviors: rowBehaviors, isGridRow: isGridRow, cells: cells, widths: widths, heights: heights, size: size)
    }

    private func span(of cell: LayoutChild) -> Int {
        max(cell.traits.values[ObjectIdentifier(GridCellColumnsKey.self)] as? Int ?? 1, 1)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        arrange(proposal, in: context).size
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
        let hs = horizontalSpacing ?? Self.defaultSpacing
        let vs = verticalSpacing ?? Self.defaultSpacing
        let arrangement = arrange(proposal, in: context)
        var columnX: [CGFloat] = []
        var x: CGFloat = 0
        for width in arrangement.widths {
            columnX.append(x)
            x += width + hs
        }
        var rowY: [CGFloat] = []
        var y: CGFloat = 0
        for height in arrangement.heights {
            rowY.append(y)
            y += height + vs
        }
        // A column's alignment: the first `gridColumnAlignment` set on one of its cells.
        var columnAlignment = [HorizontalAlignment?].filled(with: nil, count: arrangement.widths.count)
        for cell in arrangement.cells where cell.span == 1 && columnAlignment[cell.column] == nil {
            columnAlignment[cell.column] = cell.element.traits.values[ObjectIdentifier(GridColumnAlignmentKey.self)] as? HorizontalAlignment
        }
        var placements = [[GridRowBehavior.CellPlacement]].filled(with: [], count: arrangement.rows.count)
        for cell in arrangement.cells {
            let width = arrangement.widths[cell.column..<(cell.column + cell.span)].reduce(0, +) + CGFloat(max(cell.span - 1, 0)) * hs
            let box = CGRect(x: frame.minX + (columnX.isEmpty ? 0 : columnX[cell.column]), y: frame.minY + rowY[cell.row],
                             width: width, height: arrangement.heights[cell.row])
            let cellProposal = ProposedViewSize(box.size)
            let size = cell.element.sizeThatFits(cellProposal)
            var origin: CGPoint
            if let anchor = cell.anchor {
                origin = CGPoint(x: box.minX + anchor.x * (box.width - size.width), y: box.minY + anchor.y * (box.height - size.height))
            } else {
                let rowAlignment = arrangement.rowBehaviors[cell.row]?.alignment
                let horizontal = (cell.span == 1 ? columnAlignment[cell.column] : nil) ?? alignment.horizontal
                let vertical = rowAlignment ?? alignment.vertical
                let dimensions = ViewDimensions(size: box.size)
                origin = CGPoint(
                    x: box.minX + horizontal.key.value.id.defaultValue(in: dimensions)
                        - cell.element.alignmentValue(horizontal.key.value, proposal: cellProposal),
                    y: box.minY + vertical.key.value.id.defaultValue(in: dimensions)
                        - cell.element.alignmentValue(vertical.key.value, proposal: cellProposal))
            }
            if arrangement.isGridRow[cell.row] {
                placements[cell.row].append(GridRowBehavior.CellPlacement(position: cell.position, origin: origin,
                                                                           proposal: cellProposal))
            } else {
                context.place(cell.element, at: origin, proposal: cellProposal)
            }
        }
        for (index, row) in arrangement.rows.enumerated() {
            guard let behavior = arrangement.rowBehaviors[index] else { continue }
            behavior.cellPlacements = placements[index]
            // A new set of cell placements: the row must place its cells again.
            row.needsPlacement()
            context.place(row, at: CGPoint(x: frame.minX, y: frame.minY + rowY[index]),
                         proposal: ProposedViewSize(width: arrangement.size.width, height: arrangement.heights[index]))
        }
    }
}

/// The layout of a `GridRow`: inside a `Grid` it is as large as the grid proposes and places
/// its cells where the grid computed; outside one it lays its cells out as an `HStack`.
final class GridRowBehavior: ElementBehavior {
    var alignment: VerticalAlignment?
    /// Where the grid puts one of the row's cells: the cell's position among the row's
    /// elements, its top-leading corner (root coordinates) and its proposal.
    struct CellPlacement {
        var position: Int
        var origin: CGPoint
        var proposal: ProposedViewSize
    }

    /// The cell placements the grid computed in this pass.
    var cellPlacements: [CellPlacement] = []

    private var stack: StackAlgorithm {
        StackAlgorithm(axis: .horizontal, alignment: (alignment ?? .center).key.value, spacing: nil)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        if context.isPlaced(by: GridBehavior.self) { return proposal.replacingUnspecifiedDimensions(by: .zero) }
        return stack.sizeThatFits(proposal, context.children.subviews)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
        let cells = context.children
        if context.isPlaced(by: GridBehavior.self) {
            for placement in cellPlacements where placement.position < cells.count {
                context.place(cells[placement.position], at: placement.origin, proposal: placement.proposal)
            }
            return
        }
        context.placeSubviews(cells, in: frame, proposal: proposal) {
            stack.place(in: frame, proposal: proposal, cells.subviews)
        }
    }
}
