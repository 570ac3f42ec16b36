import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// Drawing-only modifiers take no part in layout: they are folded into their content's snapshot
/// (`ViewSnapshot.drawing`) and add no node (ARCHITECTURE §1).
@Suite("Drawing-only modifiers")
struct DrawingModifierTests {
    @Test("cornerRadius, clipShape, clipped, border, opacity and shadow are recorded on the content")
    func recorded() {
        let (s, report) = layOut(VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).cornerRadius(8)
            Color.red.frame(width: 10, height: 10).clipShape(Circle())
            Color.red.frame(width: 10, height: 10).clipShape(RoundedRectangle(cornerRadius: 3))
            Color.red.frame(width: 10, height: 10).clipped()
            Color.red.frame(width: 10, height: 10).border(Color.blue, width: 2)
            Color.red.frame(width: 10, height: 10).opacity(0.5)
            Color.red.frame(width: 10, height: 10).shadow(color: .black, radius: 3, x: 1, y: 2)
        }, width: 300)
        #expect(report.passes == 1)
        let frames = s.children(of: 0).map { s.nodes[$0] }
        #expect(frames.map(\.typeName) == Array(repeating: "frame", count: 7))
        #expect(frames.map(\.frame.minY) == [0, 10, 20, 30, 40, 50, 60])
        #expect(frames[0].drawing.cornerRadius == 8)
        #expect(frames[1].drawing.clipShape == .circle)
        #expect(frames[2].drawing.clipShape == .roundedRectangle(cornerRadius: 3))
        #expect(frames[3].drawing.clipShape == .rectangle)
        #expect(frames[4].drawing.border?.width == 2)
        #expect(frames[4].drawing.border?.color.name == "blue")
        #expect(frames[5].drawing.opacity == 0.5)
        #expect(frames[6].drawing.shadow?.radius == 3)
        #expect(frames[6].drawing.shadow?.x == 1)
        #expect(frames[6].drawing.shadow?.y == 2)
        #expect(frames[6].drawing.shadow?.color.name == "black")
        // The plain drawing of an unmodified view.
        #expect(frames[0].drawing.opacity == 1)
        #expect(frames[0].drawing.border == nil && frames[0].drawing.shadow == nil && frames[0].drawing.clipShape == nil)
    }

    @Test("drawing modifiers add no node and do not change layout")
    func noLayout() {
        let plain = layOut(HStack { Text("a"); Text("b") }, width: 300).0
        let drawn = layOut(HStack {
            Text("a").cornerRadius(3).opacity(0.9).border(Color.red).shadow(radius: 2)
            Text("b").clipShape(Capsule())
        }, width: 300).0
        #expect(drawn.paths == plain.paths)
        #expect(drawn.nodes.map(\.frame) == plain.nodes.map(\.frame))
    }

    @Test("opacity multiplies down the tree")
    func opacityMultiplies() {
        let (s, _) = layOut(VStack { Color.red.frame(width: 5, height: 5).opacity(0.5) }.opacity(0.5), width: 300)
        #expect(s.node(path: "VStack")?.drawing.opacity == 0.5)
        #expect(s.node(path: "VStack/frame")?.drawing.opacity == 0.25)
        #expect(s.node(path: "VStack/frame/Color")?.drawing.opacity == 0.25)
    
    }

    @Test("foregroundColor and foregroundStyle colour text; a Text's own colour wins")
    func foregroundText() {
        let (s, _) = layOut(VStack {
            Text("a").foregroundColor(.red)
            Text("b").foregroundStyle(.green)
            Text("c")
            Text("d").foregroundColor(.orange)
        }.foregroundColor(.blue), width: 300)
        #expect(s.textDrawing("VStack/Text[0]")?.color.name == "red")
        #expect(s.textDrawing("VStack/Text[1]")?.color.name == "green")
        #expect(s.textDrawing("VStack/Text[2]")?.color.name == "blue")
        #expect(s.textDrawing("VStack/Text[3]")?.color.name == "orange")
        let (plain, _) = layOut(Text("p"), width: 300)
        #expect(plain.textDrawing("Text")?.color.name == "primary")
    }

    @Test("a text drawing holds its lines, font size and line height")
    func textDrawing() {
        let (s, _) = layOut(Text("Hello, world").frame(width: 60), width: 300)
        let drawing = s.textDrawing("frame/Text")
        #expect(drawing?.lines == ["Hello,", "world"])
        #expect(drawing?.fontSize == 17)
        #expect(drawing.map { isClose($0.lineHeight, lineHeight()) } == true)
    }
}
