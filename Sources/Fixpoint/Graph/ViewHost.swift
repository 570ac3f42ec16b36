import Foundation

/// Hosts a view headless: owns its retained tree, runs update passes when asked, and exposes the
/// result as a `LayoutSnapshot`.
///
/// Each `run()` starts from the retained tree (state is kept) and ends with a report; changing
/// `proposal` or `environment` between runs re-runs from the same tree.
public final class ViewHost {
    /// The size proposed to the root view.
    public var proposal: ProposedViewSize {
        didSet { if proposal != oldValue { proposalChanged = true } }
    }

    /// The environment of the root view.
    public var environment: EnvironmentValues {
        didSet { environmentChanged = true }
    }

    /// Limits of the update loop.
    public var policy: UpdatePolicy

    /// The laid-out tree after the last pass (built when first read after a run).
    public var snapshot: LayoutSnapshot {
        if let cachedSnapshot { return cachedSnapshot }
        let built = isMounted ? SnapshotBuilder(engine: engine).build(root: graph.root) : LayoutSnapshot(nodes: [])
        cachedSnapshot = built
        return built
    }

    private var cachedSnapshot: LayoutSnapshot?
    /// Frames run by this host over all runs; binders count their dispatches per frame with it.
    var frameSerial = 0

    let recorder = UpdateRecorder()
    let graph: ViewGraph
    let engine: LayoutEngine
    private let rootView: any View
    private(set) var isMounted = false
    private var proposalChanged = false
    private var environmentChanged = false

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
        recorder.makePathResolver = { [unowned self] in
            let resolver = PathResolver(builder: SnapshotBuilder(engine: self.engine))
            return resolver.path(of:)
        }
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
        UpdateLoop(host: self).run()
    }

    /// Why the next pass runs, and the event that caused it.
    func nextPassReason() -> (PassReason, Int?) {
        if !isMounted { return (.initial, nil) }
        if environmentChanged { return (.environmentChanged, nil) }
        if proposalChanged { return (.proposalChanged, nil) }
        if let write = graph.pendingWrites.first { return (.stateChanged, write.writeEvent) }
        if let dropped = droppedBinderEvent { return (.preferenceRetried, dropped) }
        return (.rerun, nil)
    }

    /// The event of a binder change dropped in the last frame, retried in the next one.
    var droppedBinderEvent: Int?

    /// Called at the end of every pass, before its actions run (see `ViewHost+PassSnapshots.swift`).
    var passObserver: ((ViewHost) -> Void)?

    /// One update pass: writes, bodies, layout, preferences and binders. Actions run after it.
    /// `frame` is the host-wide frame serial that limits binder dispatches.
    func runPass(reason: PassReason, cause: Int?, frame: Int) {
        recorder.beginPass(reason: reason, cause: cause)
        graph.isUpdating = true
        graph.invalidationEpoch += 1
        graph.preferenceEpoch += 1
        _ = graph.applyPendingWrites()
        if !isMounted {
            graph.mountRoot(rootView, environment: environment)
            isMounted = true
        } else if environmentChanged {
            graph.update(graph.root, with: graph.root.view, environment: environment)
        }
        environmentChanged = false
        proposalChanged = false
        graph.updateDirtyBodies()
        layoutRoot()
        graph.preferenceEpoch += 1
        droppedBinderEvent = nil
        for node in graph.bindersInTreeOrder() {
            guard let binder = node.binder else { continue }
            binder.evaluate(node: node, graph: graph, policy: policy, frame: frame)
            if binder.hasDroppedChange, droppedBinderEvent == nil { droppedBinderEvent = binder.droppedEvent ?? 0 }
        }
        graph.isUpdating = false
        recorder.endPass()
        cachedSnapshot = nil
        passObserver?(self)
    }

    /// Whether work is left: pending writes, dirty bodies or a dropped binder change.
    var hasPendingWork: Bool {
        !graph.pendingWrites.isEmpty || graph.hasDirtyBodies || droppedBinderEvent != nil
    }

    private func layoutRoot() {
        let elements = engine.elements(standingFor: graph.root)
        if elements.count == 1 {
            engine.assignContainerAxis(nil, to: elements)
            engine.place(elements[0], at: .zero, proposal: proposal)
            return
        }
        // Several root views are stacked vertically, as in a window.
        engine.assignContainerAxis(.vertical, to: elements)
        let layout = VStackLayout()
        let subviews = LayoutSubviews(elements.map { LayoutSubview(node: $0, engine: engine) })
        var cache: Void = ()
        let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        engine.placeSubviews(elements, in: CGRect(origin: .zero, size: size), proposal: proposal) {
            layout.placeSubviews(in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: subviews, cache: &cache)
        }
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
    /// How often one `onPreferenceChange` binder may dispatch in a frame; a further change in the
    /// same frame is dropped with "Bound preference K tried to update multiple times per frame."
    /// and retried in the next frame.
    public var dispatchesPerFrame: Int

    /// Creates a policy.
    public init(passesPerFrame: Int = 2, maxFrames: Int = 60, dispatchesPerFrame: Int = 1) {
        self.passesPerFrame = max(1, passesPerFrame)
        self.maxFrames = max(1, maxFrames)
        self.dispatchesPerFrame = max(1, dispatchesPerFrame)
    }
}
