import Foundation

/// The column (or row) algorithm of the lazy grids, reference part 2, §2.2 steps 1–5: widths
/// depend only on the grid items and the length, never on the cells.
///
/// Called by `LazyGridLayout` twice per layout: with the proposal when sizing, and with the
/// grid's own length when placing (step 6). Invariant: every width and gap is finite and ≥ 0.
struct LazyGridTracks: Equatable {
    let items: [GridItem]

    /// One expanded column: its offset from the first, its width and its item's alignment.
    struct Track: Equatable {
        var offset: CGFloat
        var length: CGFloat
        var alignment: Alignment?
    }

    /// The tracks for a length (nil: flexible and adaptive items take their minimum, §12 Q3),
    /// and the total length they span with their gaps.
    func tracks(for length: CGFloat?) -> (tracks: [Track], total: CGFloat) {
        let count = items.count
        guard count > 0 else { return ([], 0) }
        let spacings = items.map { Self.usable($0.spacing ?? GridItem.defaultSpacing) }
        var widths = [CGFloat].filled(with: 0, count: count)
        if let length, length.isFinite {
            // Step 1: the length less the gap after every item but the last.
            var remaining = length - spacings.dropLast().reduce(0, +)
            // Step 2: fixed items first, then the others, each group in source order.
            let order = (0..<count).filter { Self.isFixed(items[$0].size) } + (0..<count).filter { !Self.isFixed(items[$0].size) }
            // Step 3: each takes its share of what is left, once; nothing is redistributed.
            for (position, index) in order.enumerated() {
                let proposed = remaining / CGFloat(count - position)
                let width: CGFloat
                switch items[index].size {
                case .fixed(let value): width = Self.usable(value)
                case .flexible(let minimum, let maximum):
                    let low = Self.usable(minimum)
                    width = max(min(proposed, max(Self.usable(maximum, infinite: true), low)), low)
                case .adaptive: width = max(proposed, 0)
                }
                widths[index] = width
                remaining -= width
            }
        } else {
            for index in 0..<count {
                switch items[index].size {
                case .fixed(let value): widths[index] = Self.usable(value)
                case .flexible(let minimum, _): widths[index] = Self.usable(minimum)
                case .adaptive(let minimum, _): widths[index] = Self.usable(minimum)
                }
            }
        }
        // Step 4: adaptive items expand into as many columns as fit at their minimum.
        var tracks: [Track] = []
        var cursor: CGFloat = 0
        for index in 0..<count {
            let item = items[index]
            let gapAfter = index == count - 1 ? 0 : spacings[index]
            if case .adaptive(let minimum, let maximum) = item.size {
                let width = widths[index]
                let gap = spacings[index]
                let low = Self.usable(minimum)
                let fitting = ((width + gap) / (low + gap)).rounded(.down)
                let n = max(1, fitting.isFinite ? Int(min(fitting, 10_000)) : 1)
                var each = max((width - CGFloat(n - 1) * gap) / CGFloat(n), 0)
                each = min(each, Self.usable(maximum, infinite: true))
                for column in 0..<n {
                    tracks.append(Track(offset: cursor, length: each, alignment: item.alignment))
                    cursor += each + (column < n - 1 ? gap : 0)
                }
                // What the capped items leave of the column stays empty.
                cursor += max(width - (CGFloat(n) * each + CGFloat(n - 1) * gap), 0)
                cursor += gapAfter
            } else {
                tracks.append(Track(offset: cursor, length: widths[index], alignment: item.alignment))
                cursor += widths[index] + gapAfter
            }
        }
        return (tracks, cursor)
    }

    private static func isFixed(_ size: GridItem.Size) -> Bool {
        if case .fixed = size { return true }
        return false
    }

    /// A finite, non-negative length (NaN and negatives: 0; infinity: 0 unless allowed).
    static func usable(_ value: CGFloat, infinite: Bool = false) -> CGFloat {
        if value.isNaN || value < 0 { return 0 }
        if value.isInfinite { return infinite ? value : 0 }
        return value
    }

    /// Whether any item holds a length that is not usable (for a diagnostic at mount).
    var unusableValues: [CGFloat] {
        var result: [CGFloat] = []
        for item in items {
            var values: [CGFloat] = item.spacing.map { [$0] } ?? []
            switch item.size {
            case .fixed(let value): values.append(value)
            case .flexible(let minimum, let maximum): values += [minimum, maximum.isInfinite && maximum > 0 ? 0 : maximum]
            case .adaptive(let minimum, let maximum): values += [minimum, maximum.isInfinite && maximum > 0 ? 0 : maximum]
            }
            result += values.filter { $0.isNaN || $0 < 0 || $0.isInfinite }
        }
        return result
    }
}
