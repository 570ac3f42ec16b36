import Fixpoint
import FixpointTesting
import Foundation
import Testing

private func box(_ width: CGFloat, _ height: CGFloat) -> some View {
    Color.gray.frame(width: width, height: height)
}

/// A custom vertical guide whose default is a quarter of the height.
private enum QuarterID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 4 }
}

private extension VerticalAlignment {
    static let quarter = VerticalAlignment(QuarterID.self)
}

/// Reference §1.2: background/overlay, hidden, offset, layoutPriority and alignment guides.
@Suite("background, overlay, hidden, offset, priority, alignment guides")
struct LayerAndPositionTests {
    @Test("overlay(alignment:content:) aligns the secondary's guide with the primary's", arguments: [
        (Alignment.topLeading, CGPoint(x: 0, y: 0)), (.topTrailing, CGPoint(x: 80, y: 0)),
        (.center, CGPoint(x: 40, y: 20)), (.bottomLeading, CGPoint(x: 0, y: 40)),
        (.bottomTrailing, CGPoint(x: 80, y: 40)),
    ])
    func overlayAlignment(alignment: Alignment, origin: CGPoint) {
        let (s, report) = layOut(box(100, 50).overlay(alignment: alignment) { box(20, 10) }, width: 300)
        #expect(report.passes == 1)
        #expect(s.frame("overlay") == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(s.frame("overlay/frame[1]") == CGRect(origin: origin, size: CGSize(width: 20, height: 10)))
        let (old, _) = layOut(box(100, 50).overlay(box(20, 10), alignment: alignment), width: 300)
        #expect(old.frame("overlay/frame[1]").origin == origin)
    }

