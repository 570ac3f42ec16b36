import Foundation
import Testing
import Fixpoint
@testable import FixpointRender

@Suite("PassExplanation, TraceTextWriter and PreferenceFlow")
struct TraceExplanationTests {
    @Test("pass 2 of the measured rule ran because of the GeometryReaders' writes, chained to the state applied")
    func explanation() throws {
        let trace = TraceFixtures.measuredRule().trace
        let explanations = PassExplanation.all(in: trace)
        #expect(explanations.map(\.pass) == [1, 2])
        #expect(explanations[0].headline == "pass 1 ran because initial (no earlier cause)")
        #expect(explanations[0].chains.isEmpty)
        let second = explanations[1]
        #expect(second.headline == "pass 2 ran because state changed: 1 state write applied")
        let chain = try #require(second.chains.first)
        #expect(chain.map { TraceEventFields($0).kind } == ["preferenceWritten", "preferenceReduced", "preferenceDelivered",
                                                            "actionRun", "stateWritten", "stateApplied"])
        for (cause, effect) in zip(chain, chain.dropFirst()) { #expect(effect.cause == cause.id) }
        let measurement = try #require(PassExplanation.measurement(in: chain))
        #expect(measurement.path?.hasSuffix("GeometryReader") == true)
        #expect(PassExplanation(pass: 3, in: trace) == nil)
    }

    @Test("a retried pass is explained by the dropped binder change")
    func retried() throws {
        let trace = TraceFixtures.runaway().trace
        let retried = try #require(PassExplanation.all(in: trace).first { $0.reason == "preference retried" })
        let chain = try #require(retried.chains.first)
        #expect(chain.contains { TraceEventFields($0).kind == "preferenceDropped" })
        #expect(chain.last?.id == retried.start?.id)
    }

    @Test("the text log pads ids and names causes; the explanation lists each chain")
    func text() throws {
        let trace = TraceFixtures.measuredRule(detail: .standard).trace
        let lines = TraceTextWriter.render(trace).split(separator: "\n")
        #expect(lines.count == trace.events.count)
        let width = String(trace.events.count).count
        #expect(lines[0] == "#1" + String(repeating: " ", count: width + 2 - 2) + "frame 1 · start")
        let caused = try #require(trace.events.first { $0.cause != nil })
        #expect(lines[caused.id - 1].hasSuffix("  ← #\(caused.cause ?? 0)"))
        let why = TraceTextWriter.render(try #require(PassExplanation(pass: 2, in: trace)))
        #expect(why.hasPrefix("pass 2 ran because state changed: 1 state write applied\n\nbecause of state width at MeasuredRule, measured by "))
    }

    @Test("the omitted summary counts per kind, in kind order, and is nil when nothing is left out")
    func omitted() {
        let trace = TraceFixtures.measuredRule().trace
        let shown = trace.filtered(phases: [.update, .state])
        let summary = TraceTextWriter.omittedSummary(of: trace, shown: shown) ?? ""
        let kinds = summary.split(separator: ":").last?.split(separator: ",").map { $0.split(separator: " ").last.map(String.init) ?? "" }
        #expect(kinds == ["bodyEvaluated", "sized", "placed", "preferenceWritten", "preferenceReduced",
                          "preferenceDelivered", "actionRun"])
        #expect(summary.hasPrefix("filtered out \(trace.events.count - shown.events.count) events: "))
        #expect(TraceTextWriter.omittedSummary(of: trace, shown: trace) == nil)
    }

    @Test("the preference flow links writers → combined → binder → action → state → body")
    func flow() throws {
        let flow = PreferenceFlow(trace: TraceFixtures.measuredRule().trace)
        let stages = flow.nodes.map(\.stage)
        #expect(stages.filter { $0 == .writer }.count == 2, "two GeometryReaders write")
        #expect(stages.contains(.combined) && stages.contains(.binder) && stages.contains(.action))
        let state = try #require(flow.nodes.first { $0.stage == .state })
        #expect(state.name == "width" && state.path == "MeasuredRule")
        #expect(state.values.count == 1 && state.values[0].hasPrefix("0 → "), "\(state.values)")
        let body = try #require(flow.nodes.first { $0.stage == .body })
        #expect(body.name == "MeasuredRule")
        #expect(flow.edges.contains(PreferenceFlow.Edge(from: state.index, to: body.index)))
        // Every edge goes forward, or stays within a stage (reduce feeding reduce).
        for edge in flow.edges {
            #expect(flow.nodes[edge.from].stage.rawValue <= flow.nodes[edge.to].stage.rawValue)
        }
        #expect(PreferenceFlow(trace: Trace()).isEmpty)
    }

    @Test("layout changes between passes: moved, resized, text, visibility, added and removed")
    func changes() throws {
        let a = LayoutSnapshot(nodes: [
            ViewSnapshot(path: "V", typeName: "VStack", frame: CGRect(x: 0, y: 0, width: 100, height: 40)),
            ViewSnapshot(path: "V/Text", typeName: "Text", frame: CGRect(x: 0, y: 0, width: 40, height: 20), text: "Hi",
                         depth: 1, parentIndex: 0),
            ViewSnapshot(path: "V/Color", typeName: "Color", frame: CGRect(x: 0, y: 20, width: 0, height: 2), depth: 1, parentIndex: 0),
            ViewSnapshot(path: "V/Gone", typeName: "Text", frame: .zero, depth: 1, parentIndex: 0),
        ])
        let b = LayoutSnapshot(nodes: [
            ViewSnapshot(path: "V", typeName: "VStack", frame: CGRect(x: 0, y: 0, width: 100, height: 40)),
            ViewSnapshot(path: "V/Text", typeName: "Text", frame: CGRect(x: 0, y: 0, width: 40, height: 20), text: "Hello",
                         depth: 1, parentIndex: 0),
            ViewSnapshot(path: "V/Color", typeName: "Color", frame: CGRect(x: 0, y: 20, width: 40, height: 2), isHidden: true,
                         depth: 1, parentIndex: 0),
            ViewSnapshot(path: "V/New", typeName: "Text", frame: CGRect(x: 1, y: 2, width: 3, height: 4), depth: 1, parentIndex: 0),
        ])
        let changes = LayoutChange.changes(from: a, to: b)
        #expect(changes.map(\.path) == ["V/Text", "V/Color", "V/New", "V/Gone"])
        #expect(changes[0].summary == "text \"Hi\" → \"Hello\"")
        #expect(changes[1].summary == "frame [x:0 y:20 w:0 h:2] → [x:0 y:20 w:40 h:2]; hidden")
        #expect(!changes[1].isVisible && changes[2].isVisible)
        #expect(changes[3].summary.hasPrefix("removed"))
        #expect(changes[3].wasVisible && changes[3].previousFrame == .zero, "a removed view's old frame is drawn dashed")
        #expect(changes[1].previousFrame == CGRect(x: 0, y: 20, width: 0, height: 2) && !changes[2].wasVisible)
        #expect(LayoutChange.changes(from: b, to: b).isEmpty)
    }
}
