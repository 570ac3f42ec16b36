import Fixpoint
import Foundation
import Testing

/// Sums the widths its writers report.
private struct WidthSumKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Three rows, each writing its width through a body of its own, summed at the stack.
private struct SummedRows: View {
    @State private var total = 0

    var body: some View {
        VStack {
            ForEach([10, 20, 30], id: \.self) { width in
                Color.red.frame(width: CGFloat(width), height: 5).preference(key: WidthSumKey.self, value: width)
            }
        }
        .onPreferenceChange(WidthSumKey.self) { total = $0 }
    }
}

/// A combination reads its children in order: each child's own events (its write) come before
/// the `reduce` that takes its value, as SwiftUI combines a subtree before its parent uses it.
@Suite("Order of a combination")
struct CombinationOrderTests {
    @Test("each child's write precedes the reduce that takes it")
    func writesPrecedeTheirReduces() {
        let host = ViewHost(SummedRows())
        host.traceDetail = .standard
        let report = host.run()
        #expect(report.converged && report.passes == 2)
        let steps = report.trace.events.compactMap { event -> String? in
            switch event.kind {
            case .preferenceWritten(_, let value): "write \(value)"
            case .preferenceReduced(_, let value, let next, let result): "reduce \(value) + \(next) = \(result)"
            default: nil
            }
        }
        #expect(steps == ["write 10", "write 20", "reduce 10 + 20 = 30", "write 30", "reduce 30 + 30 = 60"])
    }
}
