import Fixpoint
import FixpointTesting
import Foundation
import Testing

private struct ReaderScreen: View {
    @State var count = 5
    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Button("Jump") { proxy.scrollTo(3, anchor: .top) }
                Button("Grow") {
                    count = 10
                    proxy.scrollTo(9, anchor: .bottom)
                }
                Button("Missing") { proxy.scrollTo("nope") }
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<count, id: \.self) { Color.blue.frame(height: 100).id($0) } }
                }
                .frame(height: 200)
            }
        }
    }
}

@Suite("ScrollViewReader")
struct ScrollViewReaderTests {
    private let path = "ReaderScreen/VStack/frame/ScrollView"

    @Test("the reader is layout-neutral; scrollTo from a button scrolls in the next pass")
    func scrollToFromAction() throws {
        let host = ViewHost(ReaderScreen(), proposal: ProposedViewSize(width: 390, height: 600))
        runCheckingInvariants(host)
        #expect(host.snapshot.nodes.allSatisfy { !$0.path.contains("ScrollViewReader") })
        let report = try host.tap(buttonLabeled: "Jump")
        #expect(report.converged && report.passes == 1)
        #expect(try host.scrollOffset(ofScrollViewAt: path) == CGPoint(x: 0, y: 300))
        #expect(host.snapshot.frame(path).minY - 300 == host.snapshot.frame("\(path)/VStack").minY)
    }

    @Test("a target created by the same update is found once it is laid out")
    func targetCreatedInSameUpdate() throws {
        let host = ViewHost(ReaderScreen(), proposal: ProposedViewSize(width: 390, height: 600))
        host.run()
        let report = try host.tap(buttonLabeled: "Grow")
        #expect(report.converged && report.passes == 1)
        // Ten rows of 100 in a 200-tall viewport: row 9's bottom on the viewport's bottom.
        #expect(try host.scrollOffset(ofScrollViewAt: path) == CGPoint(x: 0, y: 800))
        #expect(host.checkInvariants(atFixedPoint: true).isEmpty)
    }

    @Test("an id that no scroll view holds leaves the offset and logs a diagnostic")
    func missingTarget() throws {
        let host = ViewHost(ReaderScreen(), proposal: ProposedViewSize(width: 390, height: 600))
        host.run()
        let report = try host.tap(buttonLabeled: "Missing")
        #expect(report.converged)
        #expect(report.diagnostics.contains { $0.message.contains("scrollTo") && $0.message.contains("nope") })
        #expect(try host.scrollOffset(ofScrollViewAt: path) == .zero)
    }
}
