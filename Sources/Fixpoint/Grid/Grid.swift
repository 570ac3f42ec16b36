import Foundation

/// A container view that arranges other views in a two dimensional layout.
///
/// Eager (reference part 2, §2.3): each `GridRow` child is a row of cells; any other child is a
/// row of its own spanning every column. Laid out by `GridBehavior`.
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// Creates a grid with the specified spacing, alignment, and child views.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    /// `Grid` is primitive.
    public typealias Body = Never
}

extension Grid: BuiltinView {
    func hasSameLayoutInputs(as old: any View) -> Bool {
        isSameType(as: old) { old in
            old.pointee.alignment == alignment && old.pointee.horizontalSpacing == horizontalSpacing
                && old.pointee.verticalSpacing == verticalSpacing
        }
    }

    func mount(_ node: ViewNode, in graph: ViewGraph) {
        let behavior = node.becomeElement("Grid", GridBehavior.self) { GridBehavior() }
        behavior.alignment = alignment
        behavior.horizontalSpacing = GridBehavior.usableSpacing(horizontalSpacing, node: node, graph: graph)
        behavior.verticalSpacing = GridBehavior.usableSpacing(verticalSpacing, node: node, graph: graph)
        graph.reconcileChild(of: node, view: content, environment: node.environment)
    }
}

/// A horizontal row in a two dimensional grid container.
///
/// Inside a `Grid` its elements are the row's cells, placed by the grid; elsewhere it lays out
/// its cells as an `HStack` with the row's alignment would.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a horizontal row of child views in a grid.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// `GridRow` is primitive.
    public typealias Body = Never
}

extension GridRow: BuiltinView {
    func hasSameLayoutInputs(as old: any View) -> Bool {
        isSameType(as: old) { $0.pointee.alignment == alignment }
    }

    func mount(_ node: ViewNode, in graph: ViewGraph) {
        let behavior = node.becomeElement("GridRow", GridRowBehavior.self) { GridRowBehavior() }
        behavior.alignment = alignment
        graph.reconcileChild(of: node, view: content, environment: node.environment)
    }
}

/// The cell settings of `gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor` and
/// `gridCellUnsizedAxes`, carried to the grid as layout traits.
struct GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
struct GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
struct GridCellAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
struct GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }

extension View {
    /// Tells a view that acts as a cell in a grid to span the specified number of columns
    /// (at least 1).
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: max(count, 1))
    }

    /// Overrides the default horizontal alignment of the grid column that the view appears in.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Specifies a custom alignment anchor for a view that acts as a grid cell.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Asks grid layouts not to offer the view extra size in the specified axes: the cell takes
    /// the size the other cells give its column or row.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}
