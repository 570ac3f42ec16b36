import Fixpoint
import FixpointGallery
import FixpointTesting
import Foundation
import Testing

/// Issue 14's check: the airplane (seed 000) and the flight card (seed 002) rendered right to
/// left mirror their left-to-right layouts — each frame's x is reflected in its parent, which for
/// a fully right-to-left tree is the reflection in the root's width — with the same passes.
@Suite("Right-to-left goldens")
struct RightToLeftGoldenTests {
    @Test("the RTL rendering mirrors the LTR one, with the same passes, and matches its goldens",
          arguments: ["airplane", "flight"])
    func mirrored(name: String) {
        let example = ExampleCatalog.example(named: name)!
        let proposal = ProposedViewSize(width: example.defaultWidth, height: nil)
        let ltrHost = example.host(proposal: proposal, environment: example.defaultEnvironment)
        let ltr = ltrHost.run()
        var environment = example.defaultEnvironment
        environment.layoutDirection = .rightToLeft
        let rtlHost = example.host(proposal: proposal, environment: environment)
        let rtl = rtlHost.run()
        #expect(rtl.converged && ltr.converged)
        #expect(rtl.passes == ltr.passes && rtl.frames == ltr.frames)
        #expect(rtl.totalBodyEvaluations == ltr.totalBodyEvaluations)
        let left = ltrHost.snapshot.nodes, right = rtlHost.snapshot.nodes
        #expect(left.map(\.path) == right.map(\.path))
        let width = left.first?.frame.width ?? 0
        for (l, r) in zip(left, right) {
            #expect(abs(r.frame.minX - (width - l.frame.maxX)) < 0.001, "\(r.path)")
            #expect(r.frame.minY == l.frame.minY && r.frame.size == l.frame.size, "\(r.path)")
            #expect(r.text == l.text)
        }
        assertSnapshot(of: rtlHost.snapshot, as: .ascii, named: "\(name)-rtl")
        assertSnapshot(of: rtlHost.snapshot, as: .svg, named: "\(name)-rtl")
    }
}
