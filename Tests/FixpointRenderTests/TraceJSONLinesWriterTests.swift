import Foundation
import Testing
import Fixpoint
import FixpointRender
import FixpointTesting

@Suite("JSONLinesTraceWriter")
struct TraceJSONLinesWriterTests {
    /// The members every line starts with, in this order.
    static let commonKeys = ["id", "frame", "pass", "phase", "kind", "path", "cause"]

    @Test("one line per event, each a JSON object whose members start id, frame, pass, phase, kind, path, cause")
    func fieldOrder() throws {
        let report = TraceFixtures.measuredRule()
        let lines = JSONLinesTraceWriter.render(report.trace).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == report.trace.events.count + 1)
        #expect(lines.last == "")
        for (line, event) in zip(lines, report.trace.events) {
            let offsets = Self.commonKeys.map { line.range(of: "\"\($0)\":")?.lowerBound }
            #expect(offsets.allSatisfy { $0 != nil }, "\(line)")
            #expect(offsets.compactMap { $0 } == offsets.compactMap { $0 }.sorted(), "\(line)")
            #expect(line.hasPrefix("{\"id\":\(event.id),\"frame\":\(event.frame),\"pass\":\(event.pass),\"phase\":\"\(event.phase.rawValue)\""))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["path"] as? String == event.path)
            #expect((object["cause"] as? Int) == event.cause)
            #expect(object["cause"] != nil && object["path"] != nil, "null members are written, not left out")
            #expect(object.count == Self.topLevelKeyCount(line), "no member name repeats: \(line)")
        }
    }

    /// The number of members of the outermost object of `line` (counting `:` outside strings at
    /// depth 1), to catch a member name written twice, which parsing would silently merge.
    static func topLevelKeyCount(_ line: Substring) -> Int {
        var depth = 0, count = 0, inString = false, escaped = false
        for scalar in line.unicodeScalars {
            if inString {
                if escaped { escaped = false } else if scalar == "\\" { escaped = true } else if scalar == "\"" { inString = false }
                continue
            }
            switch scalar {
            case "\"": inString = true
            case "{", "[": depth += 1
            case "}", "]": depth -= 1
            case ":" where depth == 1: count += 1
            default: break
            }
        }
        return count
    }

    @Test("kinds are named by their case and carry their payload")
    func kindsAndPayloads() {
        let text = JSONLinesTraceWriter.render(TraceFixtures.measuredRule().trace)
        for kind in ["frameStarted", "frameEnded", "passStarted", "passEnded", "bodyEvaluated", "sized", "placed",
                     "preferenceWritten", "preferenceDelivered", "actionRun", "stateWritten", "stateApplied"] {
            #expect(text.contains("\"kind\":\"\(kind)\""), "no \(kind) event")
        }
        #expect(text.contains(#""kind":"passStarted","path":null,"cause":null,"reason":"initial"}"#))
        #expect(text.contains(#""kind":"bodyEvaluated","path":"MeasuredRule","cause":null,"type":"MeasuredRule"}"#))
        #expect(text.contains(#""kind":"frameEnded","path":null,"cause":null,"settled":true}"#))
        #expect(text.contains(#""key":"WidthKey","old":"0","new":"#))
        #expect(text.contains(#""proposal":{"width":200,"height":null}"#))
        #expect(text.contains(#""kind":"placed","path":"MeasuredRule/VStack","cause":null,"type":"VStack","rect":{"x":0,"y":0,"width":29.614,"height":45.477}}"#))
        #expect(text.contains(#""kind":"preferenceReduced","path":"MeasuredRule/VStack","cause":40,"key":"WidthKey","value":"12.272","next":"29.614","result":"29.614"}"#))
    }

    @Test("strings are escaped; emoji and accents stay UTF-8; ∞ and nil stay valid JSON")
    func escaping() throws {
        let text = JSONLinesTraceWriter.render(TraceFixtures.awkwardTrace)
        #expect(text == #"""
            {"id":1,"frame":1,"pass":1,"phase":"preferences","kind":"preferenceWritten","path":"Café/✈️[1]","cause":null,"key":"Label\"Key\"","value":"say \"hi\"\nback\\slash\ttab\u0001"}
            {"id":2,"frame":1,"pass":1,"phase":"layout","kind":"sized","path":"Ünï/Text","cause":1,"type":"Text","proposal":{"width":"∞","height":null},"size":{"width":83.083,"height":0},"memoHit":true}
            {"id":3,"frame":1,"pass":1,"phase":"diagnostics","kind":"diagnostic","path":null,"cause":null,"message":"line one\r\nline two \u2028 🇩🇪"}

            """#)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 3, "escaped newlines never break a line")
        let objects = try lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        #expect(objects[0]["path"] as? String == "Café/✈️[1]")
        #expect(objects[0]["key"] as? String == "Label\"Key\"")
        #expect(objects[0]["value"] as? String == "say \"hi\"\nback\\slash\ttab\u{1}")
        #expect(objects[1]["path"] as? String == "Ünï/Text")
        #expect(objects[2]["message"] as? String == "line one\r\nline two \u{2028} 🇩🇪")
    }

    @Test("line(for:) is the line render(_:) writes for the event")
    func singleLines() {
        let trace = TraceFixtures.runaway().trace
        #expect(trace.events.map { JSONLinesTraceWriter.line(for: $0) + "\n" }.joined() == JSONLinesTraceWriter.render(trace))
    }

    @Test("an empty trace is the empty string")
    func empty() {
        #expect(JSONLinesTraceWriter.render(Trace()) == "")
    }

    @Test("the same run twice gives byte-identical lines")
    func determinism() {
        let first = JSONLinesTraceWriter.render(TraceFixtures.measuredRule().trace)
        let second = JSONLinesTraceWriter.render(TraceFixtures.measuredRule().trace)
        #expect(first == second)
        #expect(JSONLinesTraceWriter.render(TraceFixtures.runaway().trace)
            == JSONLinesTraceWriter.render(TraceFixtures.runaway().trace))
    }

    @Test("golden: a measured rule, every phase including layout")
    func golden() {
        assertSnapshot(JSONLinesTraceWriter.render(TraceFixtures.measuredRule().trace), named: "measured-rule.jsonl")
    }

    @Test("golden: a binder that never settles, with dropped values and diagnostics")
    func runawayGolden() {
        let report = TraceFixtures.runaway()
        #expect(!report.converged)
        let text = JSONLinesTraceWriter.render(report.trace)
        #expect(text.contains("\"kind\":\"preferenceDropped\""))
        #expect(text.contains("\"kind\":\"diagnostic\""))
        assertSnapshot(text, named: "runaway.jsonl")
    }
}
