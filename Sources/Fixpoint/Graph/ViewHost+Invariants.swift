import Foundation

/// Consistency checks of a host's retained state, in the spirit of swift-collections'
/// `_checkInvariants()`: tests and the fuzzer call them after every pass and every run.
///
/// Each check reads the graph, never changes it (no trace events, no counters), so a checked
/// run is identical to an unchecked one.
extension ViewHost {
    /// The broken invariants, one line each (empty when all hold). `atFixedPoint` adds the
    /// checks that hold only after a converged run: no pending work, a clean root, and every
    /// binder's delivered value equal to its key's value recomputed from the tree.
    package func checkInvariants(atFixedPoint: Bool = false) -> [String] {
        guard isMounted else { return [] }
        // The checks recurse down the tree (its nodes, the snapshot they build, the recomputed
        // preference values): with as much stack as a pass, however deep the tree, also when
        // called after a run, on the caller's thread.
        return withSufficientStack(evenIfSettled: true) { checkedInvariants(atFixedPoint: atFixedPoint) }
    }

    private func checkedInvariants(atFixedPoint: Bool) -> [String] {
        guard let root = graph.root else { return [] }
        var problems: [String] = []
        var seen = Set<Int>()
        func visit(_ node: ViewNode, parent: ViewNode?) {
            let name = "node \(node.id) (\(node.name))"
            if !seen.insert(node.id).inserted { problems.append("\(name) appears twice in the tree") }
            if node.graph !== graph { problems.append("\(name) does not belong to the host's graph") }
            if node.parent !== parent { problems.append("\(name) has a wrong parent") }
            if node.depth != (parent.map { $0.depth + 1 } ?? 0) { problems.append("\(name) has depth \(node.depth)") }
            if graph.liveNodes[node.id] !== node { problems.append("\(name) is not registered as live") }
            var proposals: [ProposedViewSize] = []
            for (proposal, size) in node.layoutCache.sizeMemo {
                if [proposal.width, proposal.height].contains(where: { $0.map { $0.isNaN || $0 < 0 } ?? false }) {
                    problems.append("\(name) memoises an unusable proposal \(LayoutEngine.describe(proposal))")
                }
                if size.width.isNaN || size.height.isNaN || size.width < 0 || size.height < 0 {
                    problems.append("\(name) memoises an unusable size \(size)")
                }
                if proposals.contains(proposal) { problems.append("\(name) memoises \(LayoutEngine.describe(proposal)) twice") }
                proposals.append(proposal)
            }
            // A root frame moves a placed origin by finite amounts: a NaN shows where it was placed.
            if node.placedOrigin.x.isNaN || node.placedOrigin.y.isNaN || node.placedSize.width.isNaN || node.placedSize.height.isNaN {
                problems.append("\(name) has a NaN frame")
            }
            for child in node.children { visit(child, parent: node) }
        }
        visit(root, parent: nil)
        if seen.count != graph.liveNodes.count {
            problems.append("\(graph.liveNodes.count) live nodes registered, \(seen.count) in the tree")
        }
        if let cached = cachedSnapshotForChecks, cached != SnapshotBuilder(engine: engine).build(root: root) {
            problems.append("the snapshot differs from the tree it was built from")
        }
        if atFixedPoint {
            if hasPendingWork { problems.append("work is pending after a fixed point") }
            if !graph.pendingActions.isEmpty { problems.append("actions are queued after a fixed point") }
            for element in root.layoutElements where element.layoutCache.isDirty {
                problems.append("the root element \(element.name) is dirty after a fixed point")
            }
            for node in graph.bindersInTreeOrder() where node.binder?.deliveredValueMatchesTree(node: node, graph: graph) == false {
                problems.append("binder at node \(node.id) delivered a value that differs from its key's value in the tree")
            }
        }
        return problems
    }
}

extension ViewGraph {
    /// `K`'s value for `node`'s subtree, recomputed by the combiner's rules without its memo or
    /// its trace: the reference that `checkInvariants` compares delivered values with.
    func recomputedPreference<K: PreferenceKey>(_ key: K.Type, of node: ViewNode) -> (value: K.Value, hasWriter: Bool)? {
        let keyID = ObjectIdentifier(K.self)
        guard node.preferenceEffectKey == keyID, let effect = node.preferenceEffect else {
            return recomputedChildren(K.self, of: node)
        }
        switch effect {
        case .write(let entry):
            return (entry.value as! K.Value, true)
        case .transform(let apply):
            var value: Any = recomputedChildren(K.self, of: node)?.value ?? K.defaultValue
            apply(&value)
            return (value as! K.Value, true)
        case .anchor(let make):
            return (anchorValue(of: node, make) as! K.Value, true)
        }
    }

    private func recomputedChildren<K: PreferenceKey>(_ key: K.Type, of node: ViewNode) -> (value: K.Value, hasWriter: Bool)? {
        var accumulated: (value: K.Value, hasWriter: Bool)?
        for child in preferenceChildren(of: node) {
            var contribution = recomputedPreference(K.self, of: child)
            if contribution == nil, child.role == .list, (child.view as? any ListView)?.isDynamicList == true {
                contribution = (K.defaultValue, false)
            }
            guard let next = contribution else { continue }
            guard var current = accumulated else {
                accumulated = next
                continue
            }
            K.reduce(value: &current.value) { next.value }
            current.hasWriter = current.hasWriter || next.hasWriter
            accumulated = current
        }
        return accumulated
    }
}
