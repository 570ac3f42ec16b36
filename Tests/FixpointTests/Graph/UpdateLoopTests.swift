import Fixpoint
import FixpointGallery
import FixpointTesting
import Foundation
import Testing

/// Shows a value passed in; counts nothing itself (the report counts its bodies).
struct ValueLabel: View {
    let value: Int
    var body: some View { Text("value \(value)") }
}

/// Shows a value of any type (its nodes are all named `Boxed`).
struct Boxed<Value>: View {
    let value: Value
    var body: some View { Text("\(value)") }
}

/// A static label that takes no input from its parent's state.
struct StaticLabel: View {
    var body: some View { Text("static") }
}

/// A parent whose state is read by one child only.
struct DependencyParent: View {
    @State private var count = 0

    var body: some View {
        VStack {
            ValueLabel(value: count)
            StaticLabel()
            Button("increment") { count += 1 }
        }
    }
}

/// A child that reads a binding to its parent's state.
struct BindingReader: View {
    @Binding var flag: Bool
    var body: some View { Text(flag ? "on" : "off") }
}

/// A toggle and a slider over state, with readers.
struct Controls: View {
    @State private var isOn = false
    @State private var level: Double = 0.25

    var body: some View {
        VStack {
            Toggle("Switch", isOn: $isOn)
            BindingReader(flag: $isOn)
            Slider(value: $level, in: 0...1, step: 0.25)
            Text("level \(level)")
        }
    }
}

@Suite("The update loop")
struct UpdateLoopTests {
    @Test("a state write re-runs only the bodies whose inputs changed")
    func dependencyTracking() throws {
        let host = ViewHost(DependencyParent())
        let first = host.run()
        #expect(first.bodyEvaluations(of: StaticLabel.self) == 1)
        let report = try host.tap(buttonLabeled: "increment")
        #expect(report.passes == 1 && report.converged)
        #expect(report.bodyEvaluations(of: DependencyParent.self) == 1)
        #expect(report.bodyEvaluations(of: ValueLabel.self) == 1)
        #expect(report.bodyEvaluations(of: StaticLabel.self) == 0)
        #expect(host.snapshot.node(text: "value 1") != nil)
    }

    @Test("body evaluations are counted by type name: generic types share theirs, as the trace names them")
    func bodyEvaluationsByName() {
        let host = ViewHost(VStack {
            Boxed(value: 1)
            Boxed(value: "one")
            Boxed(value: 2)
            ValueLabel(value: 3)
        })
        let report = host.run()
        #expect(report.bodyEvaluations(of: Boxed<Int>.self) == 3)
        #expect(report.bodyEvaluations(of: Boxed<String>.self) == 3)
        #expect(report.bodyEvaluations(of: ValueLabel.self) == 1)
        #expect(report.bodyEvaluations(of: StaticLabel.self) == 0)
        #expect(report.totalBodyEvaluations == 4)
    }

    @Test("a run with nothing changed evaluates no body and computes no size")
    func idleRun() {
        let host = ViewHost(DependencyParent())
        host.run()
        let again = host.run()
        #expect(again.passes == 1 && again.statistics[0].reason == .rerun)
        #expect(again.totalBodyEvaluations == 0)
        #expect(again.statistics[0].sizingCalls == 0)
    }

    @Test("changing the proposal or the environment re-runs from the retained tree, keeping state")
    func proposalAndEnvironment() throws {
        let host = ViewHost(DependencyParent(), proposal: ProposedViewSize(width: 300, height: nil))
        host.run()
        try host.tap(buttonLabeled: "increment")
        host.proposal = ProposedViewSize(width: 200, height: nil)
        let resized = host.run()
        #expect(resized.statistics[0].reason == .proposalChanged)
        #expect(resized.totalBodyEvaluations == 0)
        #expect(host.snapshot.nodes[0].frame.width <= 200)
        host.environment = .macOS
        let restyled = host.run()
        #expect(restyled.statistics[0].reason == .environmentChanged)
        #expect(host.snapshot.node(text: "value 1") != nil)
        #expect(isClose(host.snapshot.node(text: "value 1")!.frame.height, lineHeight(13)))
    }

