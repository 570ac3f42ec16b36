import Foundation

/// A container view that arranges its child views in a grid that grows horizontally, creating
/// items only as needed.
///
/// Fixpoint materialises every cell. Laid out by `LazyGridLayout`: the rows come from the grid
/// items (the transpose of `LazyVGrid`'s columns) and each column is as wide as its widest cell.
public struct LazyHGrid<Content: View>: View {
    let layout: LazyGridLayout
    let content: Content

    /// Creates a grid that grows horizontally.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .horizontal, tracks: LazyGridTracks(items: rows), alignment: alignment.key.value,
                                spacing: spacing, pinnedViews: pinnedViews)
        self.content = content()
    }

    /// `LazyHGrid` is primitive.
    public typealias Body = Never
}

extension LazyHGrid: BuiltinView {
    func hasSameLayoutInputs(as old: any View) -> Bool {
        isSameType(as: old) { $0.pointee.layout == layout }
    }

    func mount(_ node: ViewNode, in graph: ViewGraph) {
        layout.diagnoseUnusableItems(node: node, graph: graph)
        LayoutView(layout: layout, content: content, name: "LazyHGrid").mount(node, in: graph)
    }
}
