import Fixpoint
import Testing

// This file imports `Fixpoint` and Testing only: Foundation's geometry types and the rest of what
// `import SwiftUI` brings on Apple platforms come with it.

@Suite("import Fixpoint brings what import SwiftUI brings")
struct FixpointImportTests {
    @Test("CGFloat, CGPoint, CGSize and CGRect need no other import")
    func geometryTypes() {
        let size = CGSize(width: 120, height: 40)
        let origin = CGPoint(x: 10, y: 20)
        let rect = CGRect(origin: origin, size: size)
        let inset: CGFloat = 5
        #expect(rect.insetBy(dx: inset, dy: inset).width == 110)
        let host = ViewHost(Color.red.frame(width: size.width, height: size.height),
                            proposal: ProposedViewSize(size))
        host.run()
        #expect(host.snapshot.size == size)
    }

    @Test("Foundation's functions and types need no other import")
    func foundation() {
        #expect(sqrt(CGFloat(16)) == 4)
        #expect(String(format: "%.2f", 2.5) == "2.50")
        #expect(Date(timeIntervalSince1970: 60).timeIntervalSince(Date(timeIntervalSince1970: 0)) == 60)
    }
}
