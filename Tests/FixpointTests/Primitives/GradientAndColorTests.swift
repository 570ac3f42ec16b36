import Fixpoint
import FixpointTesting
import FixpointRender
import Foundation
import Testing

/// The gradient a node's drawing records, if it fills with one.
private func gradient(_ node: ViewSnapshot?) -> Drawing.Gradient? {
    guard let node, case let .gradient(_, gradient) = node.drawing.content else { return nil }
    return gradient
}

@Suite("Gradients and colours")
struct GradientAndColorTests {
    private let redToBlue = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)

    @Test("a gradient used as a view lays out like Color: the proposal, nil → 10")
    func gradientAsView() {
        let (s, _) = layOut(VStack(spacing: 0) { redToBlue; RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50) }
            .fixedSize(), width: 300)
        #expect(s.nodes(typeName: "LinearGradient").first?.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        let (t, _) = layOut(redToBlue.frame(width: 200, height: 40).padding(10), width: 300)
        let node = t.nodes(typeName: "LinearGradient").first
        #expect(node?.frame == CGRect(x: 10, y: 10, width: 200, height: 40))
        // Geometry is resolved against the final frame, in root coordinates.
        #expect(gradient(node)?.geometry == .linear(start: CGPoint(x: 10, y: 30), end: CGPoint(x: 210, y: 30)))
        #expect(gradient(node)?.stops.map(\.location) == [0, 1])
    }

    @Test("fill, background and foregroundStyle take a gradient; foregroundStyle never changes layout")
    func gradientAsStyle() {
        let (s, _) = layOut(VStack(spacing: 0) {
            Circle().fill(redToBlue).frame(width: 40, height: 40)
            Text("Hi").background(redToBlue)
            Rectangle().foregroundStyle(redToBlue).frame(width: 20, height: 20)
            Text("Hi").foregroundStyle(redToBlue)
        }, width: 300)
        #expect(gradient(s.nodes(typeName: "Circle").first) != nil)
        if case .gradient(.circle, _)? = s.nodes(typeName: "Circle").first?.drawing.content {} else { Issue.record("circle not gradient-filled") }
        // A gradient is a view, so `background(gradient)` takes the view form, as in SwiftUI.
        #expect(gradient(s.node(path: "VStack/background/LinearGradient")) != nil)
        #expect(gradient(s.node(path: "VStack/frame[1]/Rectangle")) != nil)
        guard case let .text(text)? = s.nodes(typeName: "Text").last?.drawing.content else {
            Issue.record("no text")
            return
        }
        // Text draws in one colour: the gradient's first stop.
        #expect(text.color.name == "red")
        #expect(s.nodes(typeName: "Text").last?.frame.height == lineHeight())
    }

    @Test("gradient values: interpolation between stops, angular locations, stops sorted")
    func gradientValues() {
        let resolved = Drawing.Gradient(geometry: .linear(start: .zero, end: CGPoint(x: 100, y: 0)),
                                        stops: [.init(color: RGBAColor(red: 0, green: 0, blue: 1), location: 1),
                                                .init(color: RGBAColor(red: 1, green: 0, blue: 0), location: 0)])
        #expect(resolved.stops.map(\.location) == [0, 1])
        #expect(resolved.location(of: CGPoint(x: 25, y: 40)) == 0.25)
        #expect(resolved.color(at: 0.25) == RGBAColor(red: 0.75, green: 0, blue: 0.25))
        let angular = Drawing.Gradient(geometry: .angular(center: .zero, startAngle: 0, endAngle: 2 * .pi), stops: resolved.stops)
        #expect(abs(angular.location(of: CGPoint(x: 0, y: 10)) - 0.25) < 1e-9)
        // A half-turn sweep: the missing half takes the last colour, then the first.
        let half = Drawing.Gradient(geometry: .angular(center: .zero, startAngle: 0, endAngle: .pi), stops: resolved.stops)
        #expect(half.location(of: CGPoint(x: 0, y: 10)) == 0.5)
        #expect(half.location(of: CGPoint(x: -10, y: -1)) == 1)
        #expect(half.location(of: CGPoint(x: 10, y: -1)) == 0)
        #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
    }

    @Test("the SVG renderer defines gradients with ids from the node index; ASCII fills with the nearest stop's letter")
    func gradientRendering() {
        let (s, _) = layOut(redToBlue.frame(width: 40, height: 16), width: 300)
        let svg = SVGRenderer().render(s)
        #expect(svg.contains("<linearGradient id=\"paint-1\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"8\" x2=\"40\" y2=\"8\"><stop offset=\"0\" stop-color=\"#ff3b30\"/><stop offset=\"1\" stop-color=\"#007aff\"/></linearGradient>"))
        #expect(svg.contains("fill=\"url(#paint-1)\""))
        #expect(SVGRenderer().render(s) == svg)
        #expect(ASCIIRenderer().render(s) == "rrrrrbbbbb\nrrrrrbbbbb\n")
        let (angular, _) = layOut(AngularGradient(colors: [.red, .blue], center: .center).frame(width: 40, height: 40), width: 300)
        #expect(SVGRenderer().render(angular).components(separatedBy: "<path").count - 1 == 72)
    }

    @Test("Color(.sRGB, red:green:blue:) and Color(hue:saturation:brightness:) as SwiftUI spells them")
    func colorInitialisers() {
        #expect(Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 1) == Color(red: 1, green: 0.5, blue: 0))
        #expect(Color(.displayP3, white: 0.5) == Color(white: 0.5))
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1) == Color(red: 0, green: 1, blue: 0))
        #expect(Color(hue: 0.5, saturation: 0, brightness: 0.25) == Color(white: 0.25))
        _ = Color(hue: .nan, saturation: 1, brightness: 1)
    }

    @Test("Color(name) is a deterministic named placeholder; system colours by UIKit and AppKit names")
    func namedColors() {
        let brand = Color("BrandPrimary")
        #expect(brand == Color("BrandPrimary"))
        #expect(brand != Color("BrandSecondary"))
        let (s, _) = layOut(VStack(spacing: 0) {
            brand.frame(width: 8, height: 8)
            Color(.systemBackground).frame(width: 8, height: 8)
            Color(uiColor: .systemGray6).frame(width: 8, height: 8)
            Color(nsColor: .windowBackgroundColor).frame(width: 8, height: 8)
        }, width: 100)
        let fills = s.nodes(typeName: "Color").compactMap { node -> RGBAColor? in
            guard case let .shape(_, fill) = node.drawing.content else { return nil }
            return fill
        }
        #expect(fills.map(\.name) == ["BrandPrimary", "systemBackground", "systemGray6", "windowBackgroundColor"])
        #expect(fills[0].red >= 0.25 && fills[0].red <= 0.75 && fills[0].opacity == 1)
        #expect(fills[1].hex == "#ffffff" && fills[2].hex == "#f2f2f7")
    }
}
