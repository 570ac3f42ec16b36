/// The phases of an update pass, in the order they run.
///
/// `UpdatePass` runs them; `ViewHost.run(until:)` stops a single pass after one of them, so a
/// test can look at the tree between phases (as Flutter's `pumpFrame(phase:)` does).
public enum UpdatePhase: Int, CaseIterable, Comparable, Sendable, CustomStringConvertible {
    /// Pending `@State` writes are applied; readers of changed state are marked dirty.
    case writes
    /// Dirty bodies are evaluated top-down and their children reconciled.
    case bodies
    /// Elements are sized and placed; GeometryReader content is built here.
    case layout
    /// Preference values are combined for every `onPreferenceChange`, in tree order.
    case preferences
    /// Each binder compares its value with the one it last delivered and queues its action.
    case binders
    /// Queued actions run, outside the update; their writes wait for the next pass.
    case actions

    /// Phases are ordered as they run.
    public static func < (lhs: UpdatePhase, rhs: UpdatePhase) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The phase's name.
    public var description: String {
        switch self {
        case .writes: "writes"
        case .bodies: "bodies"
        case .layout: "layout"
        case .preferences: "preferences"
        case .binders: "binders"
        case .actions: "actions"
        }
    }
}
