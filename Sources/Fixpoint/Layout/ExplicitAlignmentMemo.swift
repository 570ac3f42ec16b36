/// Whether an element's subtree can carry an explicit value for an alignment key, per key asked.
///
/// Written by the layout phase (`LayoutEngine.mayHaveExplicitAlignment(_:_:)`), cleared by
/// `ViewNode.invalidateLayout()`. An element is asked about its container's alignment and, when
/// a frame or overlay aligns it, about the other axis: the first two answers are kept inline
/// and only further keys take an array.
struct ExplicitAlignmentMemo {
    /// One remembered answer: the guide's identity and axis.
    private struct Answer {
        let id: ObjectIdentifier
        let axis: Axis
        let value: Bool

        func answers(_ key: AlignmentKey) -> Bool {
            id == ObjectIdentifier(key.id) && axis == key.axis
        }
    }

    private var first: Answer?
    private var second: Answer?
    private var others: [(AlignmentKey, Bool)] = []

    var isEmpty: Bool { first == nil }

    /// The answer remembered for `key`, if any. Mutating only so that a node's memo is read in
    /// place: a non-mutating call on a field of a class's stored struct copies the memo (and
    /// retains its overflow list) at every stack child.
    mutating func answer(for key: AlignmentKey) -> Bool? {
        guard let first else { return nil }
        if first.answers(key) { return first.value }
        guard let second else { return nil }
        if second.answers(key) { return second.value }
        for entry in others where entry.0 == key { return entry.1 }
        return nil
    }

    /// Remembers `answer` for `key` (not yet remembered).
    mutating func remember(_ answer: Bool, for key: AlignmentKey) {
        let made = Answer(id: ObjectIdentifier(key.id), axis: key.axis, value: answer)
        if first == nil {
            first = made
        } else if second == nil {
            second = made
        } else {
            others.append((key, answer))
        }
    }

    mutating func removeAll() {
        first = nil
        second = nil
        if !others.isEmpty { others.removeAll() }
    }
}
