import Fixpoint

/// What actions did, in order; shared by a test and the views it hosts.
final class ActionLog {
    var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
}

extension UpdateReport {
    /// The trace's lifecycle, value and task events, as text without the pass prefix.
    var actionEvents: [String] {
        trace.events.compactMap { event in
            switch event.kind {
            case .viewAction, .task:
                let text = event.description
                return text.components(separatedBy: " · ").dropFirst().joined(separator: " · ")
            default:
                return nil
            }
        }
    }
}
