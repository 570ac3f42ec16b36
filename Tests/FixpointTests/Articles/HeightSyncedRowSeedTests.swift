import Fixpoint
import FixpointGallery
import FixpointTesting
import Foundation
import Testing

// Seed 004 (Swift by Sundell): the final HeightSyncedRow lives in FixpointGallery, verbatim but for
// the import and `public`; these tests pin what the article reports.

@Suite("Seed 004: HeightSyncedRow (reference case 30)")
struct HeightSyncedRowSeedTests {
    @Test("all three badge backgrounds are as tall as the tallest badge, in two passes",
          arguments: [358.0, 300, 240])
    func equalHeights(width: Double) {
        let host = ViewHost(EventInfoList(), proposal: ProposedViewSize(width: CGFloat(width), height: nil))
        let report = host.run()
        #expect(report.converged && report.passes == 2)
        #expect(report.bodyEvaluations(of: HeightSyncedRow<Color, EmptyView>.self) == 2)
        let s = host.snapshot
        let backgrounds = s.nodes.filter { $0.typeName == "Color" && $0.isBackgroundLayer }
        #expect(backgrounds.count == 3)
        let badges = s.nodes(typeName: "EventInfoBadge")
        #expect(badges.count == 3)
        let tallest = badges.map(\.frame.height).max()!
        #expect(backgrounds.allSatisfy { isClose($0.frame.height, tallest) })
        #expect(backgrounds.allSatisfy { $0.drawing.cornerRadius == 10 })
        // The longest text wraps onto more lines than the others, so heights differ before syncing.
        #expect(Set(badges.map { ($0.frame.height * 1000).rounded() }).count > 1)
    }

    @Test("the badges share the row equally")
    func equalWidths() {
        let host = ViewHost(EventInfoList(), proposal: ProposedViewSize(width: 358, height: nil))
        host.run()
        let frames = (0..<3).map { host.snapshot.frame("EventInfoList/HeightSyncedRow/HStack/background[\($0)]") }
        #expect(frames.count == 3)
        #expect(frames.allSatisfy { isClose($0.width, (358 - 16) / 3) })
    }
}
