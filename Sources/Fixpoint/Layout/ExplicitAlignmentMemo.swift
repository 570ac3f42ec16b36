/// Whether an element's subtree can carry an explicit value for an alignment key, per key asked.
///
/// Written by the layout phase (`LayoutEngine.mayHaveExplicitAlignment(_:_:)`), cleared by
/// `ViewNode.invalidateLayout()`. A container asks each child about one key (its alignment), so
/// the first answer is kept inline and only further keys take an array.
struct ExplicitAlignmentMemo {
    private var firstID: ObjectIdentifier?
    private var firstAxis: Axis = .horizontal
    private var firstAnswer = false
    private var others: [(AlignmentKey, Bool)] = []

    var isEmpty: Bool { firstID == nil }

    /// The answer remembered for `key`, if any.
    func answer(for key: AlignmentKey) -> Bool? {
        guard let firstID else { return nil }
        if firstID == ObjectIdentifier(key.id) && firstAxis == key.axis { return firstAnswer }
        for entry in others where entry.0 == key { return entry.1 }
        return nil
    }

    /// Remembers `answer` for `key` (not yet remembered).
    mutating func remember(_ answer: Bool, for key: AlignmentKey) {
        if firstID == nil {
            firstID = ObjectIdentifier(key.id)
            firstAxis = key.axis
            firstAnswer = answer
        } else {
            others.append((key, answer))
        }
    }

    mutating func removeAll() {
        firstID = nil
        others.removeAll()
    }
}
