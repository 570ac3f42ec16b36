import Foundation

/// A set of view types that may be pinned to the bounds of a scroll view.
///
/// Accepted by the lazy stacks and grids; see the README's fidelity notes for what pinning does
/// in Fixpoint (reference part 2, §2.1 item 6).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    /// The raw bits of the set.
    public let rawValue: UInt32
    /// Creates a set from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The header view of each `Section` will be pinned.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The footer view of each `Section` will be pinned.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
