import Foundation
import Fixpoint

/// Writes a trace as JSON Lines: one JSON object per event, one event a line, for `jq`, log
/// pipelines and scripts that check pass counts or follow `cause` chains.
///
/// The `fixpoint run --json FILE` command and tests call it on `UpdateReport.trace`. It reads
/// only the trace and writes JSON by hand, so the key order is fixed and equal traces give
/// byte-identical text. Every object starts with the same members, in this order:
///
/// - `id`, `frame`, `pass`: integers, as in `TraceEvent`;
/// - `phase`: `update`, `state`, `bodies`, `layout`, `preferences` or `diagnostics`;
/// - `kind`: the kind's case name (`frameStarted`, `passStarted`, `bodyEvaluated`, `sized`,
///   `placed`, `preferenceWritten`, `preferenceReduced`, `preferenceDelivered`,
///   `preferenceDropped`, `actionRun`, `stateWritten`, `stateApplied`, `transaction`, `diagnostic`, …);
/// - `path`, `cause`: the view's path and the causing event's id, or `null`;
///
/// then the kind's payload: `settled`; `reason`; `type`; `key`, `value`, `next`, `result`;
/// `key` or `name` with `old` and `new`; `proposal` (`width`, `height`, `null` when
/// unspecified), `size` (`width`, `height`) and `memoHit`; `rect` (`x`, `y`, `width`,
/// `height`: the placed frame, named apart from the frame number); `message`. Numbers use `NumberFormat` (up to three decimals); ∞ is the string
/// `"∞"`. Values are the trace's readable descriptions, as strings. For example:
///
/// ```
/// {"id":2,"frame":1,"pass":1,"phase":"update","kind":"passStarted","path":null,"cause":null,"reason":"initial"}
/// {"id":3,"frame":1,"pass":1,"phase":"bodies","kind":"bodyEvaluated","path":"AirplaneView","cause":null,"type":"AirplaneView"}
/// ```
public enum JSONLinesTraceWriter {
    /// Renders every event of `trace` as one JSON object on its own line, in trace order.
    ///
    /// Called by the CLI's `--json` option and by tests after `ViewHost.run()`; each line ends
    /// with a newline, the text holds no other line breaks (they are escaped inside strings),
    /// and an empty trace gives the empty string.
    public static func render(_ trace: Trace) -> String {
        var output = ""
        for event in trace.events {
            object(for: event).write(to: &output)
            output += "\n"
        }
        return output
    }

    /// One event's JSON object on one line, without the newline.
    ///
    /// Called by `render(_:)` and by sinks that stream events as they come; the text is the
    /// line `render(_:)` writes for the event, so both outputs agree byte for byte.
    public static func line(for event: TraceEvent) -> String {
        object(for: event).rendered
    }

    /// The JSON object of one event: the common members, then the kind's payload.
    static func object(for event: TraceEvent) -> TraceJSONValue {
        let fields = TraceEventFields(event)
        return .object(commonMembers(of: event, kind: fields.kind) + fields.payload)
    }

    /// The members every event has, in order: id, frame, pass, phase, kind, path, cause; `path`
    /// and `cause` are `null` when absent, never left out.
    static func commonMembers(of event: TraceEvent, kind: String) -> [(String, TraceJSONValue)] {
        [("id", .int(event.id)), ("frame", .int(event.frame)), ("pass", .int(event.pass)),
         ("phase", .string(event.phase.rawValue)), ("kind", .string(kind)),
         ("path", .optional(event.path)), ("cause", .optional(event.cause))]
    }
}
