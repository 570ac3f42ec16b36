import Foundation

/// What a transparent preference node does to the values of one key (the key is kept beside
/// it: `ViewNode.preferenceEffectKey`).
enum PreferenceEffect {
    /// `.preference(key:value:)`: produces the entry's value, replacing its subtree's values of
    /// the key. The entry is made once per written value, untraced (no cause): a combination
    /// without events returns it as it is, and one with events records the write anew.
    case write(PreferenceEntry)
    /// `.transformPreference(_:_:)`: always produces f(subtree value or default).
    case transform(apply: (inout Any) -> Void)
    /// `.anchorPreference(key:value:transform:)`: produces a value from the content's bounds.
    case anchor(make: (CGRect, CGAffineTransform?) -> Any)
}

/// The modifier behind `preference(key:value:)`.
@usableFromInline struct PreferenceWritingModifier<K: PreferenceKey>: BuiltinModifier, LayoutNeutralModifier {
    let value: K.Value

    @usableFromInline init(value: K.Value) { self.value = value }

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        node.role = .transparent
        node.name = "preference"
        // (The old value is the key's: the node's modifier type, and so its key, never changes.
        // It is taken as typed, not cast: `as? K.Value` looks the types up in the runtime.)
        // (The key first: a first mount has no effect to copy.)
        if node.preferenceEffectKey == ObjectIdentifier(K.self), case .write(let old)? = node.preferenceEffect,
           ValueComparison.isEqual(old.value(as: K.Value.self), value) {
            // The same value: combined values above stay valid.
        } else {
            node.setPreferenceWrite(PreferenceEntry(value: value, key: ObjectIdentifier(K.self), hasWriter: true, cause: nil))
            node.invalidatePreferences()
        }
        graph.reconcileChild(of: node, view: content, environment: node.environment)
    }
}

/// The modifier behind `transformPreference(_:_:)`.
struct PreferenceTransformModifier<K: PreferenceKey>: BuiltinModifier, LayoutNeutralModifier {
    let transform: (inout K.Value) -> Void

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        node.role = .transparent
        node.name = "transformPreference"
        let transform = self.transform
        let effect = PreferenceEffect.transform { value in
            var typed = typedPreferenceValue(value, as: K.Value.self)
            transform(&typed)
            value = typed
        }
        node.setPreferenceEffect(effect, key: ObjectIdentifier(K.self))
        node.invalidatePreferences()
        graph.reconcileChild(of: node, view: content, environment: node.environment)
    }
}

/// The modifier behind `anchorPreference(key:value:transform:)`.
struct AnchorPreferenceModifier<A, K: PreferenceKey>: BuiltinModifier, LayoutNeutralModifier {
    let source: Anchor<A>.Source
    let transform: (Anchor<A>) -> K.Value

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        node.role = .transparent
        node.name = "anchorPreference"
        let source = self.source
        let transform = self.transform
        let effect = PreferenceEffect.anchor { frame, effects in
            transform(source.anchor(for: frame, transform: effects))
        }
        node.setPreferenceEffect(effect, key: ObjectIdentifier(K.self))
        node.invalidatePreferences()
        graph.hasAnchorWriters = true
        graph.reconcileChild(of: node, view: content, environment: node.environment)
    }
}

/// The modifier behind `onPreferenceChange(_:perform:)`: a binder.
struct PreferenceActionModifier<K: PreferenceKey>: BuiltinModifier, LayoutNeutralModifier where K.Value: Equatable {
    let action: (K.Value) -> Void

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        node.role = .transparent
        node.name = "onPreferenceChange"
        if let binder = node.binder as? Binder<K> {
            binder.action = action
        } else {
            node.binder = Binder<K>(action: action)
            graph.binderCount += 1
            graph.soleBinderNode = graph.binderCount == 1 ? node : nil
            graph.binderNodesCache = nil
        }
        graph.reconcileChild(of: node, view: content, environment: node.environment)
    }
}

extension View {
    /// Sets a value for the given preference.
    @inlinable public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWritingModifier<K>(value: value))
    }

    /// Applies a transformation to a preference value; the result always has a value.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                      _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(PreferenceTransformModifier<K>(transform: callback))
    }

    /// Sets a value for the specified preference key, the value is a function of a geometry
    /// value tied to the current coordinate space, allowing readers of the value to convert the
    /// geometry to their local coordinates.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(AnchorPreferenceModifier<A, K>(source: value, transform: transform))
    }

    /// Adds an action to perform when the specified preference key's value changes: on first
    /// appearance, then whenever the value differs from the last one delivered. The action runs
    /// after the update pass, where state writes are allowed.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        modifier(PreferenceActionModifier<K>(action: action))
    }
}
