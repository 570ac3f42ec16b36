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
            ##"<g data-path="VStack">"##,
            ##"<rect x="1" y="1" width="38" height="18" fill="none" stroke="#007aff" stroke-width="2"/>"##,
            "</g>",
        ])
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

    @Test("images and controls are titled placeholders")
    func placeholders() {
        let tree = snapshot(.container("VStack", 0, 0, 40, 40, [
            .image("airplane", 0, 0, 20, 20),
            .init(typeName: "Toggle", frame: CGRect(x: 0, y: 20, width: 40, height: 20), drawing: Drawing(content: .control("toggle"))),
        ]))
        #expect(body(SVGRenderer().render(tree)) == [
            ##"<g data-path="VStack/Image">"##,
            ##"<rect x="0" y="0" width="20" height="20" rx="2" fill="#8e8e93" fill-opacity="0.3"><title>airplane</title></rect>"##,
            "</g>",
            ##"<g data-path="VStack/Toggle">"##,
            ##"<rect x="0" y="20" width="40" height="20" rx="4" fill="none" stroke="#8e8e93"><title>toggle</title></rect>"##,
            "</g>",
        ])
    }

    @Test("flight card goldens, plain and with outlines")
    func flightCardGolden() {
        assertSnapshot(of: Fixtures.flightCard, as: .svg, named: "flight-card")
        assertSnapshot(of: Fixtures.flightCard, as: .svg(SVGRenderer(padding: 8, showOutlines: true)),
                       named: "flight-card-outlines")
    }
}
