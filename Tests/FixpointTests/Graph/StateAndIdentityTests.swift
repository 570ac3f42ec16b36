import Fixpoint
import Foundation
import Testing

/// A counter with its own state, incremented by a button.
struct Counter: View {
    let label: String
    @State private var n = 0

    var body: some View {
        Button("\(label) \(n)") { n += 1 }
    }
}

/// Flips between two counters with if/else, or re-identifies one with `.id(_:)`.
struct CounterSwitcher: View {
    let useID: Bool
    @State private var flag = false
    @State private var generation = 0

    var body: some View {
        VStack {
            if useID {
                Counter(label: "C").id(generation)
            } else if flag {
                Counter(label: "A")
            } else {
                Counter(label: "B")
            }
            Button("flip") {
                flag.toggle()
                generation += 1
            }
        }
    }
}

/// Writes its own state in `body`, which SwiftUI forbids.
struct WritesDuringBody: View {
    @State private var count = 0

    var body: some View {
        count += 1
        return Text("count \(count)")
    }
}

/// The reference's observable state cases 32 and 33, and how state survives updates.
@Suite("State, identity and writes")
struct StateAndIdentityTests {
    @Test("32: a write during body is ignored with SwiftUI's diagnostic")
    func writeDuringBody() {
        let host = ViewHost(WritesDuringBody())
        let report = host.run()
        #expect(report.passes == 1 && report.converged)
        #expect(report.diagnostics.map(\.message) == ["Modifying state during view update, this will cause undefined behavior."])
        #expect(report.diagnostics.first?.kind == .stateModifiedDuringUpdate)
        #expect(host.snapshot.node(text: "count 0") != nil)
    }

    @Test("32: an equal write schedules nothing; a new value re-runs only the body that read it")
    func equalWrites() throws {
        let host = ViewHost(Counter(label: "n"))
        host.run()
        let tapped = try host.tap(buttonLabeled: "n 0")
        #expect(tapped.passes == 1)
        #expect(tapped.bodyEvaluations(of: Counter.self) == 1)
        #expect(tapped.statistics[0].reason == .stateChanged)
        #expect(host.snapshot.node(text: "n 1") != nil)
        let binding = Binding<Int>(get: { 1 }, set: { _ in })
        let unchanged = host.set(binding, to: 1)
        #expect(unchanged.totalBodyEvaluations == 0)
    }

    @Test("33: flipping if/else between two counters resets their state")
    func branchesAreDistinct() throws {
        let host = ViewHost(CounterSwitcher(useID: false))
        host.run()
        try host.tap(buttonLabeled: "B 0")
        try host.tap(buttonLabeled: "B 1")
        #expect(host.snapshot.node(text: "B 2") != nil)
        try host.tap(buttonLabeled: "flip")
        #expect(host.snapshot.node(text: "A 0") != nil)
        try host.tap(buttonLabeled: "flip")
        #expect(host.snapshot.node(text: "B 0") != nil)
    }

    @Test("33: a new .id resets state; the same id keeps it")
    func explicitIdentity() throws {
        let host = ViewHost(CounterSwitcher(useID: true))
        host.run()
        try host.tap(buttonLabeled: "C 0")
        #expect(host.snapshot.node(text: "C 1") != nil)
        host.proposal = ProposedViewSize(width: 300, height: 500)
        host.run()
        #expect(host.snapshot.node(text: "C 1") != nil)
        try host.tap(buttonLabeled: "flip")
        #expect(host.snapshot.node(text: "C 0") != nil)
    }

    @Test("interaction errors name what exists")
    func interactionErrors() {
        let host = ViewHost(Counter(label: "n"))
        host.run()
        #expect(throws: InteractionError.self) { try host.tap(buttonLabeled: "nope") }
        do {
            try host.set(sliderAt: "Counter/Slider", to: 1)
            Issue.record("expected an error")
        } catch let error as InteractionError {
            #expect(error.description == "no slider at Counter/Slider")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
