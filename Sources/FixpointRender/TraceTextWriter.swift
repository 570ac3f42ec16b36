import Fixpoint

/// The text log of a trace with event ids and causes, one event a line:
/// `#9   pass 1 · binder WidthKey at AirplaneView/background/overlay: 0 → 175  ← #8`.
///
/// `fixpoint run --trace` and `--why` print it; it reads only the trace and pads ids to the
/// widest one, so equal traces give byte-identical text. `TraceEvent.description` (the line
/// without id and cause) stays the log's stable core.
public enum TraceTextWriter {
    /// Every event of `trace`, one a line, each line ending in a newline.
    public static func render(_ trace: Trace) -> String {
        let width = idWidth(of: trace.events)
        return trace.events.map { line(for: $0, idWidth: width) + "\n" }.joined()
    }

    /// One event's line: its id padded to `idWidth` characters after `#`, its description and,
    /// when it has one, `  ← #cause`.
    public static func line(for event: TraceEvent, idWidth: Int) -> String {
        let id = "#\(event.id)"
        let padded = id + String(repeating: " ", count: max(1, idWidth + 2 - id.count))
        return padded + event.description + (event.cause.map { "  ← #\($0)" } ?? "")
    }

    /// The number of digits of the largest id among `events`.
    static func idWidth(of events: [TraceEvent]) -> Int {
        String(events.map(\.id).max() ?? 0).count
    }

    /// What `shown` leaves out of `full`, counted per event kind in kind order:
    /// `filtered out 12 events: 8 sized, 4 placed`; nil when nothing is left out.
    ///
    /// Called by `fixpoint run --trace` so a filtered log says what it does not show.
    public static func omittedSummary(of full: Trace, shown: Trace) -> String? {
        let kept = Set(shown.events.map(\.id))
        var counts: [(kind: String, count: Int)] = []
        for event in full.events where !kept.contains(event.id) {
            let kind = TraceEventFields(event).kind
            if let index = counts.firstIndex(where: { $0.kind == kind }) {
                counts[index].count += 1
            } else {
                counts.append((kind, 1))
            }
        }
        guard !counts.isEmpty else { return nil }
        let order = TraceEventFields.kindOrder
        counts.sort { (order.firstIndex(of: $0.kind) ?? order.count) < (order.firstIndex(of: $1.kind) ?? order.count) }
        let total = counts.reduce(0) { $0 + $1.count }
        return "filtered out \(total) event\(total == 1 ? "" : "s"): "
            + counts.map { "\($0.count) \($0.kind)" }.joined(separator: ", ")
    }

    /// The answer to "why did this pass run?": the headline, then each chain's events with ids
    /// and causes, one chain per paragraph headed by the state written (or the cause retried).
    public static func render(_ explanation: PassExplanation) -> String {
        var output = explanation.headline + "\n"
        let width = idWidth(of: explanation.chains.flatMap { $0 } + (explanation.start.map { [$0] } ?? []))
        for chain in explanation.chains {
            guard let last = chain.last else { continue }
            var heading = "because of " + subject(of: last)
            if let measurement = PassExplanation.measurement(in: chain), let path = measurement.path {
                heading += ", measured by \(path)"
            }
            output += "\n" + heading + ":\n"
            for event in chain { output += "  " + line(for: event, idWidth: width) + "\n" }
        }
        return output
    }

    /// What an event is about, in a few words: `proposedWidth at AirplaneView`, `WidthKey at …`.
    static func subject(of event: TraceEvent) -> String {
        let at = event.path.map { " at \($0)" } ?? ""
        switch event.kind {
        case .stateApplied(let name, _, _), .stateWritten(let name, _, _): return "state \(name)\(at)"
        case .passStarted(let reason): return "pass \(event.pass) (\(reason))"
        default: return TraceEventFields(event).label + at
        }
    }
}
