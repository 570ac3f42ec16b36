import Foundation
import Testing
import Fixpoint
import FixpointRender

@Suite("Observed changes in trace writers")
struct ObservedChangeTraceTests {
    @Test("an observedChange event is a JSON line with its object and change, and a readable line")
    func observedChangeLine() throws {
        let event = TraceEvent(id: 3, frame: 1, pass: 1, kind: .observedChange(object: "Store", change: "a 0 → 3"),
                               path: "Reader", cause: 2)
        let line = JSONLinesTraceWriter.line(for: event)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["kind"] as? String == "observedChange")
        #expect(object["phase"] as? String == "state")
        #expect(object["object"] as? String == "Store")
        #expect(object["change"] as? String == "a 0 → 3")
        #expect(event.description == "pass 1 · observed Store at Reader: a 0 → 3")
        let bare = TraceEvent(id: 4, frame: 1, pass: 1, kind: .observedChange(object: "Model", change: nil), path: "V")
        #expect(bare.description == "pass 1 · observed Model at V")
        #expect(JSONLinesTraceWriter.line(for: bare).contains("\"change\":null"))
    }
}
