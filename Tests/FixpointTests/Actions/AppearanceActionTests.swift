import Fixpoint
import FixpointTesting
import Testing

/// Reference part 2, case 29: nested appear, initial onChange and task actions.
private struct NestedOrder: View {
    let log: ActionLog

    var body: some View {
        Group {
            VStack {
                Text("t")
                    .task { log.add("Text task") }
                    .onChange(of: 0, initial: true) { log.add("Text onChange") }
                    .onAppear { log.add("Text onAppear") }
            }
            .task { log.add("VStack task") }
            .onChange(of: 0, initial: true) { log.add("VStack onChange") }
            .onAppear { log.add("VStack onAppear") }
        }
        .task { log.add("Group task") }
        .onChange(of: 0, initial: true) { log.add("Group onChange") }
        .onAppear { log.add("Group onAppear") }
    }
}

/// Case 30: one appear for a ForEach's three views.
private struct MergedForEach: View {
    let log: ActionLog
    @State var count = 3

    var body: some View {
        VStack {
            ForEach(0..<count, id: \.self) { Text("\($0)") }
                .onAppear { log.add("appear") }
                .onDisappear { log.add("disappear") }
            Button("less") { count -= 1 }
            Button("more") { count += 1 }
        }
    }
}

/// An `if` that flips between two branches, each with appear and disappear actions.
private struct Flip: View {
    let log: ActionLog
    @State var on = false
    @State var taps = 0

    var body: some View {
        VStack {
            if on {
                Text("on").onAppear { log.add("on appear") }.onDisappear { log.add("on disappear") }
            } else {
                Text("off").onAppear { log.add("off appear") }.onDisappear { log.add("off disappear") }
            }
            Button("flip") { on.toggle() }
            Button("tap \(taps)") { taps += 1 }
        }
    }
}

/// onAppear writes state: the write schedules a pass caused by the action.
private struct Loader: View {
    @State var text = "loading"

    var body: some View {
        Text(text).onAppear { text = "loaded" }
    }
}

/// A view that appears hidden, and one whose identity changes with `.id`.
private struct Identity: View {
    let log: ActionLog
    @State var generation = 0

    var body: some View {
        VStack {
            Text("hidden").hidden().onAppear { log.add("hidden appear") }
            Text("gen \(generation)")
                .onAppear { [generation] in log.add("appear \(generation)") }
                .onDisappear { [generation] in log.add("disappear \(generation)") }
                .id(generation)
            Button("next") { generation += 1 }
        }
    }
}

@Suite("onAppear and onDisappear (reference part 2, §7.2)")
struct AppearanceActionTests {
    @Test("case 29: inner views first; onChange(initial:) and onAppear by declaration; tasks after every appear")
    func nestedOrder() {
        let log = ActionLog()
        let (_, report) = hosted(NestedOrder(log: log), width: 390, height: 844)
        #expect(log.lines == [
            "Text onChange", "Text onAppear", "VStack onChange", "VStack onAppear", "Group onChange", "Group onAppear",
            "Text task", "VStack task", "Group task",
        ])
        #expect(report.converged && report.passes == 1 && report.frames == 1)
    }

    @Test("case 30: onAppear on a ForEach runs once; disappear only when the last view goes")
    func mergedForEach() throws {
        let log = ActionLog()
        let (host, report) = hosted(MergedForEach(log: log), width: 390, height: 844)
        #expect(log.lines == ["appear"])
        #expect(report.converged && report.passes == 1)
        for _ in 0..<2 { try host.tap(buttonLabeled: "less") }
        #expect(log.lines == ["appear"])
        let last = try host.tap(buttonLabeled: "less")
        #expect(log.lines == ["appear", "disappear"])
        #expect(last.converged && last.passes == 1)
        try host.tap(buttonLabeled: "more")
        #expect(log.lines == ["appear", "disappear", "appear"])
    }

    @Test("an if that flips: the old branch disappears before the new one appears; body re-runs fire nothing")
    func flip() throws {
        let log = ActionLog()
        let (host, _) = hosted(Flip(log: log), width: 390, height: 844)
        #expect(log.lines == ["off appear"])
        let report = try host.tap(buttonLabeled: "flip")
        #expect(log.lines == ["off appear", "off disappear", "on appear"])
        #expect(report.converged && report.passes == 1)
        #expect(report.actionEvents == ["action onDisappear at Flip/VStack: Text", "action onAppear at Flip/VStack/Text"])
        try host.tap(buttonLabeled: "tap 0")
        try host.tap(buttonLabeled: "tap 1")
        #expect(log.lines == ["off appear", "off disappear", "on appear"])
    }

    @Test("a state write in onAppear schedules a pass, traced with the action as its cause")
    func writeInAppear() throws {
        let host = ViewHost(Loader())
        let report = runCheckingInvariants(host)
        #expect(report.converged && report.passes == 2 && report.frames == 1)
        #expect(host.snapshot.nodes.contains { $0.text == "loaded" })
        let why = report.trace.why(pass: 2).map(\.description)
        #expect(why == [
            "pass 1 · body Loader at Loader",
            "pass 1 · action onAppear at Loader/Text",
            "pass 1 · state text at Loader: \"loading\" → \"loaded\"",
            "pass 2 · start (state changed)",
        ])
        // Appear fires once: the re-run body does not fire it again.
        #expect(report.actionEvents == ["action onAppear at Loader/Text"])
    }

    @Test("hidden views appear; a new id disappears the old view and appears the new one")
    func identity() throws {
        let log = ActionLog()
        let (host, _) = hosted(Identity(log: log), width: 390, height: 844)
        #expect(log.lines == ["hidden appear", "appear 0"])
        try host.tap(buttonLabeled: "next")
        #expect(log.lines == ["hidden appear", "appear 0", "disappear 0", "appear 1"])
    }

    @Test("a view without these modifiers records no action events")
    func noEvents() {
        let (_, report) = hosted(Text("plain"), width: 100)
        #expect(report.actionEvents.isEmpty)
    }
}
