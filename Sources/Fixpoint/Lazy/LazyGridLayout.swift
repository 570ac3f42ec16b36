import Foundation

/// The layout behind `LazyVGrid` (flow axis vertical, tracks are columns) and `LazyHGrid` (flow
/// axis horizontal, tracks are rows), reference part 2, §2.2.
///
/// Sizing runs the track algorithm on the proposal and reports max(proposal, tracks); placement
/// runs it again on the grid's own length (step 6), fills the tracks in order, measures each
/// cell with (track, nil), makes each line as long as its longest cell, and places each cell
/// with (track, line) aligned in that box by its item's alignment (nil: centre). A `Section`'s
/// header or footer takes a line of its own across every track.
struct LazyGridLayout: Layout, Equatable {
    /// The flow axis: vertical for `LazyVGrid`.
    let axis: Axis
    let tracks: LazyGridTracks
    /// How the block of tracks is placed across the grid when it is narrower.
    let alignment: AlignmentKey
    /// The gap between lines (nil: 8).
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews

    private struct Cell {
        var box: CGRect
        var proposal: ProposedViewSize
        var alignment: Alignment
    }

    private func arrange(crossLength: CGFloat?, subviews: Subviews) -> (size: CGSize, cells: [Cell]) {
        let (tracks, total) = tracks.tracks(for: crossLength)
        let crossSize = crossLength.map { $0.isFinite ? max($0, total) : total } ?? total
        let blockSpace = max(crossSize - total, 0)
        let blockStart = max(alignment.id.defaultValue(in: ViewDimensions(size: CGSize(main: 0, cross: blockSpace, axis: axis))), 0)
        let lineGap = LazyGridTracks.usable(spacing ?? GridItem.defaultSpacing)
        var cells = [Cell].filled(with: Cell(box: .zero, proposal: .unspecified, alignment: .center), count: subviews.count)
        var cursor: CGFloat = 0
        var lineCount = 0
        var pending: [(index: Int, track: Int, length: CGFloat)] = []

        func startLine() {
            if lineCount > 0 { cursor += lineGap }
            lineCount += 1
        }
        func closeLine() {
            guard !pending.isEmpty else { return }
            startLine()
            let line = pending.map(\.length).max() ?? 0
            for entry in pending {
                let track = tracks[entry.track]
                let box = CGRect(origin: CGPoint(main: cursor, cross: blockStart + track.offset, axis: axis),
                                 size: CGSize(main: line, cross: track.length, axis: axis))
                cells[entry.index] = Cell(box: box, proposal: ProposedViewSize(box.size),
                                          alignment: track.alignment ?? .center)
            }
            cursor += line
            pending = []
        }
        for (index, subview) in subviews.enumerated() {
            if subview[SectionPartKey.self] != nil {
                closeLine()
                startLine()
                let proposal = ProposedViewSize(main: nil, cross: crossSize, axis: axis)
                let length = subview.sizeThatFits(proposal)[axis]
                let box = CGRect(origin: CGPoint(main: cursor, cross: 0, axis: axis),
                                 size: CGSize(main: length, cross: crossSize, axis: axis))
                cells[index] = Cell(box: box, proposal: proposal, alignment: .center)
                cursor += length
                continue
            }
            guard !tracks.isEmpty else { continue }
            let track = pending.count
            let length = subview.sizeThatFits(ProposedViewSize(main: nil, cross: tracks[track].length, axis: axis))[axis]
            pending.append((index, track, length))
            if pending.count == tracks.count { closeLine() }
        }
        closeLine()
        return (CGSize(main: cursor, cross: crossSize, axis: axis), cells)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(crossLength: proposal[axis.other], subviews: subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // Step 6: the tracks again, for the grid's own length.
        let (_, cells) = arrange(crossLength: bounds.size[axis.other], subviews: subviews)
        // Pinned section headers and footers go to the visible region.
        let pinned = PinnedSectionPlacement(axis: axis, pinnedViews: pinnedViews)
            .positions(boxes: cells.map(\.box), in: bounds, subviews: subviews)
        for (index, subview) in subviews.enumerated() {
            let cell = cells[index]
            let horizontal = cell.alignment.horizontal.key.value
            let vertical = cell.alignment.vertical.key.value
            let box = ViewDimensions(size: cell.box.size)
            let x = horizontal.id.defaultValue(in: box)
                - subview.engine.alignmentValue(of: subview.node, horizontal, proposal: cell.proposal)
            let y = vertical.id.defaultValue(in: box)
                - subview.engine.alignmentValue(of: subview.node, vertical, proposal: cell.proposal)
            var origin = CGPoint(x: bounds.minX + cell.box.minX + x, y: bounds.minY + cell.box.minY + y)
            if !pinned.isEmpty, let position = pinned[index] { origin[axis] = position + (axis == .horizontal ? x : y) }
            subview.place(at: origin, proposal: cell.proposal)
        }
    }
}
