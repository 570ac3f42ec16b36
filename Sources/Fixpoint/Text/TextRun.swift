import Foundation

/// A text measured once: its grapheme clusters, their break classes and cumulative advances.
///
/// Built in layout → text sizing by `TextLayout` in one O(n) pass; afterwards the width of any
/// range is one subtraction, so wrapping and truncation never re-measure a prefix.
/// Invariant: `clusters` has `count + 1` entries, the first at offset 0.
struct TextRun {
    /// How a cluster takes part in line breaking.
    enum Kind: UInt8 {
        /// A hard line break.
        case newline
        /// A breaking space: a break opportunity that does not count at a line's end.
        case space
        /// A hyphen: a break opportunity after it.
        case hyphen
        /// Any other cluster.
        case other
    }

    /// The text measured.
    let text: String
    /// `utf8Offsets[i]` is where cluster `i` starts in `text`'s UTF-8; the last entry is its
    /// UTF-8 length (so a range of clusters is sliced from the text without re-segmenting it).
    /// Empty for plain ASCII text, where cluster `i` is byte `i` (`utf8Offset(_:)`): most texts
    /// are, and the list would cost each an allocation.
    private let utf8Offsets: [Int]
    /// One entry per cluster boundary: the summed advance of the clusters before it, and the
    /// break class of the cluster that ends there (entry 0 ends none). One list, not a list of
    /// classes and one of advances: measuring a text makes one allocation fewer.
    private let clusters: [Boundary]
    /// Whether the text has no hard break and no advance is negative or NaN: then a prefix is
    /// never wider than the text, and the whole text is one line whenever its width fits.
    let isOneParagraph: Bool

    /// Measures `text` with `measurer` at `pointSize`; hard breaks get no advance.
    init(_ text: String, pointSize: CGFloat, measurer: any TextMeasurer) {
        let isPlainASCII = Self.isPlainASCII(text)
        var utf8Offsets: [Int] = []
        // Reserved before the first boundary is appended: a list made from a literal and then
        // reserved is allocated twice.
        var clusters: [Boundary] = []
        clusters.reserveCapacity(text.utf8.count + 1)
        clusters.append(Boundary(offset: 0, kind: .other))
        if !isPlainASCII {
            utf8Offsets.reserveCapacity(text.utf8.count + 1)
            utf8Offsets.append(0)
        }
        var total: CGFloat = 0
        var isOneParagraph = true
        func append(_ kind: Kind, length: Int, advance: CGFloat) {
            if kind == .newline || !(advance >= 0) { isOneParagraph = false }
            total += advance
            if !isPlainASCII { utf8Offsets.append(utf8Offsets[utf8Offsets.count - 1] + length) }
            clusters.append(Boundary(offset: total, kind: kind))
        }
        if isPlainASCII {
            // Every byte is one cluster: no grapheme breaking needed.
            let readsTable = Self.readsSansTable(measurer)
            for byte in text.utf8 {
                let kind = Self.kind(ofASCII: byte)
                let advance: CGFloat = kind == .newline ? 0
                    : Self.advance(ofASCII: byte, pointSize: pointSize, measurer: measurer, readsTable: readsTable)
                append(kind, length: 1, advance: advance)
            }
        } else {
            for character in text {
                let length = character.utf8.count
                if length == 1, let byte = character.utf8.first {
                    // ASCII: classified from its byte (the Unicode property look-ups below cost
                    // more than measuring the character).
                    let kind = Self.kind(ofASCII: byte)
                    append(kind, length: 1, advance: kind == .newline ? 0 : measurer.advance(of: character, pointSize: pointSize))
                } else if GlyphClassifier.isHardBreak(character) {
                    append(.newline, length: length, advance: 0)
                } else {
                    let kind: Kind = GlyphClassifier.isBreakingSpace(character) ? .space
                        : GlyphClassifier.isHyphen(character) ? .hyphen : .other
                    append(kind, length: length, advance: measurer.advance(of: character, pointSize: pointSize))
                }
            }
        }
        self.text = text
        self.utf8Offsets = utf8Offsets
        self.clusters = clusters
        self.isOneParagraph = isOneParagraph
    }

    /// What a text shows when nothing wraps it, as its one line: its clusters up to the last that
    /// is not a breaking space, `width` wide, ending at `utf8End` in the text's UTF-8.
    struct OneLine: Equatable {
        let utf8End: Int
        let width: CGFloat

        /// The line's text, sliced from `text` (the text measured).
        func string(of text: String) -> String {
            TextRun.slice(text, utf8: 0..<utf8End)
        }
    }

    /// The run's one line when it is one paragraph (`isOneParagraph`), else nil.
    var oneLine: OneLine? {
        guard isOneParagraph else { return nil }
        let end = trimmedEnd(0..<count)
        return OneLine(utf8End: utf8Offset(end), width: width(0..<end))
    }

