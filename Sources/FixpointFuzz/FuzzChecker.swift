import Fixpoint
import FixpointRender
import Foundation

/// Runs one fuzz tree at one proposal and checks what must hold for any view at all: two fresh
/// hosts agree (snapshot dump, trace text, diagnostics), and a third without a trace lays out
/// the same and delivers the same preference values; a run after convergence changes
/// nothing; invariants hold after every pass and at the fixed point; frames are finite or a
/// diagnostic says why not; a run that does not converge says so.
///
/// A crash cannot be caught in-process: it stops the test run, whose log names the seed
/// printed before each batch. A hang is bounded by the update policy; `passBudget` turns an
/// unexpectedly long run into a failure.
public struct FuzzChecker {
    /// The update policy of every host: 8 frames of 2 passes, enough for the converging
    /// feedback views and cheap enough to declare the others non-convergent.
    public var policy = UpdatePolicy(maxFrames: 8)
    /// The most passes a run may take before it counts as a hang.
    public var passBudget: Int { policy.maxFrames * policy.passesPerFrame }
    /// The most sizing calls a run may make before it counts as a runaway (the 1,000 trees of
    /// a CI run need at most ~1,700): a guard against exponential work, not a speed test.
    public var sizingBudget = 200_000

    /// Creates a checker.
    public init() {}

    /// What went wrong for `tree` at `proposal` (empty when everything held); with
    /// `resizedTo`, the first host is then resized, switched to macOS at the largest Dynamic
    /// Type size and re-run from its retained tree, and checked again.
    public func failures(of tree: FuzzTree, proposal: ProposedViewSize, resizedTo resize: ProposedViewSize? = nil) -> [String] {
        var failures: [String] = []
        let first = observedRun(of: tree, proposal: proposal, failures: &failures)
        let second = observedRun(of: tree, proposal: proposal, failures: &failures)
        if first.dump != second.dump { failures.append("two fresh hosts gave different snapshots:\n" + Self.firstDifference(first.dump, second.dump)) }
        if first.trace != second.trace { failures.append("two fresh hosts gave different traces:\n" + Self.firstDifference(first.trace, second.trace)) }
        if first.report.diagnostics != second.report.diagnostics { failures.append("two fresh hosts gave different diagnostics") }
        // The trace only observes: a host without one (whose keys fold their values in their own
        // loop, `PreferenceKey._reduce`) lays out the same, in as many passes, and delivers the
        // same combined values (compared as text: a NaN sum equals itself there).
        let untraced = observedRun(of: tree, proposal: proposal, detail: .off, failures: &failures)
        if untraced.dump != first.dump { failures.append("a host without a trace gave a different snapshot:\n" + Self.firstDifference(first.dump, untraced.dump)) }
        if untraced.report.passes != first.report.passes || untraced.report.converged != first.report.converged {
            failures.append("a host without a trace took \(untraced.report.passes) passes (converged: \(untraced.report.converged)), one with a trace \(first.report.passes) (converged: \(first.report.converged))")
        }
        if untraced.sums.description != first.sums.description { failures.append("a host without a trace delivered the sums \(untraced.sums), one with a trace \(first.sums)") }
        let report = first.report
        if report.passes > passBudget { failures.append("the run took \(report.passes) passes (budget \(passBudget))") }
        let sizingCalls = report.statistics.reduce(0) { $0 + $1.sizingCalls }
        if sizingCalls > sizingBudget { failures.append("the run made \(sizingCalls) sizing calls (budget \(sizingBudget))") }
        if report.converged {
            let problems = first.host.checkInvariants(atFixedPoint: true)
            failures += problems.map { "after the fixed point: \($0)" }
            let again = first.host.run()
            let dump = TreeDump.render(first.host.snapshot)
            if dump != first.dump { failures.append("a run after convergence changed the snapshot:\n" + Self.firstDifference(first.dump, dump)) }
            if !again.converged { failures.append("a run after convergence did not converge") }
            if again.bodyEvaluations(of: FuzzFeedbackView.self) != 0 {
                failures.append("a run after convergence evaluated bodies")
            }
        } else if !report.diagnostics.contains(where: { $0.kind == .notConverged }) {
            failures.append("the run did not converge and has no non-convergence diagnostic")
        }
        let snapshot = first.host.snapshot
        for node in snapshot.nodes {
            let frame = node.frame
            let values = [frame.minX, frame.minY, frame.width, frame.height]
            if values.contains(where: \.isNaN) { failures.append("\(node.path) has a NaN frame"); break }
            if values.contains(where: \.isInfinite),
               !report.diagnostics.contains(where: { $0.message.contains("not finite") }) {
                failures.append("\(node.path) has an infinite frame and no diagnostic says why")
                break
            }
            if frame.width < 0 || frame.height < 0 { failures.append("\(node.path) has a negative size"); break }
        }
        if let resize {
            let host = first.host
            host.proposal = resize
            var environment = EnvironmentValues.macOS
            environment.dynamicTypeSize = .accessibility5
            host.environment = environment
            var passProblems: [String] = []
            host.passObserver = { host in
                if passProblems.isEmpty { passProblems = host.checkInvariants() }
            }
            let report = host.run()
            host.passObserver = nil
            _ = TreeDump.render(host.snapshot)
            failures += passProblems.map { "after a pass of the resized run: \($0)" }
            failures += host.checkInvariants(atFixedPoint: report.converged).map { "after the resized run: \($0)" }
            if host.snapshot.nodes.contains(where: { [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height].contains(where: \.isNaN) }) {
                failures.append("the resized run has a NaN frame")
            }
            if !report.converged && !report.diagnostics.contains(where: { $0.kind == .notConverged }) {
                failures.append("the resized run did not converge and has no non-convergence diagnostic")
            }
        }
        return failures
    }

