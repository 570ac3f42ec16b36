import Fixpoint
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
