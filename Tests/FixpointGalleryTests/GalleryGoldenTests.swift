import Fixpoint
import FixpointGallery
import FixpointTesting
import Foundation
import Testing

@Suite("Gallery goldens")
struct GalleryGoldenTests {
    @Test("each article example's tree dump, ASCII and SVG renderings and trace log",
          arguments: ExampleCatalog.articles.map(\.name))
    func goldens(name: String) {
        let example = ExampleCatalog.example(named: name)!
        let host = example.host(proposal: ProposedViewSize(width: example.defaultWidth, height: nil),
                                environment: example.defaultEnvironment)
        let report = host.run()
        #expect(report.converged)
        assertSnapshot(of: host.snapshot, as: .tree, named: name)
        assertSnapshot(of: host.snapshot, as: .ascii, named: name)
        assertSnapshot(of: host.snapshot, as: .svg, named: name)
        assertSnapshot(String(describing: report.trace), named: "\(name).trace.txt")
    }

    @Test("the gallery report is deterministic and names every article")
    func report() {
        let first = GalleryReport.render()
        #expect(first == GalleryReport.render())
        for example in ExampleCatalog.articles {
            #expect(first.contains("== \(example.name) — "))
        }
        #expect(first.contains("width 175: off-centre · passes 2 · frames 1"))
    }
}
