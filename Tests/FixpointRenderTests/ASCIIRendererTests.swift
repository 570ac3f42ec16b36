import Foundation
import Testing
import Fixpoint
import FixpointRender
import FixpointTesting

@Suite("ASCIIRenderer")
struct ASCIIRendererTests {
    @Test("colours under 50% opacity are outlined, not filled")
    func boxesTranslucent() {
        let tint = RGBAColor(name: "blue", red: 0, green: 0.478, blue: 1, opacity: 0.6)
        let tree = snapshot(.container("ZStack", 0, 0, 32, 24, [
            .shape("Color", .rectangle, tint, 0, 0, 16, 24).drawing(opacity: 0.5),
            .shape("Color", .rectangle, tint, 16, 0, 16, 24),
        ]))
        #expect(ASCIIRenderer().render(tree) == "+--++--+\n|  ||bb|\n+--++--+\n")
    }

    @Test("boxes are filled with the colour's first letter; clear colours are not drawn")
    func boxes() {
        #expect(ASCIIRenderer().render(Fixtures.threeBoxes) == """
            +----+          /------\\
            |rrrr|          |bbbbbb|
            +----+          \\------/

            """)
    }

    @Test("an unnamed colour fills with #; a one-row shape is a solid bar")
    func unnamedColour() {
        let tree = snapshot(.container("VStack", 0, 0, 16, 12, [
            .shape("Color", .rectangle, .custom, 0, 0, 16, 4),
            .shape("Color", .rectangle, .green, 0, 4, 16, 8),
        ]))
        #expect(ASCIIRenderer(scale: 2, rowScale: 4).render(tree) == "########\n+------+\n+------+\n")
        #expect(ASCIIRenderer.fillCharacter(for: .custom) == "#")
        #expect(ASCIIRenderer.fillCharacter(for: .secondary) == "s")
    }

    @Test("when two fills share a letter, a legend names them; one fill per letter needs none")
    func legend() {
        let gray = RGBAColor(name: "gray", red: 0.56, green: 0.56, blue: 0.58)
        let tree = snapshot(.container("HStack", 0, 0, 36, 12, [
            .shape("Color", .rectangle, .green, 0, 0, 12, 12),
            .shape("Color", .rectangle, gray, 12, 0, 12, 12),
            .shape("Color", .rectangle, RGBAColor(red: 0.1, green: 0.2, blue: 0.3), 24, 0, 6, 12),
            .shape("Color", .rectangle, RGBAColor(red: 0.4, green: 0.5, blue: 0.6), 30, 0, 6, 12),
        ]))
        let lines = ASCIIRenderer(scale: 2, rowScale: 4).render(tree).split(separator: "\n")
        #expect(lines.last == "legend: g = green, gray; # = #1a334d, #668099")
        #expect(lines[1].hasPrefix("|gggg||gggg|"))
        #expect(!ASCIIRenderer().render(Fixtures.threeBoxes).contains("legend"))
    }

    @Test("text aligns within its frame's columns", arguments: [
        (TextAlignment.leading, "|Hi        |"),
        (TextAlignment.center, "|    Hi    |"),
        (TextAlignment.trailing, "|        Hi|"),
    ])
    func alignment(alignment: TextAlignment, expected: String) {
        let tree = snapshot(.container("ZStack", 0, 0, 48, 24, [
            .shape("Color", .rectangle, .clear, 0, 0, 48, 24),
            .text("Hi", 4, 8, 40, fontSize: 6, alignment: alignment),
        ]).drawing(border: Drawing.Border(color: .primary, width: 1)))
        let lines = ASCIIRenderer().render(tree).split(separator: "\n").map(String.init)
        #expect(lines == ["+----------+", expected, "+----------+"])
    }

    @Test("text is clipped to its frame and wraps onto its own rows")
    func clippingAndLines() {
        let tree = snapshot(.text("Departures", 0, 0, 16, lines: ["Departures", "Gate 12"], fontSize: 7))
        #expect(ASCIIRenderer().render(tree) == "Depa\nGate\n")
    }

    @Test("emoji take two columns so the rest of the line stays aligned")
    func wideGlyphs() {
        let tree = snapshot(.container("HStack", 0, 0, 40, 8, [
            .text("✈️ SFO", 0, 0, 40, fontSize: 6),
        ]))
        #expect(ASCIIRenderer().render(tree) == "✈️ SFO\n")
    }

    @Test("hidden subtrees and zero-opacity drawings are skipped, even if children are not marked")
    func hiddenAndTransparent() {
        let visible = ViewSnapshot(path: "ZStack", typeName: "ZStack", frame: CGRect(x: 0, y: 0, width: 16, height: 16))
        let hidden = ViewSnapshot(path: "ZStack/VStack", typeName: "VStack", frame: CGRect(x: 0, y: 0, width: 16, height: 16),
                                  isHidden: true, depth: 1, parentIndex: 0)
        let child = ViewSnapshot(path: "ZStack/VStack/Color", typeName: "Color", frame: CGRect(x: 0, y: 0, width: 16, height: 16),
                                 depth: 2, parentIndex: 1, drawing: Drawing(content: .shape(.rectangle, fill: .red)))
        var faded = child
        faded.path = "ZStack/Color"
        faded.depth = 1
        faded.parentIndex = 0
        faded.drawing.opacity = 0
        let tree = LayoutSnapshot(nodes: [visible, hidden, child, faded])
        #expect(ASCIIRenderer().render(tree) == "\n\n")
        #expect(ASCIIRenderer().paint(tree).drawnNodes.isEmpty)
    }

    @Test("negative coordinates shift everything so the visible frames start at column 0")
    func negativeOverflow() {
        let tree = snapshot(.container("HStack", 0, 0, 16, 8, [
            .shape("Color", .rectangle, .red, -8, 0, 8, 8),
            .shape("Color", .rectangle, .blue, 0, 0, 16, 8),
        ]))
        #expect(ASCIIRenderer().render(tree) == "rrbbbb\n")
    }

    @Test("images and controls are markers; outlineContainers draws stacks too")
    func markersAndContainers() {
        let tree = snapshot(.container("VStack", 0, 0, 48, 32, [
            .image("airplane", 0, 0, 48, 16),
            .init(typeName: "Slider", frame: CGRect(x: 0, y: 16, width: 48, height: 16),
                  drawing: Drawing(content: .control("slider"))),
        ]))
        #expect(ASCIIRenderer().render(tree) == "\n [airplane]\n\n  <slider>\n")
        #expect(ASCIIRenderer(outlineContainers: true).render(tree) == """
            +----------+
            |[airplane]|
            |          |
            +-<slider>-+

            """)
    }

    @Test("flight card goldens at two scales")
    func flightCardGolden() {
        assertSnapshot(of: Fixtures.flightCard, as: .ascii, named: "flight-card")
        assertSnapshot(of: Fixtures.flightCard, as: .ascii(ASCIIRenderer(scale: 2, rowScale: 6)), named: "flight-card-scale2")
    }
}