    /// Measures `text` as far as its one line (`oneLine`) needs: a plain ASCII text is measured
    /// without keeping its clusters (no allocation: most texts fit their proposal, and only a
    /// text that wraps needs them), so `run` is nil; a text with other characters gets its run,
    /// unless a hard break before them tells it has no one line. The width is summed as `init`
    /// sums it, so it is the same to the last bit.
    static func measure(_ text: String, pointSize: CGFloat, measurer: any TextMeasurer) -> (oneLine: OneLine?, run: TextRun?) {
        let readsTable = readsSansTable(measurer)
        // One pass over the bytes in place (a text not stored contiguously is measured in full).
        let outcome = text.utf8.withContiguousStorageIfAvailable { bytes -> OneLineOutcome in
            var total: CGFloat = 0
            var trimmed = OneLine(utf8End: 0, width: 0)
            for (index, byte) in bytes.enumerated() {
                if byte >= 0x80 { return .notPlainASCII }
                let kind = Self.kind(ofASCII: byte)
                // A hard break or an odd advance: not one paragraph (as `init` finds).
                if kind == .newline { return .noOneLine }
                let advance = Self.advance(ofASCII: byte, pointSize: pointSize, measurer: measurer, readsTable: readsTable)
                if !(advance >= 0) { return .noOneLine }
                total += advance
                if kind != .space { trimmed = OneLine(utf8End: index + 1, width: total) }
            }
            return .oneLine(trimmed)
        } ?? .notPlainASCII
        switch outcome {
        case .oneLine(let line): return (line, nil)
        case .noOneLine: return (nil, nil)
        case .notPlainASCII:
            let run = TextRun(text, pointSize: pointSize, measurer: measurer)
            return (run.oneLine, run)
        }
    }

    /// What `measure` finds in a pass over a text's bytes.
    private enum OneLineOutcome {
        case oneLine(OneLine)
        /// Plain ASCII as far as a hard break or an odd advance: no one line.
        case noOneLine
        /// A byte that is not ASCII: measured in full.
        case notPlainASCII
    }

    /// Whether `measurer` is the built-in one, whose advances of ASCII bytes are read from its
    /// table directly. (Its type is compared, not cast to: `is` asks the runtime, for every
    /// text measured.)
    private static func readsSansTable(_ measurer: any TextMeasurer) -> Bool {
        func isSans<Measurer: TextMeasurer>(_: Measurer) -> Bool { Measurer.self == SansTextMeasurer.self }
        return isSans(measurer)
    }

    /// The advance of the ASCII byte `byte` (not a hard break): from the built-in table when
    /// `readsTable` (`readsSansTable(_:)`), else as `measurer` measures its character.
    @inline(__always)
    private static func advance(ofASCII byte: UInt8, pointSize: CGFloat, measurer: any TextMeasurer,
                                readsTable: Bool) -> CGFloat {
        readsTable ? SansTextMeasurer.advance(ofASCII: byte, pointSize: pointSize)
            : measurer.advance(of: Character(Unicode.Scalar(byte)), pointSize: pointSize)
    }

    /// Whether every byte of `text` is ASCII and none is a CR followed by an LF (the one ASCII
    /// pair that forms a single cluster), so each byte is a cluster of its own. (Read in place:
    /// the bytes of a string iterated one by one cost several times more.)
    private static func isPlainASCII(_ text: String) -> Bool {
        func check<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
            var previous: UInt8 = 0
            for byte in bytes {
                if byte >= 0x80 || (previous == 0x0D && byte == 0x0A) { return false }
                previous = byte
            }
            return true
        }
        return text.utf8.withContiguousStorageIfAvailable { check($0) } ?? check(text.utf8)
    }

    /// The break class of a one-byte (ASCII) cluster, as `GlyphClassifier` decides for any
    /// cluster: U+000A–U+000D are hard breaks, tab and space break, `-` is a hyphen.
    private static func kind(ofASCII byte: UInt8) -> Kind {
        switch byte {
        case 0x0A...0x0D: .newline
        case 0x09, 0x20: .space
        case 0x2D: .hyphen
        default: .other
        }
    }

    /// A cluster boundary: the summed advance before it and the class of the cluster before it.
    private struct Boundary {
        let offset: CGFloat
        let kind: Kind
    }

    /// The number of clusters.
    var count: Int { clusters.count - 1 }

    /// The break class of cluster `index`.
    func kind(_ index: Int) -> Kind { clusters[index + 1].kind }

    /// The summed advance of `range`.
    func width(_ range: Range<Int>) -> CGFloat {
        clusters[range.upperBound].offset - clusters[range.lowerBound].offset
    }

    /// The end of `range` once its trailing breaking spaces are dropped.
    func trimmedEnd(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, kind(end - 1) == .space { end -= 1 }
        return end
    }

    /// The start of `range` once its leading breaking spaces are dropped.
    func trimmedStart(_ range: Range<Int>) -> Int {
        var start = range.lowerBound
        while start < range.upperBound, kind(start) == .space { start += 1 }
        return start
    }

    /// The index of the first hard break at or after `start`, or `count`.
    func paragraphEnd(from start: Int) -> Int {
        var index = start
        while index < count, kind(index) != .newline { index += 1 }
        return index
    }

    /// The index just after the last hard break in `range`, or `range.lowerBound` if none.
    func paragraphStart(within range: Range<Int>) -> Int {
        var index = range.upperBound
        while index > range.lowerBound, kind(index - 1) != .newline { index -= 1 }
        return index
    }

    /// Where cluster `index` starts in the text's UTF-8 (`count`: the UTF-8 length).
    func utf8Offset(_ index: Int) -> Int {
        utf8Offsets.isEmpty ? index : utf8Offsets[index]
    }

    /// The clusters of `range` as a string: a slice of the text's UTF-8 (building it from the
    /// clusters one by one cost more than laying the text out).
    func string(_ range: Range<Int>) -> String {
        Self.slice(text, utf8: utf8Offset(range.lowerBound)..<utf8Offset(range.upperBound))
    }

    /// The part of `text` between the UTF-8 offsets of `range` (cluster boundaries).
    fileprivate static func slice(_ text: String, utf8 range: Range<Int>) -> String {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let end = utf8.index(start, offsetBy: range.count)
        return String(text[start..<end])
    }
}
