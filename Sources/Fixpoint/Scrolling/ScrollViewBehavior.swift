import Foundation

/// The layout of a `ScrollView`: the proposals to its content, its own size, and the placement
/// of the content at the scroll offset (reference part 2, §1).
///
/// Sizing is pure (the offset never changes a size); placement reads the committed offset,
/// clamps it to the content, and resolves a pending `scrollTo` request against the content's
/// frames of this pass. Invariant: `offset` is within `0...maxOffset` after each placement.
final class ScrollViewBehavior: ElementBehavior {
    /// Placed again whenever it moves: it keeps its viewport in root coordinates for pinned sections and scroll targets.
    override var positionDependence: PositionDependence { .always }

    var axes: Axis.Set = .vertical
    var showsIndicators = true
    /// The scroll position written by interactions; created with the node's first write.
    private(set) var storage: ScrollOffsetStorage?
    /// The offset the content is placed at (clamped), from the last placement.
    private(set) var offset: CGPoint = .zero
    /// The content's size and the scroll view's frame at the last placement.
    private(set) var contentSize: CGSize = .zero
    private(set) var viewport: CGRect = .zero
    /// The lazy containers below that pinned section parts against `viewport` when last placed
    /// (`PinnedSectionPlacement`); placed again when the viewport changes.
    private var pinningContainers: [WeakNode] = []

    /// A weak reference to a node.
    private struct WeakNode {
        weak var node: ViewNode?
    }

    /// Records that `container` pins section parts against this scroll view's viewport; called
    /// by `PinnedSectionPlacement` during the container's placement (once per container).
    func registerPinningContainer(_ container: ViewNode) {
        pinningContainers.removeAll { $0.node == nil }
        if !pinningContainers.contains(where: { $0.node === container }) {
            pinningContainers.append(WeakNode(node: container))
        }
    }

    /// Marks the pinning containers and their ancestors below the scroll view for placement
    /// when the viewport moved or resized: a container placed at the same origin would be
    /// skipped, yet where its pinned parts go depends on the viewport. Sizes stay memoised.
    private func placePinningContainersAgain(in context: LayoutContext) {
        for entry in pinningContainers {
            if let container = entry.node { context.placeAgain(descendant: container) }
        }
    }

    /// The axis the implicit stack of several content views runs along.
    private var stackAxis: Axis { axes == .horizontal ? .horizontal : .vertical }

    /// The storage of this node's scroll position, made on first use.
    func offsetStorage(node: ViewNode) -> ScrollOffsetStorage {
        if let storage { return storage }
        let made = ScrollOffsetStorage(owner: node)
        storage = made
        return made
    }

    /// The content margins in effect (`contentMargins(_:_:for:)` above the scroll view).
    func margins(in environment: EnvironmentValues) -> EdgeInsets {
        environment[ContentMarginsKey.self].scrollContent
    }

