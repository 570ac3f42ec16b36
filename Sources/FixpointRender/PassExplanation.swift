import Fixpoint

/// Why one update pass ran, read from a trace: its reason and, for each cause the pass acted on
/// (a state write it applied, a binder change it retried), the chain of events from the first
/// cause (usually a GeometryReader writing a preference) to that cause.
///
/// Built by `fixpoint run --why PASS` and the HTML report from `UpdateReport.trace`; reads only
/// the trace. Each chain is in causal order and ends at an event of the pass itself (the state
/// write applied, or the pass start), so following `cause` from its last event gives the chain.
public struct PassExplanation: Hashable, Sendable {
    /// The pass explained, from 1.
    public var pass: Int
    /// The pass's start event, nil when the trace does not hold it (a filtered trace).
    public var start: TraceEvent?
    /// One chain per cause the pass acted on, each from its first cause to the event of the
    /// pass; empty when the pass has no recorded cause (the initial pass, a new proposal).
    public var chains: [[TraceEvent]]

    /// The explanation of pass `pass` in `trace`, or nil when the trace holds no event of it.
    public init?(pass: Int, in trace: Trace) {
        let events = trace.events.filter { $0.pass == pass }
        guard !events.isEmpty else { return nil }
        self.pass = pass
        start = events.first { if case .passStarted = $0.kind { true } else { false } }
        var chains: [[TraceEvent]] = []
        for event in events {
            guard case .stateApplied = event.kind, event.cause != nil else { continue }
            chains.append(trace.why(eventID: event.id))
        }
        if chains.isEmpty, let start, start.cause != nil {
            chains.append(trace.why(eventID: start.id))
        }
        self.chains = chains
    }

    /// The explanations of every pass the trace holds, in pass order.
    public static func all(in trace: Trace) -> [PassExplanation] {
        var passes: [Int] = []
        for event in trace.events where event.pass > 0 && passes.last != event.pass && !passes.contains(event.pass) {
            passes.append(event.pass)
        }
        return passes.compactMap { PassExplanation(pass: $0, in: trace) }
    }

    /// The pass's reason as its start event gives it (`initial`, `state changed`, …), or
    /// `unknown` when the start is not in the trace.
    public var reason: String {
        if let start, case .passStarted(let reason) = start.kind { return reason.description }
        return "unknown"
    }

    /// One sentence: `pass 2 ran because state changed: 4 writes applied` or
    /// `pass 1 ran because initial (no earlier cause)`.
    public var headline: String {
        let because = "pass \(pass) ran because \(reason)"
        if chains.isEmpty { return because + " (no earlier cause)" }
        let applied = chains.filter { chain in
            if case .stateApplied = chain.last?.kind { true } else { false }
        }.count
        if applied > 0 { return because + ": \(applied) state write\(applied == 1 ? "" : "s") applied" }
        return because
    }

    /// The first event of a chain that is a GeometryReader's preference write, if any: the
    /// measurement the chain starts from.
    public static func measurement(in chain: [TraceEvent]) -> TraceEvent? {
        chain.first { event in
            guard case .preferenceWritten = event.kind else { return false }
            return event.path?.split(separator: "/").contains { $0.hasPrefix("GeometryReader") } ?? false
        }
    }
}
