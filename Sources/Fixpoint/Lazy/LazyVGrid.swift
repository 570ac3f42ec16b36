import Foundation

/// A container view that arranges its child views in a grid that grows vertically, creating
/// items only as needed.
///
/// Fixpoint materialises every cell. Laid out by `LazyGridLayout` with the columns' algorithm
/// of reference part 2, §2.2.
public struct LazyVGrid<Content: View>: View {
    let layout: LazyGridLayout
    let content: Content

    /// Creates a grid that grows vertically.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .vertical, tracks: LazyGridTracks(items: columns), alignment: alignment.key.value,
                                spacing: spacing, pinnedViews: pinnedViews)
        self.content = content()
    }

    /// `LazyVGrid` is primitive.
    public typealias Body = Never
}

extension LazyVGrid: BuiltinView {
    func hasSameLayoutInputs(as old: any View) -> Bool {
        isSameType(as: old) { $0.pointee.layout == layout }
    }

    func mount(_ node: ViewNode, in graph: ViewGraph) {
        layout.diagnoseUnusableItems(node: node, graph: graph)
        LayoutView(layout: layout, content: content, name: "LazyVGrid").mount(node, in: graph)
    }
}

extension LazyGridLayout {
    /// Reports grid items whose lengths cannot be used (they are laid out as 0).
    func diagnoseUnusableItems(node: ViewNode, graph: ViewGraph) {
        let values = tracks.unusableValues
        guard !values.isEmpty else { return }
        graph.recorder.diagnose(.invalidLayoutInput, node: node,
                                message: "GridItem lengths \(values.map { NumberFormat.string($0) }.joined(separator: ", ")) are not usable; 0 is used instead.")
    }
}
