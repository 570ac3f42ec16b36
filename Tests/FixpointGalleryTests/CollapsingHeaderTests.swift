import Fixpoint
import FixpointGallery
import FixpointTesting
import Foundation
import Testing

@Suite("Collapsing header (scroll offset through a preference)")
struct CollapsingHeaderTests {
    private let scrollPath = "CollapsingHeaderView/VStack/coordinateSpace/ScrollView"

    private func header(_ host: ViewHost) -> ViewSnapshot? {
        host.snapshot.nodes.first { $0.text == "Upcoming flights" || $0.text == "Flights" }
    }

    @Test("at rest the header is the 96-pt large title; one pass")
    func atRest() throws {
        let host = ViewHost(CollapsingHeaderView(), proposal: ProposedViewSize(width: 390, height: 763))
        let report = runCheckingInvariants(host)
        #expect(report.converged && report.passes == 1)
        #expect(header(host)?.text == "Upcoming flights")
        #expect(host.snapshot.frame(scrollPath).minY == 96)
    }

    @Test("a scripted scroll: the offset arrives through the preference and the header shrinks, in two passes per scroll",
          arguments: [(CGFloat(20), "Upcoming flights", CGFloat(76)), (60, "Flights", 44), (300, "Flights", 44)])
    func scrolled(offset: CGFloat, title: String, headerHeight: CGFloat) throws {
        let host = ViewHost(CollapsingHeaderView(), proposal: ProposedViewSize(width: 390, height: 763))
        runCheckingInvariants(host)
        let report = try host.scroll(scrollViewAt: scrollPath, to: CGPoint(x: 0, y: offset))
        // Pass 1: the write moves the content; the reader's preference changes and its action
        // writes the state. Pass 2: the header re-renders; the content keeps its offset, so the
        // preference is unchanged and the run settles.
        #expect(report.converged && report.passes == 2 && report.frames == 1)
        #expect(report.statistics.map(\.binderDispatches) == [1, 0])
        #expect(header(host)?.text == title)
        #expect(host.snapshot.frame(scrollPath).minY == headerHeight)
        #expect(host.checkInvariants(atFixedPoint: true).isEmpty)
        // Scrolling back to the top restores the large title.
        let back = try host.scroll(scrollViewAt: scrollPath, to: .zero)
        #expect(back.converged && back.passes == 2)
        #expect(header(host)?.text == "Upcoming flights")
    }

    @Test("the catalogue runs it; the articles' examples are unchanged")
    func catalogued() throws {
        let example = try #require(ExampleCatalog.example(named: "collapsing-header"))
        let host = example.host(proposal: ProposedViewSize(width: 390, height: nil), environment: .iOS)
        #expect(host.run().converged)
        #expect(!ExampleCatalog.articles.contains { $0.name == "collapsing-header" })
    }
}
