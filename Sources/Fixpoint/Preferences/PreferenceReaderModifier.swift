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
        graph.preferenceReaderNodes[node.id] = PreferenceReaderEntry(node: node, reader: behavior)
        let transform = self.transform
        behavior.makeSecondary = { context in
            transform(context.preferenceValue(K.self, inSlot: 0) ?? K.defaultValue)
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
    var makeSecondary: ((LayoutContext) -> any View)?
    /// The key whose value the secondary is built from.
    var key: ObjectIdentifier?

    override func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        context.firstElement(inSlot: 0)?.sizeThatFits(proposal) ?? .zero
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
        if let primary = context.firstElement(inSlot: 0) {
            context.place(primary, at: frame.origin, proposal: proposal)
        }
        context.unplaceElementsAfterFirst(inSlot: 0)
        guard context.slotCount > 0, let makeSecondary else { return }
        let secondary = context.evaluateContent(observing: false) { makeSecondary(context) }
        context.reconcileContent(secondary, slot: 1)
        let secondaryProposal = ProposedViewSize(frame.size)
        context.withRoomForBuiltContent {
            for element in context.elements(inSlot: 1) {
                let origin = element.origin(aligning: alignment, in: frame.size, proposal: secondaryProposal)
                context.place(element, at: CGPoint(x: frame.minX + origin.x, y: frame.minY + origin.y), proposal: secondaryProposal)
            }
        }
    }

    override func backgroundLayer(among children: ChildList) -> ViewNode? {
        isBackground && children.count > 1 ? children[1] : nil
    }

    /// Readers pass their primary's values upward unchanged.
    override func preferenceChildren(among children: ChildList) -> ChildList {
        ChildList(children.prefix(1))
    }

    override func intrinsicPriority(in context: LayoutContext) -> Double {
        context.firstElement(inSlot: 0)?.priority ?? 0
    }

    override func spacing(in context: LayoutContext) -> ViewSpacing {
        context.firstElement(inSlot: 0)?.spacing ?? ViewSpacing()
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
        for entry in preferenceReaderNodes.values {
            // A dirty reader is placed (and builds its secondary) anyway if it is reached; one
            // that never was placed (an unchosen `ViewThatFits` branch) never combined its
            // primary, and invalidating it would re-lay its ancestors out at every pass.
            if !entry.node.layoutCache.isDirty, entry.primaryValueMayHaveChanged { entry.node.invalidateLayout() }
        }
    }
}

/// A preference reader in the graph's registry: its node and its behaviour.
struct PreferenceReaderEntry {
    let node: ViewNode
    let reader: PreferenceReaderBehavior

    /// Whether the primary's value of the key may differ from the one the secondary was last
    /// built from: the primary's memo no longer holds it (an invalidation walk cleared it, or it
    /// was never combined). The memo holds the value from the reader's last placement until a
    /// change below clears it.
    var primaryValueMayHaveChanged: Bool {
        guard let key = reader.key, let primary = node.children.first else { return false }
        return !primary.preferenceMemo.contains(key)
    }
}
