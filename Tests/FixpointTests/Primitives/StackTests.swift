import Fixpoint
import FixpointTesting
import Foundation
import Testing

private func box(_ width: CGFloat, _ height: CGFloat) -> some View {
    Color.gray.frame(width: width, height: height)
}

/// A guide whose default is the view's explicit leading guide (0 without one) plus 5: its
/// default value reads another guide of the view.
private enum ShiftedLeadingID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { (d[explicit: HorizontalAlignment.leading] ?? 0) + 5 }
}

private extension HorizontalAlignment {
    static let shiftedLeading = HorizontalAlignment(ShiftedLeadingID.self)
}

/// The Helvetica-metric ascender per em (`text-metrics.md` line metrics).
private let ascender: CGFloat = 0.905273

/// Reference §1.2 (Spacer, Divider), §2.1–§2.3: stack alignment, spacing and the stack layouts.
@Suite("Stacks, Spacer and Divider")
struct StackTests {
    @Test("HStack vertical alignments place a short child at top, centre or bottom", arguments: [
        (VerticalAlignment.top, 0.0), (.center, 10), (.bottom, 20),
    ])
    func hstackAlignment(alignment: VerticalAlignment, y: Double) {
        let (s, report) = layOut(HStack(alignment: alignment, spacing: 0) { box(10, 20); box(10, 40) }, width: 300)
        #expect(report.passes == 1)
        #expect(s.frame("HStack") == CGRect(x: 0, y: 0, width: 20, height: 40))
        #expect(s.frame("HStack/frame[0]") == CGRect(x: 0, y: CGFloat(y), width: 10, height: 20))
        #expect(s.frame("HStack/frame[1]") == CGRect(x: 10, y: 0, width: 10, height: 40))
    }

    @Test("VStack horizontal alignments place a narrow child at leading, centre or trailing", arguments: [
        (HorizontalAlignment.leading, 0.0), (.center, 15), (.trailing, 30),
    ])
    func vstackAlignment(alignment: HorizontalAlignment, x: Double) {
        let (s, _) = layOut(VStack(alignment: alignment, spacing: 0) { box(20, 10); box(50, 10) }, width: 300)
        #expect(s.frame("VStack") == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(s.frame("VStack/frame[0]") == CGRect(x: CGFloat(x), y: 0, width: 20, height: 10))
        #expect(s.frame("VStack/frame[1]") == CGRect(x: 0, y: 10, width: 50, height: 10))
    }

    @Test("ZStack alignments align the guides of every child", arguments: [
        (Alignment.topLeading, CGPoint(x: 0, y: 0)), (.top, CGPoint(x: 40, y: 0)),
        (.topTrailing, CGPoint(x: 80, y: 0)), (.leading, CGPoint(x: 0, y: 20)),
        (.center, CGPoint(x: 40, y: 20)), (.trailing, CGPoint(x: 80, y: 20)),
        (.bottomLeading, CGPoint(x: 0, y: 40)), (.bottom, CGPoint(x: 40, y: 40)),
        (.bottomTrailing, CGPoint(x: 80, y: 40)),
    ])
    func zstackAlignment(alignment: Alignment, origin: CGPoint) {
        let (s, _) = layOut(ZStack(alignment: alignment) { box(100, 50); box(20, 10) }, width: 300)
        #expect(s.frame("ZStack") == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(s.frame("ZStack/frame[0]") == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(s.frame("ZStack/frame[1]") == CGRect(origin: origin, size: CGSize(width: 20, height: 10)))
    }

