import Foundation
import Testing
import Fixpoint

@Suite("TextLayout truncation and limits")
struct TextTruncationTests {
    typealias T = TextTestSupport

    @Test func tailTruncationOnOneLine() {
        let result = T.mono("Hello world", width: 8, lineLimit: 1)
        #expect(result.lines == ["Hello w…"])
        #expect(result.size == CGSize(width: 8, height: 1))
        #expect(result.isTruncated)
        // The prefix's trailing space is dropped and does not count.
        #expect(T.mono("Hello world", width: 7, lineLimit: 1).lines == ["Hello…"])
        #expect(T.mono("Hello world", width: 7, lineLimit: 1).size == CGSize(width: 6, height: 1))
    }

    @Test func lineLimitOneWithRoomShowsEverything() {
        let result = T.mono("Hello world", width: 11, lineLimit: 1)
        #expect(result.lines == ["Hello world"])
        #expect(!result.isTruncated)
        #expect(T.sans("San Francisco", pointSize: 13, width: 83.083, lineLimit: 1).lines == ["San Francisco"])
    }

    @Test func headTruncation() {
        #expect(T.mono("Hello world", width: 8, lineLimit: 1, truncation: .head).lines == ["…o world"])
        let result = T.mono("Hello world", width: 7, lineLimit: 1, truncation: .head)
        #expect(result.lines == ["…world"])
        #expect(result.size == CGSize(width: 6, height: 1))
    }

    @Test func middleTruncation() {
        let result = T.mono("Hello world", width: 8, lineLimit: 1, truncation: .middle)
        #expect(result.lines == ["Hell…rld"])
        #expect(result.size == CGSize(width: 8, height: 1))
        // The prefix gets the extra character.
        #expect(T.mono("abcdefghij", width: 6, lineLimit: 1, truncation: .middle).lines == ["abc…ij"])
        #expect(T.mono("abcdefghij", width: 5, lineLimit: 1, truncation: .middle).lines == ["ab…ij"])
        // Spaces next to the ellipsis are dropped.
        #expect(T.mono("ab cd ef", width: 6, lineLimit: 1, truncation: .middle).lines == ["ab…ef"])
    }

    @Test func sansTailTruncation() {
        let result = T.sans("San Francisco", pointSize: 13, width: 81, lineLimit: 1)
        #expect(result.lines == ["San Franci…"])
        #expect(approx(result.size, CGSize(width: 75.855, height: 14.948726)))
        #expect(T.sans("San Francisco", pointSize: 13, width: 40, lineLimit: 1).lines == ["San…"])
    }

    @Test func lastAllowedLineTruncates() {
        let text = "aaa bbb ccc ddd"
        #expect(T.mono(text, width: 5).lines == ["aaa", "bbb", "ccc", "ddd"])
        let tail = T.mono(text, width: 5, lineLimit: 2)
        #expect(tail.lines == ["aaa", "bbb…"])
        #expect(tail.size == CGSize(width: 4, height: 2))
        #expect(tail.isTruncated)
        #expect(T.mono(text, width: 5, lineLimit: 2, truncation: .head).lines == ["aaa", "…ddd"])
        #expect(T.mono(text, width: 5, lineLimit: 2, truncation: .middle).lines == ["aaa", "bb…dd"])
        let exact = T.mono(text, width: 5, lineLimit: 4)
        #expect(exact.lines == ["aaa", "bbb", "ccc", "ddd"])
        #expect(!exact.isTruncated)
    }

    @Test func truncationUsesTheRemainingTextAsOneLine() {
        // The last line starts at "bbbbbb"; the remaining text "bbbbbb cc" is truncated as one line.
        #expect(T.mono("aa bbbbbb cc", width: 7, lineLimit: 2).lines == ["aa", "bbbbbb…"])
        #expect(T.mono("aa bbbbbb cc", width: 8, lineLimit: 2).lines == ["aa", "bbbbbb…"])
        // Wrapped alone, the line would be "aaaa"; truncated, it continues into the next word.
        #expect(T.mono("aaaa bbbbbbbb", width: 8).lines == ["aaaa", "bbbbbbbb"])
        #expect(T.mono("aaaa bbbbbbbb", width: 8, lineLimit: 1).lines == ["aaaa bb…"])
    }

    @Test func lineLimitBelowOneCountsAsOne() {
        #expect(T.mono("Hello world", width: 8, lineLimit: 0).lines == ["Hello w…"])
        #expect(T.mono("Hello world", width: 8, lineLimit: -3).lines == ["Hello w…"])
    }

