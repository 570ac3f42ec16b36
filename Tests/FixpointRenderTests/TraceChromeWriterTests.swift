import Foundation
import Testing
import Fixpoint
import FixpointRender
import FixpointTesting

@Suite("ChromeTraceWriter")
struct TraceChromeWriterTests {
    /// The trace events of a rendered document, parsed with Foundation.
    static func parse(_ text: String) throws -> (document: [String: Any], events: [[String: Any]]) {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let events = try #require(document["traceEvents"] as? [[String: Any]])
        return (document, events)
    }

    @Test("the document is valid JSON with traceEvents, displayTimeUnit ms and the clock named logical")
    func validJSON() throws {
        for trace in [TraceFixtures.measuredRule().trace, TraceFixtures.runaway().trace, TraceFixtures.awkwardTrace, Trace()] {
            let text = ChromeTraceWriter.render(trace)
            let (document, events) = try Self.parse(text)
            #expect(document["displayTimeUnit"] as? String == "ms")
            let clock = (document["otherData"] as? [String: Any])?["clock"] as? String
            #expect(clock?.hasPrefix("logical: ") == true)
            #expect(text.hasSuffix("}}\n"))
            for event in events {
                #expect(["M", "X", "s", "f"].contains(event["ph"] as? String), "\(event)")
                #expect(event["pid"] as? Int == 1)
                #expect(event["tid"] is Int && event["name"] is String)
            }
        }
    }

    @Test("metadata names the process and the seven tracks")
    func metadata() throws {
        let (_, events) = try Self.parse(ChromeTraceWriter.render(Trace()))
        let names = events.filter { $0["name"] as? String == "thread_name" }
            .map { ($0["tid"] as? Int ?? 0, ($0["args"] as? [String: Any])?["name"] as? String ?? "") }
        #expect(names.map(\.0) == Array(1...7))
        #expect(names.map(\.1) == ["frames", "passes", "state", "bodies", "layout", "preferences", "diagnostics"])
        let process = events.first { $0["name"] as? String == "process_name" }
        #expect((process?["args"] as? [String: Any])?["name"] as? String == "Fixpoint (logical clock: 1 µs = 1 event)")
    }

    @Test("frames and passes are complete events whose durations cover their events")
    func spansCoverTheirEvents() throws {
        let report = TraceFixtures.measuredRule()
        let (_, events) = try Self.parse(ChromeTraceWriter.render(report.trace))
        let frames = events.filter { $0["ph"] as? String == "X" && $0["tid"] as? Int == 1 }
        let passes = events.filter { $0["ph"] as? String == "X" && $0["tid"] as? Int == 2 }
        #expect(frames.count == report.frames)
        #expect(passes.count == report.passes)
        // Every event but the boundaries is a slice on its phase's track (layout slices span their recursion).
        let instants = events.filter { $0["ph"] as? String == "X" && ($0["tid"] as? Int ?? 0) >= 3 }
        #expect(instants.count == report.trace.events.filter { $0.phase != .update }.count)
        func covers(_ span: [String: Any], _ instant: [String: Any]) -> Bool {
            let start = span["ts"] as? Int ?? -1, duration = span["dur"] as? Int ?? 0, ts = instant["ts"] as? Int ?? -2
            return start <= ts && ts < start + duration
        }
        func args(_ event: [String: Any]) -> [String: Any] { event["args"] as? [String: Any] ?? [:] }
        func number(_ event: [String: Any], _ key: String) -> Int { args(event)[key] as? Int ?? -1 }
        for instant in instants {
            let frameNumber = number(instant, "frame"), passNumber = number(instant, "pass")
            let frame = try #require(frames.first { number($0, "frame") == frameNumber })
            #expect(covers(frame, instant), "\(instant)")
            // Actions and the writes they make run after their pass, still inside the frame.
            guard !["actionRun", "stateWritten"].contains(args(instant)["kind"] as? String) else { continue }
            let pass = try #require(passes.first { number($0, "pass") == passNumber })
            #expect(covers(pass, instant), "\(instant)")
        }
        for span in frames + passes {
            let start = try #require(args(span)["id"] as? Int), end = try #require(args(span)["endId"] as? Int)
            #expect(span["ts"] as? Int == start - 1)
            #expect(span["dur"] as? Int == end - start + 1)
        }
    }

    @Test("logical time: the event with id n starts at n − 1 µs; events are listed in time order")
    func logicalTime() throws {
        let report = TraceFixtures.runaway()
        let (_, events) = try Self.parse(ChromeTraceWriter.render(report.trace))
        let timed = events.filter { $0["ph"] as? String != "M" }
        let stamps = timed.compactMap { ($0["ts"] as? NSNumber)?.doubleValue }
        #expect(stamps.count == timed.count)
        #expect(stamps == stamps.sorted())
        for event in timed where event["ph"] as? String == "X" && (event["tid"] as? Int ?? 0) >= 3 && event["tid"] as? Int != 5 {
            #expect(event["ts"] as? Int == ((event["args"] as? [String: Any])?["id"] as? Int ?? 0) - 1)
            #expect(event["dur"] as? Int == 1)
        }
        let diagnostics = timed.filter { $0["tid"] as? Int == 7 && $0["ph"] as? String == "X" }
        #expect(diagnostics.count == report.diagnostics.count)
        #expect(diagnostics.contains { ($0["name"] as? String)?.hasPrefix("diagnostic: Update did not reach") == true })
        #expect(timed.contains { $0["name"] as? String == "binder CountKey dropped" && $0["tid"] as? Int == 6 })
    }

