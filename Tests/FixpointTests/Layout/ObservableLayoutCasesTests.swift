import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// The reference's observable layout cases 1–19 and 31, each with its expected numbers.
@Suite("Reference observable layout cases")
struct ObservableLayoutCasesTests {
    @Test("1: three rectangles share a 300×100 frame")
    func case1() {
        let (s, report) = layOut(HStack(spacing: 0) { Rectangle(); Rectangle(); Rectangle() }.frame(width: 300, height: 100), width: 500)
        #expect(report.passes == 1)
        #expect(s.frame("frame/HStack/Rectangle[0]") == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(s.frame("frame/HStack/Rectangle[1]") == CGRect(x: 100, y: 0, width: 100, height: 100))
        #expect(s.frame("frame/HStack/Rectangle[2]") == CGRect(x: 200, y: 0, width: 100, height: 100))
    }

    @Test("2: a min-width frame overflows the 150 frame, centred at x = −12.5")
    func case2() {
        let (s, report) = layOut(HStack(spacing: 0) { Color.red.frame(maxWidth: 100); Color.green.frame(minWidth: 100) }
            .frame(width: 150, height: 100), width: 150)
        #expect(report.passes == 1)
        #expect(s.frame("frame/HStack") == CGRect(x: -12.5, y: 0, width: 175, height: 100))
        #expect(s.frame("frame/HStack/frame[0]") == CGRect(x: -12.5, y: 0, width: 75, height: 100))
        #expect(s.frame("frame/HStack/frame[1]") == CGRect(x: 62.5, y: 0, width: 100, height: 100))
    }

    @Test("3: HStackLayout orders by flexibility: widths 30/50/100, stack 195")
    func case3() {
        let (s, _) = layOut(HStackLayout(spacing: 7.5) {
            Color.red.frame(minWidth: 100)
            Color.green.frame(width: 30)
            Color.blue.frame(maxWidth: 50)
        }.frame(width: 150, height: 100), width: 150)
        #expect(s.frame("frame/HStackLayout").width == 195)
        #expect(s.frame("frame/HStackLayout/frame[0]").width == 100)
        #expect(s.frame("frame/HStackLayout/frame[1]").width == 30)
        #expect(s.frame("frame/HStackLayout/frame[2]").width == 50)
        #expect(s.frame("frame/HStackLayout/frame[2]").minX - s.frame("frame/HStackLayout/frame[1]").maxX == 7.5)
    }

    @Test("4: the least flexible Text is proposed (200−16)/3 and wraps to two lines")
    func case4() {
        let (s, _) = layOut(HStack { Color.purple; Text("Hello, world"); Color.pink }, width: 200)
        let text = s.frame("HStack/Text")
        #expect(isClose(text.height, 2 * lineHeight()))
        #expect(text.width <= (200 - 16) / 3)
        #expect(s.node(path: "HStack/Text")?.text == "Hello,\nworld")
        let colour = (200 - 16 - text.width) / 2
        #expect(isClose(s.frame("HStack/Color[0]").width, colour))
        #expect(isClose(s.frame("HStack/Color[1]").width, colour))
    }

    @Test("5: layoutPriority(1) gives the Text its ideal width; each colour (200−16−t)/2")
    func case5() {
        let (s, _) = layOut(HStack { Color.purple; Text("Hello, world").layoutPriority(1); Color.pink }, width: 200)
        let t = textWidth("Hello, world")
        #expect(isClose(s.frame("HStack/Text").width, t))
        #expect(isClose(s.frame("HStack/Color[0]").width, (200 - 16 - t) / 2))
        #expect(isClose(s.frame("HStack/Color[1]").width, (200 - 16 - t) / 2))
    }

    @Test("6: a prioritised Text is proposed the whole width; rectangles (200−t)/2")
    func case6() {
        let (s, _) = layOut(HStack(spacing: 0) { Rectangle(); Text("Hello, world").layoutPriority(1); Rectangle() }
            .frame(width: 200, height: 100), width: 200)
        let t = textWidth("Hello, world")
        #expect(isClose(s.frame("frame/HStack/Text").width, t))
        #expect(isClose(s.frame("frame/HStack/Rectangle[0]").width, (200 - t) / 2))
        #expect(isClose(s.frame("frame/HStack/Rectangle[1]").width, (200 - t) / 2))
    }

