import Fixpoint
import FixpointGallery
import Foundation
import FixpointTesting
import Testing

// Seed 000 (Swift Talk S01E241): the final AirplaneView lives in FixpointGallery, verbatim but for
// the import and `public`; these tests pin what the article reports.

@Suite("Seed 000: AirplaneView (reference case 29)")
struct AirplaneViewSeedTests {
    /// The visible airplane and destination label after a run at `width` on macOS.
    private func run(width: CGFloat) -> (plane: CGRect, to: ViewSnapshot, report: UpdateReport) {
        let host = ViewHost(AirplaneView(), proposal: ProposedViewSize(width: width, height: nil), environment: .macOS)
        let report = host.run()
        let plane = host.snapshot.node(text: "✈️")!.frame
        let to = host.snapshot.nodes.first { $0.fullText == "San Francisco" && !$0.isHidden }!
        return (plane, to, report)
    }

    @Test("centred at 250 and 200, in two passes and two body evaluations", arguments: [250.0, 200])
    func centred(width: Double) {
        let (plane, to, report) = run(width: CGFloat(width))
        #expect(report.converged && report.passes == 2 && report.frames == 1)
        #expect(report.bodyEvaluations(of: AirplaneView.self) == 2)
        #expect(isClose(plane.midX, CGFloat(width) / 2))
        #expect(to.text == "San Francisco")
    }

    @Test("off-centre at 175 and 150 with San Francisco untruncated", arguments: [175.0, 150])
    func offCentre(width: Double) {
        let (plane, to, report) = run(width: CGFloat(width))
        #expect(report.converged && report.passes == 2)
        #expect(report.bodyEvaluations(of: AirplaneView.self) == 2)
        #expect(plane.midX < CGFloat(width) / 2 - 1)
        #expect(to.text == "San Francisco")
        #expect(isClose(to.frame.maxX, CGFloat(width)))
    }

    @Test("175 matches the reference trace: ✈️ at 56.07, San Francisco from 91.92")
    func referenceNumbers() {
        let (plane, to, _) = run(width: 175)
        #expect(isClose(plane.minX, 56.0725))
        #expect(isClose(to.frame.minX, 91.917))
    }

    @Test("squeezed at 100: San Francisco truncates, the icon stays off-centre")
    func squeezed() {
        let (plane, to, report) = run(width: 100)
        #expect(report.converged && report.passes == 2)
        #expect(to.text?.hasSuffix("…") == true)
        #expect(plane.midX != 50)
    }

    @Test("the episode's previews lay out all six widths")
    func previews() {
        let host = ViewHost(ContentView_Previews.previews, proposal: ProposedViewSize(width: 400, height: nil), environment: .macOS)
        let report = host.run()
        #expect(report.converged && report.passes == 2)
        #expect(report.bodyEvaluations(of: AirplaneView.self) == 12)
        let planes = host.snapshot.nodes.filter { $0.text == "✈️" && !$0.isHidden }
        #expect(planes.count == 6)
    }

    @Test("the run's trace log matches its golden file")
    func traceGolden() {
        let (_, _, report) = run(width: 175)
        assertSnapshot(String(describing: report.trace), named: "airplane-175.trace.txt")
    }
}
