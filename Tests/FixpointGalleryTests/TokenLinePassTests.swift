import Fixpoint
import FixpointGallery
import FixpointTesting
import Foundation
import Testing

@Suite("Seed 003: TokenLineView passes")
struct TokenLinePassTests {
    static let widths: [Double] = [500, 392.009, 300, 250, 220, 150, 100, 60]

    @Test("measure, then render: 2 passes in one frame, 2 bodies of the line, 7 token bodies",
          arguments: widths)
    func measured(width: Double) {
        let run = TokenLineRun(.measured, width: CGFloat(width))
        #expect(run.report.converged)
        #expect(run.report.passes == 2)
        #expect(run.report.frames == 1)
        #expect(run.report.bodyEvaluations(of: TokenLineView.self) == 2)
        // Pass 2 re-runs the line's body; the TokenViews are equal and are not re-evaluated.
        #expect(run.report.bodyEvaluations(of: TokenView.self) == 7)
        #expect(run.report.diagnostics.isEmpty)
    }

    @Test("the layout twin: 1 pass, 1 body, no binder", arguments: widths)
    func twin(width: Double) {
        let run = TokenLineRun(.layout, width: CGFloat(width))
        #expect(run.report.converged)
        #expect(run.report.passes == 1)
        #expect(run.report.bodyEvaluations(of: TokenLineLayoutView.self) == 1)
        #expect(run.report.bodyEvaluations(of: TokenLineView.self) == 0)
        #expect(run.report.diagnostics.isEmpty)
    }

    @Test("a new canvas width re-renders from the kept widths in 2 passes, 1 body")
    func rerun() {
        let host = TokenLineExample().host(width: 400)
        #expect(host.run().passes == 2)
        host.proposal = ProposedViewSize(width: 220, height: nil)
        let report = host.run()
        #expect(report.converged && report.passes == 2)
        #expect(report.bodyEvaluations(of: TokenLineView.self) == 1)
        #expect(tokenLineSummary(snapshot: host.snapshot) == "4 tokens, labels on 1, ellipsis")
        let twin = TokenLineExample(variant: .layout).host(width: 400)
        twin.run()
        twin.proposal = ProposedViewSize(width: 220, height: nil)
        #expect(twin.run().passes == 1)
        #expect(tokenLineSummary(snapshot: twin.snapshot) == "4 tokens, labels on 1, ellipsis")
    }

    @Test("offered no width, the canvas measures the line itself: 4 passes over 2 frames")
    func unspecifiedWidth() {
        // The VStack re-proposes its own width (the widest token, 75.469) to the clear colour, the
        // line shrinks to the first token plus ellipsis (83.712), which widens the VStack and
        // the canvas again: the canvas binder fires twice, and the second dispatch waits for
        // the next frame. The twin takes the unspecified width as 10, as the colour would.
        let host = ViewHost(TokenLineView(tokens: TokenLineExample.sampleTokens), proposal: .unspecified)
        let report = host.run()
        #expect(report.converged)
        #expect(report.passes == 4 && report.frames == 2)
        #expect(report.diagnostics.map(\.message)
            == ["Bound preference CanvasWidthKey tried to update multiple times per frame."])
        let twin = ViewHost(TokenLineLayoutView(tokens: TokenLineExample.sampleTokens), proposal: .unspecified)
        #expect(twin.run().passes == 1)
        #expect(tokenLineSummary(snapshot: host.snapshot) == "1 token, labels on 1, ellipsis")
        #expect(tokenLineSummary(snapshot: twin.snapshot) == "1 token, labels on 1, ellipsis")
        #expect(isClose(host.snapshot.size.width, TokenLineMetrics.ellipsisThreshold(1)))
        #expect(isClose(twin.snapshot.size.width, TokenLineMetrics.ellipsisThreshold(1)))
    }
}
