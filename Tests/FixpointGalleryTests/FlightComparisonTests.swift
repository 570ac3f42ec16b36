import Fixpoint
import FixpointGallery
import FixpointLineLayout
import FixpointTesting
import Foundation
import Testing

// Seed 002 solved twice: the line library's `.or` (example "flight-lines", LineLayoutView) and
// SwiftUI's ViewThatFits (example "flight", FlightCard). Both run in the engine in one pass; at
// every width and Dynamic Type size of the README's table they choose alike and put every label
// and card in the same place.

private func hosted(_ name: String, width: CGFloat, size: DynamicTypeSize) -> GalleryReport.Entry {
    var environment = EnvironmentValues.iOS
    environment.dynamicTypeSize = size
    return GalleryReport.entry(ExampleCatalog.example(named: name)!, width: width, environment: environment)
}

/// Visible, non-empty text frames by text.
private func textFrames(_ snapshot: LayoutSnapshot) -> [String: CGRect] {
    var frames: [String: CGRect] = [:]
    for node in snapshot.nodes where node.typeName == "Text" && !node.isHidden && node.frame.size != .zero {
        frames[node.fullText ?? ""] = node.frame
    }
    return frames
}

private func same(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) <= 0.001 && abs(a.minY - b.minY) <= 0.001
        && abs(a.width - b.width) <= 0.001 && abs(a.height - b.height) <= 0.001
}

@Suite("Seed 002: the line library beside ViewThatFits")
struct FlightComparisonTests {
    @Test("same choice, same label and card frames, one pass each", arguments: DynamicTypeSize.allCases)
    func sameLayout(size: DynamicTypeSize) {
        for width in FlightLines.widths {
            let card = hosted("flight", width: width, size: size)
            let lines = hosted("flight-lines", width: width, size: size)
            #expect(card.report.passes == 1 && lines.report.passes == 1)
            #expect(card.report.converged && lines.report.converged)
            #expect(card.variant == lines.variant, "\(size) at \(width)")
            #expect(FlightComparison.viewThatFitsVariant(width: width, dynamicTypeSize: size)
                == FlightLines.variant(width: width, dynamicTypeSize: size))
            let a = textFrames(card.snapshot)
            let b = textFrames(lines.snapshot)
            #expect(a.count == 14 && Set(a.keys) == Set(b.keys))
            for (text, frame) in a {
                #expect(b[text].map { same($0, frame) } == true, "\(text): \(frame) vs \(String(describing: b[text])) — \(size) at \(width)")
            }
            let backgrounds = card.snapshot.nodes.filter { $0.isBackgroundLayer && $0.typeName == "Color" }.map(\.frame)
            let wrappers = lines.snapshot.nodes(typeName: "RoundedRectangle").map(\.frame)
            #expect(backgrounds.count == 2 && wrappers.count == 2)
            #expect(zip(backgrounds, wrappers).allSatisfy { same($0, $1) })
            #expect(abs(card.snapshot.size.height - lines.snapshot.size.height) <= 0.001)
        }
    }

    @Test("no width or size of the table makes the two approaches differ")
    func noDifferences() {
        #expect(FlightComparison.differences().isEmpty)
    }

    @Test("the README holds the generated comparison table")
    func readme() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../README.md").standardized
        let readme = try String(contentsOf: url, encoding: .utf8)
        let table = FlightComparison.table()
        #expect(table.split(separator: "\n").count == 14)
        #expect(table.contains("| `accessibility5` | 53 / 60 / 43 | stacked · 4×1 | stacked · 4×1 | stacked · 2×2 | stacked · 4×1 / stacked · 4×1 / stacked · 2×2 |"))
        #expect(readme.contains(table))
    }

    @Test("the gallery and fixpoint run show each one's choice beside the other's")
    func galleryComparison() {
        let example = ExampleCatalog.example(named: "flight-lines")!
        let line = GalleryReport.comparison(of: example, variant: "airports stacked, metadata 4×1", width: 320)
        #expect(line == "  beside flight: airports side by side, metadata 1×4 (differs)")
        let gallery = GalleryReport.render(examples: [example])
        #expect(gallery.contains("width 320: airports side by side, metadata 1×4 · passes 1 · frames 1"))
        #expect(gallery.contains("  beside flight: airports side by side, metadata 1×4 (same choice)"))
    }
}
