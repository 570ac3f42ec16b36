import Foundation
import Fixpoint

/// The machine-readable parts of one trace event: its kind's short name, a readable label, and
/// the kind's payload as ordered JSON members.
///
/// Shared by `JSONLinesTraceWriter` and `ChromeTraceWriter` so both files name kinds and payload
/// fields alike; it reads only the event, and the member order is fixed per kind.
struct TraceEventFields {
    /// The kind's short name, the name of its `TraceEvent.Kind` case (`passStarted`,
    /// `bodyEvaluated`, `preferenceDelivered`, …).
    let kind: String
    /// A readable label for timelines: `body AirplaneView`, `binder WidthKey`, `pass 2 (state changed)`.
    let label: String
    /// The kind's payload in a fixed order: key, value, old, new, reason, type, proposal, size,
    /// rect (a placed frame), message, …; never a name of the common members.
    let payload: [(String, TraceJSONValue)]

    /// The fields of `event`.
    init(_ event: TraceEvent) {
        switch event.kind {
        case .frameStarted:
            self.init("frameStarted", "frame \(event.frame)", [])
        case .frameEnded(let settled):
            self.init("frameEnded", "frame \(event.frame) end", [("settled", .bool(settled))])
        case .passStarted(let reason):
            self.init("passStarted", "pass \(event.pass) (\(reason))", [("reason", .string(reason.description))])
        case .passEnded:
            self.init("passEnded", "pass \(event.pass) end", [])
        case .bodyEvaluated(let type):
            self.init("bodyEvaluated", "body \(type)", [("type", .string(type))])
        case .sized(let type, let proposal, let size, let memoHit):
            self.init("sized", "size \(type)", [
                ("type", .string(type)),
                ("proposal", .object([("width", .optional(proposal.width)), ("height", .optional(proposal.height))])),
                ("size", .object([("width", .number(size.width)), ("height", .number(size.height))])),
                ("memoHit", .bool(memoHit)),
            ])
        case .placed(let type, let frame):
            self.init("placed", "place \(type)", [
                ("type", .string(type)),
                // Named `rect`: `frame` is already every event's frame number.
                ("rect", .object([("x", .number(frame.minX)), ("y", .number(frame.minY)),
                                   ("width", .number(frame.width)), ("height", .number(frame.height))])),
            ])
        case .preferenceWritten(let key, let value):
            self.init("preferenceWritten", "write \(key)", [("key", .string(key)), ("value", .string(value))])
        case .preferenceReduced(let key, let value, let next, let result):
            self.init("preferenceReduced", "reduce \(key)", [
                ("key", .string(key)), ("value", .string(value)), ("next", .string(next)), ("result", .string(result)),
            ])
        case .preferenceDelivered(let key, let old, let new):
            self.init("preferenceDelivered", "binder \(key)", Self.change(("key", key), old: old, new: new))
        case .preferenceDropped(let key, let old, let new):
            self.init("preferenceDropped", "binder \(key) dropped", Self.change(("key", key), old: old, new: new))
        case .actionRun(let key, let value):
            self.init("actionRun", "action \(key)", [("key", .string(key)), ("value", .string(value))])
        case .viewAction(let action, let value):
            self.init("viewAction", "action \(action)", [("action", .string(action)), ("value", .string(value))])
        case .task(let event, let detail):
            self.init("task", "task \(event)", [("event", .string(event)), ("detail", .string(detail))])
        case .stateWritten(let name, let old, let new):
            self.init("stateWritten", "state \(name)", Self.change(("name", name), old: old, new: new))
        case .stateApplied(let name, let old, let new):
            self.init("stateApplied", "apply \(name)", Self.change(("name", name), old: old, new: new))
        case .transaction(let source, let animation, let disables):
            self.init("transaction", "transaction \(source)", [
                ("source", .string(source)), ("animation", .optional(animation)),
                ("disablesAnimations", .bool(disables)),
            ])
        case .diagnostic(let message):
            self.init("diagnostic", "diagnostic: \(message)", [("message", .string(message))])
        }
    }

    /// Every kind's short name, in the order of `TraceEvent.Kind`'s cases: summaries that
    /// count events per kind list them in this order.
    static let kindOrder = [
        "frameStarted", "frameEnded", "passStarted", "passEnded", "bodyEvaluated", "sized", "placed",
        "preferenceWritten", "preferenceReduced", "preferenceDelivered", "preferenceDropped", "actionRun",
        "viewAction", "task", "stateWritten", "stateApplied", "diagnostic",
    ]

    private init(_ kind: String, _ label: String, _ payload: [(String, TraceJSONValue)]) {
        self.kind = kind
        self.label = label
        self.payload = payload
    }

    /// The members of a change: the subject (`key` or `name`), then `old` and `new`.
    private static func change(_ subject: (String, String), old: String, new: String) -> [(String, TraceJSONValue)] {
        [(subject.0, .string(subject.1)), ("old", .string(old)), ("new", .string(new))]
    }
}
