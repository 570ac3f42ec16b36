import Foundation

/// Where the root view goes: the host's proposal, and the window's safe-area insets when the
/// environment models a window (`EnvironmentValues.windowSafeAreaInsets`).
///
/// Made by the layout phase for each pass. Without insets (the `.iOS`/`.macOS` presets) the root
/// gets the whole proposal at the origin, as before; with insets it is proposed the safe area
/// and centred in it (reference part 2, §4.2), and the window becomes the outermost safe-area
/// element. An axis proposed nil or ∞ has no window edge: its insets are ignored.
struct RootWindow {
    /// The window, in root coordinates (zero-sized on an unspecified axis).
    let container: CGRect
    /// The safe area inside the window.
    let safe: CGRect
    /// What the root view is proposed.
    let rootProposal: ProposedViewSize
    /// Whether the root is centred in the safe area (a window) or put at its origin.
    let centresRoot: Bool
    /// Whether the host's layout direction is right to left (a canvas root goes to the right).
    let rightToLeft: Bool

    init(proposal: ProposedViewSize, environment: EnvironmentValues) {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        container = CGRect(x: 0, y: 0, width: width ?? 0, height: height ?? 0)
        rightToLeft = environment.layoutDirection == .rightToLeft
        guard let insets = environment.windowSafeAreaInsets else {
            safe = container
            rootProposal = proposal
            centresRoot = false
            return
        }
        let physical = environment.layoutDirection == .rightToLeft
            ? (left: insets.trailing, right: insets.leading) : (left: insets.leading, right: insets.trailing)
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        let left = width == nil ? 0 : clean(physical.left), right = width == nil ? 0 : clean(physical.right)
        let top = height == nil ? 0 : clean(insets.top), bottom = height == nil ? 0 : clean(insets.bottom)
        safe = CGRect(x: left, y: top, width: max(0, container.width - left - right),
                      height: max(0, container.height - top - bottom))
        rootProposal = ProposedViewSize(width: width == nil ? proposal.width : safe.width,
                                        height: height == nil ? proposal.height : safe.height)
        centresRoot = true
    }

    /// Whether `origin(for:)` depends on the root's size.
    var needsRootSize: Bool { centresRoot || (rightToLeft && container.width > 0) }

    /// The window as the outermost safe-area element, if it has insets.
    var safeAreaElement: SafeAreaElement? {
        centresRoot && safe != container ? SafeAreaElement(outer: container, safe: safe) : nil
    }

    /// The root's top-leading corner for a root of `size` (top-right of the window in a
    /// right-to-left canvas; the window's safe insets are already physical).
    func origin(for size: CGSize) -> CGPoint {
        guard centresRoot else {
            return CGPoint(x: rightToLeft && container.width > 0 && size.width.isFinite ? container.width - size.width : 0, y: 0)
        }
        func centre(_ start: CGFloat, _ length: CGFloat, _ extent: CGFloat) -> CGFloat {
            length > 0 && extent.isFinite ? start + (length - extent) / 2 : start
        }
        return CGPoint(x: centre(safe.minX, safe.width, size.width), y: centre(safe.minY, safe.height, size.height))
    }
}
