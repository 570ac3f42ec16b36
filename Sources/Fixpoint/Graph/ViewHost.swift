import Foundation

/// Hosts a view headless: owns its retained tree, runs update passes when asked, and exposes the
/// result as a `LayoutSnapshot`.
///
/// Each `run()` starts from the retained tree (state is kept) and ends with a report; changing
/// `proposal` or `environment` between runs re-runs from the same tree.
public final class ViewHost {
    /// The size proposed to the root view.
    public var proposal: ProposedViewSize {
        didSet { if proposal != oldValue { passState.proposalChanged = true } }
    }

    /// The environment of the root view.
    public var environment: EnvironmentValues {
        didSet { passState.environmentChanged = true }
    }

    /// Limits of the update loop.
    public var policy: UpdatePolicy

    /// The laid-out tree after the last pass (built when first read after a run).
    public var snapshot: LayoutSnapshot {
        if let cachedSnapshot { return cachedSnapshot }
        // Building walks the whole tree, so it needs the large stack even during a settled run
        // (a pass observer reads the snapshot from inside the run).
        let built = isMounted ? withSufficientStack(evenIfSettled: true) { SnapshotBuilder(engine: engine).build(root: graph.root) }
                              : LayoutSnapshot(nodes: [])
        cachedSnapshot = built
        return built
    }

    private var cachedSnapshot: LayoutSnapshot?
    /// What the update loop remembers between passes (owned by `UpdateLoop`/`UpdatePass`).
    var passState = PassState()
    /// The snapshot built since the last pass, if any (for `checkInvariants`).
    var cachedSnapshotForChecks: LayoutSnapshot? { cachedSnapshot }
    /// Called after every update pass, before its actions run (tests check invariants here).
    package var passObserver: ((ViewHost) -> Void)?

    let recorder = UpdateRecorder()
    /// The resolver of trace paths, kept while the graph's `structureVersion` is unchanged.
    private var pathResolver: PathResolver?
    let graph: ViewGraph
    let engine: LayoutEngine
    /// Whether sizes are shared by the proposals an element declares equivalent (on by
    /// default); the declaration tests turn it off to compare with plain sizing.
    package var sharesEquivalentSizes: Bool {
        get { engine.sharesEquivalentSizes }
        set { engine.sharesEquivalentSizes = newValue }
    }
    private let rootView: any View
    private(set) var isMounted = false

    /// Creates a host for `view`, proposed `proposal` (an iPhone-sized 390×844 screen by default)
    /// in `environment` (iOS at Dynamic Type `.large` by default).
    public init<V: View>(_ view: V, proposal: ProposedViewSize = ProposedViewSize(width: 390, height: 844),
                         environment: EnvironmentValues = .iOS, policy: UpdatePolicy = UpdatePolicy()) {
        self.rootView = view
        self.proposal = proposal
        self.environment = environment
        self.policy = policy
        self.graph = ViewGraph(recorder: recorder)
        self.engine = LayoutEngine(graph: graph, recorder: recorder)
        recorder.makePathResolver = { [unowned self] expectedPaths in
            // Paths resolved in earlier passes and runs are kept while the structure is the same:
            // a small change to a large tree resolves only the paths it has not met yet.
            if let resolver = self.pathResolver, resolver.structureVersion == self.graph.structureVersion {
                return resolver.sharedPath(of:)
            }
            let recorder = self.recorder
            let resolver = PathResolver(builder: SnapshotBuilder(engine: self.engine), structureVersion: self.graph.structureVersion,
                                        onResolve: { recorder.pathResolved() })
            resolver.reservePaths(expectedPaths)
            self.pathResolver = resolver
            return resolver.sharedPath(of:)
        }
    }

    deinit {
        // Tasks still sleeping on the host clock are cancelled and run to their end.
        graph.tasks.shutDown()
    }

    /// How much the next runs record in their traces (`.standard` by default).
    public var traceDetail: TraceDetail {
        get { recorder.detail }
        set { recorder.detail = newValue }
    }

    /// Runs update passes, grouped in frames, until a fixed point or the policy's limit; returns
    /// what happened.
    @discardableResult
    public func run() -> UpdateReport {
        guard isSettled else { return withSufficientStack { UpdateLoop(host: self).run() } }
        // Nothing to do: the pass finds every node clean, so it runs on this thread whatever
        // the tree's depth (a hop to a large stack costs more than it). Guarded all the same:
        // the root's element list is collected at every pass, down a chain of custom views as
        // deep as it goes, and goes on on the large stack from the reserve.
        runsInline = true
        defer { runsInline = false }
        guard let bound = ThreadStack.lowerBound(), !isOnLargeStack else { return UpdateLoop(host: self).run() }
        return graph.withStackGuard(above: bound) { UpdateLoop(host: self).run() }
    }

