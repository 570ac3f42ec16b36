import Foundation

/// The ways that content margins apply to a scroll view (`contentMargins(_:_:for:)`).
///
/// Read by scroll views below the modifier: `.automatic` and `.scrollContent` inset the
/// content; `.scrollIndicators` moves only the indicators and has no layout effect.
public struct ContentMarginPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
    let kind: Kind

    /// The default placement: the margins apply to the content (and the indicators).
    public static let automatic = ContentMarginPlacement(kind: .automatic)
    /// The margins apply to the scroll content only.
    public static let scrollContent = ContentMarginPlacement(kind: .scrollContent)
    /// The margins apply to the scroll indicators only (no layout effect).
    public static let scrollIndicators = ContentMarginPlacement(kind: .scrollIndicators)
}

/// The content margins set above a view, as the environment carries them to scroll views.
struct ContentMargins: Equatable {
    /// The margins that inset scroll content (from `.automatic` and `.scrollContent`).
    var scrollContent = EdgeInsets()
    /// The margins of the indicators (recorded; no layout effect).
    var scrollIndicators = EdgeInsets()

    /// Sets `length` on `edges` of the placement's margins; an inner modifier overrides the
    /// edges it names.
    mutating func set(_ edges: Edge.Set, _ length: CGFloat, for placement: ContentMarginPlacement) {
        func apply(_ insets: inout EdgeInsets) {
            if edges.contains(.top) { insets.top = length }
            if edges.contains(.leading) { insets.leading = length }
            if edges.contains(.bottom) { insets.bottom = length }
            if edges.contains(.trailing) { insets.trailing = length }
        }
        switch placement.kind {
        case .automatic:
            apply(&scrollContent)
            apply(&scrollIndicators)
        case .scrollContent: apply(&scrollContent)
        case .scrollIndicators: apply(&scrollIndicators)
        }
    }
}

struct ContentMarginsKey: EnvironmentKey {
    static let defaultValue = ContentMargins()
}

extension View {
    /// Configures the content margin for a provided placement: scroll views below inset their
    /// content by `length` on `edges` (the safe area is added by the scroll view, reference §1.1).
    ///
    /// A negative or non-finite length is replaced by 0 with a diagnostic.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(ContentMarginsModifier(margins: [(edges, length ?? ContentMarginsModifier.defaultLength)], placement: placement))
    }

    /// Configures the content margin for a provided placement, with insets per edge.
    public func contentMargins(_ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(ContentMarginsModifier(margins: [(.top, insets.top), (.leading, insets.leading),
                                                  (.bottom, insets.bottom), (.trailing, insets.trailing)],
                                        placement: placement))
    }

    /// Configures the content margin on all edges: `contentMargins(.all, length, for:)`.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}

/// `contentMargins(_:_:for:)`: an environment modifier that scroll views below read; it takes no
/// part in layout itself. Unusable lengths are replaced by 0 with a diagnostic at mount.
struct ContentMarginsModifier: BuiltinModifier {
    /// The length SwiftUI uses when `nil` is passed: the default padding (16).
    static let defaultLength: CGFloat = 16
    let margins: [(edges: Edge.Set, length: CGFloat)]
    let placement: ContentMarginPlacement

    var distributesOverLists: Bool { false }

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        node.role = .transparent
        node.name = "contentMargins"
        var environment = node.environment
        var value = environment[ContentMarginsKey.self]
        for (edges, length) in margins {
            var usable = length
            if !length.isFinite || length < 0 {
                graph.recorder.diagnose(.invalidLayoutInput, node: node,
                                        message: "contentMargins(\(NumberFormat.string(length))) is not a usable length; 0 is used instead.")
                usable = 0
            }
            value.set(edges, usable, for: placement)
        }
        environment[ContentMarginsKey.self] = value
        graph.reconcileChild(of: node, view: content, environment: environment)
    }
}