    @Test("firstTextBaseline aligns text baselines across font sizes")
    func firstTextBaseline() {
        let (s, _) = layOut(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("A").font(.largeTitle)
            Text("b")
        }, width: 300)
        #expect(s.frame("HStack/Text[0]").minY == 0)
        #expect(isClose(s.frame("HStack/Text[1]").minY, ascender * (34 - 17)))
        #expect(isClose(s.frame("HStack").height, lineHeight(34)))
    }

    @Test("a view without text has its first baseline at its bottom")
    func baselineOfNonText() {
        let (s, _) = layOut(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("A")
            box(10, 30)
        }, width: 300)
        #expect(s.frame("HStack/frame").minY == 0)
        #expect(isClose(s.frame("HStack/Text").minY, 30 - ascender * 17))
    }

    @Test("explicit spacing replaces the default gaps")
    func explicitSpacing() {
        let (h, _) = layOut(HStack(spacing: 3) { box(10, 10); box(10, 10); box(10, 10) }, width: 300)
        #expect(h.frame("HStack/frame[2]").minX == 26)
        let (v, _) = layOut(VStack(spacing: 0.5) { box(10, 10); Text("t"); box(10, 10) }, width: 300)
        #expect(isClose(v.frame("VStack/Text").minY, 10.5))
        #expect(isClose(v.frame("VStack/frame[1]").minY, 11 + lineHeight()))
        let (d, _) = layOut(VStack { box(10, 10); box(10, 10) }, width: 300)
        #expect(d.frame("VStack/frame[1]").minY == 18)
    }

    @Test("a VStack's text gaps follow the font: other-above-Text and Text-above-other differ from 8")
    func textSpacing() {
        // Reference §2.2 with L = (ascender + descender)·size and t = ⌈0.1·L / 4⌉·4.
        let size: CGFloat = 17
        let extent = (0.905273 + 0.211914) * size
        let t = (0.1 * extent / 4).rounded(.up) * 4
        let aboveText = extent + t - 0.905273 * size
        let belowText = max(extent + t - 0.687988 * size, t + 0.211914 * size)
        let (s, _) = layOut(VStack { box(10, 10); Text("Fat"); box(10, 10) }, width: 300)
        #expect(isClose(s.frame("VStack/Text").minY - 10, aboveText))
        #expect(isClose(s.frame("VStack/frame[1]").minY - s.frame("VStack/Text").maxY, belowText))
    }

    @Test("frame and padding reset a text's spacing to the plain 8 (reference §2.2)")
    func framesResetSpacing() {
        let (padded, _) = layOut(VStack { box(10, 10); Text("Fat").padding(0); box(10, 10) }, width: 300)
        #expect(padded.frame("VStack/padding").minY == 18)
        #expect(padded.frame("VStack/frame[1]").minY - padded.frame("VStack/padding").maxY == 8)
        let (framed, _) = layOut(VStack { box(10, 10); Text("Fat").frame(width: 40); box(10, 10) }, width: 300)
        #expect(framed.frame("VStack/frame[1]").minY == 18)
    }

    @Test("modifiers that are not frames or padding keep a text's spacing", arguments: ["offset", "fixedSize", "alignmentGuide"])
    func modifiersKeepTextSpacing(modifier: String) {
        let (plain, _) = layOut(VStack { box(10, 10); Text("Fat"); box(10, 10) }, width: 300)
        let text: AnyView = switch modifier {
        case "offset": AnyView(Text("Fat").offset(x: 0, y: 0))
        case "fixedSize": AnyView(Text("Fat").fixedSize())
        default: AnyView(Text("Fat").alignmentGuide(.leading) { _ in 0 })
        }
        let (s, _) = layOut(VStack { box(10, 10); text; box(10, 10) }, width: 300)
        let expectedText = plain.frame("VStack/Text").minY
        let expectedBelow = plain.frame("VStack/frame[1]").minY
        #expect(isClose(s.frame("VStack/\(modifier)").minY, expectedText))
        #expect(isClose(s.frame("VStack/frame[1]").minY, expectedBelow))
    
    }

    @Test("Spacer(minLength:) reserves its minimum and takes what is left")
    func spacerMinLength() {
        let column = VStack(spacing: 0) { box(10, 20); Spacer(minLength: 30); box(10, 20) }
        let (tall, _) = layOut(column, width: 100, height: 200)
        #expect(tall.frame("VStack/Spacer") == CGRect(x: 5, y: 20, width: 0, height: 160))
        #expect(tall.frame("VStack/frame[1]").minY == 180)
        let (short, _) = layOut(column, width: 100, height: 50)
        #expect(short.frame("VStack/Spacer").height == 30)
        #expect(short.frame("VStack").height == 70)
        let (row, _) = layOut(HStack(spacing: 0) { box(10, 20); Spacer(minLength: 0); box(10, 20) }, width: 20)
        #expect(row.frame("HStack/Spacer").width == 0)
        #expect(row.frame("HStack/Spacer").height == 0)
    }

    @Test("Spacer's priority is −∞: a prioritised-down Text keeps W − 8 (open question 1)")
    func spacerPriority() {
        let long = "A fairly long line of text that will not fit"
        let (s, _) = layOut(HStack { Text(long).layoutPriority(-1); Spacer() }, width: 200)
        #expect(s.frame("HStack/Text").width <= 192)
        #expect(s.frame("HStack/Text").height > lineHeight())
        #expect(isClose(s.frame("HStack/Spacer").width, 200 - s.frame("HStack/Text").width))
        #expect(s.frame("HStack/Spacer").width >= 8)
        #expect(s.frame("HStack/Text").width > 150)
    }

    @Test("a Divider is 1 thick across the stack: in an HStack as tall as the stack")
    func dividerInHStack() {
        let (s, _) = layOut(HStack { box(20, 40); Divider(); box(20, 40) }, width: 300)
        #expect(s.frame("HStack/Divider") == CGRect(x: 28, y: 0, width: 1, height: 40))
        #expect(s.frame("HStack/frame[1]").minX == 37)
        #expect(s.frame("HStack").size == CGSize(width: 57, height: 40))
    }

    @Test("a Divider in a VStack is as wide as the stack, 1 high")
    func dividerInVStack() {
        // Sized with a nil width the Divider is 0 wide; placement re-proposes the stack's width.
        let (s, _) = layOut(VStack { box(60, 20); Divider(); box(30, 20) }.fixedSize(), width: 300)
        #expect(s.frame("fixedSize/VStack/Divider") == CGRect(x: 0, y: 28, width: 60, height: 1))
        #expect(s.frame("fixedSize/VStack").size == CGSize(width: 60, height: 57))
        let (wide, _) = layOut(VStack { box(60, 20); Divider() }, width: 200)
        #expect(wide.frame("VStack/Divider") == CGRect(x: 0, y: 28, width: 200, height: 1))
        #expect(wide.frame("VStack/frame") == CGRect(x: 70, y: 0, width: 60, height: 20))
        if case .shape(.rectangle, _)? = s.node(path: "fixedSize/VStack/Divider")?.drawing.content {} else {
            Issue.record("a Divider draws a line")
        }
    }

    @Test("HStackLayout, VStackLayout and ZStackLayout work as views")
    func layoutsAsViews() {
        let (v, _) = layOut(VStackLayout(alignment: .trailing, spacing: 2) { box(20, 10); box(50, 10) }, width: 300)
        #expect(v.frame("VStackLayout") == CGRect(x: 0, y: 0, width: 50, height: 22))
        #expect(v.frame("VStackLayout/frame[0]") == CGRect(x: 30, y: 0, width: 20, height: 10))
        let (h, _) = layOut(HStackLayout(alignment: .bottom, spacing: 1) { box(20, 10); box(50, 30) }, width: 300)
        #expect(h.frame("HStackLayout/frame[0]") == CGRect(x: 0, y: 20, width: 20, height: 10))
        #expect(h.frame("HStackLayout/frame[1]").minX == 21)
        let (z, _) = layOut(ZStackLayout(alignment: .bottomTrailing) { box(40, 40); box(10, 10) }, width: 300)
        #expect(z.frame("ZStackLayout/frame[1]") == CGRect(x: 30, y: 30, width: 10, height: 10))
    }

    @Test("an HStack proposed nil height re-measures its children with its own height")
    func placementReproposes() {
        let (s, _) = layOut(HStack(spacing: 0) { box(20, 40); Color.red }, width: 100)
        #expect(s.frame("HStack/Color") == CGRect(x: 20, y: 0, width: 80, height: 40))
    }

    @Test("two infinitely flexible children: the larger minimum is sized first")
    func largerMinimumFirst() {
        let (s, _) = layOut(HStack(spacing: 0) {
            Color.red.frame(minWidth: 30)
            Color.blue.frame(minWidth: 60)
        }, width: 100, height: 10)
        // The second is proposed 50 and takes its 60; the first gets the 40 left.
        #expect(s.frame("HStack/frame[0]") == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(s.frame("HStack/frame[1]") == CGRect(x: 40, y: 0, width: 60, height: 10))
    }

    @Test("an infinite main-axis proposal makes greedy children infinite")
    func infiniteProposal() {
        let (s, _) = layOut(HStack(spacing: 0) { Color.red; Color.blue.frame(width: 10) }, width: .infinity, height: 10)
        #expect(s.frame("HStack/Color").width == .infinity)
        #expect(s.frame("HStack/frame").width == 10)
    }

    @Test("only the highest-priority ZStack children count towards its size")
    func zstackPriority() {
        let (s, _) = layOut(ZStack { box(100, 100); box(50, 50).layoutPriority(1) }, width: 300)
        #expect(s.frame("ZStack").size == CGSize(width: 50, height: 50))
        #expect(s.frame("ZStack/frame[0]") == CGRect(x: -25, y: -25, width: 100, height: 100))
        #expect(s.frame("ZStack/frame[1]") == CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test("a ZStack's size is the union of the aligned frames, guides included")
    func zstackUnion() {
        let (s, _) = layOut(ZStack(alignment: .topLeading) {
            box(30, 30)
            box(30, 30).alignmentGuide(.leading) { _ in -50 }
        }, width: 300)
        #expect(s.frame("ZStack").size == CGSize(width: 80, height: 30))
        #expect(s.frame("ZStack/alignmentGuide").minX == 50)
    }

    @Test("a custom guide's default value reads the view's explicit guides, in a stack and in a frame")
    func customGuideDefaultReadsExplicitGuides() {
        let (stack, _) = layOut(VStack(alignment: .shiftedLeading, spacing: 0) {
            box(40, 10).alignmentGuide(.leading) { _ in 20 }
            box(40, 10)
        }, width: 300)
        // The first child's guide is its explicit leading guide plus 5, 25; the second's 0 + 5.
        // Lined up, the first sits 20 points left of the second.
        #expect(stack.frame("VStack").width == 60)
        #expect(stack.frame("VStack/alignmentGuide").minX + 20 == stack.frame("VStack/frame").minX)
        let (framed, _) = layOut(box(40, 10).alignmentGuide(.leading) { _ in 20 }
            .frame(width: 100, alignment: Alignment(horizontal: .shiftedLeading, vertical: .center)), width: 300)
        // The frame's own guide is 0 + 5; its content's 25: the content starts 20 left of it.
        #expect(framed.frame("frame/alignmentGuide").minX == framed.frame("frame").minX - 20)
    }

    @Test("a stack layout given a slice of a custom layout's subviews lays out that slice", arguments: [
        (Axis.horizontal, CGSize(width: 40, height: 40), CGPoint(x: 0, y: 10), CGPoint(x: 10, y: 0)),
        (.vertical, CGSize(width: 30, height: 60), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 20)),
    ])
    func stackOverSlice(axis: Axis, size: CGSize, second: CGPoint, third: CGPoint) {
        let (s, report) = layOut(TailStack(axis: axis) { box(100, 100); box(10, 20); box(30, 40) }, width: 500, height: 500)
        #expect(report.passes == 1)
        #expect(s.frame("TailStack").size == size)
        #expect(s.frame("TailStack/frame[0]") == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(s.frame("TailStack/frame[1]") == CGRect(origin: second, size: CGSize(width: 10, height: 20)))
        #expect(s.frame("TailStack/frame[2]") == CGRect(origin: third, size: CGSize(width: 30, height: 40)))
    }
}

/// A custom layout that lays its first subview at its corner and the others out with a stack
/// layout, handed the slice `subviews[1...]`.
private struct TailStack: Layout {
    let axis: Axis

    private func sizeOfTail(_ proposal: ProposedViewSize, _ tail: LayoutSubviews) -> CGSize {
        var cache: Void = ()
        return axis == .horizontal
            ? HStackLayout(spacing: 0).sizeThatFits(proposal: proposal, subviews: tail, cache: &cache)
            : VStackLayout(spacing: 0).sizeThatFits(proposal: proposal, subviews: tail, cache: &cache)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        sizeOfTail(proposal, subviews[1...])
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: .unspecified)
        if axis == .horizontal {
            HStackLayout(spacing: 0).placeSubviews(in: bounds, proposal: proposal, subviews: subviews[1...], cache: &cache)
        } else {
            VStackLayout(spacing: 0).placeSubviews(in: bounds, proposal: proposal, subviews: subviews[1...], cache: &cache)
        }
    }
}
