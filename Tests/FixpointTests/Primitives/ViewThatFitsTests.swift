import Fixpoint
import FixpointTesting
import Foundation
import Testing

private func box(_ width: CGFloat, _ height: CGFloat) -> some View {
    Color.gray.frame(width: width, height: height)
}

/// Reference §4: the first child whose ideal size fits the proposal on the constrained axes
/// wins; the last child is the fallback; only the winner is shown and it reports its size.
@Suite("ViewThatFits")
struct ViewThatFitsTests {
    /// The sizes of the shown children (only the winner should be there).
    private func shown(_ s: LayoutSnapshot) -> [CGSize] {
        s.children(of: 0).map { s.nodes[$0].frame.size }
    }

    @Test("both axes: the first child that fits in width and height", arguments: [
        (250.0, 60.0, CGSize(width: 200, height: 50)),
        (150, 120, CGSize(width: 100, height: 100)),
        (150, 80, CGSize(width: 10, height: 10)),
    ])
    func bothAxes(width: Double, height: Double, winner: CGSize) {
        let (s, report) = layOut(ViewThatFits { box(200, 50); box(100, 100); Color.red.frame(width: 10, height: 10) },
                                 width: CGFloat(width), height: CGFloat(height))
        #expect(report.passes == 1)
        #expect(shown(s) == [winner])
        #expect(s.nodes[0].typeName == "ViewThatFits")
        #expect(s.size == winner)
    }

    @Test("vertical only: widths are not compared")
    func verticalOnly() {
        let (s, _) = layOut(ViewThatFits(in: .vertical) { box(200, 50); box(100, 100) }, width: 150, height: 60)
        #expect(shown(s) == [CGSize(width: 200, height: 50)])
        let (t, _) = layOut(ViewThatFits(in: .vertical) { box(200, 70); box(100, 60) }, width: 500, height: 60)
        #expect(shown(t) == [CGSize(width: 100, height: 60)])
    }

    @Test("horizontal only: heights are not compared")
    func horizontalOnly() {
        let (s, _) = layOut(ViewThatFits(in: .horizontal) { box(100, 500); box(50, 10) }, width: 150, height: 60)
        #expect(shown(s) == [CGSize(width: 100, height: 500)])
    }

    @Test("nothing fits: the last child is used, even when it does not fit")
    func fallback() {
        let (s, _) = layOut(ViewThatFits { box(200, 200); box(300, 300) }, width: 100, height: 100)
        #expect(shown(s) == [CGSize(width: 300, height: 300)])
        #expect(s.size == CGSize(width: 300, height: 300))
    }

    @Test("the winner is proposed the full proposal")
    func winnerGetsProposal() {
        let (s, _) = layOut(ViewThatFits { Color.red.frame(maxWidth: 80); Text("x") }, width: 150, height: 60)
        // The ideal width of a max-width frame around a Color is the Color's 10: it fits, and is
        // then proposed 150 × 60: the frame is 80 wide, the full height.
        #expect(shown(s) == [CGSize(width: 80, height: 60)])
    }

    @Test("an empty axis set picks the first child")
    func noAxes() {
        let (s, _) = layOut(ViewThatFits(in: []) { box(500, 500); box(1, 1) }, width: 100, height: 100)
        #expect(shown(s) == [CGSize(width: 500, height: 500)])
    }

    @Test("ViewThatFits as a stack child shows one child and reports its size")
    func insideStack() {
        let (s, _) = layOut(HStack(spacing: 0) {
            ViewThatFits(in: .horizontal) { box(300, 10); box(40, 10) }
            box(10, 10)
        }, width: 100)
        #expect(s.frame("HStack/ViewThatFits").width == 40)
        #expect(s.frame("HStack/frame").minX == 40)
        #expect(s.nodes.filter { $0.path.hasPrefix("HStack/ViewThatFits/") }.count == 2) // frame + Color
    }
}
