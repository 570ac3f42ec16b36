import Foundation

/// Moves the pinned `Section` headers and footers of a lazy stack or grid to the visible region
/// of the nearest enclosing scroll view that scrolls along the container's axis (reference
/// part 2, §2.1 item 6).
///
/// Called by the lazy layouts' placement after they computed flow frames; it only moves
/// positions along the axis, never sizes, so a scroll stays a placement-only pass. A header sits
/// at max(its flow position, min(the visible start, its section's end − its length)); a footer,
/// symmetrically, at min(its flow position, max(the visible end − its length, its section's
/// start)). Positions are logical: in a right-to-left horizontal container the visible start is
/// the viewport's right edge.
struct PinnedSectionPlacement {
    let axis: Axis
    let pinnedViews: PinnedScrollableViews

    /// Where each pinned subview goes along `axis`: the coordinate of its box's leading edge in
    /// the coordinates of `bounds`, or nil for a subview left at its flow position. `boxes` are
    /// the flow boxes relative to `bounds` (logical, as the layout places them). Empty when
    /// nothing is pinned, no subview is a pinned section part, or no scroll view on the axis
    /// encloses the container.
    ///
    /// A part pinned to the visible start gets that coordinate itself (not the container's
    /// origin plus a difference), so readers of its frame see the viewport's edge exactly.
    func positions(boxes: [CGRect], in bounds: CGRect, subviews: LayoutSubviews) -> [CGFloat?] {
        guard !pinnedViews.isEmpty, let first = subviews.first else { return [] }
        let parts = subviews.map { $0[SectionPartKey.self] }
        guard parts.contains(where: { isPinned($0) }),
              let (container, visible) = visibleRegion(above: first.node) else { return [] }
        // The rule runs in root coordinates along the axis; in a right-to-left horizontal
        // container in logical ones, from its leading (right) edge, converted back at the end.
        let rightToLeft = axis == .horizontal && container.environment.layoutDirection == .rightToLeft
        let base = rightToLeft ? 0 : bounds.minAlong(axis)
        let visibleStart = rightToLeft ? bounds.maxX - visible.maxX : visible.minAlong(axis)
        let visibleEnd = rightToLeft ? bounds.maxX - visible.minX : visible.maxAlong(axis)
        guard visibleStart.isFinite, visibleEnd.isFinite, base.isFinite else { return [] }
        // Sections: a part belongs to its nearest `Section`; a section spans every subview
        // under it, those of sections nested in it included.
        var sectionIDs = [Int?].filled(with: nil, count: subviews.count)
        var extents: [Int: (start: CGFloat, end: CGFloat)] = [:]
        for index in subviews.indices {
            let start = base + boxes[index].minAlong(axis)
            let end = base + boxes[index].maxAlong(axis)
            var current = subviews[index].node.parent
            while let ancestor = current, ancestor !== container {
                if ancestor.view is any SectionMarker {
                    if sectionIDs[index] == nil { sectionIDs[index] = ancestor.id }
                    let known = extents[ancestor.id] ?? (start, end)
                    extents[ancestor.id] = (min(known.start, start), max(known.end, end))
                }
                current = ancestor.parent
            }
        }
        var result = [CGFloat?].filled(with: nil, count: subviews.count)
        for index in subviews.indices {
            guard let part = parts[index], isPinned(part), let id = sectionIDs[index],
                  let extent = extents[id] else { continue }
            let flow = base + boxes[index].minAlong(axis)
            let length = boxes[index].size[axis]
            let position = switch part {
            case .header: max(flow, min(visibleStart, extent.end - length))
            case .footer: min(flow, max(visibleEnd - length, extent.start))
            }
            if position != flow { result[index] = rightToLeft ? bounds.minX + position : position }
        }
        return result
    }

    /// Whether `part` is one of the pinned kinds.
    private func isPinned(_ part: SectionPart?) -> Bool {
        switch part {
        case .header: pinnedViews.contains(.sectionHeaders)
        case .footer: pinnedViews.contains(.sectionFooters)
        case nil: false
        }
    }

    /// The container of `subview` (its first element ancestor) and the visible region of the
    /// nearest scroll view above it that scrolls along `axis`: the scroll view's frame of this
    /// placement inset by its content margins. Registers the container with that scroll view,
    /// so a change of the viewport places the container again.
    private func visibleRegion(above subview: ViewNode) -> (container: ViewNode, visible: CGRect)? {
        let set = Axis.Set(axis)
        var container: ViewNode?
        var current = subview.parent
        while let ancestor = current {
            if container == nil {
                if ancestor.role == .element { container = ancestor }
            } else if let scroll = ancestor.behavior as? ScrollViewBehavior, scroll.axes.contains(set),
                      let container {
                scroll.registerPinningContainer(container)
                let margins = scroll.margins(in: ancestor.environment)
                let frame = scroll.viewport
                let visible = CGRect(x: frame.minX + margins.leading, y: frame.minY + margins.top,
                                     width: max(frame.width - margins.leading - margins.trailing, 0),
                                     height: max(frame.height - margins.top - margins.bottom, 0))
                return (container, visible)
            }
            current = ancestor.parent
        }
        return nil
    }
}

/// A lazy layout whose `Section` headers or footers may be pinned; renderers draw its pinned
/// parts above its rows (read by the snapshot builder).
protocol PinningLayout {
    /// The kinds of section parts the layout pins.
    var pinnedViews: PinnedScrollableViews { get }
}

extension LazyStackLayout: PinningLayout {}
extension LazyGridLayout: PinningLayout {}

/// A container behaviour whose layout may pin section parts; the snapshot builder asks it only
/// for containers that hold section parts, and raises the pinned ones above the rows.
protocol PinningContainerBehavior {
    /// The kinds of section parts the container's layout pins (empty: none).
    var pinnedViews: PinnedScrollableViews { get }
}

extension LayoutContainerBehavior: PinningContainerBehavior {
    var pinnedViews: PinnedScrollableViews { (layout as? any PinningLayout)?.pinnedViews ?? [] }
}

extension CGRect {
    fileprivate func minAlong(_ axis: Axis) -> CGFloat { axis == .horizontal ? minX : minY }
    fileprivate func maxAlong(_ axis: Axis) -> CGFloat { axis == .horizontal ? maxX : maxY }
}
