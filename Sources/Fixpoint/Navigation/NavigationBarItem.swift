import Foundation

/// A style for the display of a navigation bar's title (iOS).
///
/// Read by `NavigationContainer` at layout: `.large` adds the large-title row (52 pt) under the
/// 44-pt bar; `.automatic` is large on the root and inherits the level below on pushed views.
public enum NavigationBarItem {
    /// A style for the display of a navigation bar title.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Inherit the display mode from the previous navigation item.
        case automatic
        /// Display the title within the standard bounds of the navigation bar.
        case inline
        /// Display a large title within an expanded navigation bar.
        case large
    }
}

/// `navigationTitle(_:)` and `navigationBarTitleDisplayMode(_:)`: transparent modifiers whose
/// values the nearest `NavigationContainer` above reads at layout (the first of each in
/// pre-order of the shown level, nested stacks excluded).
struct NavigationBarItemModifier: BuiltinModifier, Equatable {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode?

    var distributesOverLists: Bool { false }

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        node.role = .transparent
        node.name = title != nil ? "navigationTitle" : "navigationBarTitleDisplayMode"
        graph.reconcileChild(of: node, view: content, environment: node.environment)
    }
}

extension View {
    /// Configures the view's title for purposes of navigation, using a string.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(NavigationBarItemModifier(title: String(title), displayMode: nil))
    }

    /// Configures the view's title for purposes of navigation, using a text view (its string).
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationBarItemModifier(title: title.content, displayMode: nil))
    }

    /// Configures the title display mode for this view.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationBarItemModifier(title: nil, displayMode: displayMode))
    }
}
