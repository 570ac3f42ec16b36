import Foundation
import Testing
import Fixpoint
import FixpointRender
import FixpointTesting

@Suite("SVGRenderer")
struct SVGRendererTests {
    /// The element lines of a document: everything between the `<svg>` line and `</svg>`.
    private func body(_ svg: String) -> [String] {
        svg.split(separator: "\n").dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test("a document has exact frames, a view box, the font stack and one group per drawn node")
    func document() {
        #expect(SVGRenderer().render(Fixtures.threeBoxes) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="96" height="24" viewBox="0 0 96 24" \
            font-family="Helvetica, Arial, sans-serif">
              <g data-path="HStack/Color[0]">
                <rect x="0" y="0" width="24" height="24" fill="#ff3b30"/>
              </g>
              <g data-path="HStack/RoundedRectangle">
                <rect x="64" y="0" width="32" height="24" rx="6" fill="#007aff"/>
              </g>
            </svg>

            """)
    }

    @Test("shapes: rx for rounded rectangles (clamped) and capsules, circles, ellipses, corner-radius clips",
          arguments: [
              (ShapeKind.rectangle, ##"<rect x="10" y="20" width="40" height="10" fill="#ff3b30"/>"##),
              (.roundedRectangle(cornerRadius: 8), ##"<rect x="10" y="20" width="40" height="10" rx="5" fill="#ff3b30"/>"##),
              (.capsule, ##"<rect x="10" y="20" width="40" height="10" rx="5" fill="#ff3b30"/>"##),
              (.circle, ##"<circle cx="30" cy="25" r="5" fill="#ff3b30"/>"##),
              (.ellipse, ##"<ellipse cx="30" cy="25" rx="20" ry="5" fill="#ff3b30"/>"##),
          ])
    func shapes(kind: ShapeKind, expected: String) {
        let tree = snapshot(.shape("Shape", kind, .red, 10, 20, 40, 10))
        #expect(body(SVGRenderer().render(tree)) == [##"<g data-path="Shape">"##, expected, "</g>"])
    }

    @Test("cornerRadius rounds a colour, clipShape replaces its outline")
    func clips() {
        let rounded = snapshot(.shape("Color", .rectangle, .red, 0, 0, 40, 10).drawing(cornerRadius: 3))
        #expect(body(SVGRenderer().render(rounded))[1] == ##"<rect x="0" y="0" width="40" height="10" rx="3" fill="#ff3b30"/>"##)
        let clipped = snapshot(.shape("Color", .rectangle, .red, 0, 0, 40, 10).drawing(clipShape: .capsule))
        #expect(body(SVGRenderer().render(clipped))[1] == ##"<rect x="0" y="0" width="40" height="10" rx="5" fill="#ff3b30"/>"##)
    }

    @Test("text lines sit one ascender below each line top, anchored by alignment", arguments: [
        (TextAlignment.leading, "10", ""),
        (.center, "60", #" text-anchor="middle""#),
        (.trailing, "110", #" text-anchor="end""#),
    ])
    func text(alignment: TextAlignment, x: String, anchor: String) {
        let tree = snapshot(.text("Hello world", 10, 20, 100, lines: ["Hello", "world"], fontSize: 10, alignment: alignment))
        // Baselines: 20 + 0.905273 × 10 and 20 + 11.49 + 9.05273.
        #expect(body(SVGRenderer().render(tree)) == [
            ##"<g data-path="Text">"##,
            ##"<text x="\##(x)" y="29.053" font-size="10"\##(anchor) fill="#000000">Hello</text>"##,
            ##"<text x="\##(x)" y="40.543" font-size="10"\##(anchor) fill="#000000">world</text>"##,
            "</g>",
        ])
    }

    @Test("text is XML-escaped; colour and node opacity become fill-opacity and opacity")
    func escapingAndOpacity() {
        let tree = snapshot(.text(##"<a & "b" 'c'>"##, 0, 0, 100, fontSize: 10, color: .secondary).drawing(opacity: 0.25))
        #expect(body(SVGRenderer().render(tree)) == [
            ##"<g data-path="Text" opacity="0.25">"##,
            ##"<text x="0" y="9.053" font-size="10" fill="#3c3c43" fill-opacity="0.6">&lt;a &amp; &quot;b&quot; &apos;c&apos;&gt;</text>"##,
            "</g>",
        ])
    }

    @Test("borders are stroked inside the frame: inset by half the width")
    func border() {
        let tree = snapshot(.container("VStack", 0, 0, 40, 20).drawing(border: Drawing.Border(color: .blue, width: 2)))
        #expect(body(SVGRenderer().render(tree)) == [
            ##"<g data-path="VStack" data-layer="border">"##,
            ##"<rect x="1" y="1" width="38" height="18" fill="none" stroke="#007aff" stroke-width="2"/>"##,
            "</g>",
        ])
    }

    @Test("a border is drawn above the content of the node's whole subtree, as `.border` is an overlay")
    func borderAboveContent() {
        let tree = snapshot(.container("ZStack", 0, 0, 40, 20, [
            .container("VStack", 0, 0, 40, 20, [.shape("Color", .rectangle, .red, 0, 0, 40, 20)])
                .drawing(border: Drawing.Border(color: .blue, width: 2)),
            .shape("Color", .rectangle, .green, 0, 0, 10, 10),
        ]))
        let groups = body(SVGRenderer().render(tree)).filter { $0.hasPrefix("<g ") }
        #expect(groups == [##"<g data-path="ZStack/VStack/Color">"##, ##"<g data-path="ZStack/VStack" data-layer="border">"##,
                           ##"<g data-path="ZStack/Color">"##])
    }

    @Test("the view box covers overflow at negative x, plus padding")
    func viewBox() {
        let tree = snapshot(.container("HStack", 0, 0, 40, 20, [.shape("Color", .rectangle, .red, -10, 5, 20, 20)]))
        let header = SVGRenderer(padding: 4).render(tree).split(separator: "\n")[0]
        #expect(header.contains(##"width="58" height="33" viewBox="-14 -4 58 33""##))
    }

    @Test("hidden subtrees, clear colours, zero opacity and empty frames are omitted")
    func omissions() {
        let tree = snapshot(.container("ZStack", 0, 0, 40, 40, [
            .container("VStack", 0, 0, 40, 40, hidden: true, [.shape("Color", .rectangle, .red, 0, 0, 40, 40)]),
            .shape("Color", .rectangle, .clear, 0, 0, 40, 40),
            .shape("Color", .rectangle, .red, 0, 0, 40, 40).drawing(opacity: 0),
            .shape("Color", .rectangle, .red, 0, 0, 0, 40),
            .text("", 0, 0, 40),
        ]))
        #expect(body(SVGRenderer().render(tree)).isEmpty)
    }

    @Test("an SF Symbol is an outlined glyph box, visible on light and dark, titled with its name")
    func symbol() {
        let tree = snapshot(.image("airplane", 0, 0, 20, 20))
        let element = body(SVGRenderer().render(tree))[1]
        #expect(element.hasPrefix(##"<g data-symbol="airplane"><title>airplane</title>"##))
        // A light halo under a dark outline: one of them contrasts with any background.
        #expect(element.contains(##"stroke="#ffffff""##) && element.contains(##"stroke="#48484a""##))
        #expect(element.contains(##"<path d="M0.5 0.5 L19.5 19.5 M19.5 0.5 L0.5 19.5""##))
    }

    @Test("a slider is a track filled up to a thumb at its value", arguments: [(0.0, "14"), (0.5, "50"), (1.0, "86")])
    func slider(fraction: Double, thumbX: String) {
        let tree = snapshot(.init(typeName: "Slider", frame: CGRect(x: 0, y: 0, width: 100, height: 30),
                                  drawing: Drawing(content: .control("slider \(fraction)"))))
        let element = body(SVGRenderer().render(tree))[1]
        #expect(element.contains("<title>slider \(fraction)</title>"))
        #expect(element.contains(##"<rect x="0" y="13" width="100" height="4" rx="2" fill="#d1d1d6"/>"##))
        #expect(element.contains(##"<rect x="0" y="13" width="\##(thumbX)" height="4" rx="2" fill="#007aff"/>"##))
        #expect(element.contains(##"<circle cx="\##(thumbX)" cy="15" r="13.5""##))
    }

    @Test("a toggle's switch shows isOn: green track with the knob trailing, grey with it leading",
          arguments: [("switch on", "#34c759", "35.5"), ("switch off", "#e9e9eb", "15.5")])
    func toggleSwitch(kind: String, track: String, knobX: String) {
        let tree = snapshot(.init(typeName: "ToggleSwitch", frame: CGRect(x: 0, y: 0, width: 51, height: 31),
                                  drawing: Drawing(content: .control(kind))))
        let element = body(SVGRenderer().render(tree))[1]
        #expect(element.contains(##"rx="15.5" fill="\##(track)""##))
        #expect(element.contains(##"<circle cx="\##(knobX)" cy="15.5" r="13.5" fill="#ffffff""##))
    }

    @Test("other controls stay titled outlines")
    func otherControls() {
        let tree = snapshot(.init(typeName: "Toggle", frame: CGRect(x: 0, y: 20, width: 40, height: 20),
                                  drawing: Drawing(content: .control("toggle"))))
        #expect(body(SVGRenderer().render(tree))[1]
                == ##"<rect x="0" y="20" width="40" height="20" rx="4" fill="none" stroke="#8e8e93"><title>toggle</title></rect>"##)
    }

    @Test("scale sizes the document in pixels; background fills the view box first")
    func scaleAndBackground() {
        let tree = snapshot(.shape("Color", .rectangle, .red, 0, 0, 40, 20))
        let lines = SVGRenderer(scale: 2, background: RGBAColor(red: 1, green: 1, blue: 1)).render(tree).split(separator: "\n")
        #expect(lines[0].contains(##"width="80" height="40" viewBox="0 0 40 20""##))
        #expect(lines[1] == ##"  <rect x="0" y="0" width="40" height="20" fill="#ffffff"/>"##)
    }

    @Test("flight card goldens, plain and with outlines")
    func flightCardGolden() {
        assertSnapshot(of: Fixtures.flightCard, as: .svg, named: "flight-card")
        assertSnapshot(of: Fixtures.flightCard, as: .svg(SVGRenderer(padding: 8, showOutlines: true)),
                       named: "flight-card-outlines")
    }
}
