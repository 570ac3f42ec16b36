import Foundation

/// A scrollable view.
///
/// A layout element (reference part 2, §1): its content is proposed nil on each scroll axis and
/// the scroll view's own proposal (less the content margins) across it; the scroll view takes
/// its proposal on each scroll axis and its content's size (plus margins) across. Several
/// content views are stacked as in a `VStack` (an `HStack` for a horizontal-only scroll view).
/// The content is placed at the top-leading corner plus the margins, minus the scroll offset
/// that `ViewHost.scroll(…)` or `ScrollViewProxy.scrollTo(_:anchor:)` set.
public struct ScrollView<Content: View>: View {
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes of the scroll view.
    public var axes: Axis.Set
    /// A value that indicates whether the scroll view displays the scrollable component of the
    /// content offset (recorded; indicators take no layout space).
    public var showsIndicators: Bool

    /// Creates a new instance that's scrollable in the direction of the given axis and can show
    /// indicators while scrolling.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// `ScrollView` is primitive.
    public typealias Body = Never
}

extension ScrollView: BuiltinView {
    func hasSameLayoutInputs(as old: any View) -> Bool {
        isSameType(as: old) { $0.pointee.axes == axes }
    }

    func mount(_ node: ViewNode, in graph: ViewGraph) {
        let behavior = node.becomeElement("ScrollView", ScrollViewBehavior.self) { ScrollViewBehavior() }
        behavior.axes = axes
        behavior.showsIndicators = showsIndicators
        graph.reconcileChild(of: node, view: content, environment: node.environment)
    }
}
