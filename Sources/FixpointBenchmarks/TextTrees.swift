import Fixpoint
import Foundation

// Text trees with measuring leaves, and non-converging views: the figures of the earlier issues.

struct MeasuredWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

/// A row of texts and frames in nested stacks.
struct Row: View {
    let index: Int

    var body: some View {
        HStack {
            Text("Item \(index)").frame(width: 80, alignment: .leading)
            VStack(alignment: .leading) {
                Text("Detail line for \(index)").lineLimit(1)
                Text("Second").padding(.horizontal, 4)
            }
            Spacer()
            Color.blue.frame(width: 10, height: 10)
        }
    }
}

/// A group of rows.
struct RowSection: View {
    let start: Int
    let count: Int

    var body: some View {
        VStack(spacing: 2) {
            ForEach(start..<(start + count), id: \.self) { Row(index: $0) }
        }
        .padding(4)
    }
}

/// A leaf that measures its own label and stores the width in state; a button changes its text.
struct MeasuredLeaf: View {
    let index: Int
    @State private var width: CGFloat = 0
    @State private var taps = 0

    var body: some View {
        HStack {
            Text("Leaf \(index) \(String(repeating: "•", count: taps))")
                .fixedSize()
                .overlay(GeometryReader { proxy in
                    Color.clear.preference(key: MeasuredWidthKey.self, value: proxy.size.width)
                })
                .onPreferenceChange(MeasuredWidthKey.self) { width = $0 }
            Color.green.frame(width: max(width / 10, 1), height: 4)
            Button("tap \(index)") { taps += 1 }
        }
    }
}

/// Sections of plain rows plus `leaves` measuring leaves.
struct Tree: View {
    let sections: Int
    let rowsPerSection: Int
    let leaves: Int

    var body: some View {
        VStack {
            ForEach(0..<sections, id: \.self) { RowSection(start: $0 * rowsPerSection, count: rowsPerSection) }
            ForEach(0..<leaves, id: \.self) { MeasuredLeaf(index: $0) }
        }
    }
}

func report(_ label: String, _ nanos: Double, nodes: Int) {
    let total = nanos / 1e6
    let perNode = nanos / 1000 / Double(nodes)
    print(String(format: "%@: %.1f ms, %.3f µs per node", label, total, perNode))
}

/// A host of `Tree` at 390 pt without a trace, run once: the host, the run's report and time,
/// and the number of snapshot nodes.
func firstRun(sections: Int, leaves: Int) -> (host: ViewHost, report: UpdateReport, duration: Double, nodes: Int) {
    let host = ViewHost(Tree(sections: sections, rowsPerSection: 10, leaves: leaves),
                        proposal: ProposedViewSize(width: 390, height: nil))
    host.traceDetail = .off
    var report: UpdateReport?
    let duration = nanoseconds { report = host.run() }
    return (host, report!, duration, host.snapshot.nodes.count)
}

func layoutBenchmark(sections: Int) {
    let (host, first, mount, nodes) = firstRun(sections: sections, leaves: 0)
    print("— \(nodes) snapshot nodes (\(sections * 10) rows), passes \(first.passes)")
    report("first run (build + layout)", mount, nodes: nodes)
    var relayout: [Double] = []
    for width in [380.0, 370, 360, 350, 340] {
        host.proposal = ProposedViewSize(width: width, height: nil)
        relayout.append(nanoseconds { host.run() })
    }
    let sorted = relayout.sorted()
    report("layout pass after a width change (median of 5)", sorted[2], nodes: nodes)
    let idle = nanoseconds { host.run() }
    report("run with nothing changed", idle, nodes: nodes)
}

func loopBenchmark() {
    let (host, result, first, nodes) = firstRun(sections: 140, leaves: 100)
    print("— \(nodes) snapshot nodes with 100 measuring leaves")
    report("run to a fixed point (passes \(result.passes), converged \(result.converged), bodies \(result.totalBodyEvaluations))", first, nodes: nodes)
    var tapped: UpdateReport?
    let rerun = nanoseconds { tapped = try? host.tap(buttonLabeled: "tap 42") }
    // The tap includes finding the button: a walk over the node tree.
    report("re-run after one leaf's state changed (passes \(tapped!.passes), bodies \(tapped!.totalBodyEvaluations), MeasuredLeaf bodies \(tapped!.bodyEvaluations(of: MeasuredLeaf.self)))", rerun, nodes: nodes)
}

/// Measures itself and grows one point wider every pass: never converges.
struct Grower: View {
    @State private var width: CGFloat = 10

    var body: some View {
        Color.red.frame(width: width, height: 10)
            .overlay(GeometryReader { proxy in
                Color.clear.preference(key: MeasuredWidthKey.self, value: proxy.size.width)
            })
            .onPreferenceChange(MeasuredWidthKey.self) { width = $0 + 1 }
    }
}

/// Measures itself and flips between two widths: never converges, period 4 passes.
struct Flipper: View {
    @State private var wide = false

    var body: some View {
        Color.red.frame(width: wide ? 100 : 50, height: 10)
            .overlay(GeometryReader { proxy in
                Color.clear.preference(key: MeasuredWidthKey.self, value: proxy.size.width)
            })
            .onPreferenceChange(MeasuredWidthKey.self) { wide = $0 < 75 }
    }
}

/// Runs a non-converging view to the frame limit (default policy, standard trace).
func nonConvergenceBenchmark<V: View>(_ name: String, _ view: V) {
    let host = ViewHost(view)
    var result: UpdateReport?
    let duration = nanoseconds { result = host.run() }
    print(String(format: "%@ to the frame limit (passes %d, frames %d, converged %@): %.1f ms", name, result!.passes,
                 result!.frames, result!.converged ? "true" : "false", duration / 1e6))
}
