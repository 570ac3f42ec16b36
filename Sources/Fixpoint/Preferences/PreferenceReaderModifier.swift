import Foundation

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: a secondary layer built from the
/// primary content's combined value of a key, inside the same update (no state, no extra pass).
///
/// A layout element like `overlay`/`background`: the secondary is built during placement, once
/// the primary (and its GeometryReaders) are laid out, and proposed the primary's size. The
/// reader passes its primary's values upward unchanged. It must stay neither
/// `LayoutNeutralModifier` nor Equatable: a re-mount brings a new `transform`, whose secondary
/// must be built again.
struct PreferenceReaderModifier<K: PreferenceKey, Secondary: View>: BuiltinModifier {
    let transform: (K.Value) -> Secondary
    let alignment: Alignment
    let isBackground: Bool

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        let behavior = node.becomeElement(isBackground ? "backgroundPreferenceValue" : "overlayPreferenceValue",
                                          PreferenceReaderBehavior.self) { PreferenceReaderBehavior() }
        behavior.alignment = alignment
        behavior.isBackground = isBackground
        behavior.key = ObjectIdentifier(K.self)
        graph.preferenceReaderNodes[node.id] = node
        let transform = self.transform
        behavior.makeSecondary = { graph, primary in
            let value = graph.preferenceValue(K.self, of: primary)?.value ?? K.defaultValue
            return transform(value)
        }
        node.needsBody = true
        graph.reconcileChildren(of: node, slot: 0, view: content, environment: node.environment)
    }
}

final class PreferenceReaderBehavior: ElementBehavior {
    /// Placed again whenever it moves: it builds its secondary while placed.
    override var positionDependence: PositionDependence { .always }

    var alignment: Alignment = .center
    var isBackground = false
    var makeSecondary: ((ViewGraph, ViewNode) -> any View)?
    /// The key whose value the secondary is built from.
    var key: ObjectIdentifier?

    /// Whether the primary's value of the key may differ from the one the secondary was last
    /// built from: the primary's memo no longer holds it (an invalidation walk cleared it, or it
    /// was never combined). Asked by `ViewGraph.invalidateStalePreferenceReaders()` before the
    /// layout phase; the memo holds the value from the reader's last placement until a change
    /// below clears it.
    func primaryValueMayHaveChanged(node: ViewNode) -> Bool {
        guard let key, let primary = node.children.first else { return false }
        return !primary.preferenceMemo.contains(key)
    }

    private func primary(of node: ViewNode, engine: LayoutEngine) -> ViewNode? {
        node.children.first.flatMap { engine.elements(standingFor: $0).first }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine) -> CGSize {
        primary(of: node, engine: engine).map { engine.size(of: $0, proposal: proposal) } ?? .zero
    }

    override func placeChildren(of node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {
        let graph = engine.graph
        if let element = primary(of: node, engine: engine) {
            engine.place(element, at: frame.origin, proposal: proposal)
        }
        guard let primaryNode = node.children.first, let makeSecondary else { return }
        let previousReader = graph.currentReader
        graph.currentReader = node
        let secondary = makeSecondary(graph, primaryNode)
        graph.currentReader = previousReader
        graph.recorder.bodyEvaluated(node)
        let previousBoundary = graph.invalidationBoundary
        graph.invalidationBoundary = node
        graph.reconcileChildren(of: node, slot: 1, view: secondary, environment: node.environment)
        graph.invalidationBoundary = previousBoundary
        guard node.children.count > 1 else { return }
        let secondaryProposal = ProposedViewSize(frame.size)
        for element in engine.elements(standingFor: node.children[1]) {
            let origin = engine.alignedOrigin(of: element, proposal: secondaryProposal, in: frame.size, alignment: alignment)
            engine.place(element, at: CGPoint(x: frame.minX + origin.x, y: frame.minY + origin.y), proposal: secondaryProposal)
        }
    }

    override func backgroundLayer(of node: ViewNode) -> ViewNode? {
        isBackground && node.children.count > 1 ? node.children[1] : nil
    }

    /// Readers pass their primary's values upward unchanged.
    override func preferenceChildren(of node: ViewNode) -> ChildList {
        ChildList(node.children.prefix(1))
    }

    override func intrinsicPriority(node: ViewNode, engine: LayoutEngine) -> Double {
        primary(of: node, engine: engine).map { engine.priority(of: $0) } ?? 0
    }

    override func spacing(node: ViewNode, engine: LayoutEngine) -> ViewSpacing {
        primary(of: node, engine: engine).map { engine.spacing(of: $0) } ?? ViewSpacing()
    }
}

extension View {
    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as an overlay to the original view.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceReaderModifier<K, V>(transform: transform, alignment: alignment, isBackground: false))
    }

    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as the background of the original view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceReaderModifier<K, V>(transform: transform, alignment: alignment, isBackground: true))
    }
}

extension ViewGraph {
    /// Invalidates the layout of each `overlayPreferenceValue` or `backgroundPreferenceValue`
    /// reader whose primary's value may have changed, so that placement builds its secondary
    /// again.
    ///
    /// Called by the update pass before the layout phase. Preference writers are layout-neutral
    /// (a new value does not invalidate layout on its way up), so this is how a reader above a
    /// changed writer learns of it; within the layout phase a reader combines its primary's
    /// value after placing the primary, so changes made there need no such step.
    func invalidateStalePreferenceReaders() {
        guard !preferenceReaderNodes.isEmpty else { return }
        for (id, node) in preferenceReaderNodes {
            guard let reader = node.behavior as? PreferenceReaderBehavior else {
                preferenceReaderNodes[id] = nil
                continue
            }
            // A dirty reader is placed (and builds its secondary) anyway if it is reached; one
            // that never was placed (an unchosen `ViewThatFits` branch) never combined its
            // primary, and invalidating it would re-lay its ancestors out at every pass.
            if !node.layoutCache.isDirty, reader.primaryValueMayHaveChanged(node: node) { node.invalidateLayout() }
        }
    }
}