    @Test func heightLimitsTheLines() {
        let text = "aaa bbb ccc ddd"
        #expect(T.mono(text, width: 5, height: 2).lines == ["aaa", "bbb…"])
        #expect(T.mono(text, width: 5, height: 2.99).lines == ["aaa", "bbb…"])
        #expect(T.mono(text, width: 5, height: 3).lines == ["aaa", "bbb", "ccc…"])
        #expect(T.mono(text, width: 5, height: 100).lines == ["aaa", "bbb", "ccc", "ddd"])
        #expect(T.mono(text, width: 5, height: .infinity).lines.count == 4)
        #expect(T.mono(text, width: 5, height: 3, lineLimit: 2).lines == ["aaa", "bbb…"])
    }

    @Test func heightBelowOneLineStillShowsOneLine() {
        let result = T.mono("aaa bbb", width: 5, height: 0.4)
        #expect(result.lines == ["aaa…"])
        #expect(result.size == CGSize(width: 4, height: 1))
        #expect(T.mono("aaa bbb", width: 100, height: 0).lines == ["aaa bbb"])
        #expect(T.mono("aaa bbb", width: 100, height: 0).size == CGSize(width: 7, height: 1))
    }

    @Test func sansHeightOfExactlyTwoLines() {
        let lineHeight = SansTextMeasurer().lineHeight(pointSize: 13)
        let result = T.sans("Invites enabled, 5 people maximum", pointSize: 13, width: 90, height: 2 * lineHeight)
        #expect(result.lines.count == 2)
        #expect(result.isTruncated)
        #expect(result.lines[1].hasSuffix("…"))
        #expect(approx(result.size.height, 2 * lineHeight, 1e-9))
        #expect(result.size.width <= 90)
    }

    @Test func lineLimitOnHardLinesWithoutWrapping() {
        let text = "one\ntwo\nthree"
        let tail = T.mono(text, width: nil, lineLimit: 2)
        #expect(tail.lines == ["one", "two…"])
        #expect(tail.size == CGSize(width: 4, height: 2))
        #expect(tail.isTruncated)
        #expect(T.mono(text, width: nil, lineLimit: 2, truncation: .head).lines == ["one", "…three"])
        #expect(T.mono(text, width: nil, lineLimit: 2, truncation: .middle).lines == ["one", "two…three"])
        #expect(T.mono(text, width: nil, height: 1).lines == ["one…"])
        #expect(T.mono("Hello\nworld", width: 5, lineLimit: 1).lines == ["Hell…"])
    }

    @Test func zeroByZeroProposal() {
        let result = T.mono("Hello", width: 0, height: 0)
        #expect(result.size == .zero)
        #expect(result.lines.isEmpty)
        #expect(T.sans("Hello", pointSize: 17, width: 0, height: 0).size == .zero)
    }

    @Test func zeroWidthIsOneLineHigh() {
        for height: CGFloat? in [nil, 5, 100, .infinity] {
            let result = T.sans("Hello, world", pointSize: 17, width: 0, height: height)
            #expect(result.size == CGSize(width: 0, height: SansTextMeasurer().lineHeight(pointSize: 17)))
            #expect(result.lines == ["…"])
            #expect(result.isTruncated)
        }
    }

    @Test func ellipsisWiderThanTheProposal() {
        let result = T.sans("Hello", pointSize: 17, width: 5, lineLimit: 1)
        #expect(result.lines == ["…"])
        #expect(approx(result.size, CGSize(width: 5, height: 19.548334)))
        #expect(T.mono("Hello", width: 0.5, lineLimit: 1).size == CGSize(width: 0.5, height: 1))
        #expect(T.mono("Hello", width: 0.5, lineLimit: 1, truncation: .middle).lines == ["…"])
        // Only "…" fits: nothing else is shown.
        #expect(T.mono("Hello", width: 1, lineLimit: 1).lines == ["…"])
        #expect(T.mono("Hello", width: 1, lineLimit: 1).size == CGSize(width: 1, height: 1))
    }

    @Test func emptyText() {
        #expect(T.mono("", width: nil).size == .zero)
        #expect(T.mono("", width: 100, height: 100).lines.isEmpty)
        #expect(!T.mono("", width: 0).isTruncated)
    }

    @Test func negativeWidthActsAsZero() {
        #expect(T.mono("Hello", width: -10).size == CGSize(width: 0, height: 1))
    }
}
