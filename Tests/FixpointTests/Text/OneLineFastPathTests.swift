import FixpointFuzz
import Foundation
import Testing
@testable import Fixpoint

/// A text that fits on one line skips the line breaker; these tests hold that shortcut to what
/// the line breaker (`TextLayout.wrap`) finds, on seeded random texts at widths around their own.
@Suite("Text layout's one-line shortcut")
struct OneLineFastPathTests {
    private static let pieces = ["a", "bb", "Word", "x-y", " ", "  ", "-", "é", "日本", "👍🏽", "\t", "\n", "i"]

    /// What `TextLayout.layout` reports when every line comes from `wrap` (no line limit, no height).
    private static func reference(_ text: String, width: CGFloat, measurer: any TextMeasurer) -> TextLayoutResult {
        let run = TextRun(text, pointSize: 17, measurer: measurer)
        let lineHeight = measurer.lineHeight(pointSize: 17)
        let (ranges, _) = TextLayout.wrap(run, width: width, limit: Int.max)
        var widest: CGFloat = 0
        var lines: [String] = []
        for range in ranges {
            let shown = range.lowerBound..<run.trimmedEnd(range)
            lines.append(run.string(shown))
            widest = max(widest, run.width(shown))
        }
        return TextLayoutResult(size: CGSize(width: min(widest, width), height: CGFloat(ranges.count) * lineHeight),
                                lines: lines, isTruncated: false, lineHeight: lineHeight)
    }

    @Test(arguments: [1, 2, 3])
    func agreesWithTheLineBreaker(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let measurers: [any TextMeasurer] = [SansTextMeasurer(), MonospaceTextMeasurer()]
        var oneLine = 0
        for _ in 0..<300 {
            let text = (0..<Int(generator.next() % 8 + 1)).map { _ in generator.pick(Self.pieces) }.joined()
            let measurer = generator.pick(measurers)
            let textRun = TextRun(text, pointSize: 17, measurer: measurer)
            let full = textRun.width(0..<textRun.count)
            for width in [full, full + 0.5, full - 0.5, full / 2, full + 1e-10, 1_000] where width > 0 {
                let laid = TextLayout.layout(text, pointSize: 17, proposal: ProposedViewSize(width: width, height: nil),
                                             lineLimit: nil, truncation: .tail, measurer: measurer)
                #expect(laid == Self.reference(text, width: width, measurer: measurer), "\(text.debugDescription) at \(width)")
                if laid.lines.count == 1 { oneLine += 1 }
            }
        }
        #expect(oneLine > 300)
    }

    /// Measuring a text as far as its one line finds the run's one line to the last bit, and
    /// keeps no clusters for a plain ASCII text (they are made when a layout wraps it), nor
    /// for any text a hard break shows to have no one line.
    @Test(arguments: [4, 5, 6])
    func oneLineMeasureAgreesWithTheRun(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let measurers: [any TextMeasurer] = [SansTextMeasurer(), MonospaceTextMeasurer(), FixedAdvance(advance: 0.1)]
        var plain = 0, oneLines = 0
        for _ in 0..<400 {
            let text = (0..<Int(generator.next() % 8)).map { _ in generator.pick(Self.pieces + ["\r\n", "\r", ". "]) }.joined()
            let measurer = generator.pick(measurers)
            let run = TextRun(text, pointSize: 15, measurer: measurer)
            let measured = TextRun.measure(text, pointSize: 15, measurer: measurer)
            let isPlain = text.utf8.allSatisfy { $0 < 0x80 } && !text.contains("\r\n")
            #expect(measured.oneLine == run.oneLine, "\(text.debugDescription)")
            #expect(measured.oneLine.map { $0.width.bitPattern } == run.oneLine.map { $0.width.bitPattern })
            #expect(measured.oneLine?.string(of: text) == run.oneLine.map { _ in run.string(0..<run.trimmedEnd(0..<run.count)) })
            // A plain ASCII text keeps no run; any other keeps one unless it has no one line.
            #expect(isPlain ? measured.run == nil : measured.run != nil || measured.oneLine == nil, "\(text.debugDescription)")
            if isPlain { plain += 1 }
            if measured.oneLine != nil { oneLines += 1 }
        }
        #expect(plain > 50 && oneLines > 50)
        // An odd advance is no one line either way.
        for advance in [-2, CGFloat.nan] {
            #expect(TextRun.measure("ab cd", pointSize: 17, measurer: FixedAdvance(advance: advance)).oneLine == nil)
        }
    }

    /// A measurer whose advances are negative or not a number never takes the shortcut.
    @Test func oddAdvancesTakeTheLineBreaker() {
        for advance in [-2, CGFloat.nan] {
            let run = TextRun("ab cd", pointSize: 17, measurer: FixedAdvance(advance: advance))
            #expect(!run.isOneParagraph)
        }
        #expect(TextRun("ab cd", pointSize: 17, measurer: FixedAdvance(advance: 3)).isOneParagraph)
        #expect(!TextRun("ab\ncd", pointSize: 17, measurer: FixedAdvance(advance: 3)).isOneParagraph)
    }
}

/// Every character the same advance.
private struct FixedAdvance: TextMeasurer {
    let advance: CGFloat
    func advance(of character: Character, pointSize: CGFloat) -> CGFloat { advance }
    func lineHeight(pointSize: CGFloat) -> CGFloat { 10 }
}
