import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// Case 33: measures its width into state, in both action forms.
private struct Measured: View {
    let log: ActionLog
    @State var width: CGFloat = 0

    var body: some View {
        VStack {
            Text("w \(Int(width))")
            Color.red.frame(width: 120, height: 10)
                .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
                .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { old, new in log.add("\(old) → \(new)") }
        }
    }
}

/// Case 34: an action that flips the width it measures.
private struct GeometryFlipper: View {
    @State var width: CGFloat = 100

    var body: some View {
        Color.red.frame(width: width, height: 10)
            .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 == 100 ? 200 : 100 }
    }
}

/// A transform that reads state: changing it re-runs the transform without a frame change.
private struct ReadsState: View {
    let log: ActionLog
    @State var scale: CGFloat = 1

    var body: some View {
        VStack {
            Color.red.frame(width: 50, height: 10)
                .onGeometryChange(for: CGFloat.self) { $0.size.width * scale } action: { log.add("\($0)") }
            Button("double") { scale = 2 }
            Button("same") { scale = 2 }
        }
    }
}

/// A width that follows the window: resizing the host fires the action.
private struct Follows: View {
    let log: ActionLog

    var body: some View {
        Color.blue
            .onGeometryChange(for: CGRect.self) { $0.frame(in: .global) } action: { log.add("\(Int($0.width))×\(Int($0.height))") }
    }
}

@Suite("onGeometryChange(for:of:action:) (reference part 2, §7.5)")
struct GeometryActionTests {
    @Test("case 33: one call at the first layout with the width; the two-value form gets (w, w)")
    func firstLayout() {
        let log = ActionLog()
        let (host, report) = hosted(Measured(log: log), width: 390, height: 844)
        #expect(log.lines == ["120.0 → 120.0"])
        #expect(host.snapshot.nodes.contains { $0.text == "w 120" })
        // The width written by the action is applied by a second pass in the same frame.
        #expect(report.converged && report.passes == 2 && report.frames == 1)
        #expect(report.actionEvents == [
            "action onGeometryChange(for: CGFloat) at Measured/VStack/frame: first → 120",
            "action onGeometryChange(for: CGFloat) at Measured/VStack/frame: first → 120",
        ])
        let why = report.trace.why(pass: 2).map(\.description)
        #expect(why == [
            "pass 1 · action onGeometryChange(for: CGFloat) at Measured/VStack/frame: first → 120",
            "pass 1 · state width at Measured: 0 → 120",
            "pass 2 · start (state changed)",
        ])
    }

    @Test("case 34: flipping between 100 and 200 refuses the repeated 100 with the cycle message and settles")
    func cycle() {
        let host = ViewHost(GeometryFlipper())
        let report = runCheckingInvariants(host)
        #expect(report.converged && report.passes == 3 && report.frames == 2)
        #expect(report.diagnostics.map(\.message) == ["Geometry action is cycling between duplicate values."])
        #expect(report.diagnostics.map(\.kind) == [.geometryActionCycling])
        #expect(report.actionEvents.count == 2)
        #expect(host.snapshot.nodes.first(where: { $0.typeName == "frame" })?.frame.width == 100)
    }

    @Test("state read by the transform is a dependency; an equal result fires nothing")
    func transformReadsState() throws {
        let log = ActionLog()
        let (host, _) = hosted(ReadsState(log: log), width: 390, height: 844)
        #expect(log.lines == ["50.0"])
        let report = try host.tap(buttonLabeled: "double")
        #expect(log.lines == ["50.0", "100.0"])
        #expect(report.converged && report.passes == 1)
        try host.tap(buttonLabeled: "same")
        #expect(log.lines == ["50.0", "100.0"])
    }

    @Test("a new frame fires the action; an unchanged one does not")
    func resize() {
        let log = ActionLog()
        let host = ViewHost(Follows(log: log), proposal: ProposedViewSize(width: 300, height: 200))
        host.run()
        #expect(log.lines == ["300×200"])
        host.proposal = ProposedViewSize(width: 320, height: 200)
        let report = host.run()
        #expect(log.lines == ["300×200", "320×200"])
        #expect(report.converged && report.passes == 1)
        host.run()
        #expect(log.lines == ["300×200", "320×200"])
    }

    @Test("the proxy sees the view's placed frame in global coordinates")
    func globalFrame() {
        let log = ActionLog()
        let view = VStack(spacing: 0) {
            Color.clear.frame(height: 50)
            Color.red.frame(width: 10, height: 10)
                .onGeometryChange(for: CGRect.self) { $0.frame(in: .global) } action: { log.add("\($0)") }
        }
        let (_, report) = hosted(view, width: 100, height: 60)
        #expect(log.lines == ["\(CGRect(x: 45, y: 50, width: 10, height: 10))"])
        #expect(report.converged && report.passes == 1)
    }
}