    /// What the content is proposed: nil on each scroll axis, the proposal less the margins
    /// across.
    func contentProposal(_ proposal: ProposedViewSize, margins: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width.map { max($0 - margins.leading - margins.trailing, 0) },
            height: axes.contains(.vertical) ? nil : proposal.height.map { max($0 - margins.top - margins.bottom, 0) })
    }

    private func contentLayout(_ proposal: ProposedViewSize, in context: LayoutContext) -> StackAlgorithm.Result {
        let stack = StackAlgorithm(axis: stackAxis, alignment: stackAxis == .vertical ? HorizontalAlignment.center.key.value
                                                                                        : VerticalAlignment.center.key.value,
                                   spacing: nil)
        let contentProposal = contentProposal(proposal, margins: margins(in: context.environment))
        return context.stackResult(for: contentProposal) { _ in
            stack.layout(contentProposal, context.subviews(axis: stackAxis))
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        let margins = margins(in: context.environment)
        let content = contentLayout(proposal, in: context).size
        let natural = CGSize(width: content.width + margins.leading + margins.trailing,
                             height: content.height + margins.top + margins.bottom)
        // Along a scroll axis the proposal is taken unconditionally; nil there reports the
        // content's ideal size (reference §12 Q1, a simulator choice).
        return CGSize(width: axes.contains(.horizontal) ? (proposal.width ?? natural.width) : natural.width,
                      height: axes.contains(.vertical) ? (proposal.height ?? natural.height) : natural.height)
    }

    /// The largest offset on each axis: the content (with margins) beyond the viewport, 0 on an
    /// axis that does not scroll.
    func maxOffset(contentSize: CGSize, viewport: CGSize, margins: EdgeInsets) -> CGPoint {
        func limit(_ axis: Axis, _ content: CGFloat, _ before: CGFloat, _ after: CGFloat, _ visible: CGFloat) -> CGFloat {
            let set = Axis.Set(axis)
            guard axes.contains(set) else { return 0 }
            let value = content + before + after - visible
            return value.isFinite ? max(value, 0) : 0
        }
        return CGPoint(x: limit(.horizontal, contentSize.width, margins.leading, margins.trailing, viewport.width),
                       y: limit(.vertical, contentSize.height, margins.top, margins.bottom, viewport.height))
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
        let margins = margins(in: context.environment)
        let result = contentLayout(proposal, in: context)
        contentSize = result.size
        if viewport != frame && !pinningContainers.isEmpty { placePinningContainersAgain(in: context) }
        viewport = frame
        let limit = maxOffset(contentSize: result.size, viewport: frame.size, margins: margins)
        let requested = storage?.committedOffset ?? .zero
        offset = CGPoint(x: min(max(requested.x, 0), limit.x), y: min(max(requested.y, 0), limit.y))
        // Like a scroll view's bounds, the position never stays out of range.
        if offset != requested { storage?.settle(at: offset) }
        place(result, in: frame, margins: margins, context: context)
        guard let storage, let target = storage.takeTarget() else { return }
        // A `scrollTo` request: the target's frame is known now that the content is placed.
        guard let resolved = scrolledOffset(to: target, in: frame, limit: limit, context: context) else {
            context.diagnose(.invalidLayoutInput, "scrollTo: the view with id \(target.idDescription) is not in this scroll view's content; the offset is unchanged.")
            return
        }
        storage.settle(at: resolved)
        if resolved != offset {
            offset = resolved
            place(result, in: frame, margins: margins, context: context)
        }
    }

    private func place(_ result: StackAlgorithm.Result, in frame: CGRect, margins: EdgeInsets, context: LayoutContext) {
        context.placeChildren(result, at: CGPoint(x: frame.minX + margins.leading - offset.x,
                                                  y: frame.minY + margins.top - offset.y))
    }

    /// The offset that shows `target` as its anchor asks (reference §1.3): the target's anchor
    /// point on the viewport's, or (anchor nil) the least movement that makes it visible; measured
    /// from the leading edge, the right one in right-to-left.
    private func scrolledOffset(to target: ScrollTarget, in frame: CGRect, limit: CGPoint,
                                context: LayoutContext) -> CGPoint? {
        guard let box = context.frameOfDescendant(identifiedBy: target.id), !box.isNull, box.isFiniteRect else { return nil }
        var result = offset
        for axis in [Axis.horizontal, .vertical] {
            guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { continue }
            // Offsets are logical: in right-to-left the content's leading edge is on the right
            // (reference §1.3), so the target's start is measured from the viewport's right edge.
            let start = axis == .horizontal && context.environment.layoutDirection == .rightToLeft
                ? frame.maxX - box.maxX : box.origin[axis] - frame.origin[axis]
            let length = box.size[axis]
            let visible = frame.size[axis]
            var value = offset[axis]
            if let anchor = target.anchor {
                let unit = axis == .horizontal ? anchor.x : anchor.y
                value = offset[axis] + start + unit * length - unit * visible
            } else if start < 0 || length > visible {
                value = offset[axis] + start
            } else if start + length > visible {
                value = offset[axis] + start + length - visible
            }
            result[axis] = min(max(value, 0), limit[axis])
        }
        return result
    }

    override func mayHaveExplicitAlignment(_ key: AlignmentKey, in context: LayoutContext) -> Bool { false }

    /// Scroll views clip their content to their frame when drawn.
    override var clipsContent: Bool { true }
}

extension CGRect {
    /// Whether every coordinate is finite.
    fileprivate var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
