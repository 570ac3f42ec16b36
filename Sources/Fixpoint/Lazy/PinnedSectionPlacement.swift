import Foundation

/// Moves the pinned `Section` headers and footers of a lazy stack or grid to the visible region
/// of the nearest enclosing scroll view that scrolls along the container's axis (reference
/// part 2, §2.1 item 6).
///
/// Called by the lazy layouts' placement after they computed flow frames; it only shifts
/// positions along the axis, never sizes, so a scroll stays a placement-only pass. A header sits
/// at max(its flow position, the visible start) but never past its section's end minus its own
/// length; a footer at min(its flow position, the visible end minus its length) but never
/// before its section's start (plus the section's header).
struct PinnedSectionPlacement {
    let axis: Axis
    let pinnedViews: PinnedScrollableViews

    /// The shift along `axis` of each subview (0 for unpinned ones), given their flow boxes
    /// relative to `bounds`. Empty when nothing is pinned or no scroll view encloses the
    /// container.
    func shifts(boxes: [CGRect], in bounds: CGRect, subviews: LayoutSubviews) -> [CGFloat] {
        guard !pinnedViews.isEmpty, let first = subviews.first,
              let visible = visibleRegion(above: first.node, engine: first.engine) else { return [] }
        let visibleStart = visible.minAlong(axis) - bounds.minAlong(axis)
        let visibleEnd = visible.maxAlong(axis) - bounds.minAlong(axis)
        guard visibleStart.isFinite, visibleEnd.isFinite else { return [] }
        // Sections: runs of subviews under the same `Section` node.
        let sectionIDs = subviews.map { Self.sectionID(of: $0.node) }
        var sectionStart: [Int: CGFloat] = [:]
        var sectionEnd: [Int: CGFloat] = [:]
        var headerEnd: [Int: CGFloat] = [:]
        for (index, subview) in subviews.enumerated() {
            guard let id = sectionIDs[index] else { continue }
            let box = boxes[index]
            sectionStart[id] = min(sectionStart[id] ?? box.minAlong(axis), box.minAlong(axis))
            sectionEnd[id] = max(sectionEnd[id] ?? box.maxAlong(axis), box.maxAlong(axis))
            if subview[SectionPartKey.self] == .header { headerEnd[id] = box.maxAlong(axis) }
        }
        var result = [CGFloat](repeating: 0, count: subviews.count)
        for (index, subview) in subviews.enumerated() {
            guard let part = subview[SectionPartKey.self], let id = sectionIDs[index],
                  let start = sectionStart[id], let end = sectionEnd[id] else { continue }
            let box = boxes[index]
            let flow = box.minAlong(axis)
            let length = box.size[axis]
            var position = flow
            switch part {
            case .header where pinnedViews.contains(.sectionHeaders):
                position = max(flow, min(visibleStart, end - length))
            case .footer where pinnedViews.contains(.sectionFooters):
                position = min(flow, max(visibleEnd - length, headerEnd[id] ?? start))
            default:
                continue
            }
            result[index] = position - flow
        }
        return result
    }

    /// The visible region of the nearest scroll view above `node` that scrolls along `axis`:
    /// its frame of this placement inset by its content margins.
    private func visibleRegion(above node: ViewNode, engine: LayoutEngine) -> CGRect? {
        let set: Axis.Set = axis == .horizontal ? .horizontal : .vertical
        var current = node.parent
        while let ancestor = current {
            if let scroll = ancestor.behavior as? ScrollViewBehavior, scroll.axes.contains(set) {
                let margins = scroll.margins(node: ancestor)
                let frame = scroll.viewport
                return CGRect(x: frame.minX + margins.leading, y: frame.minY + margins.top,
                              width: max(frame.width - margins.leading - margins.trailing, 0),
                              height: max(frame.height - margins.top - margins.bottom, 0))
            }
            current = ancestor.parent
        }
        return nil
    }

    /// The id of the `Section` node a subview belongs to: the nearest `Section` between it and
    /// its container (the first element above it).
    private static func sectionID(of node: ViewNode) -> Int? {
        var current = node.parent
        while let ancestor = current, ancestor.role != .element {
            if ancestor.view is any SectionView { return ancestor.id }
            current = ancestor.parent
        }
        return nil
    }
}

/// Marks `Section` nodes for the pinned placement's grouping.
protocol SectionView {}

extension Section: SectionView {}

/// A lazy layout whose `Section` headers or footers may be pinned; renderers draw its pinned
/// parts above its rows (read by the snapshot builder).
protocol PinningLayout {
    var pinnedViews: PinnedScrollableViews { get }
}

extension LazyVStackLayout: PinningLayout {}
extension LazyHStackLayout: PinningLayout {}
extension LazyGridLayout: PinningLayout {}

/// A container behaviour whose layout pins section parts (read by the snapshot builder).
protocol PinningContainerBehavior {
    var pinnedViews: PinnedScrollableViews { get }
}

extension LayoutContainerBehavior: PinningContainerBehavior {
    var pinnedViews: PinnedScrollableViews { (layout as? any PinningLayout)?.pinnedViews ?? [] }
}

extension CGRect {
    fileprivate func minAlong(_ axis: Axis) -> CGFloat { axis == .horizontal ? minX : minY }
    fileprivate func maxAlong(_ axis: Axis) -> CGFloat { axis == .horizontal ? maxX : maxY }
}
