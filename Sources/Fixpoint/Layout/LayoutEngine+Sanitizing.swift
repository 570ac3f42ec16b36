import Foundation

/// The layout phase's guard against garbage numbers: proposals and sizes that no view can use
/// are replaced by usable ones, and a diagnostic names the view and the value.
///
/// Called by `LayoutEngine.size(of:proposal:)` and `place(_:at:proposal:)` for every node, and
/// by `ViewHost` for the root proposal, so NaN never reaches a memo, a frame or a snapshot, and
/// an infinite frame appears only where an infinite proposal was taken (with a diagnostic).
extension LayoutEngine {
    /// `proposal` with each NaN dimension made nil (unspecified) and each negative one 0; a
    /// change is diagnosed on `node`.
    @inline(__always)
    func sanitizedProposal(_ proposal: ProposedViewSize, for node: ViewNode) -> ProposedViewSize {
        guard Self.isUnusable(proposal.width) || Self.isUnusable(proposal.height) else { return proposal }
        return repairedProposal(proposal, for: node)
    }

    /// The slow path of `sanitizedProposal(_:for:)`: repairs and diagnoses.
    @inline(never)
    private func repairedProposal(_ proposal: ProposedViewSize, for node: ViewNode) -> ProposedViewSize {
        func clean(_ value: CGFloat?) -> CGFloat? {
            guard let value else { return nil }
            if value.isNaN { return nil }
            return max(0, value)
        }
        let result = ProposedViewSize(width: clean(proposal.width), height: clean(proposal.height))
        recorder.diagnose(.invalidLayoutInput, node: node,
                          message: "\(node.name) was proposed \(Self.describe(proposal)); it is sized for \(Self.describe(result)) instead (NaN is unspecified, a negative length 0).")
        return result
    }

    /// `size` with each NaN or negative dimension made 0 and each infinite one that was not
    /// proposed infinity made the finite proposal (or 0); a change is diagnosed on `node`.
    @inline(__always)
    func checkedSize(_ size: CGSize, of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
        // A finite, non-negative size (the common case) is kept as is.
        // (NaN fails the first comparisons, infinity the second.)
        if size.width >= 0 && size.height >= 0 && size.width < .infinity && size.height < .infinity { return size }
        // An infinite length taken from an infinite proposal (a flexible frame's probe) is kept.
        if size.width >= 0 && size.height >= 0 && (size.width < .infinity || proposal.width == .infinity)
            && (size.height < .infinity || proposal.height == .infinity) {
            return size
        }
        return repairedSize(size, of: node, proposal: proposal)
    }

    /// The slow path of `checkedSize`: repairs and diagnoses.
    @inline(never)
    private func repairedSize(_ size: CGSize, of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
        func clean(_ value: CGFloat, _ proposed: CGFloat?) -> CGFloat {
            if value.isNaN || value < 0 { return 0 }
            if value.isInfinite && proposed != .infinity {
                if let proposed, proposed.isFinite { return proposed }
                return 0
            }
            return value
        }
        let result = CGSize(width: clean(size.width, proposal.width), height: clean(size.height, proposal.height))
        if result != size {
            recorder.diagnose(.invalidLayoutResult, node: node,
                              message: "\(node.name) computed an invalid size \(NumberFormat.string(size.width))×\(NumberFormat.string(size.height)) for \(Self.describe(proposal)); using \(NumberFormat.string(result.width))×\(NumberFormat.string(result.height)).")
        }
        return result
    }

    /// `origin` with a NaN coordinate replaced by `containerOrigin`'s (placement phase, for every
    /// node placed); diagnoses that, and a frame that is not finite because `node` took an
    /// infinite proposal. The result is never NaN.
    @inline(__always)
    func checkedOrigin(_ origin: CGPoint, size: CGSize, of node: ViewNode, proposal: ProposedViewSize,
                       containerOrigin: CGPoint) -> CGPoint {
        // A finite frame (the common case) needs nothing.
        // `v - v` is 0 for a finite v and NaN for NaN or an infinity, which the sum keeps.
        if (origin.x - origin.x) + (origin.y - origin.y) + (size.width - size.width) + (size.height - size.height) == 0 {
            return origin
        }
        return repairedOrigin(origin, size: size, of: node, proposal: proposal, containerOrigin: containerOrigin)
    }

    /// The slow path of `checkedOrigin`: repairs a NaN coordinate and diagnoses.
    @inline(never)
    private func repairedOrigin(_ origin: CGPoint, size: CGSize, of node: ViewNode, proposal: ProposedViewSize,
                                containerOrigin: CGPoint) -> CGPoint {
        var result = origin
        if origin.x.isNaN || origin.y.isNaN {
            // The container's edge, not 0: a position relative to the container moves with it,
            // so a moved container that carries the node along puts it where a fresh layout does.
            result = CGPoint(x: origin.x.isNaN ? containerOrigin.x : origin.x, y: origin.y.isNaN ? containerOrigin.y : origin.y)
            recorder.diagnose(.invalidLayoutResult, node: node,
                              message: "\(node.name) was placed at a position that is not a number; its container's edge is used on that axis.")
        }
        if !size.width.isFinite || !size.height.isFinite || !result.x.isFinite || !result.y.isFinite {
            recorder.diagnose(.invalidLayoutResult, node: node,
                              message: "\(node.name) has a frame that is not finite because it was proposed \(Self.describe(proposal)) and took the infinite length; it cannot be drawn.")
        }
        return result
    }

    @inline(__always)
    private static func isUnusable(_ value: CGFloat?) -> Bool {
        guard let value else { return false }
        // NaN or negative, in one comparison (NaN compares false).
        return !(value >= 0)
    }

    /// `(w, h)` with `nil` for an unspecified dimension.
    static func describe(_ proposal: ProposedViewSize) -> String {
        "(\(proposal.width.map(NumberFormat.string) ?? "nil"), \(proposal.height.map(NumberFormat.string) ?? "nil"))"
    }
}
