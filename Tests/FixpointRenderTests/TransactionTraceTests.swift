import Foundation
import Testing
import Fixpoint
import FixpointRender

/// A state written inside `withAnimation` by a tap.
private struct Animated: View {
    @State private var isWide = false
    var body: some View {
        VStack {
            Color.blue.frame(width: isWide ? 200 : 100, height: 10)
            Button("Widen") { withAnimation(.easeOut) { isWide = true } }
        }
    }
}

@Suite("Transaction trace events in the writers")
struct TransactionTraceTests {
    @Test("the text log, JSON Lines and the state filter carry the transaction event, caused by the write")
    func transactionEvent() throws {
        let host = ViewHost(Animated())
        host.run()
        let report = try host.tap(buttonLabeled: "Widen")
        let event = try #require(report.trace.events.first { if case .transaction = $0.kind { true } else { false } })
        #expect(event.description == "pass \(event.pass) · transaction withAnimation at Animated: easeOut(duration: 0.35)")
        #expect(event.phase == .state)
        let write = try #require(report.trace.events.first { if case .stateWritten = $0.kind { true } else { false } })
        #expect(event.cause == write.id)
        #expect(report.trace.filtered(phases: [.state]).events.contains(event))
        let line = try #require(JSONLinesTraceWriter.render(report.trace).split(separator: "\n").first { $0.contains("\"kind\":\"transaction\"") })
        #expect(line.hasSuffix("\"source\":\"withAnimation\",\"animation\":\"easeOut(duration: 0.35)\",\"disablesAnimations\":false}"))
    }
}
