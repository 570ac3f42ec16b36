import Foundation

/// A set of symbolic safe area regions.
///
/// Read by `ignoresSafeArea(_:edges:)`; Fixpoint's windows have no safe-area insets yet, so the
/// regions are recorded for the layout that will use them.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The raw bits of the set.
    public let rawValue: UInt
    /// Creates a set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The safe area defined by the device and containers within the user interface.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The safe area matching the current extent of any software keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// All safe area regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// `ignoresSafeArea(_:edges:)` and `edgesIgnoringSafeArea(_:)`: a layout modifier that reports
/// its content's size for the proposal it gets (reference §4.4: sizing is unchanged) and, at
/// placement, grows the content by the insets of the given regions on the given edges that it
/// touches. With Fixpoint's zero safe area nothing grows: the content sits exactly in the
/// modifier's frame; the node (`ignoresSafeArea` in snapshots) keeps the regions and edges.
struct SafeAreaIgnoringModifier: BuiltinModifier {
    let regions: SafeAreaRegions
    let edges: Edge.Set

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        mountElement("ignoresSafeArea", SafeAreaIgnoringBehavior.self, content: content, node: node, graph: graph) {
            SafeAreaIgnoringBehavior()
        }.modifier = self
    }
}

final class SafeAreaIgnoringBehavior: ModifierBehavior {
    var modifier = SafeAreaIgnoringModifier(regions: .all, edges: .all)

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine) -> CGSize {
        child(of: node, engine: engine).map { engine.size(of: $0, proposal: proposal) } ?? .zero
    }
}

extension View {
    /// Expands the safe area of a view: with Fixpoint's zero safe area the view is laid out
    /// and placed as without the modifier.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(SafeAreaIgnoringModifier(regions: regions, edges: edges))
    }

    /// Changes the view's proposed area to extend outside the screen's safe areas (deprecated
    /// in SwiftUI): `ignoresSafeArea(.all, edges:)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(SafeAreaIgnoringModifier(regions: .all, edges: edges))
    }
}
