import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// A leaf that takes the proposal (nil → 40×20 unless told otherwise) and records the proposal
/// it is placed with, so tests can see what a frame proposes at placement.
struct ProposalRecorder: Layout {
    let log: Probe<[ProposedViewSize]>
    var ideal = CGSize(width: 40, height: 20)

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: ideal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        log.value.append(proposal)
    }
}

private func recorder(_ log: Probe<[ProposedViewSize]>, ideal: CGSize = CGSize(width: 40, height: 20)) -> some View {
    ProposalRecorder(log: log, ideal: ideal) { EmptyView() }
}

private func box(_ width: CGFloat, _ height: CGFloat = 10) -> some View {
    Color.gray.frame(width: width, height: height)
}

/// Reference §1.2: the fixed frame, every per-axis rule of the flexible frame, its placement
/// rule, the normalisation of its bounds, and alignment in frames.
@Suite("frame")
struct FrameTests {
    // MARK: Fixed frame

    @Test("fixed frame with both dimensions: the child is not consulted; it is proposed the frame")
    func fixedBoth() {
        let log = Probe<[ProposedViewSize]>([])
        let (s, report) = layOut(recorder(log, ideal: CGSize(width: 500, height: 500)).frame(width: 50, height: 30), width: 300)
        #expect(report.passes == 1)
        #expect(s.frame("frame") == CGRect(x: 0, y: 0, width: 50, height: 30))
        #expect(log.value.last == ProposedViewSize(width: 50, height: 30))
        let (text, _) = layOut(Text("A long line that does not fit").frame(width: 50, height: 30), width: 300)
        #expect(text.frame("frame").size == CGSize(width: 50, height: 30))
    }

    @Test("fixed frame with one dimension: the other comes from the child, proposed the proposal")
    func fixedOne() {
        let log = Probe<[ProposedViewSize]>([])
        let (s, _) = layOut(recorder(log).frame(width: 70), width: 300, height: 100)
        #expect(s.frame("frame") == CGRect(x: 0, y: 0, width: 70, height: 100))
        #expect(log.value.last == ProposedViewSize(width: 70, height: 100))
        let (text, _) = layOut(Text("Hello, world").frame(width: 60), width: 300)
        #expect(isClose(text.frame("frame").size, CGSize(width: 60, height: 2 * lineHeight())))
        let (colour, _) = layOut(Color.red.frame(height: 30), width: 200)
        #expect(colour.frame("frame").size == CGSize(width: 200, height: 30))
        let (open, _) = layOut(Text("Hi").frame(), width: 300)
        #expect(isClose(open.frame("frame").size, CGSize(width: textWidth("Hi"), height: lineHeight())))
    }

    // MARK: Flexible frame, rule 1: proposal and both bounds

    @Test("rule 1: with a proposal and both bounds the size is the clamped proposal", arguments: [
        (100.0, 100.0), (200, 150), (20, 50),
    ])
    func clampProposal(proposed: Double, expected: Double) {
        let log = Probe<[ProposedViewSize]>([])
        let (s, _) = layOut(recorder(log, ideal: CGSize(width: 999, height: 20)).frame(minWidth: 50, maxWidth: 150),
                            width: CGFloat(proposed), height: 20)
        #expect(s.frame("frame").width == CGFloat(expected))
        #expect(log.value.last?.width == CGFloat(expected))
    }

    @Test("rule 1: the child does not affect the axis (a long text in a 10…20 frame)")
    func childIgnored() {
        let (s, _) = layOut(Text("Hello, world").frame(minWidth: 10, maxWidth: 20), width: 300)
        #expect(s.frame("frame").width == 20)
    }

    // MARK: Rule 2: nil proposal and an ideal

    @Test("rule 2: a nil proposal with an ideal gives the ideal")
    func idealForNil() {
        let log = Probe<[ProposedViewSize]>([])
        let (s, _) = layOut(recorder(log).frame(idealWidth: 70, idealHeight: 30).fixedSize(), width: 300)
        #expect(s.frame("fixedSize/frame").size == CGSize(width: 70, height: 30))
        #expect(log.value.last == ProposedViewSize(width: 70, height: 30))
        let bounded = Probe<[ProposedViewSize]>([])
        let (t, _) = layOut(recorder(bounded).frame(minWidth: 10, idealWidth: 70, maxWidth: 100).fixedSize(), width: 300)
        // Width from the ideal; height from the child (ideal 20), strictly inside (0, ∞) with
        // no ideal height and a nil proposal: placed with nil.
        #expect(t.frame("fixedSize/frame").size == CGSize(width: 70, height: 20))
        #expect(bounded.value.last == ProposedViewSize(width: 70, height: nil))
    }

