import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// Reference §1.2 (Color / Shape): shapes and colours take the proposal (nil → 10); their
/// drawing records the outline and the fill for renderers.
@Suite("Shapes and colours")
struct ShapeAndColorTests {
    @Test("shapes take the proposal, nil replaced by 10", arguments: [
        ProposedViewSize(width: 120, height: 40), ProposedViewSize(width: nil, height: 40),
        ProposedViewSize(width: 120, height: nil), ProposedViewSize(width: nil, height: nil),
    ])
    func shapeSizes(proposal: ProposedViewSize) {
        let expected = CGSize(width: proposal.width ?? 10, height: proposal.height ?? 10)
        for view in [AnyView(Rectangle()), AnyView(Circle()), AnyView(Capsule()), AnyView(Color.red),
                     AnyView(RoundedRectangle(cornerRadius: 4)), AnyView(Ellipse())] {
            let (s, report) = layOut(view, width: proposal.width, height: proposal.height)
            #expect(report.passes == 1)
            #expect(s.nodes.first?.frame == CGRect(origin: .zero, size: expected))
        }
    }

    @Test("shape outlines; an unfilled shape draws in the foreground colour, primary by default")
    func shapeDrawings() {
        let (s, _) = layOut(VStack {
            Rectangle()
            RoundedRectangle(cornerRadius: 12)
            Capsule()
            Circle()
            Ellipse()
        }, width: 100, height: 300)
        let expected: [ShapeKind] = [.rectangle, .roundedRectangle(cornerRadius: 12), .capsule, .circle, .ellipse]
        let names = ["Rectangle", "RoundedRectangle", "Capsule", "Circle", "Ellipse"]
        for (name, kind) in zip(names, expected) {
            let drawing = s.shape("VStack/\(name)")
            #expect(drawing?.0 == kind)
            #expect(drawing?.1.name == "primary")
        }
    }

    @Test("fill, foregroundColor and foregroundStyle colour a shape")
    func shapeFills() {
        let (s, _) = layOut(VStack {
            Circle().fill(.red)
            Rectangle().foregroundColor(.blue)
            Capsule().foregroundStyle(.green)
            RoundedRectangle(cornerRadius: 3).fill(Color.orange).foregroundColor(.pink)
        }, width: 100, height: 300)
        #expect(s.shape("VStack/Circle")?.1.name == "red")
        #expect(s.shape("VStack/Circle")?.0 == .circle)
        #expect(s.shape("VStack/Rectangle")?.1.name == "blue")
        #expect(s.shape("VStack/Capsule")?.1.name == "green")
        #expect(s.shape("VStack/RoundedRectangle")?.1.name == "orange")
    }

    @Test("named colours draw as filled rectangles with their names")
    func namedColours() {
        let (s, _) = layOut(HStack { Color.red; Color.blue; Color.primary; Color.secondary; Color.clear }, width: 300, height: 20)
        #expect(s.shape("HStack/Color[0]")?.1.name == "red")
        #expect(s.shape("HStack/Color[0]")?.1.opacity == 1)
        #expect(s.shape("HStack/Color[1]")?.1.name == "blue")
        let primary = s.shape("HStack/Color[2]")?.1
        #expect(primary?.name == "primary")
        #expect(primary?.opacity == 1)
        // Apple's secondary label colour is translucent: 60% opacity.
        let secondary = s.shape("HStack/Color[3]")?.1
        #expect(secondary?.name == "secondary")
        #expect(secondary?.opacity == 0.6)
        // A clear colour takes space but paints nothing.
        #expect(s.frame("HStack/Color[4]").width > 0)
        let clear = s.node(path: "HStack/Color[4]")?.drawing.content
        if case .shape(_, let fill)? = clear {
            #expect(fill.opacity == 0)
        } else {
            #expect(clear == Drawing.Content.none)
        }
    }

    @Test("component colours have no name; opacity multiplies")
    func componentColours() {
        let (s, _) = layOut(HStack { Color(red: 0.5, green: 0.25, blue: 1); Color(white: 0.5).opacity(0.5) }, width: 100, height: 10)
        let custom = s.shape("HStack/Color[0]")?.1
        #expect(custom?.name == nil)
        #expect(custom?.red == 0.5 && custom?.green == 0.25 && custom?.blue == 1)
        #expect(custom?.hex == "#8040ff")
        let grey = s.shape("HStack/Color[1]")?.1
        #expect(grey?.opacity == 0.5)
        #expect(grey?.red == 0.5)
    }
}
