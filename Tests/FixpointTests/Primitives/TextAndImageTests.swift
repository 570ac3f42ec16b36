import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// Reference §1.2 (Text, Image) and `text-metrics.md`: text sizes from the platform's text
/// styles, images at a fixed intrinsic size unless resizable, aspect ratios.
@Suite("Text and Image")
struct TextAndImageTests {
    @Test("text styles and fixed sizes on iOS", arguments: [
        (Font.largeTitle, 34.0), (.title, 28), (.headline, 17), (.body, 17), (.caption, 12), (.caption2, 11),
        (.system(size: 20), 20), (.system(size: 9.5), 9.5),
    ])
    func fonts(font: Font, size: Double) {
        let (s, report) = layOut(Text("Sized").font(font), width: 1000)
        #expect(report.passes == 1)
        #expect(isClose(s.frame("Text").size, CGSize(width: textWidth("Sized", size: CGFloat(size)),
                                                    height: lineHeight(CGFloat(size)))))
        #expect(s.textDrawing("Text")?.fontSize == CGFloat(size))
    }

    @Test("bold and italic keep the point size and widths")
    func weights() {
        let (s, _) = layOut(VStack(spacing: 0) { Text("Bold").bold(); Text("Bold").italic(); Text("Bold") }, width: 300)
        #expect(s.frame("VStack/Text[0]").size == s.frame("VStack/Text[2]").size)
        #expect(s.frame("VStack/Text[1]").size == s.frame("VStack/Text[2]").size)
    }

    @Test("a Text's ideal size is the unwrapped line; a proposal of 0×0 gives 0×0")
    func textProbes() {
        let t = textWidth("Hello, world")
        let (ideal, _) = layOut(Text("Hello, world").fixedSize(), width: 20)
        #expect(isClose(ideal.frame("fixedSize/Text").size, CGSize(width: t, height: lineHeight())))
        let (zero, _) = layOut(Text("Hello, world").frame(width: 0, height: 0), width: 300)
        #expect(zero.frame("frame/Text").size == .zero)
        let (narrow, _) = layOut(Text("Hello, world").frame(width: 0), width: 300)
        #expect(narrow.frame("frame/Text").width == 0)
    }

    @Test("text wraps at word boundaries: width is the widest line, height lines × line height")
    func wrapping() {
        let (s, _) = layOut(Text("Hello, world").frame(width: 60), width: 300)
        #expect(s.node(path: "frame/Text")?.text == "Hello,\nworld")
        #expect(isClose(s.frame("frame/Text").width, max(textWidth("Hello,"), textWidth("world"))))
        #expect(isClose(s.frame("frame/Text").height, 2 * lineHeight()))
    }

    @Test("Text concatenation keeps the first font")
    func concatenation() {
        let (s, _) = layOut(Text("ab").font(.caption) + Text("cd"), width: 300)
        #expect(s.node(path: "Text")?.text == "abcd")
        #expect(isClose(s.frame("Text").height, lineHeight(12)))
    }

    @Test("Image(systemName:) has a fixed size whatever the proposal", arguments: [
        ProposedViewSize(width: 5, height: 5), ProposedViewSize(width: 500, height: 500),
        ProposedViewSize(width: nil, height: nil), ProposedViewSize(width: 0, height: 0),
    ])
    func fixedImage(proposal: ProposedViewSize) {
        let (s, _) = layOut(Image(systemName: "star"), width: proposal.width, height: proposal.height)
        // A symbol is a square of 1.2 em of the body font (17 pt), rounded: 20.
        #expect(s.frame("Image") == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(s.node(path: "Image")?.drawing.content == .image(systemName: "star"))
    }

    @Test("a fixed image overflows a small frame, centred")
    func imageInSmallFrame() {
        let (s, _) = layOut(Image(systemName: "star").frame(width: 5, height: 5), width: 300)
        #expect(s.frame("frame/Image") == CGRect(x: -7.5, y: -7.5, width: 20, height: 20))
        let (large, _) = layOut(Image(systemName: "star").font(.largeTitle), width: 300)
        #expect(large.frame("Image").size == CGSize(width: 41, height: 41))
    }

    @Test("a resizable image takes the proposal; nil gives its intrinsic size")
    func resizable() {
        let (s, _) = layOut(Image(systemName: "star").resizable().frame(width: 80, height: 40), width: 300)
        #expect(s.frame("frame/Image") == CGRect(x: 0, y: 0, width: 80, height: 40))
        let (ideal, _) = layOut(Image(systemName: "star").resizable().fixedSize(), width: 300)
        #expect(ideal.frame("fixedSize/Image").size == CGSize(width: 20, height: 20))
    }

    @Test("aspectRatio .fit and .fill propose the largest and smallest size of the ratio", arguments: [
        (ContentMode.fit, CGRect(x: 0, y: 25, width: 100, height: 50)),
        (.fill, CGRect(x: -50, y: 0, width: 200, height: 100)),
    ])
    func aspectRatio(mode: ContentMode, expected: CGRect) {
        let (s, _) = layOut(Image(systemName: "star").resizable().aspectRatio(2, contentMode: mode)
            .frame(width: 100, height: 100), width: 300)
        #expect(s.frame("frame/aspectRatio") == expected)
        #expect(s.frame("frame/aspectRatio/Image") == expected)
    }

    @Test("scaledToFit uses the content's own ratio; a CGSize ratio works too")
    func scaledToFit() {
        let (s, _) = layOut(Image(systemName: "star").resizable().scaledToFit().frame(width: 100, height: 60), width: 300)
        #expect(s.frame("frame/aspectRatio/Image") == CGRect(x: 20, y: 0, width: 60, height: 60))
        let (fill, _) = layOut(Image(systemName: "star").resizable().scaledToFill().frame(width: 100, height: 60), width: 300)
        #expect(fill.frame("frame/aspectRatio/Image") == CGRect(x: 0, y: -20, width: 100, height: 100))
        let (sized, _) = layOut(Color.red.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit)
            .frame(width: 120, height: 120), width: 300)
        #expect(sized.frame("frame/aspectRatio/Color") == CGRect(x: 0, y: 15, width: 120, height: 90))
        let (open, _) = layOut(Color.red.aspectRatio(2, contentMode: .fit), width: 100)
        #expect(open.frame("aspectRatio").size == CGSize(width: 100, height: 50))
    }
}
