import Fixpoint
import FixpointTesting
import Testing

/// Loads after one second of host time.
private struct Loading: View {
    let log: ActionLog
    @State var text = "loading"

    var body: some View {
        Text(text).task {
            log.add("start")
            do {
                try await Task.sleep(for: .seconds(1))
            } catch {
                log.add("cancelled")
                return
            }
            text = "loaded"
            log.add("done")
        }
    }
}

/// A task whose view can be removed while it sleeps.
private struct Removable: View {
    let log: ActionLog
    @State var shown = true

    var body: some View {
        VStack {
            if shown {
                Text("sleeper")
                    .task {
                        do {
                            try await Task.sleep(nanoseconds: 10_000_000_000)
                            log.add("woke")
                        } catch {
                            log.add("cancelled \(Task.isCancelled) \(error is CancellationError)")
                        }
                    }
                    .onDisappear { log.add("disappear") }
            }
            Button("hide") { shown = false }
        }
    }
}

/// Case 35: `task(id:)` restarts when the id changes.
private struct Reloader: View {
    let log: ActionLog
    @State var x = 0

    var body: some View {
        VStack {
            Text("x \(x)").task(id: x) { [x] in
                log.add("start \(x)")
                do {
                    try await Task.sleep(for: .seconds(5))
                    log.add("done \(x)")
                } catch {
                    log.add("cancel \(x) \(Task.isCancelled)")
                }
            }
            Button("one") { x = 1 }
        }
    }
}

/// Two tasks that tick on the host clock.
private struct Ticker: View {
    let log: ActionLog
    @State var ticks = 0

    var body: some View {
        VStack {
            Text("ticks \(ticks)").task(priority: .low) {
                log.add("priority \(Task.currentPriority == .low)")
                for _ in 0..<3 {
                    guard (try? await Task.sleep(for: .milliseconds(1000))) != nil else { return }
                    ticks += 1
                    log.add("tick")
                }
            }
            Text("once").task {
                try? await Task.sleep(for: .milliseconds(1500), tolerance: .milliseconds(10))
                log.add("once")
            }
        }
    }
}

@Suite("task and task(id:) on the host's executor and clock (reference part 2, §7.3)")
struct TaskModifierTests {
    @Test("a task starts after the first pass, sleeps on the host clock and writes state when time advances")
    func loading() throws {
        let log = ActionLog()
        let (host, first) = hosted(Loading(log: log), width: 390, height: 844)
        #expect(log.lines == ["start"])
        #expect(first.converged && first.passes == 1)
        #expect(first.actionEvents == ["action task at Loading/Text", "task started at Loading/Text"])
        #expect(host.hasSleepingTasks)
        let early = host.advance(by: .milliseconds(999))
        #expect(log.lines == ["start"] && early.converged && early.passes == 1)
        #expect(host.snapshot.nodes.contains { $0.text == "loading" })
        let report = host.advance(by: .milliseconds(1))
        #expect(log.lines == ["start", "done"])
        #expect(host.currentTime == .seconds(1))
        #expect(!host.hasSleepingTasks)
        #expect(report.converged && report.passes == 1)
        #expect(host.snapshot.nodes.contains { $0.text == "loaded" })
        let why = report.trace.why(pass: 1).map(\.description)
        #expect(why.last == "pass 1 · start (state changed)")
        #expect(why.dropLast().last?.hasPrefix("pass 1 · state text at Loading: \"loading\" → \"loaded\"") == true)
        #expect(why.contains { $0.hasPrefix("pass 1 · task resumed at Loading/Text: 1.0 seconds") })
        #expect(report.actionEvents.contains("task finished at Loading/Text"))
    }

    @Test("removing the view cancels its task: the sleep throws CancellationError and Task.isCancelled is true")
    func cancelOnDisappear() throws {
        let log = ActionLog()
        let (host, _) = hosted(Removable(log: log), width: 390, height: 844)
        #expect(log.lines.isEmpty)
        let report = try host.tap(buttonLabeled: "hide")
        #expect(log.lines == ["disappear", "cancelled true true"])
        #expect(report.converged && report.passes == 1)
        #expect(!host.hasSleepingTasks)
        host.advance(by: .seconds(20))
        #expect(log.lines == ["disappear", "cancelled true true"])
    }

    @Test("case 35: a new id cancels the old task and starts one after that update; the same id restarts nothing")
    func taskID() throws {
        let log = ActionLog()
        let (host, _) = hosted(Reloader(log: log), width: 390, height: 844)
        #expect(log.lines == ["start 0"])
        let report = try host.tap(buttonLabeled: "one")
        #expect(log.lines == ["start 0", "cancel 0 true", "start 1"])
        #expect(report.converged && report.passes == 1)
        #expect(report.actionEvents.prefix(3) == ["action task(id:) at Reloader/VStack/Text: id changed",
                                                  "task cancelled at Reloader/VStack/Text",
                                                  "task started at Reloader/VStack/Text"])
        try host.tap(buttonLabeled: "one")
        #expect(log.lines == ["start 0", "cancel 0 true", "start 1"])
        host.advance(by: .seconds(5))
        #expect(log.lines == ["start 0", "cancel 0 true", "start 1", "done 1"])
    }

    @Test("sleepers wake in deadline order within one advance; each wake's writes are applied by the update after it")
    func ticker() {
        let log = ActionLog()
        let (host, _) = hosted(Ticker(log: log), width: 390, height: 844)
        #expect(log.lines == ["priority true"])
        let report = host.advance(by: .milliseconds(2500))
        #expect(log.lines == ["priority true", "tick", "once", "tick"])
        #expect(host.snapshot.nodes.contains { $0.text == "ticks 2" })
        #expect(report.converged && report.passes == 1)
        #expect(host.currentTime == .milliseconds(2500))
        host.advance(by: .seconds(10))
        #expect(log.lines == ["priority true", "tick", "once", "tick", "tick"])
        #expect(host.snapshot.nodes.contains { $0.text == "ticks 3" })
    }

    @Test("a host that goes away cancels its sleeping tasks")
    func hostDeinit() {
        let log = ActionLog()
        do {
            let host = ViewHost(Loading(log: log))
            host.run()
            #expect(log.lines == ["start"])
        }
        #expect(log.lines == ["start", "cancelled"])
    }

    @Test("a negative or zero advance only runs the update", arguments: [Duration.zero, .seconds(-3)])
    func badDurations(duration: Duration) {
        let log = ActionLog()
        let (host, _) = hosted(Loading(log: log), width: 390, height: 844)
        let report = host.advance(by: duration)
        #expect(report.converged && host.currentTime == .zero)
        #expect(log.lines == ["start"])
    }

    @Test("huge advances and sleeps neither trap nor overflow the clock")
    func hugeDurations() {
        let log = ActionLog()
        let (host, _) = hosted(Loading(log: log), width: 390, height: 844)
        host.advance(by: .seconds(Int64.max))
        host.advance(by: .seconds(Int64.max))
        #expect(log.lines == ["start", "done"])
        #expect(host.currentTime == .seconds(Int64.max))
    }
}
