import Foundation

/// A set of symbolic safe area regions.
///
/// Read by `ignoresSafeArea(_:edges:)` at placement: the window's insets and every inset
/// Fixpoint adds (`safeAreaInset`, `safeAreaPadding`, navigation bars) are `.container`; the
/// keyboard region is empty headless.
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
/// its content's size for the proposal it gets (reference part 2, §4.4: sizing is unchanged) and,
/// at placement, proposes its content its own size grown by the insets of the given regions on
/// the given edges that its frame touches, moved up and left by those insets.
struct SafeAreaIgnoringModifier: UnaryLayoutModifier, Equatable {
    let regions: SafeAreaRegions
    let edges: Edge.Set

    var elementName: String { "ignoresSafeArea" }

    /// Reads the safe-area insets its frame touches.
    var positionDependence: PositionDependence { .safeArea }

    func place(_ child: LayoutChild, at placement: ChildPlacement, in frame: CGRect, context: LayoutContext) {
        let insets = context.safeAreaInsets(of: frame, regions: regions)
            .restricted(to: edges, context.environment.layoutDirection)
        guard !insets.isZero else {
            context.place(child, at: frame.origin, proposal: placement.proposal)
            return
        }
        let grown = CGRect(x: frame.minX - insets.left, y: frame.minY - insets.top,
                           width: frame.width + insets.left + insets.right,
                           height: frame.height + insets.top + insets.bottom)
        // The child's origin is physical already: place it without the container's mirroring.
        context.place(child, at: grown.origin, proposal: ProposedViewSize(grown.size), mirrored: false)
    }
}

extension View {
    /// Expands the safe area of a view: its content is laid out over the insets of `regions`
    /// on `edges` that the view touches; its own size does not change.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(SafeAreaIgnoringModifier(regions: regions, edges: edges))
    }

    /// Changes the view's proposed area to extend outside the screen's safe areas (deprecated
    /// in SwiftUI): `ignoresSafeArea(.all, edges:)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(SafeAreaIgnoringModifier(regions: .all, edges: edges))
    }
}
