import Foundation

/// A direction in which SwiftUI can lay out content: left to right or right to left.
///
/// Read by the layout phase from each container's environment: a container whose direction is
/// `.rightToLeft` mirrors the x position of each child inside its own frame (reference part 2,
/// §5.1), so the first child of an `HStack` is rightmost and `.leading` means the right edge.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// A left-to-right layout direction.
    case leftToRight
    /// A right-to-left layout direction.
    case rightToLeft
}

/// A set of values that indicate the visual size available to the view (SwiftUI's size class).
///
/// Set by the environment presets (`EnvironmentValues.iPhone13` and the others) and read by
/// bodies (`@Environment(\.horizontalSizeClass)`) and by the navigation bar's height at layout.
public enum UserInterfaceSizeClass: Hashable, CaseIterable, Sendable {
    /// The compact size class.
    case compact
    /// The regular size class.
    case regular
}
