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
        var node: ViewNode
        var row: Int
        var column: Int
        var span: Int
        var unsized: Axis.Set
        var anchor: UnitPoint?
    }

    struct Arrangement {
        var rows: [ViewNode]
        var isGridRow: [Bool]
        var cells: [Cell]
        var widths: [CGFloat]
        var heights: [CGFloat]
        var size: CGSize
    }

    private func arrange(_ proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine) -> Arrangement {
        let hs = horizontalSpacing ?? Self.defaultSpacing
        let vs = verticalSpacing ?? Self.defaultSpacing
        let rows = engine.elements(of: node)
        engine.assignContainerAxis(.vertical, to: rows)
        var isGridRow: [Bool] = []
        var rowCells: [[ViewNode]] = []
        var columns = 0
        for row in rows {
            if row.behavior is GridRowBehavior {
                let cells = engine.elements(of: row)
                engine.assignContainerAxis(.horizontal, to: cells)
                isGridRow.append(true)
                rowCells.append(cells)
                columns = max(columns, cells.reduce(0) { $0 + span(of: $1, engine: engine) })
            } else {
                isGridRow.append(false)
                rowCells.append([row])
            }
        }
        if columns == 0 && !rows.isEmpty { columns = 1 }
        var cells: [Cell] = []
        for (index, members) in rowCells.enumerated() {
            var column = 0
            for member in members {
                let traits = engine.traits(of: member)
                let span = isGridRow[index] ? min(span(of: member, engine: engine), max(columns - column, 1)) : columns
                cells.append(Cell(node: member, row: index, column: column, span: span,
                                  unsized: traits.values[ObjectIdentifier(GridCellUnsizedAxesKey.self)] as? Axis.Set ?? [],
                                  anchor: traits.values[ObjectIdentifier(GridCellAnchorKey.self)] as? UnitPoint))
                column += span
            }
        }
        // Columns.
        var widths = [CGFloat](repeating: 0, count: columns)
        let singles = (0..<columns).map { column in
            cells.filter { $0.column == column && $0.span == 1 && !$0.unsized.contains(.horizontal) }
        }
        func width(_ cell: Cell, _ length: CGFloat?) -> CGFloat {
            engine.size(of: cell.node, proposal: ProposedViewSize(width: length, height: nil)).width
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
            engine.size(of: cell.node, proposal: ProposedViewSize(width: boxWidth(cell), height: length)).height
        }
        let rowCount = rows.count
        var heights = [CGFloat](repeating: 0, count: rowCount)
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
        return Arrangement(rows: rows, isGridRow: isGridRow, cells: cells, widths: widths, heights: heights, size: size)
    }

    private func span(of node: ViewNode, engine: LayoutEngine) -> Int {
        max(engine.traits(of: node).values[ObjectIdentifier(GridCellColumnsKey.self)] as? Int ?? 1, 1)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine) -> CGSize {
        arrange(proposal, node: node, engine: engine).size
    }

    override func placeChildren(of node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {
        let hs = horizontalSpacing ?? Self.defaultSpacing
        let vs = verticalSpacing ?? Self.defaultSpacing
        let arrangement = arrange(proposal, node: node, engine: engine)
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
        var columnAlignment = [HorizontalAlignment?](repeating: nil, count: arrangement.widths.count)
        for cell in arrangement.cells where cell.span == 1 && columnAlignment[cell.column] == nil {
            columnAlignment[cell.column] = engine.traits(of: cell.node).values[ObjectIdentifier(GridColumnAlignmentKey.self)] as? HorizontalAlignment
        }
        var placements: [ObjectIdentifier: [(node: ViewNode, origin: CGPoint, proposal: ProposedViewSize)]] = [:]
        for cell in arrangement.cells {
            let width = arrangement.widths[cell.column..<(cell.column + cell.span)].reduce(0, +) + CGFloat(max(cell.span - 1, 0)) * hs
            let box = CGRect(x: frame.minX + (columnX.isEmpty ? 0 : columnX[cell.column]), y: frame.minY + rowY[cell.row],
                             width: width, height: arrangement.heights[cell.row])
            let cellProposal = ProposedViewSize(box.size)
            let size = engine.size(of: cell.node, proposal: cellProposal)
            var origin: CGPoint
            if let anchor = cell.anchor {
                origin = CGPoint(x: box.minX + anchor.x * (box.width - size.width), y: box.minY + anchor.y * (box.height - size.height))
            } else {
                let rowAlignment = (arrangement.rows[cell.row].behavior as? GridRowBehavior)?.alignment
                let horizontal = (cell.span == 1 ? columnAlignment[cell.column] : nil) ?? alignment.horizontal
                let vertical = rowAlignment ?? alignment.vertical
                let dimensions = ViewDimensions(size: box.size)
                origin = CGPoint(
                    x: box.minX + horizontal.key.value.id.defaultValue(in: dimensions)
                        - engine.alignmentValue(of: cell.node, horizontal.key.value, proposal: cellProposal),
                    y: box.minY + vertical.key.value.id.defaultValue(in: dimensions)
                        - engine.alignmentValue(of: cell.node, vertical.key.value, proposal: cellProposal))
            }
            if arrangement.isGridRow[cell.row] {
                placements[ObjectIdentifier(arrangement.rows[cell.row]), default: []].append((cell.node, origin, cellProposal))
            } else {
                engine.place(cell.node, at: origin, proposal: cellProposal)
            }
        }
        for (index, row) in arrangement.rows.enumerated() where arrangement.isGridRow[index] {
            guard let behavior = row.behavior as? GridRowBehavior else { continue }
            behavior.cellPlacements = placements[ObjectIdentifier(row)] ?? []
            // A new set of cell placements: the row must place its cells again.
            row.layoutCache.isDirty = true
            engine.place(row, at: CGPoint(x: frame.minX, y: frame.minY + rowY[index]),
                         proposal: ProposedViewSize(width: arrangement.size.width, height: arrangement.heights[index]))
        }
    }
}

/// The layout of a `GridRow`: inside a `Grid` it is as large as the grid proposes and places
/// its cells where the grid computed; outside one it lays its cells out as an `HStack`.
final class GridRowBehavior: ElementBehavior {
    var alignment: VerticalAlignment?
    /// The cell placements the grid computed in this pass, in root coordinates.
    var cellPlacements: [(node: ViewNode, origin: CGPoint, proposal: ProposedViewSize)] = []

    private func isInGrid(_ node: ViewNode) -> Bool {
        var current = node.parent
        while let candidate = current {
            if candidate.role == .element { return candidate.behavior is GridBehavior }
            current = candidate.parent
        }
        return false
    }

    private var stack: StackAlgorithm {
        StackAlgorithm(axis: .horizontal, alignment: (alignment ?? .center).key.value, spacing: nil)
    }

    private func subviews(of node: ViewNode, engine: LayoutEngine) -> LayoutSubviews {
        LayoutSubviews(engine.elements(of: node).map { LayoutSubview(node: $0, engine: engine) })
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine) -> CGSize {
        if isInGrid(node) { return proposal.replacingUnspecifiedDimensions(by: .zero) }
        return stack.sizeThatFits(proposal, subviews(of: node, engine: engine))
    }

    override func placeChildren(of node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {
        if isInGrid(node) {
            for placement in cellPlacements { engine.place(placement.node, at: placement.origin, proposal: placement.proposal) }
            return
        }
        engine.placeSubviews(engine.elements(of: node), in: frame, proposal: proposal) {
            stack.place(in: frame, proposal: proposal, subviews(of: node, engine: engine))
        }
    }
}
