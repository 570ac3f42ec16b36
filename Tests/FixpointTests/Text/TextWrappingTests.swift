import Foundation
import Testing
import Fixpoint

@Suite("TextLayout wrapping")
struct TextWrappingTests {
    typealias T = TextTestSupport

    @Test func monospaceHelloWorld() {
        let result = T.mono("Hello world", width: 5)
        #expect(result.lines == ["Hello", "world"])
        #expect(result.size == CGSize(width: 5, height: 2))
        #expect(!result.isTruncated)
        #expect(result.lineHeight == 1)
    }

    @Test func idealSizeDoesNotWrap() {
        let result = T.mono("Hello world", width: nil)
        #expect(result.lines == ["Hello world"])
        #expect(result.size == CGSize(width: 11, height: 1))
        #expect(T.mono("Hello world", width: .infinity) == result)
        #expect(T.mono("Hello world", width: 11) == result)
        #expect(T.mono("Hello world", width: 500) == result)
    }

    @Test func idealSizeSplitsAtHardBreaksOnly() {
        let result = T.mono("Hello\nwide world\n!", width: nil)
        #expect(result.lines == ["Hello", "wide world", "!"])
        #expect(result.size == CGSize(width: 10, height: 3))
        #expect(T.mono("a\r\nbc", width: nil).lines == ["a", "bc"])
    }

    @Test func greedyWrapping() {
        #expect(T.mono("aa bb cc dd", width: 5).lines == ["aa bb", "cc dd"])
        #expect(T.mono("aa bb cc dd", width: 7).lines == ["aa bb", "cc dd"])
        #expect(T.mono("aa bb cc dd", width: 8).lines == ["aa bb cc", "dd"])
        // Greedy, not balanced: the first line takes as much as fits.
        #expect(T.mono("aaa bb cccc", width: 6).lines == ["aaa bb", "cccc"])
        #expect(T.mono("aaa bb cccc", width: 6).size == CGSize(width: 6, height: 2))
    }

    @Test func breaksAfterHyphens() {
        let result = T.mono("well-known fact", width: 8)
        #expect(result.lines == ["well-", "known", "fact"])
        #expect(result.size == CGSize(width: 5, height: 3))
        #expect(T.mono("well-known fact", width: 12).lines == ["well-known", "fact"])
        #expect(T.mono("a-b-c-d", width: 4).lines == ["a-b-", "c-d"])
    }

    @Test func longWordsBreakBetweenCharacters() {
        #expect(T.mono("abcdefghij", width: 4).lines == ["abcd", "efgh", "ij"])
        #expect(T.mono("abcdefghij", width: 4).size == CGSize(width: 4, height: 3))
        #expect(T.mono("ab cdefghij", width: 4).lines == ["ab", "cdef", "ghij"])
        #expect(T.mono("Helloworld foo", width: 5).lines == ["Hello", "world", "foo"])
    }

    @Test func trailingSpacesDoNotCount() {
        let result = T.mono("abc   def", width: 3)
        #expect(result.lines == ["abc", "def"])
        #expect(result.size == CGSize(width: 3, height: 2))
        #expect(T.mono("abcd ", width: 4).lines == ["abcd"])
        #expect(T.mono("abcd ", width: 4).size == CGSize(width: 4, height: 1))
        #expect(T.mono("ab  ", width: nil).size == CGSize(width: 2, height: 1))
        #expect(T.mono("  ab", width: nil).size == CGSize(width: 4, height: 1))
    }

    @Test func noBreakSpaceDoesNotBreak() {
        #expect(T.mono("a\u{00A0}b c", width: 3).lines == ["a\u{00A0}b", "c"])
    }

    @Test func hardBreaksInsideWrappedText() {
        #expect(T.mono("ab cd\nef", width: 2).lines == ["ab", "cd", "ef"])
        let blank = T.mono("a\n\nb", width: 10)
        #expect(blank.lines == ["a", "", "b"])
        #expect(blank.size == CGSize(width: 1, height: 3))
        #expect(T.mono("a\n", width: nil).lines == ["a", ""])
    }

    @Test func charactersWiderThanTheProposalGetOneLineEach() {
        let wide = MonospaceTextMeasurer(characterWidth: 10, lineHeight: 2)
        let result = TextLayout.layout("abc", pointSize: 12, proposal: ProposedViewSize(width: 5, height: nil),
                                       lineLimit: nil, truncation: .tail, measurer: wide)
        #expect(result.lines == ["a", "b", "c"])
        #expect(result.size == CGSize(width: 5, height: 6))
    }

    @Test func sansHelloWorldWraps() {
        let result = T.sans("Hello, world", pointSize: 17, width: 61.33)
        #expect(result.lines == ["Hello,", "world"])
        #expect(approx(result.size, CGSize(width: 43.452, height: 2 * 19.548334)))
        let ideal = T.sans("Hello, world", pointSize: 17, width: nil)
        #expect(ideal.lines == ["Hello, world"])
        #expect(approx(ideal.size, CGSize(width: 88.791, height: 19.548334)))
    }

    @Test func sansSanFrancisco() {
        let ideal = T.sans("San Francisco", pointSize: 13, width: nil)
        #expect(approx(ideal.size, CGSize(width: 83.083, height: 14.948726)))
        let wrapped = T.sans("San Francisco", pointSize: 13, width: 75)
        #expect(wrapped.lines == ["San", "Francisco"])
        #expect(approx(wrapped.size, CGSize(width: 56.342, height: 2 * 14.948726)))
    }

    @Test func sansLongSentence() {
        let result = T.sans("Invites enabled, 5 people maximum", pointSize: 17, width: 150)
        #expect(result.lines == ["Invites enabled, 5", "people maximum"])
        #expect(approx(result.size.width, 133.246))
    }

    @Test func reproposingTheReportedWidthIsStable() {
        let texts = ["Invites enabled, 5 people maximum", "Video call available", "San Francisco", "8:00 AM"]
        for text in texts {
            for width: CGFloat in [40, 61.33, 80, 100, 150] {
                let first = T.sans(text, pointSize: 13, width: width)
                let second = T.sans(text, pointSize: 13, width: first.size.width)
                #expect(second.lines == first.lines, "\(text) at \(width)")
                #expect(second.size == first.size, "\(text) at \(width)")
            }
            let ideal = T.sans(text, pointSize: 17, width: nil)
            #expect(T.sans(text, pointSize: 17, width: ideal.size.width) == ideal)
        }
    }

    @Test func widthNeverExceedsTheProposal() {
        let text = "The quick brown fox jumps over the lazy dog, twice-over; supercalifragilistic."
        for width in stride(from: CGFloat(1), through: 400, by: 7.5) {
            let result = T.sans(text, pointSize: 17, width: width)
            #expect(result.size.width <= width)
            #expect(approx(result.size.height, CGFloat(result.lines.count) * result.lineHeight, 1e-9))
            #expect(result.lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
        }
    }

    @Test func layoutIsLinearAndDeterministic() {
        let text = String(repeating: "lorem ipsum dolor sit amet ", count: 8_000)
        let first = T.mono(text, width: 40)
        #expect(first == T.mono(text, width: 40))
        #expect(first.lines.count == 5_715)
        #expect(first.size == CGSize(width: 38, height: 5_715))
    }

    @Test func description() {
        #expect(T.mono("Hello world", width: 5).description == "5×2 [\"Hello\", \"world\"]")
        #expect(T.mono("Hello world", width: 8, lineLimit: 1).description == "8×1 [\"Hello w…\"] truncated")
    }
}
