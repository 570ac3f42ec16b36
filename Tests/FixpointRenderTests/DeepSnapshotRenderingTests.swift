@testable import Fixpoint
import FixpointRender
import Foundation
import Testing

/// A snapshot thousands of levels deep renders, as SVG and as ASCII, on a thread whose
/// stack has room for a few hundred levels of recursion: the renderers walk the snapshot's
/// tree without recursing once per level (`RenderScene`), and draw what they draw for a
/// shallow tree.
@Suite struct DeepSnapshotRenderingTests {
    /// `levels` stacks, each with a padding of 0, around a 10×10 rectangle: every level is the
    /// same 10×10 square, so the canvas stays small however deep the tree.
    static func chain(_ levels: Int) -> AnyView {
        var view = AnyView(Rectangle().frame(width: 10, height: 10))
        for _ in 0..<levels { view = AnyView(VStack(spacing: 0) { view }.padding(0)) }
        return view
    }

    /// The SVG and the ASCII drawing of `snapshot`, rendered on a thread with a stack of `bytes`.
    static func renderings(of snapshot: LayoutSnapshot, stackBytes bytes: Int) -> [String] {
        var renderings: [String] = []
        ThreadStack.runOnNewThread(stackBytes: bytes) {
            renderings = [SVGRenderer().render(snapshot), ASCIIRenderer().render(snapshot)]
        }
        return renderings
    }

    @Test("a snapshot 10,000 levels deep renders on a 3 MB stack as on a 512 MB one, and draws its rectangle")
    func deepSnapshotRenders() throws {
        var snapshot = LayoutSnapshot(nodes: [])
        ThreadStack.runOnNewThread(stackBytes: 512 << 20) {
            let host = ViewHost(Self.chain(5_000))
            host.run()
            snapshot = host.snapshot
        }
        #expect(snapshot.nodes.count > 10_000)
        let large = Self.renderings(of: snapshot, stackBytes: 512 << 20)
        let small = Self.renderings(of: snapshot, stackBytes: 3 << 20)
        #expect(small == large)
        let svg = try #require(small.first)
        let ascii = try #require(small.last)
        // The leaf's rectangle, 10 × 10, is drawn.
        #expect(svg.contains("<rect") && svg.contains("width=\"10\""))
        #expect(ascii.contains { !$0.isWhitespace })
    }
}
