import Foundation

/// A view that arranges its children in a line that grows horizontally, creating items only as
/// needed.
///
/// Fixpoint materialises every child (reference part 2, §2.1 item 7): the layout is exact, and
/// what SwiftUI would create lazily is created at once. Laid out by `LazyStackLayout` (`LazyStackAlgorithm`): it
/// fills a concrete height and is as wide as its children and gaps.
public struct LazyHStack<Content: View>: View {
    let layout: LazyStackLayout<HorizontalLazyStack>
    let content: Content

    /// Creates a lazy horizontal stack view with the given spacing, vertical alignment, pinning
    /// behavior, and content.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyStackLayout(alignment: alignment.key.value, spacing: spacing, pinnedViews: pinnedViews)
        self.content = content()
    }

    /// `LazyHStack` is primitive.
    public typealias Body = Never
}

extension LazyHStack: BuiltinView {
    func hasSameLayoutInputs(as old: any View) -> Bool {
        isSameType(as: old) { $0.pointee.layout == layout }
    }

    func mount(_ node: ViewNode, in graph: ViewGraph) {
        LayoutView(layout: layout, content: content, name: "LazyHStack").mount(node, in: graph)
    }
}
