import Foundation

/// A key's combined value for a subtree: the value, whether any writer contributed (dynamic
/// containers contribute `defaultValue` without being writers), and the event that produced it.
struct CombinedPreference<Value> {
    var value: Value
    var hasWriter: Bool
    var cause: Int?
}

/// The preferences phase: combines a key's values bottom-up in view-tree order.
///
/// A writer replaces its subtree's values; a transform always yields a value; children combine
/// first-value-then-`reduce` (background: secondary first; overlay: primary first); empty dynamic
/// containers contribute `defaultValue`; hidden views contribute; a `ViewThatFits` contributes
/// only its chosen child. Results are memoised per node and key across passes; the bodies and
/// layout phases clear them along the paths whose values may have changed.
extension ViewGraph {
    func preferenceValue<K: PreferenceKey>(_ key: K.Type, of node: ViewNode) -> CombinedPreference<K.Value>? {
        let keyID = ObjectIdentifier(K.self)
        if let entry = node.preferenceMemo[keyID] {
            return entry as? CombinedPreference<K.Value>
        }
        // Memo entries are filled from here on: a later invalidation must walk past nodes
        // cleared before this point.
        preferenceEpoch &+= 1
        var result: CombinedPreference<K.Value>?
        switch node.preferenceEffect {
        case .write(let effectKey, let value)? where effectKey == keyID:
            let typed = value as! K.Value
            let event = recorder.record(.preferenceWritten(key: recorder.name(of: K.self), value: ValueDescription.describe(typed)), node: node)
            result = CombinedPreference(value: typed, hasWriter: true, cause: event)
        case .transform(let effectKey, let apply)? where effectKey == keyID:
            let inner = combineChildren(K.self, of: node)
            var value: Any = inner?.value ?? K.defaultValue
            apply(&value)
            let typed = value as! K.Value
            let event = recorder.record(.preferenceWritten(key: recorder.name(of: K.self), value: ValueDescription.describe(typed)), node: node,
                                        cause: inner?.cause)
            result = CombinedPreference(value: typed, hasWriter: true, cause: event)
        case .anchor(let effectKey, let make)? where effectKey == keyID:
            let typed = make(contentBounds(of: node), layoutElements(of: node).first?.effectTransform) as! K.Value
            let event = recorder.record(.preferenceWritten(key: recorder.name(of: K.self), value: ValueDescription.describe(typed)), node: node)
            result = CombinedPreference(value: typed, hasWriter: true, cause: event)
        default:
            result = combineChildren(K.self, of: node)
        }
        node.preferenceMemo[keyID] = result as Any
        return result
    }

    private func combineChildren<K: PreferenceKey>(_ key: K.Type, of node: ViewNode) -> CombinedPreference<K.Value>? {
        var accumulated: CombinedPreference<K.Value>?
        var reduceCalls = 0
        defer { if reduceCalls > 0 { recorder.reduced(key: K.self, calls: reduceCalls) } }
        // The key's trace name, found once per combination (only when events are kept).
        let keyName = recorder.isRecording ? recorder.name(of: K.self) : ""
        for child in preferenceChildren(of: node) {
            var contribution = preferenceValue(K.self, of: child)
            if contribution == nil, child.role == .list, (child.view as? any ListView)?.isDynamicList == true {
                contribution = CombinedPreference(value: K.defaultValue, hasWriter: false, cause: nil)
            }
            guard let next = contribution else { continue }
            guard var current = accumulated else {
                accumulated = next
                continue
            }
            let before = recorder.isRecording ? ValueDescription.describe(current.value) : ""
            K.reduce(value: &current.value) { next.value }
            reduceCalls += 1
            let event = recorder.record(.preferenceReduced(key: keyName, value: before,
                                                           next: ValueDescription.describe(next.value),
                                                           result: ValueDescription.describe(current.value)),
                                        node: node, cause: next.cause ?? current.cause)
            current.hasWriter = current.hasWriter || next.hasWriter
            current.cause = event
            accumulated = current
        }
        return accumulated
    }

    /// The children whose values a node combines, in preference order.
    func preferenceChildren(of node: ViewNode) -> [ViewNode] {
        guard let behavior = node.behavior else { return node.children }
        if let chooser = behavior as? ViewThatFitsBehavior {
            return node.children.filter { child in layoutElements(of: child).contains(where: chooser.isVisible) }
        }
        return behavior.preferenceChildren(of: node)
    }

    /// The union of the frames of the elements a node stands for (root coordinates).
    func contentBounds(of node: ViewNode) -> CGRect {
        let union = layoutElements(of: node).reduce(CGRect.null) { $0.union($1.frame) }
        return union.isNull ? .zero : union
    }

    /// The layout elements under (or at) `node`.
    func layoutElements(of node: ViewNode) -> [ViewNode] {
        if node.role == .element { return [node] }
        return node.children.flatMap { layoutElements(of: $0) }
    }
}
