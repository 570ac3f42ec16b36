import Foundation

/// What an element's view value and environment are, read the same way by the layout part of a
/// behaviour (`LayoutContext`) and by its content part (`ElementContent`).
protocol ElementInputs {
    /// The element's current view value.
    var view: any View { get }
    /// The element's environment.
    var environment: EnvironmentValues { get }
}

extension ElementInputs {
    /// The element's view value as the type its behaviour was made for (a behaviour is made by
    /// one view type's mount; reading it as another traps).
    func value<V: View>(as type: V.Type) -> V { knownTypeValue(view, as: type) }
}

/// An element as the content part of its behaviour sees it when snapshots draw it or read its
/// text: its value, environment and last placement. The behaviour never sees the node.
///
/// Made by the snapshot builder and by interactions (after the layout phase) for one call; it
/// does not retain the node, so it must not outlive the call.
struct ElementContent: ElementInputs {
    // Unretained: a proxy lives for one call, while its caller holds the node.
    fileprivate unowned(unsafe) let node: ViewNode

    /// The content proxy of `node` for one behaviour call (snapshots, interactions).
    init(_ node: ViewNode) {
        self.node = node
    }

    var view: any View { node.view }
    var environment: EnvironmentValues { node.environment }
    /// The proposal the element was last placed with (unspecified before its first placement).
    var placedProposal: ProposedViewSize { node.placedProposal ?? .unspecified }
}
