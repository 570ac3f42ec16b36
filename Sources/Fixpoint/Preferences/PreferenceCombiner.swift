import Foundation

/// A key's combined value for a subtree, type-erased: the value, whether any writer contributed
/// (dynamic containers contribute `defaultValue` without being writers), and the event that
/// produced it.
///
/// Written by each combination (the preferences phase for binders, the layout phase for
/// readers and anchors) into `ViewNode.preferenceMemo`. It is not generic, so the combination's
/// recursion asks the runtime for no generic metadata (a look-up costs about as much as the rest
/// of a memo hit), and it is an immutable object, so a memo hit copies one pointer and a node
/// with one contributing child shares that child's entry (a struct holding `Any` is copied and
/// tested through the runtime's value witnesses); `value` always holds a `K.Value` for the key
/// it is stored under.
@usableFromInline final class PreferenceEntry {
    /// The combined value, a `K.Value`.
    @usableFromInline let value: Any
    /// The key's identity (`ObjectIdentifier(K.self)`): a memo holding one entry reads its key
    /// here.
    let key: ObjectIdentifier
    /// Whether a writer (not only a dynamic container's default) contributed.
    let hasWriter: Bool
    /// Whether this is the graph's marker for "computed: nothing contributes" to the key
    /// (`ViewGraph.absence(of:)`), which a memo holds and never returns.
    let isAbsence: Bool
    /// The trace event that produced the value, when events are kept.
    let cause: Int?
    /// The value as the trace describes it (`ValueDescription`), when events are kept: the
    /// event that produced it described it, and a combination above reuses it (each `reduce`
    /// event describes the value it takes in).
    let description: String?

    /// An entry for a combined value.
    init(value: Any, key: ObjectIdentifier, hasWriter: Bool, cause: Int?, description: String? = nil, isAbsence: Bool = false) {
        self.value = value
        self.key = key
        self.hasWriter = hasWriter
        self.isAbsence = isAbsence
        self.cause = cause
        self.description = description
    }

    /// The value as the key's `Value`, which it always is (`typedPreferenceValue(_:as:)`).
    @inlinable
    func value<V>(as type: V.Type) -> V {
        typedPreferenceValue(value, as: type)
    }
}

/// A preference value held as `Any`, as its key's `Value` `V`, which it always is: the value is
/// opened and taken as is, because a dynamic cast (`as! V`) looks the types up through the
/// runtime, at every child of every combination. A value whose opened type is not `V` itself
/// (a key whose `Value` is an existential) is cast.
@inlinable
func typedPreferenceValue<V>(_ value: Any, as type: V.Type) -> V {
    // Not an optional result: `V?` would be generic metadata made at run time on each call.
    func take<Opened>(_ opened: Opened) -> V {
        Opened.self == V.self ? unsafeBitCast(opened, to: V.self) : castPreferenceValue(opened, to: V.self)
    }
    return _openExistential(value, do: take)
}

/// `opened as! V`, out of line so that the opening above stays small enough to inline.
@inline(never) @usableFromInline
func castPreferenceValue<Opened, V>(_ opened: Opened, to type: V.Type) -> V {
    opened as! V
}

