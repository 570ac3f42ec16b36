import Fixpoint
import FixpointGallery
import FixpointTesting
import Foundation
import Testing

// Seed 003: every rule of the token line, at canvas widths on both sides of each threshold.
// Thresholds (iOS body, 17 pt): all labels 392.009; 5 labels 358.653; 4: 325.297; 3: 291.941;
// 2: 268.037; first token only 244.133; ellipsis with 4 tokens 200.02, 3: 169.116, 2: 128.777,
// 1: 83.712 (below that the line overflows).

@Suite("Seed 003: TokenLineView rules")
struct TokenLineRuleTests {
    /// Every threshold, each once exactly (the line fits) and once 0.001 pt narrower.
    static let widths: [Double] = {
        let thresholds = (1...6).map { TokenLineMetrics.labelThreshold($0) }
            + (1...4).map { TokenLineMetrics.ellipsisThreshold($0) }
        return thresholds.flatMap { [Double($0), Double($0) - 0.001] } + [500, 230, 60, 20]
    }()

    @Test("the computed thresholds are the documented ones")
    func thresholds() {
        let labels = (1...6).reversed().map { TokenLineMetrics.labelThreshold($0) }
        let documented: [CGFloat] = [392.009, 358.653, 325.297, 291.941, 268.037, 244.133]
        #expect(zip(labels, documented).allSatisfy { isClose($0, $1) })
        let ellipsis = (1...5).reversed().map { TokenLineMetrics.ellipsisThreshold($0) }
        // With five tokens the ellipsis replaces the airplane icon of the same width: no narrower
        // than "first token only", so that step never shows.
        #expect(zip(ellipsis, [244.133, 200.02, 169.116, 128.777, 83.712]).allSatisfy { isClose($0, $1) })
        #expect(isClose(TokenLineMetrics.height, 29.548334))
    }

    @Test("both lines show what the rules predict", arguments: TokenLineExample.Variant.allCases, widths)
    func summary(variant: TokenLineExample.Variant, width: Double) {
        let run = TokenLineRun(variant, width: CGFloat(width))
        #expect(run.report.converged)
        #expect(run.summary == TokenLineMetrics.expectedSummary(width: CGFloat(width)))
    }

    @Test("the line is never wider than the canvas unless the first token and ellipsis alone are",
          arguments: TokenLineExample.Variant.allCases, widths)
    func neverWider(variant: TokenLineExample.Variant, width: Double) {
        let run = TokenLineRun(variant, width: CGFloat(width))
        let minimum = TokenLineMetrics.ellipsisThreshold(1)
        if CGFloat(width) >= minimum {
            #expect(run.lineWidth <= CGFloat(width) + 1e-9)
        } else {
            #expect(isClose(run.lineWidth, minimum))
        }
    }

    @Test("the first token is never shortened", arguments: TokenLineExample.Variant.allCases, widths)
    func firstTokenComplete(variant: TokenLineExample.Variant, width: Double) {
        let items = TokenLineRun(variant, width: CGFloat(width)).content.items
        #expect(items.prefix(2).map(\.label) == ["symbol:figure.walk", "32"])
        #expect(isClose(items[1].frame.minX, TokenLineMetrics.nameWidth(TokenLineMetrics.tokens[0])))
    }

    @Test("info labels go from the last token backwards")
    func labelsFromTheTail() {
        let width = TokenLineMetrics.labelThreshold(3)
        let texts = TokenLineRun(.measured, width: width).visibleTexts.map(\.text)
        #expect(texts == ["32", "Bike", "24", "ICE", "50", "Taxi"])
        let items = TokenLineRun(.measured, width: width).content.items.map(\.label)
        #expect(items.last == "symbol:airplane")
    }

    @Test("then the ellipsis shows and whole tokens go from the tail")
    func ellipsisAndDroppedTokens() {
        let run = TokenLineRun(.measured, width: 180)
        #expect(run.content.items.map(\.label) == ["symbol:figure.walk", "32", "Bike", "ICE", "symbol:ellipsis"])
        let ellipsis = run.content.items.last!
        let expectedX = TokenLineMetrics.lineWidth(count: 3, labels: 1, ellipsis: false) + TokenLineMetrics.spacing
            + TokenLineMetrics.padding
        #expect(isClose(ellipsis.frame.minX, expectedX))
    }

    @Test("tokens are laid out left to right, 2 pt apart, each cut right after its last visible part")
    func spacing() {
        let run = TokenLineRun(.measured, width: TokenLineMetrics.labelThreshold(2))
        let boxes = run.snapshot.nodes.filter { $0.drawing.cornerRadius != nil && $0.frame.width > 0.001 }
            .map(\.frame).sorted { $0.minX < $1.minX }
        #expect(boxes.count == 6)
        for (left, right) in zip(boxes, boxes.dropFirst()) {
            #expect(isClose(right.minX - left.maxX, TokenLineMetrics.spacing))
        }
        let widths = boxes.map(\.width)
        let tokens = TokenLineMetrics.tokens
        let expected = [TokenLineMetrics.fullWidth(tokens[0]), TokenLineMetrics.fullWidth(tokens[1])]
            + tokens[2...].map(TokenLineMetrics.nameWidth)
        #expect(zip(widths, expected).allSatisfy { isClose($0, $1) })
    }

    @Test("TokenBox.arrange keeps its invariants for lines of zero, one and two tokens")
    func smallLines() {
        let ellipsis = TokenBox(width: 20, nameWidth: 20)
        #expect(TokenBox.arrange([], canvasWidth: 100, spacing: 2).isEmpty)
        let empty = TokenBox.arrange([ellipsis], canvasWidth: 100, spacing: 2)
        #expect(empty == [TokenBox(width: 20, nameWidth: 20, offset: 0, padding: 20)])
        let single = TokenBox(width: 50, nameWidth: 30)
        let overflowing = TokenBox.arrange([single, ellipsis], canvasWidth: 10, spacing: 2)
        #expect(overflowing.map(\.visibleWidth) == [50, 0])
        let pair = TokenBox.arrange([single, TokenBox(width: 40, nameWidth: 25), ellipsis], canvasWidth: 80, spacing: 2)
        #expect(pair.map(\.visibleWidth) == [50, 25, 0])
        #expect(pair.map(\.offset) == [0, 52, 77])
        let squeezed = TokenBox.arrange([single, TokenBox(width: 40, nameWidth: 25), ellipsis], canvasWidth: 60,
                                        spacing: 2)
        #expect(squeezed.map(\.visibleWidth) == [50, 0, 20])
        #expect(squeezed.map(\.offset) == [0, 50, 52])
        for box in pair + squeezed + overflowing {
            #expect(box.padding >= 0 && box.padding <= box.width)
        }
    }

    @Test("tokens without info labels and a line that fits keep every token complete")
    func tokensWithoutLabels() {
        let tokens = [Token(name: "One"), Token(name: "Two", info: "2")]
        let host = TokenLineExample(tokens: tokens).host(width: 300)
        #expect(host.run().converged)
        #expect(tokenLineSummary(snapshot: host.snapshot, tokens: tokens) == "2 tokens, labels on 1")
    }
}
