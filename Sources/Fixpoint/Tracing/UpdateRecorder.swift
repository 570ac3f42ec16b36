import Foundation

/// How much a run records in its trace.
public enum TraceDetail: Hashable, Sendable {
    /// No events (counters and diagnostics are still kept).
    case off
    /// Every phase but sizing and placement: frames, passes, bodies, preferences, actions, state.
    case standard
    /// Everything, including every sizing and placement.
    case full
}

/// Collects what happens during a run: trace events with their causes, counters per pass, body
/// evaluations per type and diagnostics.
///
/// Owned by the host and shared with the graph and layout engine; reset at the start of every
/// run so that a report describes exactly one run. The fields every sizing and placement touches
/// are exempt from the run-time exclusivity check, for the reason given on `ViewNode` (the one
/// access passed as `inout`, in `count(_:)`, goes to a closure that touches nothing else).
final class UpdateRecorder {
    @exclusivity(unchecked) var detail: TraceDetail = .standard
    /// Whether events are kept at all (`detail != .off`); callers skip describing values otherwise.
    var isRecording: Bool { detail != .off }
    @exclusivity(unchecked) private(set) var events: [TraceEvent] = []
    /// The statistics of the run's passes before the last one.
    @exclusivity(unchecked) private var earlierPasses: [PassStatistics] = []
    /// The statistics of the run's last pass, counted in place (an element of `earlierPasses`
    /// would be checked for uniqueness at every sizing and placement); meaningful once the run
    /// has begun a pass (`pass > 0`).
    @exclusivity(unchecked) private var currentPass = PassStatistics(pass: 0, reason: .initial)
    /// The statistics of the run's last pass (nil before its first).
    var lastPass: PassStatistics? { pass > 0 ? currentPass : nil }
    /// The statistics of every pass of the run, in order.
    var passes: [PassStatistics] { pass > 0 ? earlierPasses + [currentPass] : earlierPasses }
    private(set) var diagnostics: [Diagnostic] = []
    /// The types whose nodes' bodies this run evaluated (each counts in its record's
    /// `bodyEvaluationsInRun`: no name is hashed per evaluation).
    @exclusivity(unchecked) private var evaluatedTypes: [ViewTypeRecord] = []
    /// Body evaluations of nodes named apart from their type, by name.
    @exclusivity(unchecked) private var bodyEvaluationsByOwnName: [String: Int] = [:]
    /// Body evaluations in this run, by node name (`UpdateReport.bodyEvaluations(of:)`).
    var bodyEvaluationCounts: [(name: String, count: Int)] {
        var counts = bodyEvaluationsByOwnName.map { (name: $0.key, count: $0.value) }
        counts.reserveCapacity(counts.count + evaluatedTypes.count)
        for record in evaluatedTypes { counts.append((name: record.nodeName ?? "", count: record.bodyEvaluationsInRun)) }
        return counts
    }
    private var diagnosed: Set<String> = []
    /// Readable names of preference keys, by key type.
    private var keyNames: [ObjectIdentifier: String] = [:]
    /// The key type named last, with its name.
    @exclusivity(unchecked) private var lastKeyName: (key: ObjectIdentifier, name: String)?
    /// The current frame and pass numbers of the run.
    @exclusivity(unchecked) private(set) var frame = 0
    @exclusivity(unchecked) private(set) var pass = 0
    /// The event that causes what happens now (an action running, a body being evaluated).
    @exclusivity(unchecked) var currentCause: Int?
    /// What changed in the current pass (`name=value`), for non-convergence diagnostics; kept
    /// only in the last passes a run may take (`keepsChangeLog`).
    private(set) var changeLog: [String] = []
    /// Whether the current pass notes its changes: only a pass among the last
    /// `UpdateLoop.changeLogWindow` a run may take, since only those can end up in a
    /// non-convergence message. A run that converges sooner builds none of the log's strings.
    @exclusivity(unchecked) private(set) var keepsChangeLog = false
    /// Whether the values of changes are described: for the trace or for the change log.
    var describesChanges: Bool { keepsChangeLog || detail != .off }
    /// Makes a path resolver valid for the tree as it is now, with room for about as many new
    /// paths as it is given; set by the host.
    var makePathResolver: (_ expectedPaths: Int) -> (ViewNode) -> SnapshotPath = { _ in { SnapshotPath(parent: nil, name: $0.name) } }
    /// Events (and diagnostics) whose node paths are resolved at the end of the pass, when the
    /// tree is complete.
    @exclusivity(unchecked) private var unresolvedEvents: [UnresolvedEvents] = []
    /// The node and end of the last run in `unresolvedEvents` (kept apart: reading the run from
    /// the list would retain its node).
    @exclusivity(unchecked) private var lastUnresolvedRun: (node: ObjectIdentifier, end: Int)?
    private var unresolvedDiagnostics: [(index: Int, node: ViewNode)] = []