/// A key's combined value for a subtree, typed: what binders and preference readers consume.
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
    /// The subtree's combined value of `key`, typed (nil when nothing in it contributes); what
    /// binders (preferences and binders phases) and readers (layout phase) read.
    func preferenceValue<K: PreferenceKey>(_ key: K.Type, of node: ViewNode) -> CombinedPreference<K.Value>? {
        guard let entry = preferenceEntry(K.self, of: node) else { return nil }
        return CombinedPreference(value: entry.value(as: K.Value.self), hasWriter: entry.hasWriter, cause: entry.cause)
    }

    /// `preferenceEntry` on the large stack, once this thread's has no more room.
    @inline(never)
    private func preferenceEntryOnLargeStack<K: PreferenceKey>(_ key: K.Type, of node: ViewNode) -> PreferenceEntry? {
        continuingOnLargeStack { preferenceEntry(key, of: node) }
    }

    /// The subtree's combined value of `key` (nil when nothing in it contributes), from the
    /// node's memo when it has one; a miss combines the node and stores the result, so each node
    /// is combined once between invalidations.
    func preferenceEntry<K: PreferenceKey>(_ key: K.Type, of node: ViewNode) -> PreferenceEntry? {
        let keyID = ObjectIdentifier(K.self)
        if let entry = node.preferenceMemo.entry(for: keyID) { return entry }
        // (A node's value combines its subtree's, down the tree.)
        if isNearStackLimit { return preferenceEntryOnLargeStack(key, of: node) }
        // Memo entries are filled from here on: a later invalidation must walk past nodes
        // cleared before this point.
        advancePreferenceEpoch()
        let result: PreferenceEntry?
        // (The key first: only a node with an effect for this key copies its effect.)
        if node.preferenceEffectKey == keyID, let effect = node.preferenceEffect {
            switch effect {
            case .write(let entry):
                // Without events the write is the entry the writer made; with them, it is recorded.
                result = recorder.isRecording ? written(K.self, entry.value, node: node) : entry
            case .transform(let apply):
                let inner = combineChildren(K.self, of: node)
                var value = inner?.value ?? K.defaultValue as Any
                apply(&value)
                result = written(K.self, value, node: node, cause: inner?.cause)
            case .anchor(let make):
                let value = anchorValue(of: node, make)
                result = written(K.self, value, node: node)
            }
        } else {
            result = combineChildren(K.self, of: node)
        }
        node.preferenceMemo.store(result, for: keyID, absence: absence(of: K.self))
        return result
    }

    /// The marker a memo holds for `key` computed empty: one per key and graph, made at the
    /// key's first empty combination.
    private func absence<K: PreferenceKey>(of key: K.Type) -> PreferenceEntry {
        let keyID = ObjectIdentifier(K.self)
        if let last = lastPreferenceAbsence, last.key == keyID { return last }
        let marker: PreferenceEntry
        if let known = preferenceAbsences[keyID] {
            marker = known
        } else {
            // (Its value is never read: a memo returns no marker.)
            marker = PreferenceEntry(value: K.defaultValue, key: keyID, hasWriter: false, cause: nil, isAbsence: true)
            preferenceAbsences[keyID] = marker
        }
        lastPreferenceAbsence = marker
        return marker
    }

    /// The entry for `value`, written by `node` for `K`, with the event that records the
    /// write (the value described only when events are kept).
    private func written<K: PreferenceKey>(_ key: K.Type, _ value: Any, node: ViewNode, cause: Int? = nil) -> PreferenceEntry {
        let keyID = ObjectIdentifier(K.self)
        guard recorder.isRecording else { return PreferenceEntry(value: value, key: keyID, hasWriter: true, cause: nil) }
        if let form = PreferenceNumbers.Form(of: K.Value.self) {
            // A number is kept as it is, spelled when the event is read.
            let numbers = PreferenceNumbers(key: recorder.name(of: K.self), form: form,
                                            written: _PreferenceStep.bits(of: typedPreferenceValue(value, as: K.Value.self)))
            return PreferenceEntry(value: value, key: keyID, hasWriter: true, cause: recorder.record(numbers, node: node, cause: cause))
        }
        let description = ValueDescription.describe(typedPreferenceValue(value, as: K.Value.self))
        let event = recorder.record(.preferenceWritten(key: recorder.name(of: K.self), value: description), node: node, cause: cause)
        return PreferenceEntry(value: value, key: keyID, hasWriter: true, cause: event, description: description)
    }

    /// Combines the children's values: the first as is, each later one by `K.reduce`.
    ///
    /// The children's contributions are gathered into a temporary buffer (unretained where a
    /// child's memo holds them) and reduced in runs, each in one loop of one generic function
    /// (`reduce(_:_:into:value:node:)`): generic code that is not specialized for the key pays a
    /// look-up of `K.Value` in every closure it enters. A run ends before a child that must be
    /// combined first, so `reduce` calls, and their trace events, keep the children's order.
    private func combineChildren<K: PreferenceKey>(_ key: K.Type, of node: ViewNode) -> PreferenceEntry? {
        let children = preferenceChildren(of: node)
        // No child contributes nothing, and one child's value is taken as is, without `reduce`
        // (most nodes: a leaf, a modifier's content, a body's view).
        if children.count < 2 {
            return children.isEmpty ? nil : contribution(K.self, of: children[0])
        }
        let keyID = ObjectIdentifier(K.self)
        var reduction = Reduction()
        var value = K.defaultValue
        withUnsafeTemporaryAllocation(of: PreferenceContribution.self, capacity: children.count) { contributions in
            var count = 0, reduced = 0
            children.forEachChild { _, child in
                if let memoised = child.preferenceMemo.unretainedEntry(for: keyID) {
                    contributions.initializeElement(at: count, to: PreferenceContribution(entry: memoised, isRetained: false))
                    count += 1
                    return
                }
                if reduced < count {
                    reduce(K.self, UnsafeBufferPointer(rebasing: contributions[reduced..<count]),
                           into: &reduction, value: &value, node: node)
                    reduced = count
                }
                guard let computed = contribution(K.self, of: child) else { return }
                contributions.initializeElement(at: count, to: PreferenceContribution(entry: .passRetained(computed), isRetained: true))
                count += 1
            }
            if reduced < count {
                reduce(K.self, UnsafeBufferPointer(rebasing: contributions[reduced..<count]),
                       into: &reduction, value: &value, node: node)
            }
            for index in 0..<count where contributions[index].isRetained { contributions[index].entry.release() }
        }
        guard reduction.calls > 0 else { return reduction.first }
        recorder.reduced(key: K.self, calls: reduction.calls)
        return PreferenceEntry(value: value, key: keyID, hasWriter: reduction.hasWriter, cause: reduction.cause,
                               description: reduction.lastResult)
    }

    /// What `child` contributes to its parent's combination of `key`: its subtree's value, an
    /// empty dynamic container's `defaultValue`, or nothing.
    private func contribution<K: PreferenceKey>(_ key: K.Type, of child: ViewNode) -> PreferenceEntry? {
        if let entry = preferenceEntry(K.self, of: child) { return entry }
        guard child.role == .list, (child.view as? any ListView)?.isDynamicList == true else { return nil }
        return PreferenceEntry(value: K.defaultValue, key: ObjectIdentifier(K.self), hasWriter: false, cause: nil)
    }

    /// A combination's running state besides its value (a `K.Value`, kept apart: a generic
    /// struct's fields are found through its metadata at each access): the first contribution,
    /// and from the second on whether a writer contributed, the cause and description of the last
    /// result, and how many `reduce` calls were made.
    private struct Reduction {
        var first: PreferenceEntry?
        var hasWriter = false
        var cause: Int?
        var lastResult: String?
        var calls = 0
    }

    /// Reduces `contributions` into `reduction` and the running `value`, in order: the first
    /// contribution of the combination as is, each later one by `K.reduce` (without events in
    /// the key's own loop, `PreferenceKey._reduce(_:run:)`; with them here, each recorded).
    private func reduce<K: PreferenceKey>(_ key: K.Type, _ contributions: UnsafeBufferPointer<PreferenceContribution>,
                                          into reduction: inout Reduction, value: inout K.Value, node: ViewNode) {
        var start = 0
        if reduction.first == nil {
            reduction.first = contributions[0].entry.takeUnretainedValue()
            start = 1
        }
        guard start < contributions.count, let first = reduction.first else { return }
        var calls = reduction.calls
        var hasWriter: Bool, cause: Int?, lastResult: String?
        if calls == 0 {
            value = first.value(as: K.Value.self)
            hasWriter = first.hasWriter
            cause = first.cause
            lastResult = first.description
        } else {
            hasWriter = reduction.hasWriter
            cause = reduction.cause
            lastResult = reduction.lastResult
        }
        let run = UnsafeBufferPointer(rebasing: contributions[start...])
        // Whether a writer contributed, and how many `reduce` calls: the same with or without events.
        if !hasWriter { hasWriter = run.contains { $0.entry._withUnsafeGuaranteedRef { $0.hasWriter } } }
        calls += run.count
        if !recorder.isRecording {
            // Without events the values are folded by the key's own specialized loop.
            K._reduce(&value, run: _PreferenceRun(run))
        } else if let numberForm = PreferenceNumbers.Form(of: K.Value.self) {
            // Numbers are kept as they are in the events, spelled when read (`PreferenceNumbers`):
            // the key's own loop folds the run and writes each `reduce`'s numbers, which are
            // then recorded in order. The key's trace name is found once per run.
            let keyName = recorder.name(of: K.self)
            withUnsafeTemporaryAllocation(of: _PreferenceStep.self, capacity: run.count) { steps in
                K._reduce(&value, run: _PreferenceRun(run, steps: steps.baseAddress))
                cause = recorder.recordReductions(count: run.count, node: node, cause: cause) { index in
                    let step = steps[index]
                    return (PreferenceNumbers(key: keyName, form: numberForm, reduced: step.value, next: step.next,
                                              result: step.result),
                            run[index].entry._withUnsafeGuaranteedRef { $0.cause })
                }
            }
        } else {
            // Other values are described when recorded: each `reduce` is called here, and
            // recorded. The key's trace name is found once per run.
            let keyName = recorder.name(of: K.self)
            for contribution in run {
                // Read in place: the contribution holds the entry (reading it into a variable
                // would retain it; a closure that captures the loop's state is made anew for
                // each child).
                let entry = contribution.entry
                let nextValue = entry._withUnsafeGuaranteedRef { $0.value(as: K.Value.self) }
                let nextCause = entry._withUnsafeGuaranteedRef { $0.cause }
                // The value before this reduce is the last one's result: described once.
                let before = lastResult ?? ValueDescription.describe(value)
                K.reduce(value: &value) { nextValue }
                let result = ValueDescription.describe(value)
                lastResult = result
                cause = recorder.record(.preferenceReduced(key: keyName, value: before,
                                                           next: entry._withUnsafeGuaranteedRef { $0.description }
                                                               ?? ValueDescription.describe(nextValue),
                                                           result: result),
                                        node: node, cause: nextCause ?? cause)
            }
        }
        reduction.hasWriter = hasWriter
        reduction.cause = cause
        reduction.lastResult = lastResult
        reduction.calls = calls
    }

    /// The children whose values a node combines, in preference order.
    func preferenceChildren(of node: ViewNode) -> ChildList {
        guard let behavior = node.behavior else { return node.children }
        if behavior.showsSomeElementsOnly {
            return ChildList(node.children.filter { child in
                child.layoutElements.contains { behavior.showsElement(id: $0.id) }
            })
        }
        return behavior.preferenceChildren(among: node.children)
    }

    /// What an anchor preference at `node` makes (`make`) of the elements the node stands for:
    /// the union of their frames (root coordinates) and the first one's geometry effect.
    func anchorValue(of node: ViewNode, _ make: (CGRect, CGAffineTransform?) -> Any) -> Any {
        let elements = node.layoutElements
        var union = FrameUnion()
        for element in elements { union.add(element.frame) }
        return make(union.frameOrZero, elements.first?.effectTransform)
    }
}
