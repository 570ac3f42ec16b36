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

/// Lists its writers' names in combination order.
private struct NameListKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// Keeps the first value and never asks for the next one.
private struct FirstNameKey: PreferenceKey {
    static let defaultValue = ""
    static func reduce(value: inout String, nextValue: () -> String) {}
}

/// Records what the two keys deliver, for comparison across trace settings.
private final class DeliveredNames {
    var lists: [[String]] = []
    var firsts: [String] = []
}

/// Nested writers (some through an empty dynamic container) whose order matters, with a state
/// change that leaves most children's memos in place.
private struct NestedNames: View {
    let delivered: DeliveredNames
    @State private var renamed = false

    var body: some View {
        VStack {
            ForEach(["a", "b"], id: \.self) { name in
                Text(name).preference(key: NameListKey.self, value: [name]).preference(key: FirstNameKey.self, value: name)
            }
            ForEach([String](), id: \.self) { Text($0) }
            HStack {
                Text("c").preference(key: NameListKey.self, value: [renamed ? "C" : "c"])
                Text("d").preference(key: NameListKey.self, value: ["d"]).preference(key: FirstNameKey.self, value: "d")
            }
            Text("e").preference(key: NameListKey.self, value: ["e"])
        }
        .onPreferenceChange(NameListKey.self) { list in
            delivered.lists.append(list)
            if list.count == 5, !renamed { renamed = true }
        }
        .onPreferenceChange(FirstNameKey.self) { delivered.firsts.append($0) }
    }
}

extension CombinationOrderTests {
    /// Without events, a key's values are folded by its own loop (`PreferenceKey._reduce`);
    /// with them, one `reduce` at a time with its event. Both fold the same values in the same
    /// order: an order-dependent key and a key that never reads `nextValue` deliver the same.
    @Test("untraced and traced combinations fold the same values in the same order", arguments: [TraceDetail.off, .full])
    func untracedFoldMatchesTraced(detail: TraceDetail) {
        let delivered = DeliveredNames()
        let host = ViewHost(NestedNames(delivered: delivered))
        host.traceDetail = detail
        let report = host.run()
        #expect(report.converged && report.passes == 3)
        #expect(delivered.lists == [["a", "b", "c", "d", "e"], ["a", "b", "C", "d", "e"]])
        #expect(delivered.firsts == ["a"])
    }
}
