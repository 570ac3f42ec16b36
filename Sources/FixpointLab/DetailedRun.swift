import Fixpoint
import FixpointRender
import Foundation

/// One fresh run with its trace and the layout after every pass, read for a finding's details:
/// the cycle, the shown frames, the causes of late passes, dropped binder changes, wasted passes.
///
/// Made by `ContextExplorer` only where a finding needs it (one run per band, and per sampled
/// width for wasted work).
struct DetailedRun {
    let report: UpdateReport
    let passSnapshots: [PassSnapshot]

    init(check: ConvergenceCheck, context: CheckContext, width: CGFloat) {
        let host = check.host(width: width, context: context)
        (report, passSnapshots) = host.runRecordingPassSnapshots()
    }

    /// The cycle of this run (see `cycle(of:)`).
    func cycle() -> ConvergenceFinding.Cycle? {
        Self.cycle(of: report.trace)
    }

    /// A change one pass made: a state write applied, a binder delivery or a dropped delivery.
    struct Change: Hashable {
        /// `state NAME of PATH` or `binder KEY at PATH`.
        var member: String
        /// The key of a binder's change.
        var key: String?
        /// The new value.
        var value: String
        /// Whether the binder's change was dropped by the per-frame limit.
        var dropped: Bool

        /// `state collapsed of CollapsingTagRow = true`, `binder K at P dropped 12`.
        var text: String { member + (dropped ? " dropped " : " = ") + value }
    }

    /// The changes of each pass, read from a trace's state, delivery and drop events.
    static func changesByPass(_ trace: Trace) -> [[Change]] {
        var passes: [[Change]] = []
        for event in trace.events {
            if case .passStarted = event.kind { passes.append([]) }
            guard !passes.isEmpty else { continue }
            let path = event.path ?? "?"
            let change: Change
            switch event.kind {
            case .stateApplied(let name, _, let new): change = Change(member: "state \(name) of \(path)", key: nil, value: new, dropped: false)
            case .preferenceDelivered(let key, _, let new): change = Change(member: "binder \(key) at \(path)", key: key, value: new, dropped: false)
            case .preferenceDropped(let key, _, let new): change = Change(member: "binder \(key) at \(path)", key: key, value: new, dropped: true)
            default: continue
            }
            passes[passes.count - 1].append(change)
        }
        return passes
    }

    /// The smallest period p ≤ 12 with which the last 2p passes of `trace` repeat, and the binders,
    /// states and keys that change in it; nil when nothing repeats.
    static func cycle(of trace: Trace) -> ConvergenceFinding.Cycle? {
        let changes = changesByPass(trace)
        let count = changes.count
        for period in 1...12 where 2 * period <= count {
            let window = Array(changes[(count - period)...])
            guard !window.allSatisfy(\.isEmpty), window == Array(changes[(count - 2 * period)..<(count - period)]) else { continue }
            var binders: [String] = [], states: [String] = [], keys: [String] = []
            func add(_ value: String, to list: inout [String]) { if !list.contains(value) { list.append(value) } }
            for change in window.joined() {
                if let key = change.key {
                    add(String(change.member.dropFirst("binder ".count)), to: &binders)
                    add(key, to: &keys)
                } else {
                    add(String(change.member.dropFirst("state ".count)), to: &states)
                }
            }
            return ConvergenceFinding.Cycle(period: period, binders: binders, states: states, keys: keys,
                                            values: window.map { $0.map(\.text) })
        }
        return nil
    }

    /// Whether the frames shown before the fixed point differ from it.
    func shownFramesDiffer() -> Bool {
        var last: [Int: PassSnapshot] = [:]
        for snapshot in passSnapshots { last[snapshot.frame] = snapshot }
        let lines = Set(last.values.map { LayoutSignature.lines(of: $0.snapshot) })
        return lines.count > 1
    }

