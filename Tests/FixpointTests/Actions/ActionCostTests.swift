import Fixpoint
import FixpointTesting
import Testing

/// A row of texts under a counter; `watched` adds action modifiers to the row.
private struct Row: View {
    let watched: Bool
    let log: ActionLog
    @State var x = 0

    var body: some View {
        VStack {
            Text("count \(x)")
            if watched {
                HStack { Text("a"); Text("b"); Text("c") }
                    .onAppear { log.add("appear") }
                    .onChange(of: x) { log.add("change") }
                    .task(id: x) {}
                    .onGeometryChange(for: Double.self) { $0.size.width } action: { _ in log.add("width") }
            } else {
                HStack { Text("a"); Text("b"); Text("c") }
            }
            Button("up") { x += 1 }
        }
    }
}

@Suite("Costs of action modifiers")
struct ActionCostTests {
    @Test("action modifiers re-mounted with new closures keep the layout memo: the same sizing work as without them")
    func cleanSubtreesStayClean() throws {
        var sizings: [Int] = []
        for watched in [false, true] {
            let log = ActionLog()
            let (host, _) = hosted(Row(watched: watched, log: log), width: 390, height: 844)
            let report = try host.tap(buttonLabeled: "up")
            #expect(report.converged && report.passes == 1)
            sizings.append(report.statistics.reduce(0) { $0 + $1.sizingCalls })
            if watched { #expect(log.lines == ["appear", "width", "change"]) }
        }
        #expect(sizings[0] == sizings[1])
    }

    @Test("the geometry transform runs only when the frame, the closures or read state change")
    func transformRuns() {
        var runs = 0
        let host = ViewHost(Color.red.onGeometryChange(for: Double.self) { proxy in
            runs += 1
            return proxy.size.width
        } action: { _ in })
        host.run()
        #expect(runs == 1)
        host.run()
        host.run()
        #expect(runs == 1)
        host.proposal = ProposedViewSize(width: 100, height: 100)
        host.run()
        #expect(runs == 2)
    }
}