    /// The path of a node now (the tree must be complete).
    func pathOfNode(_ node: ViewNode) -> String {
        makePathResolver(1)(node).text
    }

    /// How many events the last finished run recorded: the next run reserves room for as many.
    @exclusivity(unchecked) private var lastRunEventCount = 0

    /// Ends a run: resolves paths and hands over the run's events, starting a new buffer.
    func finishRun() -> [TraceEvent] {
        resolvePaths()
        let finished = events
        events = []
        lastRunEventCount = finished.count
        return finished
    }

    /// Fills in the paths of the events recorded since the last call.
    func resolvePaths() {
        guard !unresolvedEvents.isEmpty || !unresolvedDiagnostics.isEmpty else { return }
        // (A run's events name about one node each, often fewer.)
        let resolve = makePathResolver(unresolvedEvents.count)
        // The events are written through one buffer: each subscript write would check that the
        // list is not shared, once per event. (Resolving a path reads no event.)
        events.withUnsafeMutableBufferPointer { events in
            for run in unresolvedEvents {
                let path = resolve(run.node)
                for index in run.first..<(run.first + run.count) { events[index].setPath(path) }
            }
        }
        for (index, node) in unresolvedDiagnostics { diagnostics[index].path = resolve(node).text }
        unresolvedEvents.removeAll(keepingCapacity: true)
        lastUnresolvedRun = nil
        unresolvedDiagnostics = []
    }

    /// Starts a new run. Events recorded since the last run ended (writes made by interactions)
    /// belong to the new run's trace.
    func beginRun() {
        // A run records about as many events as the last one: the buffer is made once, not grown
        // by doubling (each growth copies every event recorded so far).
        if events.capacity < lastRunEventCount { events.reserveCapacity(lastRunEventCount) }
        earlierPasses = []
        diagnostics = []
        for record in evaluatedTypes { record.bodyEvaluationsInRun = 0 }
        evaluatedTypes.removeAll(keepingCapacity: true)
        if !bodyEvaluationsByOwnName.isEmpty { bodyEvaluationsByOwnName = [:] }
        diagnosed = []
        frame = 0
        pass = 0
        currentCause = nil
    }

    /// Records a trace event; returns its id (nil when the detail level leaves it out).
    @discardableResult
    func record(_ makeKind: @autoclosure () -> TraceEvent.Kind, node: ViewNode? = nil, cause: Int? = nil) -> Int? {
        // The kind (and the value descriptions in it) is built only when the event is kept.
        guard detail != .off else { return nil }
        let kind = makeKind()
        if detail == .standard {
            switch kind {
            case .sized, .placed: return nil
            default: break
            }
        }
        return append(TraceEvent(id: events.count + 1, frame: frame, pass: pass, kind: kind, path: nil,
                                 cause: cause ?? currentCause), node: node)
    }

    /// Records a preference write or `reduce` of numbers at `node`, spelled when read; returns
    /// its id (nil when no events are kept).
    func record(_ numbers: consuming PreferenceNumbers, node: ViewNode, cause: Int?) -> Int? {
        guard detail != .off else { return nil }
        return append(TraceEvent(id: events.count + 1, frame: frame, pass: pass, numbers: numbers,
                                 cause: cause ?? currentCause), node: node)
    }

    /// Records the `count` `reduce`s of numbers that combine a run of contributions at `node`,
    /// in order: `reduction(index)` gives the numbers of the `index`th and the cause its
    /// contribution names. One without a cause of its own is caused by the event before it,
    /// the first by `cause`. Returns the last event's id (`cause` when `count` is 0); nil when
    /// no events are kept.
    ///
    /// Ids, causes and the run's node are known up front: the run is noted for path resolution
    /// once, not event by event (recorded one by one, each event paid a call and its run's
    /// bookkeeping: about 70 of the 170 instructions its recording cost).
    func recordReductions(count: Int, node: ViewNode, cause: Int?,
                          _ reduction: (Int) -> (numbers: PreferenceNumbers, cause: Int?)) -> Int? {
        guard detail != .off else { return nil }
        guard count > 0 else { return cause }
        let before = events.count
        let frame = frame, pass = pass, runCause = cause ?? currentCause
        // Event `index` has id `before + index + 1`; the one before it, `before + index`.
        for index in 0..<count {
            let (numbers, own) = reduction(index)
            events.append(TraceEvent(id: before + index + 1, frame: frame, pass: pass, numbers: numbers,
                                     cause: own ?? (index == 0 ? runCause : before + index)))
        }
        noteUnresolved(first: before, count: count, node: node)
        return before + count
    }

