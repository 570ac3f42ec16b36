import Foundation

/// The geometry of one token in a token line: its measured widths, where it starts, and how much
/// of its trailing end is cut off.
///
/// `TokenLineView.render()` builds these from the widths its binders stored in `@State` and the
/// next pass places each token with `.alignmentGuide(.leading) { −offset }` and
/// `.padding(.trailing, −padding)`; `TokenLineLayout` computes the same boxes inside one layout
/// pass. Invariant of every box produced by `arrange`: `0 ≤ padding ≤ width`, and the visible
/// boxes tile the line from x = 0 with `spacing` between neighbours.
public struct TokenBox: Hashable, Sendable {
    /// The measured width of the whole token (name, or icon, plus info label).
    public var width: CGFloat
    /// The measured width of the name or icon part alone.
    public var nameWidth: CGFloat
    /// Where the token starts, from the leading edge of the line.
    public var offset: CGFloat
    /// How much of the token's trailing end is cut off (0: the whole token shows).
    public var padding: CGFloat

    /// Creates a box; measured boxes start with offset and padding 0.
    ///
    /// Called by the binders' actions (widths) and by `arrange` (offsets and paddings).
    public init(width: CGFloat, nameWidth: CGFloat, offset: CGFloat = 0, padding: CGFloat = 0) {
        self.width = width
        self.nameWidth = nameWidth
        self.offset = offset
        self.padding = padding
    }

    /// The width that shows: the token's width minus the cut.
    public var visibleWidth: CGFloat { width - padding }

    /// Whether any of the token shows.
    public var isVisible: Bool { visibleWidth > Self.tolerance }

    /// Whether the token shows beyond its name, i.e. with its info label.
    public var showsInfo: Bool { isVisible && visibleWidth > nameWidth + Self.tolerance }

    /// Slack when comparing widths, so a line exactly as wide as the canvas fits.
    static let tolerance: CGFloat = 1e-9

    /// Arranges measured tokens in one line no wider than `canvasWidth`, by the article's rules.
    ///
    /// Called by `TokenLineView.render()` in the actions phase and by `TokenLineLayout` during
    /// sizing and placement. `measured` holds the tokens in order followed by the ellipsis token;
    /// only their `width` and `nameWidth` are read. The rules, in order:
    /// 1. Every token complete, the ellipsis hidden, if that fits.
    /// 2. Otherwise drop info labels from the last token backwards (never the first token's)
    ///    until the line fits.
    /// 3. Otherwise show the ellipsis after the first token and the names of the others, and
    ///    drop whole tokens from the tail (never the first) until the line fits.
    /// 4. When nothing fits, the first token stays complete, followed by the ellipsis (or alone
    ///    when it is the only token), and the line overflows.
    /// Hidden tokens get visible width 0 and sit at the end of the line, so they never widen it.
    public static func arrange(_ measured: [TokenBox], canvasWidth: CGFloat, spacing: CGFloat) -> [TokenBox] {
        guard let ellipsis = measured.indices.last else { return [] }
        let count = ellipsis
        var candidate: (boxes: [TokenBox], width: CGFloat) = ([], 0)
        func fits(_ line: (boxes: [TokenBox], width: CGFloat)) -> Bool {
            candidate = line
            return line.width <= canvasWidth + tolerance
        }
        for labels in stride(from: count, through: 1, by: -1)
        where fits(compose(measured, tokens: count, labels: labels, ellipsis: false, spacing: spacing)) {
            return candidate.boxes
        }
        guard count >= 2 else {
            return compose(measured, tokens: count, labels: count, ellipsis: false, spacing: spacing).boxes
        }
        for tokens in stride(from: count - 1, through: 1, by: -1)
        where fits(compose(measured, tokens: tokens, labels: 1, ellipsis: true, spacing: spacing)) {
            return candidate.boxes
        }
        return candidate.boxes
    }

    /// One candidate line: the first `tokens` tokens, the first `labels` of them complete, the
    /// others shortened to their names, and the ellipsis when asked for. Returns the boxes and
    /// the line's width.
    static func compose(_ measured: [TokenBox], tokens: Int, labels: Int, ellipsis: Bool,
                        spacing: CGFloat) -> (boxes: [TokenBox], width: CGFloat) {
        let ellipsisIndex = measured.count - 1
        var boxes: [TokenBox] = []
        boxes.reserveCapacity(measured.count)
        var lineEnd: CGFloat = 0
        var hasVisible = false
        for (index, box) in measured.enumerated() {
            let shown: CGFloat
            if index == ellipsisIndex {
                shown = ellipsis ? box.width : 0
            } else if index >= tokens {
                shown = 0
            } else if index == 0 || index < labels {
                shown = box.width
            } else {
                shown = min(box.nameWidth, box.width)
            }
            var offset = lineEnd
            if shown > tolerance {
                if hasVisible { offset += spacing }
                lineEnd = offset + shown
                hasVisible = true
            }
            boxes.append(TokenBox(width: box.width, nameWidth: box.nameWidth, offset: offset,
                                  padding: shown > tolerance ? box.width - shown : box.width))
        }
        return (boxes, lineEnd)
    }
}
