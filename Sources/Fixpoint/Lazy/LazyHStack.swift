import Foundation

/// A view that arranges its children in a line that grows horizontally, creating items only as
/// needed.
///
/// Fixpoint materialises every child (reference part 2, §2.1 item 7): the layout is exact, and
/// what SwiftUI would create lazily is created at once. Laid out by `LazyStackAlgorithm`: it
/// fills a concrete height and is as wide as its children and gaps.
public struct LazyHStack<Content: View>: View {
    let layout: LazyHStackLayout
    let content: Content

    /// Creates a lazy horizontal stack view with the given spacing, vertical alignment, pinning
    /// behavior, and content.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyHStackLayout(alignment: alignment, spacing: spacing, pinnedViews: pinnedViews)
        self.content = content()
    }

    /// `LazyHStack` is primitive.
    public typealias Body = Never
}

/// The layout behind `LazyHStack`.
struct LazyHStackLayout: Layout, Equatable {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews

    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var algorithm: LazyStackAlgorithm {
        LazyStackAlgorithm(axis: .horizontal, alignment: alignment.key.value, spacing: spacing)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.layout(proposal, subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.place(in: bounds, proposal: proposal, subviews, pinnedViews: pinnedViews)
    }
}

extension LazyHStack: BuiltinView {
    func hasSameLayoutInputs(as old: any View) -> Bool {
        (old as? Self)?.layout == layout
    }

    func mount(_ node: ViewNode, in graph: ViewGraph) {
        LayoutView(layout: layout, content: content, name: "LazyHStack").mount(node, in: graph)
    }
}