    @Test("rule 2: an ideal width proposes the child that width for the other axis")
    func idealProposesChild() {
        let (s, _) = layOut(Text("Hello, world").frame(idealWidth: 60).fixedSize(), width: 300)
        #expect(isClose(s.frame("fixedSize/frame").size, CGSize(width: 60, height: 2 * lineHeight())))
        #expect(s.node(path: "fixedSize/frame/Text")?.text == "Hello,\nworld")
    }

    // MARK: Rule 3: the child decides

    @Test("rule 3, min and max with a nil proposal and no ideal: the child clamped")
    func childClamped() {
        let large = Probe<[ProposedViewSize]>([])
        let (a, _) = layOut(recorder(large).frame(minWidth: 10, maxWidth: 30).fixedSize(), width: 300)
        #expect(a.frame("fixedSize/frame").width == 30)
        #expect(large.value.last?.width == 30)
        let small = Probe<[ProposedViewSize]>([])
        let (b, _) = layOut(recorder(small, ideal: CGSize(width: 5, height: 20)).frame(minWidth: 10, maxWidth: 30).fixedSize(),
                            width: 300)
        #expect(b.frame("fixedSize/frame").width == 10)
        #expect(small.value.last?.width == 10)
    }

    @Test("placement: nil on an axis strictly between the bounds, with no ideal and a nil proposal")
    func placementNil() {
        let inside = Probe<[ProposedViewSize]>([])
        let (a, _) = layOut(recorder(inside).frame(minWidth: 10, maxWidth: 100).fixedSize(), width: 300)
        #expect(a.frame("fixedSize/frame").width == 40)
        #expect(inside.value.last == ProposedViewSize(width: nil, height: nil))
        let onBound = Probe<[ProposedViewSize]>([])
        _ = layOut(recorder(onBound).frame(minWidth: 40, maxWidth: 100).fixedSize(), width: 300)
        #expect(onBound.value.last?.width == 40)
        let proposed = Probe<[ProposedViewSize]>([])
        _ = layOut(recorder(proposed).frame(minWidth: 10, maxWidth: 100), width: 60, height: 20)
        #expect(proposed.value.last == ProposedViewSize(width: 60, height: 20))
    }

    @Test("rule 3, only min: max(min(cp ?? ∞, child), min)")
    func onlyMin() {
        // Proposal 200, child 250: min(200, 250) = 200 ≥ 100; the child overflows, centred.
        let (a, _) = layOut(box(250).frame(minWidth: 100), width: 200)
        #expect(a.frame("frame").width == 200)
        #expect(a.frame("frame/frame").minX == -25)
        // Nil proposal: the child's 250.
        let (b, _) = layOut(box(250).frame(minWidth: 100).fixedSize(), width: 200)
        #expect(b.frame("fixedSize/frame").width == 250)
        // Proposal below min: the child is proposed min.
        let (c, _) = layOut(Color.red.frame(minWidth: 100), width: 50, height: 10)
        #expect(c.frame("frame").width == 100)
        #expect(c.frame("frame/Color").width == 100)
        // A small child in a large proposal: min wins over the child.
        let (d, _) = layOut(Text("Hi").frame(minWidth: 80), width: 300)
        #expect(d.frame("frame").width == 80)
        // A nil proposal and no ideal: the child's size, at least min.
        let log = Probe<[ProposedViewSize]>([])
        let (e, _) = layOut(recorder(log).frame(minWidth: 10).fixedSize(), width: 300)
        #expect(e.frame("fixedSize/frame").width == 40)
        #expect(log.value.last?.width == nil)
    }

