/// Whether an element's subtree can carry an explicit value for an alignment key, per key asked.
///
/// Written by the layout phase (`LayoutEngine.mayHaveExplicitAlignment(_:_:)`), cleared by
/// `ViewNode.invalidateLayout()`. An element is asked about its container's alignment, about
/// the other axis when a frame or overlay aligns it, and about the guides of the containers
/// above that ask through it, so one node is often asked three keys or more. The answers for
/// the first `inlineKeys` guides a program uses (by `AlignmentKey.ordinal`) are two bits each
/// in one word; a guide beyond them (a program with many custom guides) takes a list. The memo
/// is 16 bytes, on every node.
struct ExplicitAlignmentMemo {
    /// How many guides are answered in `bits`.
    static let inlineKeys = 32

    /// Bit `i`: the guide of ordinal `i` was asked; bit `32 + i`: its answer.
    private var bits: UInt64 = 0
    /// The answers for guides of ordinal `inlineKeys` or more.
    private var others: [AlignmentAnswer] = []

    var isEmpty: Bool { bits == 0 && others.isEmpty }

    /// The answer remembered for `key`, if any. Mutating only so that a node's memo is read in
    /// place: a non-mutating call on a field of a class's stored struct copies the memo (and
    /// retains its overflow list) at every stack child.
    @inline(__always)
    mutating func answer(for key: AlignmentKey) -> Bool? {
        let ordinal = key.ordinal
        if ordinal < Self.inlineKeys {
            let asked: UInt64 = 1 << UInt64(ordinal)
            guard bits & asked != 0 else { return nil }
            return bits & (asked << 32) != 0
        }
        for entry in others where entry.key == key { return entry.value }
        return nil
    }

    /// Remembers `answer` for `key` (not yet remembered).
    mutating func remember(_ answer: Bool, for key: AlignmentKey) {
        let ordinal = key.ordinal
        if ordinal < Self.inlineKeys {
            let asked: UInt64 = 1 << UInt64(ordinal)
            bits |= asked | (answer ? asked << 32 : 0)
        } else {
            others.append(AlignmentAnswer(key: key, value: answer))
        }
    }

    mutating func removeAll() {
        bits = 0
        if !others.isEmpty { others.removeAll() }
    }
}

/// One remembered answer of an `ExplicitAlignmentMemo` beyond its inline guides. A named
/// struct, not a tuple: a list of tuples is copied through the runtime's tuple metadata.
struct AlignmentAnswer {
    let key: AlignmentKey
    let value: Bool
}