    @Test("background in both forms, with alignment; listed after its content, flagged as the background layer")
    func backgroundForms() {
        let (a, _) = layOut(box(100, 50).background(box(20, 10), alignment: .bottomTrailing), width: 300)
        #expect(a.paths == ["background", "background/frame[0]", "background/frame[0]/Color",
                            "background/frame[1]", "background/frame[1]/Color"])
        #expect(a.frame("background/frame[1]") == CGRect(x: 80, y: 40, width: 20, height: 10))
        #expect(a.frame("background/frame[0]") == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(a.node(path: "background/frame[1]")?.isBackgroundLayer == true)
        #expect(a.node(path: "background/frame[0]")?.isBackgroundLayer == false)
        let (b, _) = layOut(box(100, 50).background(alignment: .leading) { box(20, 10) }, width: 300)
        #expect(b.frame("background/frame[1]") == CGRect(x: 0, y: 20, width: 20, height: 10))
        let (c, _) = layOut(box(100, 50).overlay { box(20, 10) }, width: 300)
        #expect(c.paths.dropFirst().first == "overlay/frame[0]")
        #expect(c.frame("overlay/frame[0]").size == CGSize(width: 100, height: 50))
    }

    @Test("the secondary is proposed exactly the primary's size and never changes layout")
    func secondaryProposal() {
        let (s, _) = layOut(HStack(spacing: 0) {
            Text("Hi").padding(4).background(Color.blue, alignment: .center)
            box(10, 10).overlay(box(200, 200))
            box(10, 10)
        }, width: 300)
        let padded = CGSize(width: textWidth("Hi") + 8, height: lineHeight() + 8)
        #expect(isClose(s.frame("HStack/background/Color").size, padded))
        #expect(isClose(s.frame("HStack/background").size, padded))
        #expect(isClose(s.frame("HStack/frame").minX, padded.width + 10))
        #expect(s.frame("HStack/overlay").width == 10)
    }

    @Test("background(.red): the ShapeStyle form fills a rectangle the primary's size")
    func shapeStyleBackground() {
        let (s, _) = layOut(Text("Hi").padding().background(.red), width: 300)
        let padded = CGSize(width: textWidth("Hi") + 32, height: lineHeight() + 32)
        #expect(s.paths == ["background", "background/padding", "background/padding/Text", "background/Rectangle"])
        #expect(isClose(s.frame("background/Rectangle"), CGRect(origin: .zero, size: padded)))
        #expect(s.shape("background/Rectangle")?.0 == .rectangle)
        #expect(s.shape("background/Rectangle")?.1.name == "red")
    }

    @Test("hidden(): not drawn (isHidden) but still laid out")
    func hidden() {
        let (s, _) = layOut(HStack { Text("A"); Text("B").padding(2).hidden(); Text("C") }, width: 300)
        let a = textWidth("A"), b = textWidth("B")
        #expect(s.node(path: "HStack/padding")?.isHidden == true)
        #expect(s.node(path: "HStack/padding/Text")?.isHidden == true)
        #expect(s.node(path: "HStack/Text[0]")?.isHidden == false)
        #expect(s.node(path: "HStack/Text[1]")?.isHidden == false)
        #expect(isClose(s.frame("HStack/padding").width, b + 4))
        #expect(isClose(s.frame("HStack/Text[1]").minX, a + 8 + b + 4 + 8))
    }

    @Test("offset moves the frames of the subtree, not its own layout or its siblings")
    func offset() {
        let (s, _) = layOut(HStack(spacing: 0) {
            box(50, 50).padding(5).offset(x: 10, y: 5)
            box(50, 50)
        }, width: 300)
        #expect(s.frame("HStack/offset/padding") == CGRect(x: 10, y: 5, width: 60, height: 60))
        #expect(s.frame("HStack/offset/padding/frame") == CGRect(x: 15, y: 10, width: 50, height: 50))
        #expect(s.frame("HStack/frame") == CGRect(x: 60, y: 5, width: 50, height: 50))
        #expect(s.frame("HStack").size == CGSize(width: 110, height: 60))
        let (sized, _) = layOut(box(50, 50).offset(CGSize(width: -3, height: 4)), width: 300)
        #expect(sized.frame("offset/frame") == CGRect(x: -3, y: 4, width: 50, height: 50))
        #expect(sized.size == CGSize(width: 50, height: 50))
    }

    @Test("layoutPriority survives later modifiers (case 5 with padding, frame and background)")
    func priorityThroughModifiers() {
        let t = textWidth("Hello, world")
        let (s, _) = layOut(HStack {
            Color.purple
            Text("Hello, world").layoutPriority(1).padding(4).frame(height: 40).background(Color.yellow, alignment: .center)
            Color.pink
        }, width: 200)
        #expect(isClose(s.frame("HStack/background/frame/padding/Text").width, t))
        #expect(isClose(s.frame("HStack/Color[0]").width, (200 - 16 - t - 8) / 2))
        #expect(isClose(s.frame("HStack/Color[1]").width, (200 - 16 - t - 8) / 2))
    }

    @Test("alignmentGuide(.leading) in a leading VStack shifts that child's guide")
    func leadingGuide() {
        let (s, _) = layOut(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 50, height: 10)
            Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in 20 }
        }, width: 300)
        #expect(s.frame("VStack") == CGRect(x: 0, y: 0, width: 70, height: 20))
        #expect(s.frame("VStack/frame") == CGRect(x: 20, y: 0, width: 50, height: 10))
        #expect(s.frame("VStack/alignmentGuide") == CGRect(x: 0, y: 10, width: 50, height: 10))
    }

    @Test("a guide computed from the view's dimensions, seen through padding")
    func guideFromDimensions() {
        let (s, _) = layOut(VStack(alignment: .leading, spacing: 0) {
            box(40, 10)
            box(40, 10).alignmentGuide(.leading) { d in d[HorizontalAlignment.trailing] / 2 }.padding(.leading, 5)
        }, width: 300)
        // The padded view's leading guide is 5 + 40/2 = 25: it sits 25 to the left of the first.
        #expect(s.frame("VStack/frame").minX == 25)
        #expect(s.frame("VStack/padding").minX == 0)
    }

    @Test("a custom AlignmentID: its default, then an explicit value")
    func customAlignment() {
        let (s, _) = layOut(HStack(alignment: .quarter, spacing: 0) { box(10, 40); box(10, 20) }, width: 300)
        // Guides 10 and 5: the short box sits 5 lower.
        #expect(s.frame("HStack/frame[0]").minY == 0)
        #expect(s.frame("HStack/frame[1]").minY == 5)
        #expect(s.frame("HStack").height == 40)
        let (t, _) = layOut(HStack(alignment: .quarter, spacing: 0) {
            box(10, 40)
            box(10, 20).alignmentGuide(.quarter) { d in d.height }
        }, width: 300)
        #expect(t.frame("HStack/frame").minY == 10)
        #expect(t.frame("HStack/alignmentGuide").minY == 0)
        #expect(t.frame("HStack").height == 50)
    }
}