    @Test("a cut trace: open spans run to the last event, ends without starts begin at the first event")
    func cutTrace() throws {
        let events = TraceFixtures.measuredRule(detail: .standard).trace.events
        let passEnd = try #require(events.firstIndex { $0.kind == .passEnded })
        let text = ChromeTraceWriter.render(Trace(events: Array(events[(passEnd - 1)...])))
        let (_, parsed) = try Self.parse(text)
        let spans = parsed.filter { $0["ph"] as? String == "X" && ($0["tid"] as? Int ?? 0) <= 2 }
        // At equal times the enclosing (longer) span is listed first.
        #expect(spans.map { $0["name"] as? String } == ["frame 1 (settled)", "pass 1", "pass 2 (state changed)"])
        let firstTS = events[passEnd - 1].id - 1, lastID = try #require(events.last?.id)
        #expect(spans.allSatisfy { ($0["ts"] as? Int ?? 0) + ($0["dur"] as? Int ?? 0) <= lastID })
        #expect(spans[0]["ts"] as? Int == firstTS && spans[1]["ts"] as? Int == firstTS)
        #expect(spans[1]["dur"] as? Int == 2)
        #expect(ChromeTraceWriter.render(Trace(events: Array(events.prefix(3)))).contains(#""name":"frame 1","cat":"update","ph":"X","ts":0,"dur":3"#))
    }

    @Test("causes are flow arrows: a start in the cause's slice, an end bound to the effect's slice")
    func flows() throws {
        let report = TraceFixtures.measuredRule()
        let (_, events) = try Self.parse(ChromeTraceWriter.render(report.trace))
        let starts = events.filter { $0["ph"] as? String == "s" }
        let ends = events.filter { $0["ph"] as? String == "f" }
        let caused = report.trace.events.filter { $0.cause != nil }
        #expect(!caused.isEmpty)
        #expect(starts.count == caused.count && ends.count == caused.count)
        let slices = events.filter { $0["ph"] as? String == "X" }
        func ts(_ event: [String: Any]) -> Double { (event["ts"] as? NSNumber)?.doubleValue ?? -1 }
        func enclosed(_ flow: [String: Any]) -> Bool {
            slices.contains { slice in
                slice["tid"] as? Int == flow["tid"] as? Int && ts(slice) < ts(flow)
                    && ts(flow) < ts(slice) + Double(slice["dur"] as? Int ?? 0)
            }
        }
        for event in caused {
            let start = try #require(starts.first { $0["id"] as? Int == event.id })
            let end = try #require(ends.first { $0["id"] as? Int == event.id })
            #expect(ts(start) == Double(event.cause ?? 0) - 0.5)
            #expect(ts(end) == Double(event.id) - 0.5)
            #expect(end["bp"] as? String == "e")
            #expect(start["cat"] as? String == "cause" && end["cat"] as? String == "cause")
            #expect(enclosed(start) && enclosed(end), "flow \(event.id) binds to a slice")
        }
    }

    @Test("layout is a flame chart: slices nest, a sizing spans its subviews' sizings")
    func layoutFlameChart() throws {
        let report = TraceFixtures.measuredRule()
        let (_, events) = try Self.parse(ChromeTraceWriter.render(report.trace))
        let layout = events.filter { $0["ph"] as? String == "X" && $0["tid"] as? Int == 5 }
        #expect(layout.count == report.trace.events.filter { $0.phase == .layout }.count)
        var stack: [(end: Int, path: String)] = []
        var deepest = 0
        for slice in layout {
            let start = try #require(slice["ts"] as? Int), end = start + (slice["dur"] as? Int ?? 0)
            let path = (slice["args"] as? [String: Any])?["path"] as? String ?? ""
            while let last = stack.last, last.end <= start { stack.removeLast() }
            if let parent = stack.last {
                #expect(end <= parent.end, "\(path) nests in \(parent.path)")
                #expect(path.hasPrefix(parent.path + "/") || path == parent.path, "\(path) under \(parent.path)")
            }
            stack.append((end, path))
            deepest = max(deepest, stack.count)
        }
        #expect(deepest >= 3)
        let vstack = try #require(layout.first { ($0["name"] as? String) == "size VStack" })
        #expect((vstack["dur"] as? Int ?? 0) > 1, "the VStack's sizing spans its subviews' sizings")
    }

    @Test("the same run twice gives byte-identical documents")
    func determinism() {
        #expect(ChromeTraceWriter.render(TraceFixtures.measuredRule().trace)
            == ChromeTraceWriter.render(TraceFixtures.measuredRule().trace))
        #expect(ChromeTraceWriter.render(TraceFixtures.runaway().trace) == ChromeTraceWriter.render(TraceFixtures.runaway().trace))
    }

    @Test("golden: a measured rule, every phase including layout")
    func golden() {
        assertSnapshot(ChromeTraceWriter.render(TraceFixtures.measuredRule().trace), named: "measured-rule.chrome.json")
    }
}