    @Test("7: a min-width frame is 150 wide with the padded text centred")
    func case7() {
        let (s, _) = layOut(Text("Hello").padding(16).frame(minWidth: 150), width: 200)
        let t = textWidth("Hello")
        #expect(s.frame("frame").width == 150)
        #expect(isClose(s.frame("frame/padding").width, t + 32))
        #expect(isClose(s.frame("frame/padding").minX, (150 - t - 32) / 2))
    }

    @Test("8: a fixed-size text in a max-width frame overflows a narrow proposal")
    func case8() {
        let (s, _) = layOut(Text("Hello, world").fixedSize().frame(maxWidth: .infinity), width: 50)
        let t = textWidth("Hello, world")
        #expect(isClose(s.frame("frame").width, t))
        #expect(isClose(s.frame("frame/fixedSize/Text").width, t))
        #expect(s.node(path: "frame/fixedSize/Text")?.text == "Hello, world")
    }

    @Test("9: frame(minWidth: 0, maxWidth: .infinity) takes exactly the proposed width", arguments: [0.0, 37.5, 300])
    func case9(width: Double) {
        let (s, _) = layOut(Text("Hello, world").frame(minWidth: 0, maxWidth: .infinity), width: CGFloat(width))
        #expect(s.frame("frame").width == CGFloat(width))
    }

    @Test("10: fixedSize gives a shape 10×10, or its ideal frame")
    func case10() {
        #expect(layOut(Rectangle().fixedSize(), width: 300).0.frame("fixedSize/Rectangle").size == CGSize(width: 10, height: 10))
        let (s, _) = layOut(RoundedRectangle(cornerRadius: 5).frame(idealWidth: 100, idealHeight: 40).fixedSize(), width: 300)
        #expect(s.frame("fixedSize/frame/RoundedRectangle").size == CGSize(width: 100, height: 40))
    }

    @Test("11: ZStack proposes its proposal to each child and centres them")
    func case11() {
        let (s, _) = layOut(ZStack { Color.yellow.frame(width: 50); Color.orange.frame(height: 50) }, width: 300, height: 200)
        #expect(s.frame("ZStack") == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(s.frame("ZStack/frame[0]") == CGRect(x: 125, y: 0, width: 50, height: 200))
        #expect(s.frame("ZStack/frame[1]") == CGRect(x: 0, y: 75, width: 300, height: 50))
    }

    @Test("12: an overlay GeometryReader sees the padded text's size; content at top-leading")
    func case12() {
        let (s, _) = layOut(Text("Hi").padding().overlay(GeometryReader { proxy in
            Color.clear.frame(width: proxy.size.width / 2, height: proxy.size.height / 2)
        }), width: 300)
        let padded = CGSize(width: textWidth("Hi") + 32, height: lineHeight() + 32)
        #expect(isClose(s.frame("overlay/GeometryReader"), CGRect(origin: .zero, size: padded)))
        #expect(isClose(s.frame("overlay/GeometryReader/frame"), CGRect(x: 0, y: 0, width: padded.width / 2, height: padded.height / 2)))
    }

    @Test("13: GeometryReader takes the proposal, nil → 10; children at its origin")
    func case13() {
        #expect(layOut(GeometryReader { _ in Color.red }, width: 300).0.frame("GeometryReader").size == CGSize(width: 300, height: 10))
        let (s, _) = layOut(GeometryReader { _ in Color.red }, width: 300, height: 200)
        #expect(s.frame("GeometryReader/Color") == CGRect(x: 0, y: 0, width: 300, height: 200))
    }

