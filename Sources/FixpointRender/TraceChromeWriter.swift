import Foundation
import Fixpoint

/// Writes a trace in the trace-event JSON format, to open in Perfetto's UI
/// (https://ui.perfetto.dev) and see frames, passes, each phase's events, the layout recursion
/// and the causes between events on a timeline.
///
/// The `fixpoint run --chrome-trace FILE` command and tests call it on `UpdateReport.trace`.
/// Time is a logical clock, never wall time: the event with id n occupies the microsecond
/// [n − 1, n), so equal traces give byte-identical documents; the process is named
/// `Fixpoint (logical clock: 1 µs = 1 event)` and `otherData.clock` says so. Tracks (threads of
/// process 1), one per phase:
///
/// - tid 1 `frames`: one complete event (`"ph":"X"`) per frame, from its start event to its end
///   event inclusive, so it covers the frame's passes and actions;
/// - tid 2 `passes`: one complete event per pass, from its start event to its end event;
/// - tid 3 `state`, 4 `bodies`, 6 `preferences`, 7 `diagnostics`: every event as a complete
///   event one logical microsecond long;
/// - tid 5 `layout`: every sizing and placement as a complete event spanning its recursion, so
///   the track is a flame chart (see `LayoutSlice`: the trace has no sizing-begin event, and
///   a sizing's start is the first event about its descendants just before it).
///
/// Causes are flow arrows: for each event whose `cause` is in the trace, a flow start
/// (`"ph":"s"`) inside the cause's slice and a flow end (`"ph":"f","bp":"e"`) inside the
/// event's slice, both half a microsecond into the event, with the effect's id as flow id.
///
/// Names are readable labels (`frame 1`, `pass 2 (state changed)`, `body AirplaneView`,
/// `binder WidthKey`); `cat` is the phase; `args` holds the event's id, frame, pass, path, cause
/// and its kind's payload as in `JSONLinesTraceWriter`. A frame or pass whose end is missing (a
/// filtered trace) runs to the last event; an end without a start begins at the first event.
/// Metadata events (`"ph":"M"`) name the process and the tracks. One event a line, by time
/// (an enclosing slice before the slices it contains):
///
/// ```
/// {"traceEvents":[
/// {"name":"process_name","ph":"M","pid":1,"tid":0,"args":{"name":"Fixpoint (logical clock: 1 µs = 1 event)"}},
/// …
/// {"name":"pass 1 (initial)","cat":"update","ph":"X","ts":1,"dur":9,"pid":1,"tid":2,"args":{…}},
/// {"name":"body AirplaneView","cat":"bodies","ph":"X","ts":2,"dur":1,"pid":1,"tid":4,"args":{…}},
/// {"name":"cause","cat":"cause","ph":"s","id":9,"ts":7.5,"pid":1,"tid":6},
/// …
/// ],"displayTimeUnit":"ms","otherData":{"clock":"logical: …"}}
/// ```
public enum ChromeTraceWriter {
    /// What the logical clock is, as written in the document's `otherData`.
    static let clockNote = "logical: the event with id n occupies [n - 1, n) microseconds; not wall time"

    /// Renders `trace` as a complete trace-event JSON document ending in a newline.
    ///
    /// Called by the CLI's `--chrome-trace` option and by tests after `ViewHost.run()`; the
    /// document is valid JSON, events are listed by logical time (metadata first), every event
    /// of a frame or pass lies inside that frame's or pass's duration, and layout slices nest.
    public static func render(_ trace: Trace) -> String {
        var timed: [(ts: Double, dur: Int, value: TraceJSONValue)] = []
        let spans = Span.spans(of: trace)
        for key in spans.keys.sorted() {
            for span in spans[key] ?? [] {
                timed.append((Double(timestamp(of: span.firstID)), span.lastID - span.firstID + 1, complete(span)))
            }
        }
        for layout in layoutSlices(of: trace) {
            timed.append((Double(timestamp(of: layout.firstID)), layout.lastID - layout.firstID + 1,
                          slice(layout.event, firstID: layout.firstID, lastID: layout.lastID)))
        }
        let ids = Set(trace.events.map(\.id))
        for event in trace.events {
            if event.phase != .update && event.phase != .layout {
                timed.append((Double(timestamp(of: event.id)), 1, slice(event, firstID: event.id, lastID: event.id)))
            }
            if let cause = event.cause, ids.contains(cause), let causeEvent = trace.event(id: cause) {
                timed.append((Double(timestamp(of: cause)) + 0.5, 0, flow(from: causeEvent, to: event, start: true)))
                timed.append((Double(timestamp(of: event.id)) + 0.5, 0, flow(from: causeEvent, to: event, start: false)))
            }
        }
        // By time; at equal times the longer slice (the enclosing one) first; else as added.
        let ordered = timed.enumerated().sorted { lhs, rhs in
            if lhs.element.ts != rhs.element.ts { return lhs.element.ts < rhs.element.ts }
            if lhs.element.dur != rhs.element.dur { return lhs.element.dur > rhs.element.dur }
            return lhs.offset < rhs.offset
        }
        let lines = metadata().map(\.rendered) + ordered.map(\.element.value.rendered)
        return "{\"traceEvents\":[\n" + lines.joined(separator: ",\n") + "\n],\"displayTimeUnit\":\"ms\","
            + "\"otherData\":{\"clock\":" + TraceJSONValue.quoted(clockNote) + "}}\n"
    }

