import Foundation

/// A view that arranges its children in a line that grows vertically, creating items only as
/// needed.
///
/// Fixpoint materialises every child (reference part 2, §2.1 item 7): the layout is exact, and
/// what SwiftUI would create lazily is created at once. Laid out by `LazyStackLayout` (`LazyStackAlgorithm`): it
/// fills a concrete width and is as tall as its children and gaps.
public struct LazyVStack<Content: View>: View {
    let layout: LazyStackLayout<VerticalLazyStack>
    let content: Content

    /// Creates a lazy vertical stack view with the given spacing, horizontal alignment, pinning
    /// behavior, and content.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyStackLayout(alignment: alignment.key.value, spacing: spacing, pinnedViews: pinnedViews)
        self.content = content()
    }

    /// `LazyVStack` is primitive.
    public typealias Body = Never
}

extension LazyVStack: BuiltinView {
    func hasSameLayoutInputs(as old: any View) -> Bool {
        isSameType(as: old) { $0.pointee.layout == layout }
    }

    func mount(_ node: ViewNode, in graph: ViewGraph) {
        LayoutView(layout: layout, content: content, name: "LazyVStack").mount(node, in: graph)
    }
}
