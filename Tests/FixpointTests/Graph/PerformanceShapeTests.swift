import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// The shape of the work, without timing: sizing linear in the number of children, memoised
/// sizes and skipped bodies when nothing changed (ARCHITECTURE §3; reference §3 memoisation).
@Suite("Performance shape")
struct PerformanceShapeTests {
    private func row(_ count: Int) -> some View {
        HStack(spacing: 0) { ForEach(0..<count) { Text("\($0 % 10)") } }
    }

    @Test("a 1,000-child HStack sizes each child at most 6 times")
    func linearSizing() {
        let (s, report) = layOut(row(1000), width: 5000)
        #expect(report.passes == 1)
        #expect(s.children(of: 0).count == 1000)
        let calls = report.statistics[0].sizingCalls
        #expect(calls >= 1000)
        #expect(calls <= 6 * 1000 + 10)
        let (_, twice) = layOut(row(2000), width: 10000)
        #expect(twice.statistics[0].sizingCalls <= 2 * calls + 10)
    }

    @Test("a second run with nothing changed evaluates no body and computes no size")
    func idleRerun() {
        let (host, first) = hosted(VStack { row(100); Text("footer").padding() }, width: 2000)
        #expect(first.statistics[0].sizingCalls > 0)
        let again = host.run()
        #expect(again.passes == 1)
        #expect(again.statistics[0].reason == .rerun)
        #expect(again.statistics[0].bodyEvaluations == 0)
        #expect(again.statistics[0].sizingCalls == 0)
        #expect(again.statistics[0].placements == 0)
        #expect(again.totalBodyEvaluations == 0)
    }

    @Test("a static view takes one pass and evaluates each composite body once")
    func staticPasses() {
        let (_, report) = layOut(Toggle("x", isOn: .constant(true)), width: 300)
        #expect(report.passes == 1)
        #expect(report.frames == 1)
        #expect(report.bodyEvaluations(of: Toggle<Text>.self) == 1)
        #expect(report.diagnostics.isEmpty)
    }
}

/// A binder that appears with state, inside a view whose text spacing and alignment guides are
/// memoised: after each change the retained host must match a fresh host exactly.
private struct MemoProbe: View {
    @State var showsBinder = false
    @State var measured: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Title").font(.title)
            Color.red.frame(width: 40, height: 10)
                .alignmentGuide(.leading) { $0.width / 2 }
            if showsBinder {
                Text("Measured")
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: ProbeWidthKey.self, value: proxy.size.width)
                    })
                    .onPreferenceChange(ProbeWidthKey.self) { measured = $0 }
            }
            Toggle("Binder", isOn: $showsBinder)
            Text("\(Int(measured))")
        }
    }
}

private struct ProbeWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

@Suite("Memo invalidation")
struct MemoInvalidationTests {
    private func frames(_ host: ViewHost) -> [String] {
        host.snapshot.nodes.map { "\($0.path) \($0.frame)" }
    }

    @Test("spacing, guides and the binder list follow environment and structure changes")
    func retainedMatchesFresh() throws {
        let host = ViewHost(MemoProbe(), proposal: ProposedViewSize(width: 300, height: nil))
        host.run()
        var environment = EnvironmentValues.iOS
        environment.dynamicTypeSize = .accessibility3
        host.environment = environment
        host.run()
        let fresh = ViewHost(MemoProbe(), proposal: ProposedViewSize(width: 300, height: nil), environment: environment)
        fresh.run()
        #expect(frames(host) == frames(fresh))

        let report = try host.set(toggleAt: host.snapshot.nodes.first { $0.typeName.hasPrefix("Toggle") }!.path, to: true)
        #expect(report.converged && report.passes == 2)
        let shown = host.snapshot.node(text: "Measured")!.frame.width
        #expect(shown > 0)
        #expect(host.snapshot.nodes.contains { $0.fullText == "\(Int(shown))" })
    }
}
