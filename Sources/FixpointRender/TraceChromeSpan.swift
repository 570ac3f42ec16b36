import Fixpoint

extension ChromeTraceWriter {
    /// A frame or a pass as one duration on the timeline: its start and end events and the ids
    /// of the first and last events it covers.
    ///
    /// Found by `spans(of:)` for `ChromeTraceWriter.render(_:)`; `firstID ≤ lastID` always, and
    /// the span covers every event recorded between its start and its end.
    struct Span {
        /// Whether this is a pass (else a frame).
        let isPass: Bool
        /// The start event, nil when the trace holds only the end.
        let start: TraceEvent?
        /// The end event, nil when the trace holds only the start.
        let end: TraceEvent?
        /// The id of the first event the span covers.
        let firstID: Int
        /// The id of the last event the span covers.
        let lastID: Int

        /// The event the span is known by: its start, else its end.
        var anchor: TraceEvent {
            // One of the two is always set: spans are only made from a start or an end.
            start ?? end!
        }

        /// `frame 2`, `frame 3 (settled)`, `pass 4 (state changed)`.
        var name: String {
            if isPass {
                guard let start, case .passStarted(let reason) = start.kind else { return "pass \(anchor.pass)" }
                return "pass \(start.pass) (\(reason))"
            }
            if let end, case .frameEnded(settled: true) = end.kind { return "frame \(anchor.frame) (settled)" }
            return "frame \(anchor.frame)"
        }

        /// The frames and passes of `trace`, keyed by the id of the event at whose place in the
        /// trace they are written (their first covered event).
        ///
        /// A start matches the next end of the same frame or pass number. A start left open (a
        /// later start comes first, or the trace ends) runs to the event before the next start
        /// or to the last event; an end without a start begins at the trace's first event.
        static func spans(of trace: Trace) -> [Int: [Span]] {
            guard let firstID = trace.events.first?.id, let lastID = trace.events.last?.id else { return [:] }
            var spans: [Int: [Span]] = [:]
            var open: [Bool: TraceEvent] = [:]
            func add(isPass: Bool, start: TraceEvent?, end: TraceEvent?, through last: Int) {
                let first = start?.id ?? firstID
                spans[first, default: []].append(Span(isPass: isPass, start: start, end: end, firstID: first,
                                                      lastID: max(first, last)))
            }
            for event in trace.events {
                let isPass: Bool
                let isStart: Bool
                switch event.kind {
                case .frameStarted: (isPass, isStart) = (false, true)
                case .frameEnded: (isPass, isStart) = (false, false)
                case .passStarted: (isPass, isStart) = (true, true)
                case .passEnded: (isPass, isStart) = (true, false)
                default: continue
                }
                let number = { (event: TraceEvent) in isPass ? event.pass : event.frame }
                if isStart {
                    if let previous = open[isPass] { add(isPass: isPass, start: previous, end: nil, through: event.id - 1) }
                    open[isPass] = event
                } else if let start = open[isPass], number(start) == number(event) {
                    add(isPass: isPass, start: start, end: event, through: event.id)
                    open[isPass] = nil
                } else {
                    add(isPass: isPass, start: nil, end: event, through: event.id)
                }
            }
            for isPass in [false, true] {
                if let start = open[isPass] { add(isPass: isPass, start: start, end: nil, through: lastID) }
            }
            return spans
        }
    }
}
