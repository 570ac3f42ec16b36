import Foundation

/// One thing that happened during a run, typed: a frame or pass boundary, a body evaluation, a
/// sizing, a preference written, reduced or delivered, an action, a state write, a diagnostic.
///
/// Recorded by the phase it belongs to, in order; `cause` names the id of the event that led
/// to it, so a log can answer "why did pass 3 run?". Values are stable run to run.
public struct TraceEvent: Hashable, Sendable, CustomStringConvertible {
    /// The event's sequence number in its run, from 1.
    public var id: Int
    /// The frame it happened in, from 1.
    public var frame: Int
    /// The pass it happened in (or after, for actions), from 1.
    public var pass: Int
    /// What happened (a preference event of numbers is spelled here, when read).
    public var kind: Kind {
        get {
            switch recorded {
            case .kind(let kind): kind
            case .numbers(let numbers): numbers.kind
            }
        }
        set { recorded = .kind(newValue) }
    }
    /// The kind as recorded.
    private var recorded: RecordedKind

    /// How an event keeps its kind: built, or a preference event's numbers not yet spelled.
    private enum RecordedKind: Sendable {
        case kind(Kind)
        case numbers(PreferenceNumbers)
    }
    /// The path of the view concerned, if any (spelled out when read: events share their
    /// views' path prefixes, so a deep tree's trace holds no quadratic amount of text).
    public var path: String? {
        get { heldPath?.text }
        set { pathStorage = newValue.map(PathStorage.text) ?? .none }
    }
    private var pathStorage: PathStorage
    /// The id of the event that caused this one, if known.
    public var cause: Int?

    /// How an event holds its path. (Not an optional `HeldPath`: an event is made, copied and
    /// destroyed at every recording, and through an optional that cost the traced summing tree's
    /// leaf change 21% more instructions.)
    private enum PathStorage: Sendable {
        case none
        case text(String)
        case shared(SnapshotPath)
    }

    /// The path as `HeldPath` reads, compares and digests it (nil when the event has none).
    private var heldPath: HeldPath? {
        switch pathStorage {
        case .none: nil
        case .text(let text): .text(text)
        case .shared(let shared): .shared(shared)
        }
    }

    /// Sets the path to `path`, kept shared until read (the recorder resolves paths so).
    mutating func setPath(_ path: SnapshotPath) {
        pathStorage = .shared(path)
    }

    /// Events are equal when every field is, the path compared as text.
    public static func == (lhs: TraceEvent, rhs: TraceEvent) -> Bool {
        var proven: [ObjectIdentifier: ObjectIdentifier] = [:]
        return lhs.isEqual(to: rhs, provenPaths: &proven)
    }

    /// `==`, with the pairs of shared paths already found equal (`SnapshotPath.haveEqualText`):
    /// comparing the events of two traces in order walks each pair of ancestors once.
    func isEqual(to other: TraceEvent, provenPaths: inout [ObjectIdentifier: ObjectIdentifier]) -> Bool {
        guard id == other.id && frame == other.frame && pass == other.pass && cause == other.cause
            && kind == other.kind else { return false }
        switch (heldPath, other.heldPath) {
        case (nil, nil): return true
        case (let left?, let right?): return left.hasSameText(as: right, proven: &provenPaths)
        default: return false
        }
    }

