import Foundation

/// How much an element's placement depends on where it is in root coordinates, beyond its
/// position relative to its container.
///
/// Declared by each `ElementBehavior` and aggregated over a subtree by
/// `ViewNode.subtreePositionDependence` (layout phase); `LayoutEngine.place` skips a clean
/// subtree whose container moved unless the subtree depends on its position. Ordered: the
/// aggregate of a subtree is the maximum of its nodes'.
enum PositionDependence: UInt8, Comparable {
    /// Placement is a function of the proposal and the position in the container only.
    case none
    /// Placement reads the safe-area insets it touches (`ignoresSafeArea`, a shape-style
    /// background): it depends on its position only while some safe-area inset is in force.
    case safeArea
    /// Placement reads the root position, or builds views while placed (a GeometryReader, a
    /// geometry effect, a scroll view, a list, a navigation container, a preference reader).
    case always

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
