import Foundation

/// Which dimensions of a proposal an element's size does not depend on, so that proposals that
/// differ only there share one memoised size (one sizing call instead of several).
///
/// Declared by `ElementBehavior.proposalInsensitivity(node:engine:)` and memoised per node by
/// the layout phase (`LayoutEngine.proposalInsensitivity(of:)`) until the node's layout is
/// invalidated; read by `LayoutEngine.size(of:proposal:)`, which memoises sizes under
/// `memoKey(for:)`. It only widens memo hits: an element declares an axis only where its whole
/// size (both dimensions) is provably the same, and placement still receives the real proposal.
/// Invariant: `ignored` ⊆ `presenceOnly`.
struct ProposalInsensitivity: Equatable {
    /// Axes whose proposed value, nil included, never changes the size (a Spacer's cross axis,
    /// a fixed `frame` dimension).
    var ignored: Axis.Set
    /// Axes on which any two proposed values give the same size, as long as neither is nil
    /// (a flexible frame whose minimum and maximum are equal).
    var presenceOnly: Axis.Set

    /// Every dimension matters (the default: nothing is assumed).
    static let none = ProposalInsensitivity(ignored: [], presenceOnly: [])
    /// No dimension matters (an element with nothing to size).
    static let all = ProposalInsensitivity(ignored: [.horizontal, .vertical], presenceOnly: [.horizontal, .vertical])

    /// Only `axis` matters not at all, nil included.
    static func ignoring(_ axis: Axis) -> ProposalInsensitivity {
        let set = Axis.Set(axis)
        return ProposalInsensitivity(ignored: set, presenceOnly: set)
    }

    /// Only on `axis`, any two proposed values give the same size (nil may not).
    static func presenceOnly(_ axis: Axis) -> ProposalInsensitivity {
        ProposalInsensitivity(ignored: [], presenceOnly: Axis.Set(axis))
    }

    /// What holds for both `self` and `other` (a stack's children together).
    func intersection(_ other: ProposalInsensitivity) -> ProposalInsensitivity {
        ProposalInsensitivity(ignored: ignored.intersection(other.ignored),
                              presenceOnly: presenceOnly.intersection(other.presenceOnly))
    }

    /// This insensitivity on `axis` only (another element's on the other axis).
    func restricted(to axis: Axis) -> ProposalInsensitivity {
        let set = Axis.Set(axis)
        return ProposalInsensitivity(ignored: ignored.intersection(set), presenceOnly: presenceOnly.intersection(set))
    }

    /// What holds for `self` or for `other` (insensitivities of one element on different axes).
    func union(_ other: ProposalInsensitivity) -> ProposalInsensitivity {
        ProposalInsensitivity(ignored: ignored.union(other.ignored), presenceOnly: presenceOnly.union(other.presenceOnly))
    }

    /// The proposal the size for `proposal` is memoised under: nil for an ignored dimension, 0 for
    /// a present presence-only one (any value would do; sizes are memoised, never recomputed, under
    /// it).
    @inline(__always)
    func memoKey(for proposal: ProposedViewSize) -> ProposedViewSize {
        if presenceOnly.isEmpty { return proposal }
        return ProposedViewSize(width: key(proposal.width, .horizontal), height: key(proposal.height, .vertical))
    }

    private func key(_ value: CGFloat?, _ axis: Axis.Set) -> CGFloat? {
        if ignored.contains(axis) { return nil }
        if presenceOnly.contains(axis) { return value.map { _ in 0 } }
        return value
    }
}