    /// Hashes every field, the path by its text's digest (the same for a spelled and a shared
    /// path of one text: `PathText`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(frame)
        hasher.combine(pass)
        hasher.combine(kind)
        hasher.combine(heldPath?.digest)
        hasher.combine(cause)
    }

    /// Creates an event.
    public init(id: Int, frame: Int, pass: Int, kind: Kind, path: String? = nil, cause: Int? = nil) {
        self.id = id
        self.frame = frame
        self.pass = pass
        self.recorded = .kind(kind)
        self.pathStorage = path.map(PathStorage.text) ?? .none
        self.cause = cause
    }

    /// An event of a preference write or `reduce` of numbers (recorded by the preferences
    /// phase), spelled when read.
    init(id: Int, frame: Int, pass: Int, numbers: PreferenceNumbers, cause: Int?) {
        self.id = id
        self.frame = frame
        self.pass = pass
        self.recorded = .numbers(numbers)
        self.pathStorage = .none
        self.cause = cause
    }

    /// The phase of an update that records an event; used to filter traces.
    public enum Phase: String, CaseIterable, Hashable, Sendable {
        /// Frame and pass boundaries.
        case update
        /// State writes requested and applied.
        case state
        /// Body evaluations.
        case bodies
        /// Sizing and placement.
        case layout
        /// Preference values written, reduced and delivered, and the actions run after a pass:
        /// binder actions, lifecycle and value actions, and task events.
        case preferences
        /// Diagnostics.
        case diagnostics
    }

    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A frame began.
        case frameStarted
        /// A frame ended; `settled` when the run reached its fixed point in it.
        case frameEnded(settled: Bool)
        /// A pass began, for `reason`.
        case passStarted(reason: PassReason)
        /// A pass ended.
        case passEnded
        /// A body (or GeometryReader content) was evaluated.
        case bodyEvaluated(type: String)
        /// A view answered a proposal with a size (`memoHit` when answered from the memo).
        case sized(type: String, proposal: ProposedViewSize, size: CGSize, memoHit: Bool)
        /// A view was placed at `frame`.
        case placed(type: String, frame: CGRect)
        /// A view wrote a preference value.
        case preferenceWritten(key: String, value: String)
        /// `reduce` combined two values of a key.
        case preferenceReduced(key: String, value: String, next: String, result: String)
        /// An `onPreferenceChange` binder saw a new value and enqueued its action.
        case preferenceDelivered(key: String, old: String, new: String)
        /// A binder's new value was dropped for the frame (it had already dispatched).
        case preferenceDropped(key: String, old: String, new: String)
        /// A queued action ran.
        case actionRun(key: String, value: String)
        /// A lifecycle or value action ran after a pass: `onAppear`, `onDisappear` (value: the
        /// view that went), `onChange(of: T)` or `onGeometryChange(for: T)` (value: old → new).
        case viewAction(action: String, value: String)
        /// A task of `task(priority:_:)`/`task(id:priority:_:)` on the host's executor: `started`,
        /// `cancelled`, `resumed` (detail: the host clock's time) or `finished`.
        case task(event: String, detail: String)
        /// State was written outside an update (the write is applied by the next pass).
        case stateWritten(name: String, old: String, new: String)
        /// A pending state write was applied at the start of a pass.
        case stateApplied(name: String, old: String, new: String)
        /// A change carried a transaction: a state write made in `withAnimation`,
        /// `withTransaction` or through `Binding.animation` (at the state's owner), or an
        /// `animation(_:value:)`, `animation(_:)` or `transaction(_:)` modifier that set its
        /// subtree's transaction (at the modifier's content). `animation` is nil when none runs.
        case transaction(source: String, animation: String?, disablesAnimations: Bool)
        /// A change the view observes arrived outside a pass: a property of an `@Observable`
        /// object that its body read (`object` is the object's type), or an `ObservableObject`
        /// it holds sent `objectWillChange` (`change` names a `@Published` property and its
        /// values when known). The view's body runs in the next pass.
        case observedChange(object: String, change: String?)
        /// A diagnostic was recorded.
        case diagnostic(message: String)
    }

    /// The phase this event belongs to.
    public var phase: Phase {
        guard case .kind(let kind) = recorded else { return .preferences }
        return switch kind {
        case .frameStarted, .frameEnded, .passStarted, .passEnded: .update
        case .stateWritten, .stateApplied, .transaction, .observedChange: .state
        case .bodyEvaluated: .bodies
        case .sized, .placed: .layout
        case .preferenceWritten, .preferenceReduced, .preferenceDelivered, .preferenceDropped, .actionRun, .viewAction, .task:
            .preferences
        case .diagnostic: .diagnostics
        }
    }

    /// The preference key the event concerns, if any.
    public var key: String? {
        if case .numbers(let numbers) = recorded { return numbers.key }
        return switch kind {
        case .preferenceWritten(let key, _), .preferenceReduced(let key, _, _, _), .preferenceDelivered(let key, _, _),
             .preferenceDropped(let key, _, _), .actionRun(let key, _):
            key
        default:
            nil
        }
    }

    /// One readable line, e.g. `pass 1 · binder WidthKey at AirplaneView/HStack: 0 → 175`.
    public var description: String {
        let at = path.map { " at \($0)" } ?? ""
        let body: String
        switch kind {
        case .frameStarted: return "frame \(frame) · start"
        case .frameEnded(let settled): return "frame \(frame) · end\(settled ? " (settled)" : "")"
        case .passStarted(let reason): return "pass \(pass) · start (\(reason))"
        case .passEnded: return "pass \(pass) · end"
        case .bodyEvaluated(let type): body = "body \(type)\(at)"
        case .sized(let type, let proposal, let size, let memoHit):
            body = "size \(type)\(at): \(proposal) → \(NumberFormat.string(size.width))×\(NumberFormat.string(size.height))\(memoHit ? " (memo)" : "")"
        case .placed(let type, let frame):
            body = "place \(type)\(at): [x:\(NumberFormat.string(frame.minX)) y:\(NumberFormat.string(frame.minY)) w:\(NumberFormat.string(frame.width)) h:\(NumberFormat.string(frame.height))]"
        case .preferenceWritten(let key, let value): body = "write \(key)\(at): \(value)"
        case .preferenceReduced(let key, let value, let next, let result): body = "reduce \(key)\(at): \(value), \(next) → \(result)"
        case .preferenceDelivered(let key, let old, let new): body = "binder \(key)\(at): \(old) → \(new)"
        case .preferenceDropped(let key, let old, let new): body = "binder \(key)\(at) dropped: \(old) → \(new) (already updated in frame \(frame))"
        case .actionRun(let key, let value): body = "action \(key)\(at): \(value)"
        case .viewAction(let action, let value): body = "action \(action)\(at)\(value.isEmpty ? "" : ": \(value)")"
        case .task(let event, let detail): body = "task \(event)\(at)\(detail.isEmpty ? "" : ": \(detail)")"
        case .stateWritten(let name, let old, let new): body = "state \(name)\(at): \(old) → \(new)"
        case .stateApplied(let name, let old, let new): body = "apply \(name)\(at): \(old) → \(new)"
        case .transaction(let source, let animation, let disables):
            body = "transaction \(source)\(at): \(animation ?? "no animation")\(disables ? " (animations disabled)" : "")"
        case .observedChange(let object, let change): body = "observed \(object)\(at)\(change.map { ": \($0)" } ?? "")"
        case .diagnostic(let message): body = "diagnostic\(at): \(message)"
        }
        return "pass \(pass) · \(body)"
    }
}
