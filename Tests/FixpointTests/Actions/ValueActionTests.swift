import Fixpoint
import FixpointTesting
import Testing

/// Case 31: a counter changed by buttons, watched in both closure forms.
private struct ChangeCounter: View {
    let log: ActionLog
    let initial: Bool
    @State var x = 0

    var body: some View {
        VStack {
            Text("x \(x)")
                .onChange(of: x, initial: initial) { old, new in log.add("\(old) → \(new)") }
                .onChange(of: x) { log.add("changed") }
            Button("up") { x += 1 }
            Button("up and back") { x += 1; x -= 1 }
        }
    }
}

/// Case 32: an action that changes the value it watches.
private struct Chain: View {
    @State var n = 0

    var body: some View {
        VStack {
            Text("n \(n)").onChange(of: n) { n += 1 }
            Button("start") { n = 1 }
        }
    }
}

/// An action that changes its value once more, then stops: settles within the frame limit.
private struct ShortChain: View {
    let log: ActionLog
    @State var n = 0

    var body: some View {
        VStack {
            Text("n \(n)").onChange(of: n) { old, new in
                log.add("\(old) → \(new)")
                if new < 3 { n = new + 1 }
            }
            Button("start") { n = 1 }
        }
    }
}

/// The deprecated one-argument form: the closure of the previous update runs with the new value.
private struct Deprecated: View {
    let log: ActionLog
    @State var x = 0

    var body: some View {
        VStack {
            Text("x")
                .onChange(of: x, perform: { [x] new in log.add("captured \(x), new \(new)") })
            Button("up") { x += 1 }
        }
    }
}

@Suite("onChange(of:initial:_:) (reference part 2, §7.4)")
struct ValueActionTests {
    @Test("case 31: one call (0, 1) after the update that saw 1; initial: true adds (0, 0) on appear", arguments: [false, true])
    func counter(initial: Bool) throws {
        let log = ActionLog()
        let (host, first) = hosted(ChangeCounter(log: log, initial: initial), width: 390, height: 844)
        #expect(log.lines == (initial ? ["0 → 0"] : []))
        #expect(first.converged && first.passes == 1)
        let report = try host.tap(buttonLabeled: "up")
        #expect(log.lines == (initial ? ["0 → 0"] : []) + ["0 → 1", "changed"])
        #expect(report.converged && report.passes == 1 && report.frames == 1)
        #expect(report.actionEvents == ["action onChange(of: Int) at ChangeCounter/VStack/Text: 0 → 1",
                                        "action onChange(of: Int) at ChangeCounter/VStack/Text: 0 → 1"])
    }

    @Test("case 31: writing 1 then 0 before the next update fires nothing")
    func upAndBack() throws {
        let log = ActionLog()
        let (host, _) = hosted(ChangeCounter(log: log, initial: false), width: 390, height: 844)
        let report = try host.tap(buttonLabeled: "up and back")
        #expect(log.lines.isEmpty)
        #expect(report.actionEvents.isEmpty)
        #expect(report.converged)
    }

    @Test("case 32: a self-feeding onChange dispatches once a frame, logs the message once and goes on in later frames")
    func chain() throws {
        let host = ViewHost(Chain(), policy: UpdatePolicy(maxFrames: 5))
        host.run()
        let report = try host.tap(buttonLabeled: "start")
        #expect(!report.converged)
        #expect(report.frames == 5 && report.passes == 10)
        let limit = report.diagnostics.filter { $0.kind == .onChangeUpdatedTooOften }
        #expect(limit.map(\.message) == ["onChange(of: Int) action tried to update multiple times per frame."])
        #expect(limit.first?.path == "Chain/VStack/Text")
        // One dispatch per frame: n went 1 → 6 in five frames.
        #expect(report.actionEvents.count == 5)
        #expect(host.snapshot.nodes.contains { $0.text == "n 6" })
        #expect(report.diagnostics.last?.kind == .notConverged)
        #expect(report.diagnostics.last?.message.contains("onChange at Text") == true)
    }

    @Test("a chain that stops settles: each step in its own frame, with the per-frame message")
    func shortChain() throws {
        let log = ActionLog()
        let (host, _) = hosted(ShortChain(log: log), width: 390, height: 844)
        let report = try host.tap(buttonLabeled: "start")
        #expect(log.lines == ["0 → 1", "1 → 2", "2 → 3"])
        #expect(report.converged && report.frames == 3 && report.passes == 5)
        #expect(report.diagnostics.map(\.kind) == [.onChangeUpdatedTooOften])
        // The retried pass names the drop as the cause of its body evaluation.
        let bodies = report.trace.why(bodyAt: "ShortChain", occurrence: 3).map(\.description)
        #expect(Array(bodies.suffix(4)) == [
            "pass 1 · state n at ShortChain: 1 → 2",
            "pass 2 · apply n at ShortChain: 1 → 2",
            "pass 2 · body ShortChain at ShortChain",
            "pass 3 · body ShortChain at ShortChain",
        ])
    }

    @Test("the deprecated form calls the previous update's closure with the new value")
    func deprecatedForm() throws {
        let log = ActionLog()
        let (host, _) = hosted(Deprecated(log: log), width: 390, height: 844)
        try host.tap(buttonLabeled: "up")
        try host.tap(buttonLabeled: "up")
        #expect(log.lines == ["captured 0, new 1", "captured 1, new 2"])
    }

    @Test("an identity reset forgets the old value: no call for the new view's first value")
    func identityReset() throws {
        let log = ActionLog()
        struct Reset: View {
            let log: ActionLog
            @State var x = 0
            var body: some View {
                VStack {
                    Text("x").onChange(of: x) { old, new in log.add("\(old) → \(new)") }.id(x)
                    Button("up") { x += 1 }
                }
            }
        }
        let (host, _) = hosted(Reset(log: log), width: 390, height: 844)
        let report = try host.tap(buttonLabeled: "up")
        #expect(log.lines.isEmpty)
        #expect(report.converged && report.passes == 1)
    }
}