    /// The process id of every event.
    static let processID = 1
    /// The track of frames.
    static let framesTrack = 1
    /// The track of passes.
    static let passesTrack = 2
    /// The phases with a track of their own, in track order from tid 3.
    static let phaseTracks: [TraceEvent.Phase] = [.state, .bodies, .layout, .preferences, .diagnostics]

    /// The track (tid) of the events of `phase`.
    static func track(of phase: TraceEvent.Phase) -> Int {
        3 + (phaseTracks.firstIndex(of: phase) ?? phaseTracks.count)
    }

    /// The logical start time of an event, in microseconds.
    static func timestamp(of id: Int) -> Int {
        id - 1
    }

    /// The process name, then each track's name and sort index.
    private static func metadata() -> [TraceJSONValue] {
        var events: [TraceJSONValue] = [
            .object([("name", .string("process_name")), ("ph", .string("M")), ("pid", .int(processID)),
                     ("tid", .int(0)), ("args", .object([("name", .string("Fixpoint (logical clock: 1 µs = 1 event)"))]))]),
        ]
        let tracks = [(framesTrack, "frames"), (passesTrack, "passes")]
            + phaseTracks.map { (track(of: $0), $0.rawValue) }
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

    /// An event as a complete event on its phase's track, covering `firstID…lastID`.
    private static func slice(_ event: TraceEvent, firstID: Int, lastID: Int) -> TraceJSONValue {
        let fields = TraceEventFields(event)
        let args: [(String, TraceJSONValue)] = [
            ("id", .int(event.id)), ("frame", .int(event.frame)), ("pass", .int(event.pass)),
            ("kind", .string(fields.kind)), ("path", .optional(event.path)), ("cause", .optional(event.cause)),
        ] + fields.payload
        return .object([
            ("name", .string(fields.label)), ("cat", .string(event.phase.rawValue)), ("ph", .string("X")),
            ("ts", .int(timestamp(of: firstID))), ("dur", .int(lastID - firstID + 1)), ("pid", .int(processID)),
            ("tid", .int(track(of: event))), ("args", .object(args)),
        ])
    }

    /// One end of the flow arrow from `cause` to `effect`: the start inside the cause's slice, or
    /// the end (bound to the enclosing slice) inside the effect's. The flow id is the effect's id.
    private static func flow(from cause: TraceEvent, to effect: TraceEvent, start: Bool) -> TraceJSONValue {
        let at = start ? cause : effect
        var members: [(String, TraceJSONValue)] = [
            ("name", .string("cause")), ("cat", .string("cause")), ("ph", .string(start ? "s" : "f")),
        ]
        if !start { members.append(("bp", .string("e"))) }
        members += [
            ("id", .int(effect.id)), ("ts", .number(CGFloat(timestamp(of: at.id)) + 0.5)),
            ("pid", .int(processID)), ("tid", .int(track(of: at))),
        ]
        return .object(members)
    }

    /// The track an event is drawn on: its phase's, or frames/passes for boundaries.
    static func track(of event: TraceEvent) -> Int {
        switch event.kind {
        case .frameStarted, .frameEnded: framesTrack
        case .passStarted, .passEnded: passesTrack
        default: track(of: event.phase)
        }
    }
}