    /// Appends `event`, recorded at `node`, and returns its id.
    @inline(__always)
    private func append(_ event: consuming TraceEvent, node: ViewNode?) -> Int {
        let id = event.id
        events.append(event)
        if let node { noteUnresolved(first: events.count - 1, count: 1, node: node) }
        return id
    }

    /// Notes that the `count` events from index `first` were recorded at `node` and get its
    /// path when the pass ends. Events come in runs at one node (a combination records a
    /// `reduce` per child): a run is resolved once. (The node is compared by identity: binding
    /// it would retain it.)
    @inline(__always)
    private func noteUnresolved(first: Int, count: Int, node: ViewNode) {
        let nodeID = ObjectIdentifier(node)
        if let last = lastUnresolvedRun, last.node == nodeID, last.end == first {
            unresolvedEvents[unresolvedEvents.count - 1].count += count
        } else {
            unresolvedEvents.append(UnresolvedEvents(first: first, count: count, node: node))
        }
        lastUnresolvedRun = (nodeID, first + count)
    }

    /// Starts the change log of a pass, which notes its changes when `keeping`.
    func beginChangeLog(keeping: Bool) {
        if !changeLog.isEmpty { changeLog = [] }
        keepsChangeLog = keeping
    }

    /// Notes a change of a binder's or a state's value in the current pass (the strings are
    /// built only when the pass keeps its log).
    func noteChange(_ name: @autoclosure () -> String, value: @autoclosure () -> String) {
        guard keepsChangeLog else { return }
        changeLog.append("\(name())=\(value())")
    }

    /// Starts a frame.
    func beginFrame() {
        frame += 1
        record(.frameStarted)
    }

    /// Ends a frame.
    func endFrame(settled: Bool) {
        record(.frameEnded(settled: settled))
    }

    /// Starts a pass.
    @discardableResult
    func beginPass(reason: PassReason, cause: Int?) -> Int? {
        if pass > 0 { earlierPasses.append(currentPass) }
        pass += 1
        currentPass = PassStatistics(pass: pass, reason: reason)
        return record(.passStarted(reason: reason), cause: cause)
    }

    /// Ends a pass.
    func endPass() {
        resolvePaths()
        record(.passEnded, cause: nil)
    }

    private func count(_ update: (inout PassStatistics) -> Void) {
        guard pass > 0 else { return }
        update(&currentPass)
    }

    /// Records a body evaluation; returns its event id.
    @discardableResult
    func bodyEvaluated(_ node: ViewNode, cause: Int? = nil) -> Int? {
        if let ownName = node.ownName {
            bodyEvaluationsByOwnName[ownName, default: 0] += 1
        } else {
            let record = node.typeRecord
            if record.bodyEvaluationsInRun == 0 { evaluatedTypes.append(record) }
            record.bodyEvaluationsInRun += 1
        }
        count { $0.bodyEvaluations += 1 }
        return record(.bodyEvaluated(type: node.name), node: node, cause: cause)
    }

    /// The ids of the nodes sized since `forgetSizings(in:)` last ran, each once.
    @exclusivity(unchecked) private var sizedNodeIDs: [Int] = []

    /// Sets the sizing counts of the nodes sized since the last call back to zero, so that each
    /// pass counts its own; called by the pass at its start (for sizings between passes) and
    /// at its end (so that no node keeps a count, and the list no storage, between passes).
    @inline(__always)
    func forgetSizings(in graph: ViewGraph) {
        if !sizedNodeIDs.isEmpty { forgetSizings(of: graph) }
    }

    private func forgetSizings(of graph: ViewGraph) {
        graph.liveNodes.forEach(of: sizedNodeIDs) { $0.layoutCache.sizingsInPass = 0 }
        sizedNodeIDs.removeAll(keepingCapacity: sizedNodeIDs.count <= 1024)
    }

