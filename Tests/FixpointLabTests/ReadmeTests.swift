import Fixpoint
import FixpointGallery
import FixpointLab
import Foundation
import Testing

/// The README's "Studying convergence" section: its snippet gives the path it claims, and the
/// chart it shows is committed.
@Suite("README: Studying convergence")
struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("the snippet's check of HeightSyncedRow finds the path the README names")
    func snippet() throws {
        var check = ConvergenceCheck(example: ExampleCatalog.example(named: "heights")!, widths: 240...358)
        check.presets = [.iOS]
        check.dynamicTypeSizes = [.large]
        let report = check.run()
        let path = try #require(report.findings(.hysteresis).first?.resizePath)
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let claimed = "resizePath   // [\(path.map { NumberFormat.string($0) }.joined(separator: ", "))]"
        #expect(readme.contains(claimed))
        #expect(report.findings(.hysteresis).first?.reproduction.test.contains("@Test(") == true)
    }

    @Test("the chart the README shows is committed, and is the check's SVG")
    func chart() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("](Docs/convergence-airplane.svg)"))
        let svg = try String(contentsOf: Self.root.appendingPathComponent("Docs/convergence-airplane.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("fixpoint check airplane"))
        #expect(svg.contains(">macOS · accessibility5</text>"))
    }
}
