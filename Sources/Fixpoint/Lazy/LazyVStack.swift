import Foundation

/// A view that arranges its children in a line that grows vertically, creating items only as
/// needed.
///
/// Fixpoint materialises every child (reference part 2, §2.1 item 7): the layout is exact, and
/// what SwiftUI would create lazily is created at once. Laid out by `LazyStackAlgorithm`: it
/// fills a concrete width and is as tall as its children and gaps.
public struct LazyVStack<Content: View>: View {
    let layout: LazyVStackLayout
    let content: Content

    /// Creates a lazy vertical stack view with the given spacing, horizontal alignment, pinning
    /// behavior, and content.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyVStackLayout(alignment: alignment, spacing: spacing, pinnedViews: pinnedViews)
        self.content = content()
    }

    /// `LazyVStack` is primitive.
    public typealias Body = Never
}

/// The layout behind `LazyVStack`.
struct LazyVStackLayout: Layout, Equatable {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews

    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var algorithm: LazyStackAlgorithm {
        LazyStackAlgorithm(axis: .vertical, alignment: alignment.key.value, spacing: spacing)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.layout(proposal, subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.place(in: bounds, proposal: proposal, subviews, pinnedViews: pinnedViews)
    }
}

extension LazyVStack: BuiltinView {
    func hasSameLayoutInputs(as old: any View) -> Bool {
        (old as? Self)?.layout == layout
    }

    func mount(_ node: ViewNode, in graph: ViewGraph) {
        LayoutView(layout: layout, content: content, name: "LazyVStack").mount(node, in: graph)
    }
}
