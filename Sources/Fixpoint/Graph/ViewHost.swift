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

    /// The laid-out tree after the last pass.
    public private(set) var snapshot = LayoutSnapshot(nodes: [])

    let recorder = UpdateRecorder()
    let graph: ViewGraph
    let engine: LayoutEngine
    private let rootView: any View
    private var isMounted = false
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
        recorder.pathOfNode = { [unowned self] node in self.path(of: node) }
    }

    /// Runs update passes until a fixed point or the policy's limit; returns what happened.
    @discardableResult
    public func run() -> UpdateReport {
        recorder.beginRun()
        var passes = 0
        var reason = nextReason()
        repeat {
            runPass(reason: reason)
            passes += 1
            reason = .stateChanged
        } while !graph.pendingWrites.isEmpty && passes < policy.passesPerFrame * policy.maxFrames
        let converged = graph.pendingWrites.isEmpty
        return UpdateReport(converged: converged, passes: passes,
                            frames: (passes + policy.passesPerFrame - 1) / policy.passesPerFrame,
                            diagnostics: recorder.diagnostics, statistics: recorder.passes,
                            bodyEvaluationsByType: recorder.bodyEvaluationsByType)
    }

    private func nextReason() -> PassReason {
        if !isMounted { return .initial }
        if environmentChanged { return .environmentChanged }
        if proposalChanged { return .proposalChanged }
        if !graph.pendingWrites.isEmpty { return .stateChanged }
        return .rerun
    }

    /// One update pass: writes, bodies, layout.
    func runPass(reason: PassReason) {
        recorder.beginPass(reason: reason)
        graph.isUpdating = true
        graph.invalidationEpoch += 1
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
        graph.isUpdating = false
        snapshot = SnapshotBuilder(engine: engine, pathOf: path(of:)).build(root: graph.root)
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
        SnapshotBuilder(engine: engine, pathOf: { _ in "" }).path(of: node, root: graph.root)
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

    /// Creates a policy.
    public init(passesPerFrame: Int = 2, maxFrames: Int = 60) {
        self.passesPerFrame = max(1, passesPerFrame)
        self.maxFrames = max(1, maxFrames)
    }
}