    @Test("14: Spacer sizes: 8×0 in an HStack proposed nil, its minimum, 8×8 alone")
    func case14() {
        #expect(layOut(HStack { Spacer() }, width: nil).0.frame("HStack/Spacer").size == CGSize(width: 8, height: 0))
        #expect(layOut(HStack { Spacer(minLength: 20) }.frame(width: 5), width: nil).0.frame("frame/HStack/Spacer").size
                == CGSize(width: 20, height: 0))
        #expect(layOut(Spacer(), width: nil).0.frame("Spacer").size == CGSize(width: 8, height: 8))
    }

    @Test("15: no gaps beside a Spacer; an explicit spacing applies beside it too")
    func case15() {
        let (s, _) = layOut(HStack { Text("A"); Spacer(); Text("B") }, width: 200)
        let a = textWidth("A"), b = textWidth("B")
        #expect(s.frame("HStack/Text[0]").minX == 0)
        #expect(isClose(s.frame("HStack/Text[1]").maxX, 200))
        #expect(isClose(s.frame("HStack/Spacer").width, 200 - a - b))
        let (spaced, _) = layOut(HStack(spacing: 10) { Text("A"); Spacer(); Text("B") }, width: 200)
        #expect(isClose(spaced.frame("HStack/Spacer").minX - spaced.frame("HStack/Text[0]").maxX, 10))
        #expect(isClose(spaced.frame("HStack/Text[1]").minX - spaced.frame("HStack/Spacer").maxX, 10))
    }

    @Test("16: default spacing 8 between views; a Text in a VStack changes the gaps")
    func case16() {
        let (s, _) = layOut(HStack { Color.red; Color.blue }, width: 200, height: 50)
        #expect(s.frame("HStack/Color[0]").width == 96)
        #expect(s.frame("HStack/Color[1]").minX == 104)
        let rect = Color.gray.frame(width: 150, height: 30)
        let (plain, _) = layOut(VStack { rect; rect; rect }, width: 300)
        #expect(plain.frame("VStack/frame[1]").minY - plain.frame("VStack/frame[0]").maxY == 8)
        #expect(plain.frame("VStack/frame[2]").minY - plain.frame("VStack/frame[1]").maxY == 8)
        let (withText, _) = layOut(VStack { rect; Text("Fat"); rect }, width: 300)
        let above = withText.frame("VStack/Text").minY - withText.frame("VStack/frame[0]").maxY
        let below = withText.frame("VStack/frame[1]").minY - withText.frame("VStack/Text").maxY
        #expect(!isClose(above, 8) && !isClose(below, 8) && !isClose(above, below))
    }

    @Test("17: padding() adds 16 on every edge")
    func case17() {
        let (s, _) = layOut(Text("Padded").padding(), width: 300)
        #expect(isClose(s.frame("padding").size.width, textWidth("Padded") + 32))
        #expect(isClose(s.frame("padding").size.height, lineHeight() + 32))
        #expect(s.frame("padding/Text").origin == CGPoint(x: 16, y: 16))
    }

    @Test("18: a background reports the primary's size; a larger background overflows, centred")
    func case18() {
        let (s, _) = layOut(Text("Hi").padding(10).background { Color.orange.frame(width: 200, height: 200) }
            .frame(width: 100, height: 100), width: 300)
        let padded = CGSize(width: textWidth("Hi") + 20, height: lineHeight() + 20)
        let background = s.frame("frame/background")
        #expect(isClose(background.width, padded.width) && isClose(background.height, padded.height))
        let orange = s.frame("frame/background/frame")
        #expect(orange.size == CGSize(width: 200, height: 200))
        #expect(isClose(orange.midX, background.midX) && isClose(orange.midY, background.midY))
    }

    @Test("19: a fixed-size VStack re-proposes its width: the Color is 10 tall and text-wide")
    func case19() {
        let (s, _) = layOut(VStack { Text("Hello, World!"); Color.blue; Text("Hello, World!") }.fixedSize(), width: 300)
        let t = textWidth("Hello, World!")
        #expect(isClose(s.frame("fixedSize/VStack").width, t))
        #expect(isClose(s.frame("fixedSize/VStack/Color").width, t))
        #expect(s.frame("fixedSize/VStack/Color").height == 10)
        let gaps = s.frame("fixedSize/VStack").height - 2 * lineHeight() - 10
        #expect(gaps > 0 && !isClose(gaps, 16))
    }

    @Test("31: ViewThatFits picks the row, then the bar, then the text", arguments: [
        (300.0, "HStack"), (120.0, "frame"), (60.0, "Text"),
    ])
    func case31(width: Double, chosen: String) {
        let percent = "75%"
        let (s, _) = layOut(ViewThatFits(in: .horizontal) {
            HStack { Text(percent); ProgressView(value: 0.75).frame(width: 100) }
            ProgressView(value: 0.75).frame(width: 100)
            Text(percent)
        }, width: CGFloat(width))
        let children = s.children(of: 0).map { s.nodes[$0].typeName }
        #expect(children == [chosen])
    }
}
