import Foundation

/// One update pass, phase by phase: writes → bodies → layout → preferences → binders → actions.
///
/// Made and run by `UpdateLoop` (or by `ViewHost.run(until:)`, which stops after a phase). The
/// pass owns nothing between passes: what must survive (pending writes, dirty bodies, a dropped
/// binder change) lives in the graph and the host's `PassState`.
struct UpdatePass {
    let host: ViewHost
    let reason: PassReason
    let cause: Int?
    /// The host-wide frame serial, which limits binder dispatches per frame.
    let frame: Int

    /// Runs the phases up to and including `last`.
    func run(until last: UpdatePhase = .actions) {
        let graph = host.graph
        host.recorder.beginPass(reason: reason, cause: cause)
        host.recorder.forgetSizings(in: graph)
        graph.isUpdating = true
        graph.frameSerial = frame
        graph.dispatchesPerFrame = host.policy.dispatchesPerFrame
        graph.advanceInvalidationEpoch()
        for phase in UpdatePhase.allCases where phase <= last && phase < .actions {
            // A pass that made the tree deep (a first run, a new subtree) goes on with a large
            // stack; within a phase, a recursion that reaches the end of this thread's stack
            // goes on on one (`ViewGraph.isNearStackLimit`).
            host.withSufficientStack { run(phase) }
        }
        // The update ends before actions run: they may write state, which waits for the next pass.
        graph.isUpdating = false
        host.recorder.forgetSizings(in: graph)
        // Resolving the pass's trace paths walks the tree (chains of composites and transparent
        // modifiers, whatever their depth) as the phases did: with as much stack.
        host.withSufficientStack { host.recorder.endPass() }
        host.invalidateSnapshot()
        if last == .actions { run(.actions) }
    }

    private func run(_ phase: UpdatePhase) {
        switch phase {
        case .writes: applyWrites()
        case .bodies: evaluateBodies()
        case .layout:
            layOut()
            host.graph.evaluateGeometryActions()
        case .preferences: combinePreferences()
        case .binders: evaluateBinders()
        case .actions: host.graph.runActions()
        }
    }

    /// Phase 1: pending writes are applied and their readers marked dirty; so are the views
    /// invalidated by observed changes.
    private func applyWrites() {
        _ = host.graph.applyPendingWrites()
        _ = host.graph.applyObservedChanges()
    }

    /// Phase 2: the root is mounted (first pass) or updated (new environment), then dirty
    /// bodies run top-down.
    private func evaluateBodies() {
        let graph = host.graph
        if !host.isMounted {
            host.mountRoot()
        } else if host.passState.environmentChanged {
            graph.update(graph.root, with: graph.root.view, environment: host.environment)
        }
        host.passState.environmentChanged = false
        host.passState.proposalChanged = false
        graph.updateDirtyBodies()
    }

    /// Phase 3: the root's elements are sized for the host's proposal and placed.
    private func layOut() {
        let engine = host.engine
        let graph = host.graph
        graph.invalidateStalePreferenceReaders()
        let window = RootWindow(proposal: engine.sanitizedProposal(host.proposal, for: graph.root),
                                environment: host.environment)
        let proposal = window.rootProposal
        let elements = engine.elements(standingFor: graph.root)
        engine.safeAreaStack = window.safeAreaElement.map { [$0] } ?? []
        defer { engine.safeAreaStack = [] }
        if elements.count == 1 {
            engine.assignContainerAxis(nil, to: elements)
            // Only a window or a right-to-left canvas needs the root's size to place it (a size
            // query here would add a sizing event to every trace).
            let origin = window.needsRootSize ? window.origin(for: engine.size(of: elements[0], proposal: proposal)) : .zero
            engine.place(elements[0], at: origin, proposal: proposal)
            return
        }
        // Several root views are stacked vertically, as in a window.
        engine.assignContainerAxis(.vertical, to: elements)
        let layout = VStackLayout()
        let subviews = LayoutSubviews(elements, engine: engine)
        var cache: Void = ()
        let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        let bounds = CGRect(origin: window.origin(for: size), size: size)
        engine.placeSubviews(elements, in: bounds, proposal: proposal) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    /// Phase 4: each binder's subtree value is combined, in tree order, reusing the combined
    /// values of subtrees that did not change since the last pass.
    private func combinePreferences() {
        let graph = host.graph
        for node in graph.bindersInTreeOrder() {
            node.binder?.combine(node: node, graph: graph)
        }
    }

    /// Phase 5: each binder, in tree order, compares its combined value with the last one it
    /// delivered and queues its action on a change (at most `dispatchesPerFrame` times a frame).
    private func evaluateBinders() {
        let graph = host.graph
        host.passState.droppedBinderEvent = nil
        for node in graph.bindersInTreeOrder() {
            guard let binder = node.binder else { continue }
            binder.evaluate(node: node, graph: graph, policy: host.policy, frame: frame)
            if binder.hasDroppedChange, host.passState.droppedBinderEvent == nil {
                host.passState.droppedBinderEvent = binder.droppedEvent ?? 0
            }
        }
    }
}

/// What the update loop remembers between passes: why the next pass runs.
///
/// Written by the host's setters (proposal, environment) and by the binders phase; read when
/// the next pass chooses its reason.
struct PassState {
    /// The host's proposal changed since the last pass.
    var proposalChanged = false
    /// The host's environment changed since the last pass.
    var environmentChanged = false
    /// The event of a binder change dropped in the last frame, retried in the next one.
    var droppedBinderEvent: Int?
    /// Frames run by the host over all runs; binders count their dispatches per frame with it.
    var frameSerial = 0
    /// Whether the last run ended at a fixed point (false after `run(until:)`, which may stop
    /// before the binders and actions of its pass).
    var lastRunConverged = false
}
