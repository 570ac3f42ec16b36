import Fixpoint
import Foundation

/// A VStack of 300 rows of `HStack { Text, Spacer, Text }`.
struct WideRows: View {
    var body: some View {
        VStack {
            ForEach(0..<300, id: \.self) { index in
                HStack {
                    Text("Item \(index)")
                    Spacer()
                    Text("Detail \(index * 7)")
                }
            }
        }
    }
}

/// A VStack of 1,000 Texts under a root whose state changes without changing any Text.
struct ThousandTexts: View {
    let handle: CounterHandle
    @State private var tick = 0

    var body: some View {
        let _ = handle.tick = $tick
        let _ = tick
        VStack {
            ForEach(0..<1000, id: \.self) { Text("Row \($0)") }
        }
    }
}

/// Where the benchmark reaches a root's counter.
final class CounterHandle {
    var tick: Binding<Int>?
}

/// Sums one value per leaf.
struct SumKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// A leaf with a body and state: its Text writes its weight into `SumKey`.
struct WeightedLeaf: View {
    let index: Int
    let handle: CounterHandle?
    @State private var weight = 1

    var body: some View {
        let _ = handle?.tick = $weight
        Text("\(index)").preference(key: SumKey.self, value: weight)
    }
}

/// A group of weighted leaves.
struct LeafGroup: View {
    let start: Int
    let handle: CounterHandle

    var body: some View {
        VStack(spacing: 0) {
            ForEach(start..<(start + 100), id: \.self) { index in
                WeightedLeaf(index: index, handle: index == 4_950 ? handle : nil)
            }
        }
    }
}

/// Leaves in groups of 100 under a root that shows their sum through
/// `onPreferenceChange` → `@State`.
struct SummingTree: View {
    let groups: Int
    let handle: CounterHandle
    @State private var total = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("Total \(total)")
            ForEach(0..<groups, id: \.self) { LeafGroup(start: $0 * 100, handle: handle) }
        }
        .onPreferenceChange(SumKey.self) { total = $0 }
    }
}

/// The workloads the engine issue names, each with its goal.
enum Workloads {
    static func run(only: Set<String>) {
        print("— workloads (goal in brackets)")
        if only.isEmpty || only.contains("wide") { wide() }
        if only.isEmpty || only.contains("texts") { texts() }
        if only.isEmpty || only.contains("summing") { summing() }
    }

    /// Wide: first run and a run at another width.
    static func wide() {
        var host: ViewHost?
        let wideFirst = medianTime(runs: 9, prepare: {
            host = ViewHost(WideRows(), proposal: ProposedViewSize(width: 390, height: nil))
            host!.traceDetail = .off
        }) { host!.run() }
        let wide = host!
        var narrow = false
        let wideResize = medianTime(runs: 31, prepare: {
            narrow.toggle()
            wide.proposal = ProposedViewSize(width: narrow ? 320 : 390, height: nil)
        }) { wide.run() }
        print("Wide (300 × HStack {Text, Spacer, Text}) first run: \(fixed(wideFirst / 1e6, 3)) ms [≤ 2 ms]; "
              + "at another width: \(fixed(wideResize / 1e6, 3)) ms [≤ 1 ms]")
    }

    /// A state change at the root of 1,000 Texts that changes none of them.
    static func texts() {
        let counter = CounterHandle()
        let texts = ViewHost(ThousandTexts(handle: counter), proposal: ProposedViewSize(width: 390, height: nil))
        texts.traceDetail = .off
        texts.run()
        var tick = 0
        var measured = 0
        let rootChange = medianTime(runs: 31, prepare: {
            tick += 1
            counter.tick?.wrappedValue = tick
        }) { measured = texts.run().statistics.reduce(0) { $0 + $1.sizingCalls } }
        print("root state change over 1,000 Texts: \(fixed(rootChange / 1e6, 3)) ms [≤ 1 ms], sizing calls \(measured)")
    }

    /// The summing tree: full run and one leaf's change, with and without the standard trace.
    static func summing() {
        // The untraced and the traced tree are timed in alternation (`PairedTimes`): on a loaded
        // machine, timing one after the other made the trace's ratio swing by half. A leaf's
        // change is timed in blocks, after a warm-up run, so that each tree's is timed warm.
        let details = [TraceDetail.off, .standard]
        let handles = details.map { _ in CounterHandle() }
        var trees: [ViewHost?] = [nil, nil]
        var reports: [UpdateReport?] = [nil, nil]
        let full = PairedTimes(rounds: 7, prepare: { variant in
            trees[variant] = ViewHost(SummingTree(groups: 100, handle: handles[variant]),
                                      proposal: ProposedViewSize(width: 390, height: nil))
            trees[variant]!.traceDetail = details[variant]
        }) { variant in reports[variant] = trees[variant]!.run() }
        let nodes = trees[0]!.snapshot.nodes.count
        var weights = [1, 1]
        var leafReports: [UpdateReport?] = [nil, nil]
        let leafChange = PairedTimes(rounds: 7, block: 5, warmUps: 1, prepare: { variant in
            weights[variant] += 1
            handles[variant].tick?.wrappedValue = weights[variant]
        }) { variant in leafReports[variant] = trees[variant]!.run() }
        for (variant, detail) in details.enumerated() {
            print("summing tree (\(nodes) snapshot nodes, trace \(detail)): full run \(fixed(full.medians[variant] / Double(nodes))) "
                  + "ns/node [≤ 300] in \(reports[variant]!.passes) passes; one leaf's change "
                  + "\(fixed(leafChange.medians[variant] / 1000, 2)) µs [≤ 20] "
                  + "in \(leafReports[variant]!.passes) passes")
        }
        print("standard trace ÷ none (median of paired runs): full run \(fixed(full.ratio, 2))×, one leaf's change "
              + "\(fixed(leafChange.ratio, 2))× [≤ 1.5]")
    }
}
