import Fixpoint
import FixpointLineLayout
import FixpointRender
import FixpointTesting
import Foundation
import Testing

// Seed 002's flight screen: the variants over widths and Dynamic Type sizes, the README table,
// and goldens of the screen at 390 pt and the default size.

@Suite("Seed 002: the flight screen on the line library")
struct FlightLinesTests {
    @Test("the article's strings: 7:00 AM, 9:00 AM and boarding at 6:30 AM in UTC")
    func metaData() {
        let flight = Flight.article
        #expect(flight.metaData.map(\.0) == ["FLIGHT", "TERMINAL", "GATE", "BOARDING"])
        #expect(flight.metaData.map(\.1) == ["AF123", "1", "14", "6:30 AM"])
        let snapshot = FlightLines.layout(width: 390).snapshot
        #expect(snapshot.node(text: "7:00 AM") != nil && snapshot.node(text: "9:00 AM") != nil)
    }

    @Test("the three metadata variations appear in order as the text grows", arguments: FlightLines.widths)
    func metadataGrows(width: CGFloat) {
        let variants = DynamicTypeSize.allCases.map {
            FlightLines.variant(width: width, dynamicTypeSize: $0).metadata
        }
        let order = variants.map { FlightLines.Metadata.allCases.firstIndex(of: $0)! }
        #expect(order == order.sorted(), "never back to a wider variant as the text grows: \(variants)")
        #expect(variants.first == .oneByFour)
    }

    @Test("at 390 pt: 1×4 up to xxxLarge, 2×2 from accessibility1 to 4, 4×1 at accessibility5")
    func metadataAt390() {
        let variants = DynamicTypeSize.allCases.map { FlightLines.variant(width: 390, dynamicTypeSize: $0).metadata }
        #expect(variants == Array(repeating: .oneByFour, count: 7) + Array(repeating: .twoByTwo, count: 4)
            + [.fourByOne])
    }

    @Test("the cards' layouts at 390 pt: each variant's lines and boxes")
    func variantShapes() {
        let wide = FlightLines.layout(width: 390, dynamicTypeSize: .large).snapshot
        #expect(wide.nodes(typeName: "box", under: FlightLines.metadataPath).count == 4)
        #expect(wide.nodes(typeName: "line").filter { $0.path.hasPrefix(FlightLines.metadataPath + "/line") }
            .filter { $0.depth == 3 }.count == 1)
        let grid = FlightLines.layout(width: 390, dynamicTypeSize: .accessibility1).snapshot
        #expect(grid.frame(of: "AF123").minY == grid.frame(of: "1").minY)
        #expect(grid.frame(of: "GATE").minY > grid.frame(of: "AF123").maxY)
        let column = FlightLines.layout(width: 390, dynamicTypeSize: .accessibility5).snapshot
        let keys = ["FLIGHT", "TERMINAL", "GATE", "BOARDING"].map { column.frame(of: $0) }
        #expect(keys.allSatisfy { $0.minX == keys[0].minX })
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0.maxY < $1.minY })
        #expect(FlightLines.variant(width: 390, dynamicTypeSize: .accessibility5)
            == FlightLines.Variant(airports: .stacked, metadata: .fourByOne))
    }

    @Test("chosenAlternatives names each card's choice")
    func chosenNames() {
        #expect(FlightLines.chosenAlternatives(width: 390, dynamicTypeSize: .large)
            == ["airports: side by side", "metadata: 1×4"])
        #expect(FlightLines.chosenAlternatives(width: 320, dynamicTypeSize: .accessibility5)
            == ["airports: stacked", "metadata: 4×1"])
        let choices = FlightLines.layout(width: 390).choices
        #expect(choices.map(\.path) == [FlightLines.airportsPath, FlightLines.metadataPath])
        #expect(choices.map(\.description) == [
            "LayoutContainer/line[0]/box: alternative 1 of 2 (needs 158.856 of 374)",
            "LayoutContainer/line[1]/box: alternative 1 of 3 (needs 267.438 of 374)",
        ])
    }

    @Test("the cards span the container and sit 20 pt apart")
    func cards() {
        let snapshot = FlightLines.layout(width: 430, dynamicTypeSize: .large).snapshot
        let grey = snapshot.node(path: FlightLines.airportsPath)!.frame
        let red = snapshot.node(path: FlightLines.metadataPath)!.frame
        #expect(grey.minX == 0 && grey.width == 430 && red.width == 430)
        #expect(isClose(red.minY, grey.maxY + 20))
        #expect(snapshot.size == CGSize(width: 430, height: red.maxY))
    }

    @Test("the README holds the generated threshold table (the variant table is the gallery's)")
    func readme() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../README.md").standardized
        let readme = try String(contentsOf: url, encoding: .utf8)
        #expect(readme.contains(FlightLines.thresholdTable()))
    }

    @Test("without a ViewThatFits column the table has five columns and twelve rows")
    func tableShape() {
        let lines = FlightLines.table().split(separator: "\n")
        #expect(lines.count == 14)
        #expect(lines.allSatisfy { $0.filter { $0 == "|" }.count == 6 })
        #expect(lines[5] == "| `large` | 17 / 34 / 12 | side by side · 1×4 | side by side · 1×4 | side by side · 1×4 |")
    }

    @Test("golden: the flight screen at 390 pt, Dynamic Type large")
    func golden() {
        let snapshot = FlightLines.layout(width: 390, dynamicTypeSize: .large).snapshot
        assertSnapshot(of: snapshot, as: .tree(TreeDump.Options(showPaths: true)), named: "flight-lines-390-large")
        assertSnapshot(of: snapshot, as: .ascii, named: "flight-lines-390-large")
        assertSnapshot(of: snapshot, as: .svg, named: "flight-lines-390-large")
    }

    @Test("golden: the stacked, 4×1 screen at 320 pt, accessibility4")
    func goldenStacked() {
        let snapshot = FlightLines.layout(width: 320, dynamicTypeSize: .accessibility4).snapshot
        #expect(FlightLines.variant(of: FlightLines.layout(width: 320, dynamicTypeSize: .accessibility4))
            == FlightLines.Variant(airports: .stacked, metadata: .fourByOne))
        assertSnapshot(of: snapshot, as: .tree, named: "flight-lines-320-accessibility4")
        assertSnapshot(of: snapshot, as: .ascii, named: "flight-lines-320-accessibility4")
    }

    @Test("golden: the concatenation quirk and its fix, as tree dumps")
    func goldenQuirk() {
        for boxed in [false, true] {
            let snapshot = LayoutContainer(FlightLines.airportsStage(boxed: boxed)).snapshot(width: 390)
            assertSnapshot(of: snapshot, as: .tree(TreeDump.Options(showPaths: true)),
                           named: boxed ? "airports-boxed" : "airports-quirk")
        }
    }
}