    func sized(_ node: ViewNode, proposal: ProposedViewSize, size: CGSize, memoHit: Bool) {
        if memoHit {
            count { $0.memoHits += 1 }
        } else {
            // The node counts its sizings in two bytes of its layout cache; the recorder lists
            // the nodes it counted, to set them back to zero after the pass (`forgetSizings`).
            let counted = node.layoutCache.sizingsInPass
            if counted == 0 { sizedNodeIDs.append(node.id) }
            if counted < .max { node.layoutCache.sizingsInPass = counted + 1 }
            let calls = Int(counted) + 1
            count {
                $0.sizingCalls += 1
                if calls == 1 { $0.nodesMeasured += 1 }
                $0.maxSizingCallsPerNode = max($0.maxSizingCallsPerNode, calls)
            }
        }
        if detail == .full {
            record(.sized(type: node.name, proposal: proposal, size: size, memoHit: memoHit), node: node)
        }
    }

    /// Counts a placement of `node` at `frame` (root coordinates), recorded in a full trace.
    func placed(_ node: ViewNode, frame: CGRect) {
        count { $0.placements += 1 }
        if detail == .full {
            record(.placed(type: node.name, frame: frame), node: node)
        }
    }

    /// Counts `calls` `reduce` calls of `key` (one combination of a node's children); its
    /// readable name is built once per key type.
    func reduced<K: PreferenceKey>(key: K.Type, calls: Int) {
        guard pass > 0 else { return }
        currentPass.reduceCalls[name(of: key), default: 0] += calls
    }

    /// The trace name of a preference key, built once per key type.
    func name<K: PreferenceKey>(of key: K.Type) -> String {
        let id = ObjectIdentifier(key)
        // Combinations come in runs of one key: the last name asked is the likely answer.
        if let last = lastKeyName, last.key == id { return last.name }
        let name: String
        if let known = keyNames[id] {
            name = known
        } else {
            name = K.traceName
            keyNames[id] = name
        }
        lastKeyName = (id, name)
        return name
    }

    /// Counts a node path resolved for the trace (see `PathResolver`).
    func pathResolved() {
        count { $0.pathsResolved += 1 }
    }

    func binderDispatched() {
        count { $0.binderDispatches += 1 }
    }

    /// Records a state write requested outside an update; returns its event id.
    func stateWritten(_ storage: AnyStateStorage, old: String, new: String) -> Int? {
        record(.stateWritten(name: storage.name, old: old, new: new), node: storage.owner)
    }

    /// Records a pending write applied at the start of a pass; returns its event id. `old` is
    /// the value's description before the write when `describesChanges`; `new` is described
    /// only when the change is logged or recorded.
    func stateApplied(_ storage: AnyStateStorage, old: String, new: @autoclosure () -> String) -> Int? {
        count { $0.stateWrites += 1 }
        guard describesChanges else { return nil }
        let new = new()
        noteChange("state \(storage.name) of \(storage.owner.name)", value: new)
        return record(.stateApplied(name: storage.name, old: old, new: new), node: storage.owner, cause: storage.writeEvent)
    }

    /// Records a diagnostic once per (kind, node, message) per run, or once per kind and message
    /// when `oncePerRun`.
    func diagnose(_ kind: Diagnostic.Kind, node: ViewNode?, message: String? = nil, cause: Int? = nil,
                  oncePerRun: Bool = false) {
        let text = message ?? kind.standardMessage ?? kind.rawValue
        let key = oncePerRun ? "\(kind.rawValue)|\(text)" : "\(kind.rawValue)|\(node.map { String($0.id) } ?? "")|\(text)"
        guard diagnosed.insert(key).inserted else { return }
        diagnostics.append(Diagnostic(kind: kind, message: text, path: nil))
        if let node { unresolvedDiagnostics.append((diagnostics.count - 1, node)) }
        record(.diagnostic(message: text), node: node, cause: cause)
    }

    /// Adds a diagnostic that concerns the whole run (no node).
    func diagnoseRun(_ kind: Diagnostic.Kind, message: String) {
        diagnostics.append(Diagnostic(kind: kind, message: message, path: nil))
        record(.diagnostic(message: message))
    }
}

/// Consecutive events at one node whose path is resolved at the end of their pass
/// (`UpdateRecorder.resolvePaths()`).
struct UnresolvedEvents {
    /// The first event's index in the run's events.
    let first: Int
    /// How many events follow from `first`.
    var count: Int
    /// The node whose path the events get.
    let node: ViewNode
}
