@testable import Fixpoint
import Foundation
import Testing

/// `levels` nested VStacks with padding 1 around a square 10 high and at least 10 wide, as wide
/// as proposed.
private func nested(_ levels: Int) -> AnyView {
    if levels == 0 { return AnyView(Rectangle().frame(minWidth: 10, maxWidth: .infinity, minHeight: 10, maxHeight: 10)) }
    return AnyView(VStack(spacing: 0) { nested(levels - 1) }.padding(1))
}

/// The placement stack (one container origin per level being placed) is scratch: a host keeps
/// its storage between passes only up to `LayoutEngine.retainedPlacementLevels` levels.
@Suite("Placement stack")
struct PlacementStackTests {
    @Test("a deep tree's placement stack is given back after its pass; its frames are the same next time")
    func deepTreeGivesItBack() throws {
        let levels = 1500
        let side = CGFloat(2 * levels + 10)
        let host = ViewHost(nested(levels), proposal: ProposedViewSize(width: side, height: side))
        let report = host.run()
        #expect(report.converged && report.passes == 1)
        #expect(host.engine.placementStackCapacity <= LayoutEngine.retainedPlacementLevels)
        let squares = host.snapshot.nodes(typeName: "Rectangle")
        #expect(squares.count == 1 && squares.first?.frame == CGRect(x: CGFloat(levels), y: CGFloat(levels), width: 10, height: 10))
        // Placed again at another width, every level is placed again: the stack grows again.
        host.proposal = ProposedViewSize(width: side + 10, height: side)
        host.run()
        #expect(host.engine.placementStackCapacity <= LayoutEngine.retainedPlacementLevels)
        let moved = try #require(host.snapshot.nodes(typeName: "Rectangle").first)
        #expect(moved.frame == CGRect(x: CGFloat(levels), y: CGFloat(levels), width: 20, height: 10))
    }

    @Test("a shallow tree keeps its stack between passes")
    func shallowTreeKeepsIt() {
        let host = ViewHost(nested(20), proposal: ProposedViewSize(width: 50, height: 50))
        host.run()
        let kept = host.engine.placementStackCapacity
        #expect(kept >= 20 && kept <= LayoutEngine.retainedPlacementLevels)
        host.proposal = ProposedViewSize(width: 60, height: 50)
        host.run()
        #expect(host.engine.placementStackCapacity == kept)
    }
}
