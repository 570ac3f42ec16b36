import Foundation
import Testing
import Fixpoint
import FixpointRender
import FixpointTesting

/// A view whose task writes state after a second of host time, and whose appear action does now.
private struct Greeting: View {
    @State var text = "…"
    @State var shown = false

    var body: some View {
        Text(text)
            .onAppear { shown = true }
            .onChange(of: shown) { text = "hello" }
            .task {
                try? await Task.sleep(for: .seconds(1))
                text = "bye"
            }
    }
}

@Suite("Trace writers and lifecycle actions")
struct ActionTraceWriterTests {
    @Test("JSON Lines and Chrome traces render viewAction and task events with their payloads")
    func writers() throws {
        let host = ViewHost(Greeting())
        host.traceDetail = .full
        let first = host.run()
        #expect(first.converged && first.passes == 3)
        let later = host.advance(by: .seconds(1))
        let lines = JSONLinesTraceWriter.render(first.trace) + JSONLinesTraceWriter.render(later.trace)
        let objects = try lines.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let kinds = objects.compactMap { $0["kind"] as? String }
        #expect(kinds.contains("viewAction") && kinds.contains("task"))
        let appear = try #require(objects.first { $0["kind"] as? String == "viewAction" })
        #expect(appear["action"] as? String == "onAppear")
        let resumed = try #require(objects.first { $0["event"] as? String == "resumed" })
        #expect(resumed["detail"] as? String == "1.0 seconds")
        let chrome = ChromeTraceWriter.render(first.trace)
        #expect(chrome.contains("\"action onAppear\"") && chrome.contains("\"task started\""))
        let text = TraceTextWriter.render(first.trace)
        #expect(text.contains("action onChange(of: Bool) at Greeting/Text: false → true"))
    }
}
