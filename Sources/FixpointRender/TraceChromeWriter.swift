import Foundation
import Fixpoint

/// Writes a trace in Chrome's trace-event JSON format, to open in Perfetto (ui.perfetto.dev) or
/// `chrome://tracing` and see frames, passes and each phase's events on a timeline.
///
/// The `fixpoint run --chrome-trace FILE` command and tests call it on `UpdateReport.trace`.
/// Time is logical, never a clock: the event with id n occupies the microsecond [n − 1, n), so
/// equal traces give byte-identical documents. Tracks (threads of process 1, "Fixpoint"):
///
/// - tid 1 `frames`: one complete event (`"ph":"X"`) per frame, from its start event to its end
///   event inclusive, so it covers the frame's passes and actions;
/// - tid 2 `passes`: one complete event per pass, from its start event to its end event;
/// - tid 3 `state`, 4 `bodies`, 5 `layout`, 6 `preferences`, 7 `diagnostics`: every other
///   event as a thread-scoped instant event (`"ph":"i","s":"t"`) at its logical time.
///
/// Names are readable labels (`frame 1`, `pass 2 (state changed)`, `body AirplaneView`,
/// `binder WidthKey`); `cat` is the phase; `args` holds the event's id, frame, pass, path, cause
/// and its kind's payload as in `JSONLinesTraceWriter`. A frame or pass whose end is missing (a
/// filtered trace) runs to the last event; an end without a start begins at the first event.
/// Metadata events (`"ph":"M"`) name the process and the tracks. One event a line:
///
/// ```
/// {"traceEvents":[
/// {"name":"process_name","ph":"M","pid":1,"tid":0,"args":{"name":"Fixpoint"}},
/// …
/// {"name":"pass 1 (initial)","cat":"update","ph":"X","ts":1,"dur":9,"pid":1,"tid":2,"args":{…}},
/// {"name":"body AirplaneView","cat":"bodies","ph":"i","s":"t","ts":2,"pid":1,"tid":4,"args":{…}},
/// …
/// ],"displayTimeUnit":"ms"}
/// ```
public enum ChromeTraceWriter {
    /// Renders `trace` as a complete Chrome trace-event JSON document ending in a newline.
    ///
    /// Called by the CLI's `--chrome-trace` option and by tests after `ViewHost.run()`; the
    /// document is valid JSON, events are listed by logical time (metadata first), and every
    /// event of a frame or pass lies inside that frame's or pass's duration.
    public static func render(_ trace: Trace) -> String {
        var lines = metadata().map(\.rendered)
        let spans = Span.spans(of: trace)
        for event in trace.events {
            for span in spans[event.id] ?? [] { lines.append(complete(span).rendered) }
            if event.phase != .update { lines.append(instant(event).rendered) }
        }
        return "{\"traceEvents\":[\n" + lines.joined(separator: ",\n") + "\n],\"displayTimeUnit\":\"ms\"}\n"
    }

    /// The process id of every event.
    static let processID = 1
    /// The track of frames.
    static let framesTrack = 1
    /// The track of passes.
    static let passesTrack = 2
    /// The phases with a track of instant events, in track order from tid 3.
    static let instantPhases: [TraceEvent.Phase] = [.state, .bodies, .layout, .preferences, .diagnostics]

    /// The track (tid) of instant events of `phase`.
    static func track(of phase: TraceEvent.Phase) -> Int {
        3 + (instantPhases.firstIndex(of: phase) ?? instantPhases.count)
    }

    /// The logical start time of an event, in microseconds.
    static func timestamp(of id: Int) -> Int {
        id - 1
    }

    /// The process name, then each track's name and sort index.
    private static func metadata() -> [TraceJSONValue] {
        var events: [TraceJSONValue] = [
            .object([("name", .string("process_name")), ("ph", .string("M")), ("pid", .int(processID)),
                     ("tid", .int(0)), ("args", .object([("name", .string("Fixpoint"))]))]),
        ]
        let tracks = [(framesTrack, "frames"), (passesTrack, "passes")]
            + instantPhases.map { (track(of: $0), $0.rawValue) }
        for (tid, name) in tracks {
            events.append(.object([("name", .string("thread_name")), ("ph", .string("M")), ("pid", .int(processID)),
                                   ("tid", .int(tid)), ("args", .object([("name", .string(name))]))]))
            events.append(.object([("name", .string("thread_sort_index")), ("ph", .string("M")),
                                   ("pid", .int(processID)), ("tid", .int(tid)),
                                   ("args", .object([("sort_index", .int(tid))]))]))
        }
        return events
    }

    /// A frame's or pass's complete event, on the frames or passes track.
    private static func complete(_ span: Span) -> TraceJSONValue {
        let anchor = span.anchor
        var args: [(String, TraceJSONValue)] = [
            ("id", .optional(span.start?.id)), ("endId", .optional(span.end?.id)), ("frame", .int(anchor.frame)),
        ]
        if span.isPass { args.append(("pass", .int(anchor.pass))) }
        args.append(("cause", .optional(span.start?.cause)))
        for event in [span.start, span.end].compactMap({ $0 }) { args += TraceEventFields(event).payload }
        return .object([
            ("name", .string(span.name)), ("cat", .string(TraceEvent.Phase.update.rawValue)), ("ph", .string("X")),
            ("ts", .int(timestamp(of: span.firstID))), ("dur", .int(span.lastID - span.firstID + 1)),
            ("pid", .int(processID)), ("tid", .int(span.isPass ? passesTrack : framesTrack)), ("args", .object(args)),
        ])
    }

    /// An instant event on its phase's track.
    private static func instant(_ event: TraceEvent) -> TraceJSONValue {
        let fields = TraceEventFields(event)
        let args: [(String, TraceJSONValue)] = [
            ("id", .int(event.id)), ("frame", .int(event.frame)), ("pass", .int(event.pass)),
            ("kind", .string(fields.kind)), ("path", .optional(event.path)), ("cause", .optional(event.cause)),
        ] + fields.payload
        return .object([
            ("name", .string(fields.label)), ("cat", .string(event.phase.rawValue)), ("ph", .string("i")),
            ("s", .string("t")), ("ts", .int(timestamp(of: event.id))), ("pid", .int(processID)),
            ("tid", .int(track(of: event.phase))), ("args", .object(args)),
        ])
    }
}
