/// The typed events of one run, in order; `String(describing:)` is the text log, one event a
/// line.
///
/// Produced by `ViewHost.run()` in `UpdateReport.trace`; a plain value that can be filtered by
/// key, path or phase and asked why a pass or a body evaluation happened.
public struct Trace: Hashable, Sendable, CustomStringConvertible {
    /// The events, in the order they happened.
    public var events: [TraceEvent]

    /// Creates a trace from events.
    public init(events: [TraceEvent] = []) {
        self.events = events
    }

    /// Traces are equal when their events, in order, are.
    public static func == (lhs: Trace, rhs: Trace) -> Bool {
        PathText.listsEqual(lhs.events, rhs.events) { $0.isEqual(to: $1, provenPaths: &$2) }
    }

    /// The text log: one event a line, each line ending in a newline.
    public var description: String {
        events.map { $0.description + "\n" }.joined()
    }

    /// The event with `id`.
    public func event(id: Int) -> TraceEvent? {
        guard id >= 1, id <= events.count, events[id - 1].id == id else {
            return events.first { $0.id == id }
        }
        return events[id - 1]
    }

    /// The events of the given phases.
    public func filtered(phases: Set<TraceEvent.Phase>) -> Trace {
        Trace(events: events.filter { phases.contains($0.phase) })
    }

    /// The events about preference key `key` (its type name).
    public func filtered(key: String) -> Trace {
        Trace(events: events.filter { $0.key == key })
    }

    /// The events about the view at `path` or below it.
    public func filtered(pathPrefix: String) -> Trace {
        Trace(events: events.filter { event in
            guard let path = event.path else { return false }
            return path == pathPrefix || path.hasPrefix(pathPrefix + "/")
        })
    }

    /// The chain of causes behind the event with `id`, from the first cause to the event itself.
    public func why(eventID id: Int) -> [TraceEvent] {
        var chain: [TraceEvent] = []
        var next: Int? = id
        var seen: Set<Int> = []
        while let current = next, let event = event(id: current), seen.insert(current).inserted {
            chain.append(event)
            next = event.cause
        }
        return chain.reversed()
    }

    /// The chain of causes behind pass `pass` (the causes of its start event).
    public func why(pass: Int) -> [TraceEvent] {
        guard let start = events.first(where: { event in
            if case .passStarted = event.kind { return event.pass == pass }
            return false
        }) else { return [] }
        return why(eventID: start.id)
    }

    /// The chain of causes behind the `occurrence`-th evaluation (from 1) of the body at `path`.
    public func why(bodyAt path: String, occurrence: Int = 1) -> [TraceEvent] {
        let evaluations = events.filter { event in
            if case .bodyEvaluated = event.kind { return event.path == path }
            return false
        }
        guard occurrence >= 1, occurrence <= evaluations.count else { return [] }
        return why(eventID: evaluations[occurrence - 1].id)
    }
}