    @Test("rule 3, only max: min(max(cp ?? −∞, child), max)")
    func onlyMax() {
        // maxWidth: .infinity fills a finite proposal…
        let (a, _) = layOut(Text("Hi").frame(maxWidth: .infinity), width: 300)
        #expect(a.frame("frame").width == 300)
        #expect(isClose(a.frame("frame/Text").minX, (300 - textWidth("Hi")) / 2))
        // …and never drops below its child.
        let (b, _) = layOut(box(250).frame(maxWidth: 400), width: 200)
        #expect(b.frame("frame").width == 250)
        // Nil proposal: the child.
        let (c, _) = layOut(box(50).frame(maxWidth: 400).fixedSize(), width: 200)
        #expect(c.frame("fixedSize/frame").width == 50)
        // A max below the proposal: the child is proposed max and the frame is max.
        let (d, _) = layOut(Text("Hello, world").frame(maxWidth: 40), width: 300)
        #expect(d.frame("frame").width == 40)
        #expect(d.frame("frame/Text").width <= 40)
        #expect(d.frame("frame/Text").height > lineHeight())
    }

    @Test("rule 3, neither bound: the child's size; a nil proposal takes the ideal")
    func neither() {
        let (a, _) = layOut(box(30).frame(idealWidth: 70), width: 200)
        #expect(a.frame("frame").width == 30)
        let (b, _) = layOut(box(30).frame(idealWidth: 70).fixedSize(), width: 200)
        #expect(b.frame("fixedSize/frame").width == 70)
        #expect(b.frame("fixedSize/frame/frame").minX == 20)
    }

    @Test("frame(minWidth: 0, maxWidth: .infinity) takes the proposal whatever the child")
    func minZeroMaxInfinity() {
        let (s, _) = layOut(box(250).frame(minWidth: 0, maxWidth: .infinity), width: 120)
        #expect(s.frame("frame").width == 120)
        #expect(s.frame("frame/frame").minX == -65)
    }

    @Test("bounds are normalised: ideal ≥ min, max ≥ ideal, min ≥ 0")
    func normalisation() {
        let (a, _) = layOut(Color.red.frame(minWidth: 100, idealWidth: 50).fixedSize(), width: 300)
        #expect(a.frame("fixedSize/frame").width == 100)
        let (b, _) = layOut(Color.red.frame(idealWidth: 80, maxWidth: 40), width: 200, height: 10)
        #expect(b.frame("frame").width == 80)
        let (c, _) = layOut(Color.red.frame(minWidth: -20, idealWidth: -10).fixedSize(), width: 300)
        #expect(c.frame("fixedSize/frame").width == 0)
    }

    @Test("both axes are independent")
    func axesIndependent() {
        let (s, _) = layOut(Color.red.frame(minWidth: 50, maxWidth: 80, minHeight: 5, maxHeight: 15), width: 300, height: 2)
        #expect(s.frame("frame").size == CGSize(width: 80, height: 5))
    }

    // MARK: Alignment

    @Test("alignment in a frame: frame guide minus child guide", arguments: [
        (Alignment.topLeading, CGPoint(x: 0, y: 0)), (.top, CGPoint(x: 40, y: 0)),
        (.topTrailing, CGPoint(x: 80, y: 0)), (.leading, CGPoint(x: 0, y: 20)),
        (.center, CGPoint(x: 40, y: 20)), (.trailing, CGPoint(x: 80, y: 20)),
        (.bottomLeading, CGPoint(x: 0, y: 40)), (.bottom, CGPoint(x: 40, y: 40)),
        (.bottomTrailing, CGPoint(x: 80, y: 40)),
    ])
    func alignment(alignment: Alignment, origin: CGPoint) {
        let (fixed, _) = layOut(box(20, 10).frame(width: 100, height: 50, alignment: alignment), width: 300)
        #expect(fixed.frame("frame/frame").origin == origin)
        let (flexible, _) = layOut(box(20, 10).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment),
                                   width: 100, height: 50)
        #expect(flexible.frame("frame/frame").origin == origin)
    }

    @Test("firstTextBaseline alignment in a frame puts the text's baseline on the frame's bottom")
    func baselineInFrame() {
        let (s, _) = layOut(Text("g").frame(width: 50, height: 50, alignment: .leadingFirstTextBaseline), width: 300)
        #expect(isClose(s.frame("frame/Text").minY, 50 - 0.905273 * 17))
    }
}
