import Foundation

/// Where the ellipsis goes when text must be truncated (SwiftUI's `Text.TruncationMode`).
///
/// Layout → text sizing passes it to `TextLayout.layout`, which applies it to the last shown
/// line only; the truncated line, "…" included, is never wider than the proposed width unless
/// even "…" alone does not fit.
package enum TextTruncation: Hashable, Sendable {
    /// "…" then the end of the text: the longest suffix that fits.
    case head
    /// The beginning of the text then "…": the longest prefix that fits (SwiftUI's default).
    case tail
    /// The beginning, "…", then the end, balanced by character count (the prefix gets the extra one).
    case middle
}

/// A line produced by truncation: its displayed text, "…" included, and its width.
struct TruncatedLine {
    /// The displayed text.
    var text: String
    /// The width of `text`, in points.
    var width: CGFloat
}

extension TextTruncation {
    /// Truncates the text of `run` from `start` to its end into one line no wider than `width`.
    ///
    /// The remaining text counts as one line: the prefix may not run past its first hard break
    /// and the suffix may not start before its last one. Spaces next to "…" (trailing ones of the
    /// prefix, leading ones of the suffix) and at the end of the text are dropped and do not
    /// count. When even "…" does not fit, the line is "…" and its width is `min(ellipsisWidth, width)`.
    func truncate(_ run: TextRun, from start: Int, width: CGFloat, ellipsisWidth: CGFloat) -> TruncatedLine {
        func fits(_ candidate: CGFloat) -> Bool { candidate <= width + TextLayout.tolerance }
        guard fits(ellipsisWidth) else {
            return TruncatedLine(text: "…", width: min(ellipsisWidth, width))
        }
        let prefixLimit = run.paragraphEnd(from: start)
        let suffixLimit = run.paragraphStart(within: start..<run.count)
        let end = run.trimmedEnd(suffixLimit..<run.count)
        var prefixEnd = start // trimmed end of the prefix
        var suffixStart = end // trimmed start of the suffix
        switch self {
        case .tail:
            var index = start
            while index < prefixLimit {
                if run.kind(index) != .space {
                    guard fits(run.width(start..<index + 1) + ellipsisWidth) else { break }
                    prefixEnd = index + 1
                }
                index += 1
            }
        case .head:
            var index = end
            while index > suffixLimit {
                if run.kind(index - 1) != .space {
                    guard fits(run.width(index - 1..<end) + ellipsisWidth) else { break }
                    suffixStart = index - 1
                }
                index -= 1
            }
        case .middle:
            (prefixEnd, suffixStart) = balanced(run, start: start, prefixLimit: prefixLimit,
                                                suffixLimit: suffixLimit, end: end, fits: fits, ellipsisWidth: ellipsisWidth)
        }
        let prefix = start..<prefixEnd
        let suffix = suffixStart..<end
        return TruncatedLine(text: run.string(prefix) + "…" + run.string(suffix),
                             width: run.width(prefix) + ellipsisWidth + run.width(suffix))
    }

    /// Grows a prefix (from `start`, up to `prefixLimit`) and a suffix (back from `end`, down to
    /// `suffixLimit`) one character at a time, alternately and prefix first, until the next
    /// character would not fit; returns the prefix's trimmed end and the suffix's trimmed start.
    private func balanced(_ run: TextRun, start: Int, prefixLimit: Int, suffixLimit: Int, end: Int,
                          fits: (CGFloat) -> Bool, ellipsisWidth: CGFloat) -> (Int, Int) {
        var prefixCount = 0, suffixCount = 0
        var prefixEnd = start, suffixStart = end
        while true {
            let nextPrefix = start + prefixCount // index of the next prefix character
            let nextSuffix = end - suffixCount - 1 // index of the next suffix character
            let canGrowPrefix = nextPrefix < prefixLimit && nextPrefix <= nextSuffix
            let canGrowSuffix = nextSuffix >= suffixLimit && nextSuffix >= nextPrefix
            let growPrefix = canGrowPrefix && (prefixCount <= suffixCount || !canGrowSuffix)
            guard growPrefix || canGrowSuffix else { break }
            var newPrefixEnd = prefixEnd, newSuffixStart = suffixStart
            if growPrefix {
                if run.kind(nextPrefix) != .space { newPrefixEnd = nextPrefix + 1 }
            } else if run.kind(nextSuffix) != .space {
                newSuffixStart = nextSuffix
            }
            let total = run.width(start..<newPrefixEnd) + ellipsisWidth + run.width(newSuffixStart..<end)
            guard fits(total) else { break }
            prefixEnd = newPrefixEnd
            suffixStart = newSuffixStart
            if growPrefix { prefixCount += 1 } else { suffixCount += 1 }
        }
        return (prefixEnd, suffixStart)
    }
}
