import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// Reference §1.2 (padding, fixedSize): insets on every form of `padding`, negative insets,
/// and `fixedSize` on one or both axes.
@Suite("padding and fixedSize")
struct PaddingAndFixedSizeTests {
    private func box(_ width: CGFloat, _ height: CGFloat) -> some View {
        Color.gray.frame(width: width, height: height)
    }

    @Test("padding forms: default 16, a length, edge sets, EdgeInsets", arguments: [
        ("padding()", EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)),
        ("padding(10)", EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)),
        ("padding(.horizontal, 5)", EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)),
        ("padding(.vertical)", EdgeInsets(top: 16, leading: 0, bottom: 16, trailing: 0)),
        ("padding(.top)", EdgeInsets(top: 16, leading: 0, bottom: 0, trailing: 0)),
        ("padding([.leading, .bottom], 3)", EdgeInsets(top: 0, leading: 3, bottom: 3, trailing: 0)),
        ("padding(EdgeInsets)", EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
    ])
    func forms(form: String, insets: EdgeInsets) {
        let content = box(40, 20)
        let view: AnyView = switch form {
        case "padding()": AnyView(content.padding())
        case "padding(10)": AnyView(content.padding(10))
        case "padding(.horizontal, 5)": AnyView(content.padding(.horizontal, 5))
        case "padding(.vertical)": AnyView(content.padding(.vertical))
        case "padding(.top)": AnyView(content.padding(.top))
        case "padding([.leading, .bottom], 3)": AnyView(content.padding([.leading, .bottom], 3))
        default: AnyView(content.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        }
        let (s, report) = layOut(view, width: 300)
        #expect(report.passes == 1)
        #expect(s.frame("padding") == CGRect(x: 0, y: 0, width: 40 + insets.leading + insets.trailing,
                                             height: 20 + insets.top + insets.bottom))
        #expect(s.frame("padding/frame") == CGRect(x: insets.leading, y: insets.top, width: 40, height: 20))
    }

    @Test("the child is proposed the proposal minus the insets, never below 0; nil stays nil")
    func childProposal() {
        let (a, _) = layOut(Color.red.padding(10), width: 100, height: 50)
        #expect(a.frame("padding/Color") == CGRect(x: 10, y: 10, width: 80, height: 30))
        let (b, _) = layOut(Color.red.padding(30), width: 40, height: 40)
        #expect(b.frame("padding/Color") == CGRect(x: 30, y: 30, width: 0, height: 0))
        #expect(b.frame("padding").size == CGSize(width: 60, height: 60))
        let (c, _) = layOut(Color.red.padding(5).fixedSize(), width: 100)
        #expect(c.frame("fixedSize/padding").size == CGSize(width: 20, height: 20))
    }

    @Test("negative insets enlarge the child's proposal and shrink the reported size")
    func negative() {
        let (s, _) = layOut(Color.red.padding(-10), width: 100, height: 100)
        #expect(s.frame("padding") == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(s.frame("padding/Color") == CGRect(x: -10, y: -10, width: 120, height: 120))
        let (t, _) = layOut(HStack(spacing: 0) { box(50, 10).padding(.trailing, -20); box(10, 10) }, width: 300)
        #expect(t.frame("HStack/padding").width == 30)
        #expect(t.frame("HStack/frame").minX == 30)
    }

    @Test("fixedSize() proposes nil on both axes and may overflow")
    func fixedBoth() {
        let t = textWidth("Hello, world")
        let (s, _) = layOut(Text("Hello, world").fixedSize().frame(width: 40, height: 10), width: 300)
        #expect(isClose(s.frame("frame/fixedSize"), CGRect(x: (40 - t) / 2, y: (10 - lineHeight()) / 2,
                                                          width: t, height: lineHeight())))
        #expect(s.node(path: "frame/fixedSize/Text")?.text == "Hello, world")
    }

    @Test("fixedSize(horizontal: true, vertical: false) fixes the width only")
    func fixedHorizontal() {
        let t = textWidth("Hello, world")
        let (s, _) = layOut(Color.red.fixedSize(horizontal: true, vertical: false).frame(width: 40, height: 30), width: 300)
        #expect(s.frame("frame/fixedSize") == CGRect(x: 15, y: 0, width: 10, height: 30))
        let (text, _) = layOut(Text("Hello, world").fixedSize(horizontal: true, vertical: false).frame(width: 50), width: 300)
        #expect(isClose(text.frame("frame/fixedSize/Text").width, t))
        #expect(isClose(text.frame("frame/fixedSize/Text").minX, (50 - t) / 2))
    }

    @Test("fixedSize(horizontal: false, vertical: true): wraps to the width, takes every line")
    func fixedVertical() {
        let (s, _) = layOut(Text("Hello, world").fixedSize(horizontal: false, vertical: true).frame(width: 60, height: 10), width: 300)
        #expect(isClose(s.frame("frame/fixedSize/Text").height, 2 * lineHeight()))
        #expect(s.node(path: "frame/fixedSize/Text")?.text == "Hello,\nworld")
        // Without it the 10-point height allows one line, truncated.
        let (t, _) = layOut(Text("Hello, world").frame(width: 60, height: 10), width: 300)
        #expect(isClose(t.frame("frame/Text").height, lineHeight()))
        #expect(t.node(path: "frame/Text")?.text?.hasSuffix("…") == true)
    }
}
