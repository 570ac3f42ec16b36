/// The run loop of a host: passes grouped in frames until a fixed point or the frame limit.
///
/// A frame holds at most `UpdatePolicy.passesPerFrame` passes; actions run after each pass and
/// their writes are the next pass's first phase. The run ends after the first pass after which
/// nothing is dirty, no write is pending and no binder change was dropped (`converged`), or
/// after `maxFrames` frames with a diagnostic naming what kept changing and the cycle's period.
struct UpdateLoop {
    let host: ViewHost

    func run() -> UpdateReport {
        let recorder = host.recorder
        let policy = host.policy
        recorder.beginRun()
        host.graph.runSerial += 1
        var passes = 0
        var frames = 0
        var converged = false
        var changes: [[String]] = []
        // (Saturated: a policy may allow more passes than an Int counts.)
        let (product, overflow) = policy.maxFrames.multipliedReportingOverflow(by: policy.passesPerFrame)
        let passLimit = overflow ? Int.max : product
        frameLoop: while frames < policy.maxFrames {
            frames += 1
            host.passState.frameSerial += 1
            recorder.beginFrame()
            for _ in 0..<policy.passesPerFrame {
                let (reason, cause) = host.nextPassReason()
                recorder.beginChangeLog(keeping: passLimit - passes <= Self.changeLogWindow)
                UpdatePass(host: host, reason: reason, cause: cause, frame: host.passState.frameSerial).run()
                passes += 1
                recorder.resolvePaths()
                changes.append(recorder.changeLog)
                if !host.hasPendingWork {
                    converged = true
                    recorder.endFrame(settled: true)
                    break frameLoop
                }
            }
            recorder.endFrame(settled: false)
        }
        host.passState.lastRunConverged = converged
        if !converged {
            recorder.diagnoseRun(.notConverged, message: Self.nonConvergenceMessage(frames: frames, passes: passes, changes: changes))
        }
        let events = recorder.finishRun()
        return UpdateReport(converged: converged, passes: passes, frames: frames, diagnostics: recorder.diagnostics,
                            statistics: recorder.passes, bodyEvaluationCounts: recorder.bodyEvaluationCounts,
                            trace: Trace(events: events))
    }

    /// Runs a single pass in a frame of its own, stopping after `phase`.
    func runOnePass(until phase: UpdatePhase) -> UpdateReport {
        let recorder = host.recorder
        recorder.beginRun()
        host.graph.runSerial += 1
        host.passState.frameSerial += 1
        recorder.beginFrame()
        let (reason, cause) = host.nextPassReason()
        recorder.beginChangeLog(keeping: false)
        UpdatePass(host: host, reason: reason, cause: cause, frame: host.passState.frameSerial).run(until: phase)
        let converged = phase == .actions && !host.hasPendingWork
        host.passState.lastRunConverged = converged
        recorder.endFrame(settled: converged)
        let events = recorder.finishRun()
        return UpdateReport(converged: converged, passes: 1, frames: 1, diagnostics: recorder.diagnostics,
                            statistics: recorder.passes, bodyEvaluationCounts: recorder.bodyEvaluationCounts,
                            trace: Trace(events: events))
    }

    /// Names what kept changing in the last frames and the period of the values, if they repeat.
    static func nonConvergenceMessage(frames: Int, passes: Int, changes: [[String]]) -> String {
        var message = "Update did not reach a fixed point within \(frames) frames (\(passes) passes)."
        let recent = changes.suffix(4)
        var names: [String] = []
        for pass in recent {
            for change in pass {
                let name = String(change.prefix { $0 != "=" })
                if !names.contains(name) { names.append(name) }
            }
        }
        if !names.isEmpty {
            message += " Kept changing: " + names.joined(separator: "; ") + "."
        }
        if let period = period(of: changes) {
            message += " The values repeat every \(period) pass\(period == 1 ? "" : "es")."
        } else {
            message += " The values do not repeat."
        }
        return message
    }

    /// How many of the last passes a run may take keep their change logs: the message names
    /// what changed in the last 4, and `period(of:)` compares the last 32.
    static let changeLogWindow = 32

    /// The smallest period p such that the last 2p passes repeat with period p (at most 16).
    static func period(of changes: [[String]]) -> Int? {
        let count = changes.count
        for period in 1...16 where 2 * period <= count {
            var repeats = true
            for index in (count - period)..<count where changes[index] != changes[index - period] {
                repeats = false
                break
            }
            if repeats && !changes[count - period..<count].allSatisfy(\.isEmpty) { return period }
        }
        return nil
    }
}