    @Test("toggles and sliders write through their bindings; readers of the binding re-run")
    func controls() throws {
        let host = ViewHost(Controls())
        host.run()
        #expect(host.snapshot.node(text: "off") != nil)
        let toggled = try host.set(toggleAt: "Controls/VStack/Toggle", to: true)
        #expect(toggled.bodyEvaluations(of: BindingReader.self) == 1)
        #expect(host.snapshot.node(text: "on") != nil)
        try host.set(sliderAt: "Controls/VStack/Slider", to: 0.6)
        #expect(host.snapshot.node(text: "level 0.5") != nil)
        try host.set(sliderAt: "Controls/VStack/Slider", to: 7)
        #expect(host.snapshot.node(text: "level 1.0") != nil)
    }

    @Test("statistics count sizing, memo hits, binder dispatches and state writes per pass")
    func statistics() {
        let report = ViewHost(AirplaneView(), proposal: ProposedViewSize(width: 175, height: nil), environment: .macOS).run()
        #expect(report.statistics.map(\.pass) == [1, 2])
        #expect(report.statistics.map(\.reason) == [.initial, .stateChanged])
        #expect(report.statistics[0].binderDispatches == 4)
        #expect(report.statistics[1].stateWrites == 4)
        #expect(report.statistics[1].binderDispatches == 0)
        #expect(report.statistics.allSatisfy { $0.sizingCalls > 0 && $0.memoHits > 0 })
    }
}

@Suite("Trace queries")
struct TraceQueryTests {
    private func airplaneTrace() -> Trace {
        ViewHost(AirplaneView(), proposal: ProposedViewSize(width: 175, height: nil), environment: .macOS).run().trace
    }

    @Test("events are numbered in order, and the log has one line per event")
    func numbering() {
        let trace = airplaneTrace()
        #expect(trace.events.map(\.id) == Array(1...trace.events.count))
        #expect(String(describing: trace).split(separator: "\n").count == trace.events.count)
        #expect(String(describing: trace).contains("pass 1 · binder WidthKey at AirplaneView/background/overlay: 0 → 175\n"))
    }

    @Test("filters by key, path and phase")
    func filters() {
        let trace = airplaneTrace()
        #expect(!trace.filtered(key: "WidthKey").events.isEmpty)
        #expect(trace.filtered(key: "WidthKey").events.allSatisfy { $0.key == "WidthKey" })
        #expect(trace.filtered(key: "OtherKey").events.isEmpty)
        let state = trace.filtered(phases: [.state])
        #expect(state.events.count == 8)
        let hidden = trace.filtered(pathPrefix: "AirplaneView/background/HStack")
        #expect(hidden.events.allSatisfy { $0.path!.hasPrefix("AirplaneView/background/HStack") })
        #expect(!hidden.events.isEmpty)
    }

    @Test("why: the second AirplaneView body ran because a binder's action wrote state")
    func why() {
        let trace = airplaneTrace()
        let chain = trace.why(bodyAt: "AirplaneView", occurrence: 2).map(\.description)
        #expect(chain.count >= 4)
        #expect(chain.last == "pass 2 · body AirplaneView at AirplaneView")
        #expect(chain.contains { $0.hasPrefix("pass 1 · binder WidthKey") })
        #expect(chain.contains { $0.hasPrefix("pass 1 · action WidthKey") })
        #expect(chain.contains { $0.hasPrefix("pass 2 · apply ") })
        #expect(trace.why(pass: 2).last == TraceEvent(id: trace.why(pass: 2).last!.id, frame: 1, pass: 2,
                                                      kind: .passStarted(reason: .stateChanged), path: nil,
                                                      cause: trace.why(pass: 2).last!.cause))
    }

    @Test("full detail records sizing and placement; off records nothing")
    func detail() {
        let host = ViewHost(Text("Hi"))
        host.traceDetail = .full
        let full = host.run().trace
        #expect(full.filtered(phases: [.layout]).events.count >= 2)
        host.traceDetail = .off
        host.proposal = ProposedViewSize(width: 10, height: nil)
        #expect(host.run().trace.events.isEmpty)
    }
}