    private struct Observed {
        let host: ViewHost
        let report: UpdateReport
        let dump: String
        let trace: String
        /// The `FuzzSumKey` values the root's `onPreferenceChange` was delivered, in order.
        let sums: [CGFloat]
    }

    /// Collects the values delivered to the root's `onPreferenceChange`.
    private final class DeliveredSums {
        var values: [CGFloat] = []
    }

    /// Runs `tree` in a fresh host, with the root reading the tree's `FuzzSumKey`; renders the
    /// result (rendering must not trap) unless `detail` turns the trace off.
    private func observedRun(of tree: FuzzTree, proposal: ProposedViewSize, detail: TraceDetail? = nil,
                             failures: inout [String]) -> Observed {
        let delivered = DeliveredSums()
        let view = tree.makeView().onPreferenceChange(FuzzSumKey.self) { delivered.values.append($0) }
        let host = ViewHost(view, proposal: proposal, environment: .iOS, policy: policy)
        if let detail { host.traceDetail = detail }
        var passProblems: [String] = []
        host.passObserver = { host in
            if passProblems.isEmpty { passProblems = host.checkInvariants() }
        }
        let report = host.run()
        host.passObserver = nil
        failures += passProblems.map { "after a pass: \($0)" }
        let dump = TreeDump.render(host.snapshot)
        if detail == .off {
            return Observed(host: host, report: report, dump: dump, trace: "", sums: delivered.values)
        }
        // Rendering must not trap either, whatever the frames.
        // A coarse grid for huge layouts: the renderer's cost is bounded, but 4096 rows of a
        // 10³⁰⁰-point frame are slow in debug builds and find nothing a coarse grid misses.
        let extent = host.snapshot.nodes.reduce(CGFloat(0)) { extent, node in
            let frame = node.frame
            let values = [abs(frame.minX), abs(frame.minY), abs(frame.maxX), abs(frame.maxY)].filter(\.isFinite)
            return max(extent, values.max() ?? 0)
        }
        let scale: CGFloat = extent.isFinite && extent > 400 ? extent / 100 : 4
        _ = ASCIIRenderer(scale: scale).render(host.snapshot)
        _ = SVGRenderer().render(host.snapshot)
        return Observed(host: host, report: report, dump: dump, trace: String(describing: report.trace), sums: delivered.values)
    }

    /// The first differing line of two texts (dumps, traces), for failure messages; used by the
    /// checker and by fuzz tests that compare two layouts of one tree.
    public static func firstDifference(_ a: String, _ b: String) -> String {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false)
        let right = b.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            let l = index < left.count ? String(left[index]) : "<end>"
            let r = index < right.count ? String(right[index]) : "<end>"
            if l != r { return "  line \(index + 1): \(l)\n  versus:  \(r)" }
        }
        return "  (same lines)"
    }
}
