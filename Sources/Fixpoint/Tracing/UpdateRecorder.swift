/// Collects what happens during a run: counters per pass, body evaluations per type and
/// diagnostics.
///
/// Owned by the host and shared with the graph and layout engine; reset at the start of every
/// run so that a report describes exactly one run.
final class UpdateRecorder {
    private(set) var passes: [PassStatistics] = []
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var bodyEvaluationsByType: [String: Int] = [:]
    private var diagnosed: Set<String> = []
    /// Computes paths for diagnostics; set by the host.
    var pathOfNode: (ViewNode) -> String = { $0.name }

    /// Starts a new run.
    func beginRun() {
        passes = []
        diagnostics = []
        bodyEvaluationsByType = [:]
        diagnosed = []
    }

    /// Starts a pass.
    func beginPass(reason: PassReason) {
        passes.append(PassStatistics(pass: passes.count + 1, reason: reason))
    }

    private func count(_ update: (inout PassStatistics) -> Void) {
        guard !passes.isEmpty else { return }
        update(&passes[passes.count - 1])
    }

    func bodyEvaluated(_ node: ViewNode) {
        bodyEvaluationsByType[node.name, default: 0] += 1
        count { $0.bodyEvaluations += 1 }
    }

    func sized(memoHit: Bool) {
        count { if memoHit { $0.memoHits += 1 } else { $0.sizingCalls += 1 } }
    }

    func placed() {
        count { $0.placements += 1 }
    }

    func stateWritten(_ storage: AnyStateStorage, old: String, new: String) {}

    func stateCommitted(_ storage: AnyStateStorage, old: String, new: String) {
        count { $0.stateWrites += 1 }
    }

    func nodeDiscarded(_ node: ViewNode) {}

    /// Records a diagnostic once per (kind, node, message) per run.
    func diagnose(_ kind: Diagnostic.Kind, node: ViewNode?, message: String? = nil) {
        let text = message ?? kind.standardMessage ?? kind.rawValue
        let path = node.map(pathOfNode)
        let key = "\(kind.rawValue)|\(path ?? "")|\(text)"
        guard diagnosed.insert(key).inserted else { return }
        diagnostics.append(Diagnostic(kind: kind, message: text, path: path))
    }
}
