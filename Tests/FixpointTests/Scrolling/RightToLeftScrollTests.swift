import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// Reference part 2, §1.3 (RTL): a horizontal scroll view starts at its right end.
@Suite("ScrollView under right-to-left (reference part 2, §1.3)")
struct RightToLeftScrollTests {
    private struct Strip: View {
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<10) { Color.red.frame(width: 100, height: 50).id($0) }
                }
            }
            .environment(\.layoutDirection, .rightToLeft)
        }
    }

    @Test("at offset 0 the content's leading end is at the right edge; scrolling moves it right")
    func startsAtTheRight() throws {
        let host = ViewHost(Strip(), proposal: ProposedViewSize(width: 390, height: 500))
        let first = runCheckingInvariants(host)
        #expect(first.passes == 1 && first.converged)
        let scroll = try #require(host.snapshot.nodes(typeName: "ScrollView").first)
        #expect(try host.scrollOffset(ofScrollViewAt: "Strip/ScrollView") == .zero)
        let stack = try #require(host.snapshot.nodes(typeName: "HStack").first).frame
        // contentOffset.x = contentWidth − bounds.maxX: the stack's right edge on the view's.
        #expect(stack.maxX == scroll.frame.maxX && stack.minX == scroll.frame.maxX - 1000)
        // The first item (leading) is rightmost and visible.
        let items = host.snapshot.nodes(typeName: "frame").map(\.frame).sorted { $0.minX < $1.minX }
        #expect(items.last.map { $0.maxX == 390 } == true)
        // Scrolling by 250 reveals more of the trailing (left) side: the content moves right.
        let scrolled = try host.scroll(scrollViewAt: "Strip/ScrollView", to: CGPoint(x: 250, y: 0))
        #expect(scrolled.passes == 1 && scrolled.converged)
        #expect(host.snapshot.nodes(typeName: "HStack").first.map { isClose($0.frame.maxX, 390 + 250) } == true)
        // The far end: clamped at content 1000 − viewport 390; the content's left edge at 0.
        try host.scroll(scrollViewAt: "Strip/ScrollView", to: CGPoint(x: 5000, y: 0))
        #expect(try host.scrollOffset(ofScrollViewAt: "Strip/ScrollView") == CGPoint(x: 610, y: 0))
        #expect(host.snapshot.nodes(typeName: "HStack").first.map { isClose($0.frame.minX, 0) } == true)
    }

    @Test("scrollTo(id, anchor: .leading) shows the item at the right edge in RTL")
    func scrollToInRightToLeft() throws {
        let host = ViewHost(Strip(), proposal: ProposedViewSize(width: 390, height: 500))
        host.run()
        let report = try host.scroll(to: 5, anchor: .leading)
        #expect(report.converged)
        let items = host.snapshot.nodes(typeName: "frame").map(\.frame).sorted { $0.minX > $1.minX }
        // Items sorted from the right: item 5 is sixth from the right and its right edge is 390.
        #expect(items.count == 10 && items[5].maxX == 390)
    }
}