    /// Whether the last run reached a fixed point and nothing changed since: no pending write,
    /// dirty body or dropped binder change, and the same proposal and environment.
    private var isSettled: Bool {
        passState.lastRunConverged && !hasPendingWork && !passState.proposalChanged && !passState.environmentChanged
    }

    /// Runs one update pass and stops after `phase` (for tests that look between phases); the
    /// next `run()` goes on from the state the pass left. The report counts that one pass.
    @discardableResult
    public func run(until phase: UpdatePhase) -> UpdateReport {
        withSufficientStack { UpdateLoop(host: self).runOnePass(until: phase) }
    }

    /// Whether the host's work is running on a `LargeStack` thread now.
    private(set) var isOnLargeStack = false
    /// Whether a run of a settled host is in progress (it needs no large stack).
    private var runsInline = false

    /// Runs `body` on this thread when its stack has room for the tree
    /// (`LargeStack.hasRoom(forDepth:)`; a first run's tree is not mounted yet, and its mount
    /// hops on its own if it reaches the end of the stack), else on a `LargeStack` thread.
    /// Nested calls run where they are, re-asking the room for a tree that grew. A settled
    /// run's pass stays on this thread (it recurses nowhere) unless `evenIfSettled`: work that
    /// walks the whole tree, as building a snapshot does.
    func withSufficientStack<T>(evenIfSettled: Bool = false, _ body: () -> T) -> T {
        if isOnLargeStack || (runsInline && !evenIfSettled) { return body() }
        if let bound = LargeStack.stackBound(ifRoomForDepth: isMounted ? graph.maxDepth : nil) {
            return graph.withStackGuard(above: bound, body)
        }
        return graph.continuingOnLargeStack {
            isOnLargeStack = true
            defer { isOnLargeStack = false }
            return body()
        }
    }

    /// Why the next pass runs, and the event that caused it.
    func nextPassReason() -> (PassReason, Int?) {
        if !isMounted { return (.initial, nil) }
        if passState.environmentChanged { return (.environmentChanged, nil) }
        if passState.proposalChanged { return (.proposalChanged, nil) }
        if let write = graph.pendingWrites.first { return (.stateChanged, write.writeEvent) }
        if graph.hasObservedChanges { return (.stateChanged, graph.firstObservedChangeEvent) }
        if let dropped = passState.droppedBinderEvent { return (.preferenceRetried, dropped) }
        return (.rerun, nil)
    }

    /// Mounts the root view (the first pass's bodies phase).
    func mountRoot() {
        graph.mountRoot(rootView, environment: environment)
        isMounted = true
    }

    /// Forgets the snapshot; the next read builds it from the tree.
    func invalidateSnapshot() {
        cachedSnapshot = nil
        passObserver?(self)
    }

    /// Whether work is left: pending writes, observed changes, dirty bodies or a dropped binder
    /// change.
    var hasPendingWork: Bool {
        !graph.pendingWrites.isEmpty || graph.hasObservedChanges || graph.hasDirtyBodies
            || passState.droppedBinderEvent != nil
    }

    /// The snapshot path of a live node (for diagnostics and traces).
    func path(of node: ViewNode) -> String {
        PathResolver(builder: SnapshotBuilder(engine: engine)).path(of: node)
    }
}

/// Limits of the update loop: passes per frame and frames per run.
///
/// Read by `ViewHost.run()`; a run never executes more than `passesPerFrame × maxFrames` passes.
public struct UpdatePolicy: Hashable, Sendable {
    /// Update passes a frame holds (SwiftUI's render loop, as reconstructed: 2).
    public var passesPerFrame: Int
    /// Frames a run may take before it is declared non-convergent.
    public var maxFrames: Int
    /// How often one `onPreferenceChange` binder (or one `onChange(of:)` modifier) may dispatch in
    /// a frame; a further change in the same frame is dropped with "Bound preference K tried to
    /// update multiple times per frame." (or "onChange(of: T) action tried to update multiple
    /// times per frame.") and retried in the next frame.
    public var dispatchesPerFrame: Int

    /// Creates a policy.
    public init(passesPerFrame: Int = 2, maxFrames: Int = 60, dispatchesPerFrame: Int = 1) {
        self.passesPerFrame = max(1, passesPerFrame)
        self.maxFrames = max(1, maxFrames)
        self.dispatchesPerFrame = max(1, dispatchesPerFrame)
    }
}
