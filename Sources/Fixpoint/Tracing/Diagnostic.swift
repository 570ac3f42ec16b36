/// A problem noticed during an update: a state write during an update, a malformed layout
/// result, a binder dispatching too often, a run that did not converge.
///
/// Recorded by the phase that noticed it and returned in `UpdateReport.diagnostics`, in the
/// order noticed; the same diagnostic for the same node is recorded once per run.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: String, Hashable, Sendable {
        /// `@State` was written while bodies or layout ran; the write was ignored.
        case stateModifiedDuringUpdate
        /// A `Layout` returned a non-finite or negative size, or placed a subview at a
        /// non-finite position; layout went on with a sanitised value.
        case invalidLayoutResult
        /// A proposal, frame dimension, priority or size was NaN, negative or infinite where no
        /// view can use it; layout went on with a sanitised value named in the message.
        case invalidLayoutInput
        /// An `onPreferenceChange` binder dispatched more often than the per-frame limit.
        case boundPreferenceUpdatedTooOften
        /// An `onChange(of:)` action was dispatched more often than the per-frame limit; the change
        /// was dropped and retried in the next frame.
        case onChangeUpdatedTooOften
        /// An `onGeometryChange` value was refused because it had already been dispatched in the run.
        case geometryActionCycling
        /// The run reached the frame limit without a fixed point.
        case notConverged
        /// A view was used in a way Fixpoint cannot lay out as SwiftUI would.
        case unsupported
    }

    /// The kind of problem.
    public var kind: Kind
    /// The message, worded as SwiftUI words it where SwiftUI has a message.
    public var message: String
    /// The path of the view concerned, if any.
    public var path: String?

    /// Creates a diagnostic.
    public init(kind: Kind, message: String, path: String? = nil) {
        self.kind = kind
        self.message = message
        self.path = path
    }

    /// `message` followed by the path in brackets.
    public var description: String {
        guard let path else { return message }
        return "\(message) [\(path)]"
    }
}

extension Diagnostic.Kind {
    /// The fixed message of kinds that have one.
    var standardMessage: String? {
        switch self {
        case .stateModifiedDuringUpdate: "Modifying state during view update, this will cause undefined behavior."
        case .geometryActionCycling: "Geometry action is cycling between duplicate values."
        default: nil
        }
    }
}