    /// The layout each frame showed (the last pass of each frame), drawn in ASCII.
    func shownFrames() -> [String] {
        var last: [Int: PassSnapshot] = [:]
        for snapshot in passSnapshots { last[snapshot.frame] = snapshot }
        let renderer = ASCIIRenderer(scale: 4)
        return last.keys.sorted().compactMap { frame in
            guard let shown = last[frame] else { return nil }
            return "frame \(frame) (after pass \(shown.pass)):\n" + renderer.render(shown.snapshot)
        }
    }

    /// Why the run went past its first frame: each later pass with its reason and what it
    /// applied, the binder changes the first frame dropped, and what moved between shown frames.
    func flickerCause() -> [String] {
        var lines: [String] = []
        let changes = Self.changesByPass(report.trace)
        let firstFramePasses = passSnapshots.filter { $0.frame == passSnapshots.first?.frame }.count
        for snapshot in passSnapshots {
            let index = snapshot.pass - 1
            let applied = index < changes.count ? changes[index] : []
            if snapshot.frame == passSnapshots.first?.frame {
                    for change in applied where change.dropped {
                    lines.append("pass \(snapshot.pass) (frame \(snapshot.frame)): \(change.text) — the binder already updated in this frame")
                }
                continue
            }
            lines.append("pass \(snapshot.pass) (frame \(snapshot.frame), \(snapshot.reason)): "
                         + (applied.isEmpty ? "nothing applied" : applied.map(\.text).joined(separator: "; ")))
        }
        if firstFramePasses > 0 {
            lines.insert("the first frame holds \(firstFramePasses) pass\(firstFramePasses == 1 ? "" : "es"); work was left after it", at: 0)
        }
        var shown: [Int: PassSnapshot] = [:]
        for snapshot in passSnapshots { shown[snapshot.frame] = snapshot }
        let frames = shown.keys.sorted().compactMap { shown[$0] }
        for (before, after) in zip(frames, frames.dropFirst()) {
            let differences = LayoutSignature.differences(fresh: LayoutSignature.lines(of: after.snapshot),
                                                          resized: LayoutSignature.lines(of: before.snapshot), limit: 3,
                                                          freshName: "frame \(after.frame)", resizedName: "frame \(before.frame)")
            lines += differences
        }
        return lines
    }

    /// The messages of the per-frame limit diagnostics.
    func frameLimitMessages() -> [String] {
        var messages: [String] = []
        for diagnostic in report.diagnostics where RunOutcome.isFrameLimit(diagnostic) && !messages.contains(diagnostic.description) {
            messages.append(diagnostic.description)
        }
        return messages
    }

    /// Each dropped binder change: pass, frame, key, path, values.
    func droppedChanges() -> [String] {
        report.trace.events.compactMap { event in
            guard case let .preferenceDropped(key, old, new) = event.kind else { return nil }
            return "pass \(event.pass) (frame \(event.frame)): binder \(key) at \(event.path ?? "?") dropped \(old) → \(new)"
        }
    }

    /// Each pass's reason and what it applied.
    func passReasons() -> [String] {
        let changes = Self.changesByPass(report.trace)
        return report.statistics.map { statistics in
            let index = statistics.pass - 1
            let applied = index < changes.count ? changes[index] : []
            return "pass \(statistics.pass) (\(statistics.reason)): " + (applied.isEmpty ? "nothing applied" : applied.map(\.text).joined(separator: "; "))
        }
    }

    /// The passes that changed nothing: a pass run for writes that all turned out equal, or a
    /// pass that re-ran bodies and left every frame as the pass before.
    func wastedPasses() -> [String] {
        var lines: [String] = []
        for (index, statistics) in report.statistics.enumerated() where index > 0 {
            if statistics.reason == .stateChanged && statistics.stateWrites == 0 {
                lines.append("pass \(statistics.pass) ran for writes of equal values")
            } else if statistics.bodyEvaluations > 0, index < passSnapshots.count,
                      LayoutSignature.lines(of: passSnapshots[index].snapshot) == LayoutSignature.lines(of: passSnapshots[index - 1].snapshot) {
                lines.append("pass \(statistics.pass) re-ran \(statistics.bodyEvaluations) bod\(statistics.bodyEvaluations == 1 ? "y" : "ies") and changed no frame")
            }
        }
        return lines
    }
}
