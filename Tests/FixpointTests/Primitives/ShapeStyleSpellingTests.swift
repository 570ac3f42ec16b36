import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// Spellings real SwiftUI code uses for shape styles, strokes and colours: they must compile and
/// draw what they say.
@Suite("Shape style spellings")
struct ShapeStyleSpellingTests {
    @Test("implicit-member spellings of gradients, colours and strokes")
    func spellings() {
        let view = VStack {
            Circle().fill(.blue.gradient)
            RoundedRectangle(cornerRadius: 8).fill(.linearGradient(colors: [.red, .orange], startPoint: .top, endPoint: .bottom))
            Capsule().strokeBorder(.red, lineWidth: 2)
            Rectangle().stroke(.green, style: StrokeStyle(lineWidth: 1, dash: [2]))
            Circle().trim(from: 0.2, to: 0.8).stroke(AngularGradient(colors: [.red, .blue], center: .center), lineWidth: 4)
            Text("x").foregroundStyle(.secondary)
            Color(.secondarySystemBackground)
        }
        let (s, report) = layOut(view.frame(width: 100, height: 400), width: 300)
        #expect(report.converged)
        let kinds = s.nodes.compactMap { node -> String? in
            switch node.drawing.content {
            case .gradient: "gradient"
            case .stroke: "stroke"
            case .shape: "shape"
            default: nil
            }
        }
        #expect(kinds == ["gradient", "gradient", "stroke", "stroke", "stroke", "shape"])
    }
}

@Suite("Materials and hierarchical styles")
struct MaterialStyleTests {
    @Test("background(.ultraThinMaterial) fills with translucent white; foregroundStyle(.tertiary) tints text and shapes")
    func materials() {
        let (s, _) = layOut(VStack {
            Text("glass").padding().background(.ultraThinMaterial)
            Text("faint").foregroundStyle(.tertiary)
            Circle().fill(.quaternary).frame(width: 10, height: 10)
        }, width: 300)
        guard case let .shape(_, glass)? = s.nodes(typeName: "Rectangle").first?.drawing.content,
              case let .text(faint)? = s.node(text: "faint")?.drawing.content,
              case let .shape(_, dot)? = s.nodes(typeName: "Circle").first?.drawing.content else {
            Issue.record("drawings missing: \(s.nodes.map(\.path))")
            return
        }
        #expect(glass.name == "ultraThinMaterial" && glass.opacity == 0.3 && glass.hex == "#ffffff")
        #expect(faint.color.name == "tertiary" && faint.color.opacity == 0.3)
        #expect(dot.name == "quaternary")
    }
}
