import Foundation

/// The lazy stacks' layout along one axis (reference part 2, §2.1): each child is proposed
/// (nil, cross) on its own, with no distribution of a length; the stack is the sum of the
/// children and gaps along the axis and fills a concrete cross proposal (else the widest child).
///
/// Called by `LazyStackLayout`; sizing goes through the subviews' memo.
struct LazyStackAlgorithm: Equatable {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    struct Result {
        var size: CGSize
        var frames: [CGRect]
        var proposal: ProposedViewSize
    }

    func layout(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Result {
        let cross = proposal[axis.other]
        let childProposal = ProposedViewSize(main: nil, cross: cross, axis: axis)
        let gaps = StackAlgorithm(axis: axis, alignment: alignment, spacing: spacing).gaps(subviews)
        let sizes = subviews.map { $0.sizeThatFits(childProposal) }
        var crossSize: CGFloat = 0
        if let cross, cross.isFinite {
            crossSize = cross
        } else {
            for size in sizes { crossSize = max(crossSize, size[axis.other]) }
        }
        var cursor: CGFloat = 0
        var frames: [CGRect] = []
        frames.reserveCapacity(subviews.count)
        for (index, subview) in subviews.enumerated() {
            cursor += gaps[index]
            let size = sizes[index]
            let box = ViewDimensions(size: CGSize(main: size[axis], cross: crossSize, axis: axis))
            let boxGuide = alignment.id.defaultValue(in: box)
            let childGuide = subview.engine.alignmentValue(of: subview.node, alignment, proposal: childProposal)
            let origin = CGPoint(main: cursor, cross: boxGuide - childGuide, axis: axis)
            frames.append(CGRect(origin: origin, size: size))
            cursor += size[axis]
        }
        return Result(size: CGSize(main: cursor, cross: crossSize, axis: axis), frames: frames, proposal: childProposal)
    }

    /// Places the children in flow order, except pinned section parts, which go where
    /// `PinnedSectionPlacement` puts them in the visible region.
    func place(in bounds: CGRect, proposal: ProposedViewSize, _ subviews: LayoutSubviews,
               pinnedViews: PinnedScrollableViews) {
        let result = layout(proposal, subviews)
        let pinned = PinnedSectionPlacement(axis: axis, pinnedViews: pinnedViews)
            .positions(boxes: result.frames, in: bounds, subviews: subviews)
        for (index, subview) in subviews.enumerated() {
            let frame = result.frames[index]
            var origin = CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY)
            if !pinned.isEmpty, let position = pinned[index] { origin[axis] = position }
            subview.place(at: origin, proposal: result.proposal)
        }
    }
}
