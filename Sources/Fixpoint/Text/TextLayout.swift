import Foundation

/// The wrapping and truncation engine: lays a text out for a proposal, with a line limit and a
/// truncation mode, as SwiftUI's `Text` does (text-metrics.md §5, swiftui-semantics.md §1.2).
///
/// Called in layout → text sizing by the Text view for every proposal it receives. `layout` is a
/// pure function of its arguments and runs in O(n) in the text's length: each character is
/// measured once and every width afterwards is a difference of cumulative advances.
package enum TextLayout {
    /// Slack (in points) when comparing a width with the proposed width, so that proposing a
    /// width the engine itself reported never wraps because of floating-point rounding.
    static let tolerance: CGFloat = 1e-9

    /// Lays `text` out at `pointSize` for `proposal`.
    ///
    /// Called in layout → text sizing. The rules, in order:
    /// - A proposal of exactly 0 × 0, or an empty text, reports 0 × 0 and shows no lines.
    /// - A width of `nil`, infinity or NaN does not wrap: lines end only at hard breaks.
    /// - A width of 0 (or less) reports width 0 and one line high, showing "…".
    /// - Otherwise lines wrap greedily: breaks after breaking spaces and after hyphens; trailing
    ///   spaces do not count; a word wider than the line breaks between characters (at least one
    ///   character per line).
    /// - The line limit is `min(lineLimit ?? ∞, max(1, ⌊h / lineHeight + 1e-9⌋))` for a finite
    ///   proposed height h (values below 1 count as 1). If the text needs more lines, the last
    ///   shown line is truncated with "…" according to `truncation`.
    /// - Reported width: the widest shown line (a truncated line with its "…"), capped at the
    ///   proposed width; reported height: shown lines × line height.
    package static func layout(_ text: String, pointSize: CGFloat, proposal: ProposedViewSize, lineLimit: Int?,
                               truncation: TextTruncation, measurer: any TextMeasurer) -> TextLayoutResult {
        let (oneLine, measured) = TextRun.measure(text, pointSize: pointSize, measurer: measurer)
        var run = measured
        return layout(text, pointSize: pointSize, proposal: proposal, lineLimit: lineLimit, truncation: truncation,
                      measurer: measurer, oneLine: oneLine, run: &run)
    }

    /// `layout(_:pointSize:proposal:lineLimit:truncation:measurer:)` with the text already
    /// measured as far as its one line (`TextRun.measure`, from the same text, size and
    /// measurer), so a text sized for several proposals is measured once. `run` is the text's
    /// run if it was made; a layout that wraps makes it there, for the next.
    static func layout(_ text: String, pointSize: CGFloat, proposal: ProposedViewSize, lineLimit: Int?,
                       truncation: TextTruncation, measurer: any TextMeasurer, oneLine: TextRun.OneLine?,
                       run: inout TextRun?) -> TextLayoutResult {
        var lines: [String] = []
        let (size, isTruncated, lineHeight) = lay(text, pointSize: pointSize, proposal: proposal, lineLimit: lineLimit,
                                                  truncation: truncation, measurer: measurer, oneLine: oneLine, run: &run) {
            lines.append($0())
        }
        return TextLayoutResult(size: size, lines: lines, isTruncated: isTruncated, lineHeight: lineHeight)
    }

    /// The size `layout(…)` reports, without spelling the lines: sizing asks a text for several
    /// proposals, and only snapshots and baselines read what the lines show.
    static func size(_ text: String, pointSize: CGFloat, proposal: ProposedViewSize, lineLimit: Int?,
                     truncation: TextTruncation, measurer: any TextMeasurer, oneLine: TextRun.OneLine?,
                     run: inout TextRun?) -> CGSize {
        lay(text, pointSize: pointSize, proposal: proposal, lineLimit: lineLimit, truncation: truncation,
            measurer: measurer, oneLine: oneLine, run: &run) { _ in }.size
    }

    /// The rules of `layout(…)`: hands each shown line (spelled on demand) to `show`, top to
    /// bottom, and returns the reported size.
    private static func lay(_ text: String, pointSize: CGFloat, proposal: ProposedViewSize, lineLimit: Int?,
                            truncation: TextTruncation, measurer: any TextMeasurer, oneLine: TextRun.OneLine?,
                            run measured: inout TextRun?,
                            show: (() -> String) -> Void) -> (size: CGSize, isTruncated: Bool, lineHeight: CGFloat) {
        let lineHeight = measurer.lineHeight(pointSize: pointSize)
        if text.isEmpty || (proposal.width == 0 && proposal.height == 0) {
            return (.zero, !text.isEmpty, lineHeight)
        }
        let width = availableWidth(proposal.width)
        if width == 0 {
            show { "…" }
            return (CGSize(width: 0, height: lineHeight), true, lineHeight)
        }
        // A paragraph whose trimmed width fits is one line: what `wrap` finds, without checking
        // each prefix (no prefix is wider than the whole), and without the text's clusters.
        if let oneLine, oneLine.width <= width + tolerance {
            show { oneLine.string(of: text) }
            return (CGSize(width: min(oneLine.width, width), height: lineHeight), false, lineHeight)
        }
        if measured == nil { measured = TextRun(text, pointSize: pointSize, measurer: measurer) }
        let run = measured!
        let limit = effectiveLineLimit(lineLimit, height: proposal.height, lineHeight: lineHeight)
        let (ranges, isTruncated) = wrap(run, width: width, limit: limit)

        var widest: CGFloat = 0
        for (index, range) in ranges.enumerated() {
            if isTruncated && index == ranges.count - 1 {
                let ellipsisWidth = measurer.advance(of: "…", pointSize: pointSize)
                let line = truncation.truncate(run, from: range.lowerBound, width: width, ellipsisWidth: ellipsisWidth)
                show { line.text }
                widest = max(widest, line.width)
            } else {
                let shown = range.lowerBound..<run.trimmedEnd(range)
                show { run.string(shown) }
                widest = max(widest, run.width(shown))
            }
        }
        let size = CGSize(width: min(widest, width), height: CGFloat(ranges.count) * lineHeight)
        return (size, isTruncated, lineHeight)
    }

    /// The width lines wrap at: `.infinity` for `nil`, infinity or NaN, and never negative.
    static func availableWidth(_ proposed: CGFloat?) -> CGFloat {
        guard let proposed, !proposed.isNaN else { return .infinity }
        return max(0, proposed)
    }

    /// The number of lines that may be shown: the line limit (at least 1) capped by the number of
    /// whole lines that fit a finite proposed height (at least 1); `Int.max` when unlimited.
    static func effectiveLineLimit(_ lineLimit: Int?, height: CGFloat?, lineHeight: CGFloat) -> Int {
        var limit = lineLimit.map { max(1, $0) } ?? Int.max
        if let height, height.isFinite, lineHeight > 0 {
            let fitting = (height / lineHeight + 1e-9).rounded(.down)
            let byHeight = fitting < 1 ? 1 : fitting >= CGFloat(Int32.max) ? Int(Int32.max) : Int(fitting)
            limit = min(limit, byHeight)
        }
        return limit
    }

    /// Breaks `run` into at most `limit` lines no wider than `width` (trailing spaces aside).
    ///
    /// Returns each line's range (hard breaks excluded, trailing spaces included) and whether
    /// text remained after the last returned line, in which case that line is to be truncated.
    static func wrap(_ run: TextRun, width: CGFloat, limit: Int) -> (lines: [Range<Int>], isTruncated: Bool) {
        var lines: [Range<Int>] = []
        var start = 0
        while true {
            let paragraphEnd = run.paragraphEnd(from: start)
            var lineStart = start
            repeat {
                if lines.count == limit { return (lines, true) }
                let lineEnd = nextBreak(run, from: lineStart, paragraphEnd: paragraphEnd, width: width)
                lines.append(lineStart..<lineEnd)
                lineStart = lineEnd
            } while lineStart < paragraphEnd
            if paragraphEnd == run.count { return (lines, false) }
            start = paragraphEnd + 1
        }
    }

    /// The end of the line that starts at `start`, chosen greedily: the last break opportunity
    /// (after a breaking space or a hyphen) before the first character that overflows `width`,
    /// or, when the line has none, the overflowing character itself (at least one character).
    static func nextBreak(_ run: TextRun, from start: Int, paragraphEnd: Int, width: CGFloat) -> Int {
        var breakOpportunity = start
        var index = start
        while index < paragraphEnd {
            switch run.kind(index) {
            case .space:
                index += 1
                breakOpportunity = index
            case .hyphen, .other, .newline:
                guard run.width(start..<index + 1) <= width + tolerance else {
                    return breakOpportunity > start ? breakOpportunity : max(index, start + 1)
                }
                index += 1
                if run.kind(index - 1) == .hyphen { breakOpportunity = index }
            }
        }
        return paragraphEnd
    }
}
