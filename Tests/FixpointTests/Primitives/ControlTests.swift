import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// The controls' documented sizes: Slider (proposed width, 100 when nil; 30 high), Toggle (label,
/// flexible space, a 51×31 switch), Button (its label, accent colour), ProgressView (proposed
/// width, 0 when nil; 4 high).
@Suite("Controls")
struct ControlTests {
    @Test("Slider: proposed width, 100 ideal, 30 high; draws its fraction")
    func slider() {
        let (s, report) = layOut(Slider(value: .constant(0.25)), width: 200)
        #expect(report.passes == 1)
        #expect(s.frame("Slider") == CGRect(x: 0, y: 0, width: 200, height: 30))
        #expect(s.node(path: "Slider")?.drawing.content == .control("slider 0.25"))
        let (ideal, _) = layOut(Slider(value: .constant(5.0), in: 0...10, step: 1).fixedSize(), width: 200)
        #expect(ideal.frame("fixedSize/Slider").size == CGSize(width: 100, height: 30))
        #expect(ideal.node(path: "fixedSize/Slider")?.drawing.content == .control("slider 0.5"))
    }

    @Test("Toggle: label leading, switch trailing, full width, 31 high")
    func toggle() {
        let (s, _) = layOut(Toggle("Wi-Fi", isOn: .constant(false)), width: 300)
        #expect(s.frame("Toggle") == CGRect(x: 0, y: 0, width: 300, height: 31))
        #expect(s.frame("Toggle/HStack/Switch") == CGRect(x: 249, y: 0, width: 51, height: 31))
        #expect(isClose(s.frame("Toggle/HStack/Text").width, textWidth("Wi-Fi")))
        #expect(s.frame("Toggle/HStack/Text").minX == 0)
        #expect(s.node(path: "Toggle/HStack/Switch")?.drawing.content == .control("switch off"))
    }

    @Test("Button: the size of its label, drawn in the accent colour")
    func button() {
        let (s, _) = layOut(Button("Tap") {}, width: 300)
        #expect(isClose(s.frame("Button"), CGRect(x: 0, y: 0, width: textWidth("Tap"), height: lineHeight())))
        #expect(s.textDrawing("Button/Text")?.color.name == "accentColor")
        let (custom, _) = layOut(Button(action: {}) { Image(systemName: "plus") }, width: 300)
        #expect(custom.frame("Button/Image").size == CGSize(width: 20, height: 20))
    }

    @Test("ProgressView: proposed width, 0 ideal, 4 high")
    func progress() {
        let (s, _) = layOut(ProgressView(value: 0.5), width: 200)
        #expect(s.frame("ProgressView") == CGRect(x: 0, y: 0, width: 200, height: 4))
        #expect(s.node(path: "ProgressView")?.drawing.content == .control("progress 0.5"))
        let (ideal, _) = layOut(ProgressView().fixedSize(), width: 200)
        #expect(ideal.frame("fixedSize/ProgressView").size == CGSize(width: 0, height: 4))
        #expect(ideal.node(path: "fixedSize/ProgressView")?.drawing.content == .control("progress"))
        let (total, _) = layOut(ProgressView(value: 3.0, total: 4), width: 100)
        #expect(total.node(path: "ProgressView")?.drawing.content == .control("progress 0.75"))
    }
}
