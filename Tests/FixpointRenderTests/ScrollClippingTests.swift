import Fixpoint
import FixpointRender
import FixpointTesting
import Foundation
import Testing

@Suite("Scroll views clip when rendered")
struct ScrollClippingTests {
    private func scrolled() throws -> LayoutSnapshot {
        let view = VStack(spacing: 0) {
            ScrollView { VStack(spacing: 0) { ForEach(0..<10) { _ in Color.blue.frame(height: 40) } } }
                .frame(height: 100)
            Color.red.frame(height: 20)
        }
        let host = ViewHost(view, proposal: ProposedViewSize(width: 80, height: 120))
        host.run()
        try host.scroll(scrollViewAt: "VStack/frame[0]/ScrollView", to: CGPoint(x: 0, y: 30))
        return host.snapshot
    }

    @Test("the snapshot records a rectangular clip on the scroll view; content outside it is not drawn")
    func clip() throws {
        let snapshot = try scrolled()
        let scroll = try #require(snapshot.nodes(typeName: "ScrollView").first)
        #expect(scroll.drawing.clipShape == .rectangle)
        // The canvas is the visible part only: the scroll view and the red bar, 120 tall.
        let ascii = ASCIIRenderer(scale: 4, rowScale: 10).render(snapshot)
        #expect(ascii.split(separator: "\n").count == 12)
        let svg = SVGRenderer().render(snapshot)
        #expect(svg.contains("height=\"120\""))
    }

    @Test("rendering is deterministic")
    func deterministic() throws {
        let a = try scrolled()
        let b = try scrolled()
        #expect(SVGRenderer().render(a) == SVGRenderer().render(b))
        #expect(ASCIIRenderer().render(a) == ASCIIRenderer().render(b))
    }
}
