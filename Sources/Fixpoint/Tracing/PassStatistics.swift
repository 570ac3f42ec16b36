/// Counters of one update pass, which tests assert on instead of on event positions.
///
/// The recorder fills one per pass while the phases run; values are final once the pass ends.
public struct PassStatistics: Hashable, Sendable {
    /// The pass number within the run, from 1.
    public var pass: Int
    /// Why the pass ran.
    public var reason: PassReason
    /// Bodies evaluated (views and custom modifiers; GeometryReader content included).
    public var bodyEvaluations = 0
    /// Calls of a view's sizing (`sizeThatFits`) that were computed.
    public var sizingCalls = 0
    /// Calls of a view's sizing answered from the per-node memo.
    public var memoHits = 0
    /// Distinct views whose size was computed (not answered from the memo) in this pass.
    public var nodesMeasured = 0
    /// The most sizes computed for one view in this pass (proposals it was measured for).
    public var maxSizingCallsPerNode = 0
    /// Views placed.
    public var placements = 0
    /// `reduce` calls per preference key type name, sorted by key when listed.
    public var reduceCalls: [String: Int] = [:]
    /// `onPreferenceChange` actions enqueued.
    public var binderDispatches = 0
    /// State writes that changed a value and were applied at the start of the pass.
    public var stateWrites = 0
    /// Node paths the trace resolved for its events in this pass; a path already resolved in
    /// an earlier pass or run of the same tree structure is reused and not counted, and so is
    /// the path of a node that is no snapshot member (a modifier), which is its nearest
    /// member's, when that member's is known.
    public var pathsResolved = 0

    /// Creates the counters of a pass.
    public init(pass: Int, reason: PassReason) {
        self.pass = pass
        self.reason = reason
    }
}

/// Why an update pass ran.
public enum PassReason: Hashable, Sendable, CustomStringConvertible {
    /// The first pass of a new host.
    case initial
    /// The host's proposal changed.
    case proposalChanged
    /// The host's environment changed.
    case environmentChanged
    /// State was written (by an action or an interaction).
    case stateChanged
    /// A binder's change was dropped in the previous frame and is retried.
    case preferenceRetried
    /// Nothing was known to change; the host was asked to run again.
    case rerun

    /// A short readable reason.
    public var description: String {
        switch self {
        case .initial: "initial"
        case .proposalChanged: "proposal changed"
        case .environmentChanged: "environment changed"
        case .stateChanged: "state changed"
        case .preferenceRetried: "preference retried"
        case .rerun: "re-run"
        }
    }
}
