import Foundation

/// A view that arranges its subviews in a horizontal line.
///
/// Mounted as a layout element using `HStackLayout`; its subviews are the flattened elements of
/// its content.
public struct HStack<Content: View>: View {
    @usableFromInline let layout: HStackLayout
    @usableFromInline let content: Content

    /// Creates a horizontal stack with the given spacing and vertical alignment.
    @inlinable public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// `HStack` is primitive.
    public typealias Body = Never
}

/// A view that arranges its subviews in a vertical line.
///
/// Mounted as a layout element using `VStackLayout`.
public struct VStack<Content: View>: View {
    @usableFromInline let layout: VStackLayout
    @usableFromInline let content: Content

    /// Creates a vertical stack with the given spacing and horizontal alignment.
    @inlinable public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// `VStack` is primitive.
    public typealias Body = Never
}

/// A view that overlays its subviews, aligning them in both axes.
///
/// Mounted as a layout element using `ZStackLayout`.
public struct ZStack<Content: View>: View {
    @usableFromInline let layout: ZStackLayout
    @usableFromInline let content: Content

    /// Creates an instance with the given alignment.
    @inlinable public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    /// `ZStack` is primitive.
    public typealias Body = Never
}

extension HStack: BuiltinView {
    func hasSameLayoutInputs(as old: any View) -> Bool {
        isSameType(as: old) { $0.pointee.layout == layout }
    }

    func mount(_ node: ViewNode, in graph: ViewGraph) {
        LayoutContainerBehavior.mountLinearStack(layout, content: existential(content), name: "HStack",
                                                 stack: BuiltinStackFacts(linearStack: layout.algorithm), node: node, graph: graph)
    }
}

extension VStack: BuiltinView {
    func hasSameLayoutInputs(as old: any View) -> Bool {
        isSameType(as: old) { $0.pointee.layout == layout }
    }

    func mount(_ node: ViewNode, in graph: ViewGraph) {
        LayoutContainerBehavior.mountLinearStack(layout, content: existential(content), name: "VStack",
                                                 stack: BuiltinStackFacts(linearStack: layout.algorithm), node: node, graph: graph)
    }
}

extension ZStack: BuiltinView {
    func hasSameLayoutInputs(as old: any View) -> Bool {
        isSameType(as: old) { $0.pointee.layout == layout }
    }

    func mount(_ node: ViewNode, in graph: ViewGraph) {
        LayoutContainerBehavior.mount(layout, content: existential(content), name: "ZStack", stack: BuiltinStackFacts(linearStack: nil),
                                      node: node, graph: graph)
    }
}
