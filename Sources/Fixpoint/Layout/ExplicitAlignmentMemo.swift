/// Whether an element's subtree can carry an explicit value for an alignment key, per key asked.
///
/// Written by the layout phase (`LayoutEngine.mayHaveExplicitAlignment(_:_:)`), cleared by
/// `ViewNode.invalidateLayout()`. An element is asked about its container's alignment and, when
/// a frame or overlay aligns it, about the other axis: the first two answers are kept inline
/// and only further keys take an array.
struct ExplicitAlignmentMemo {
    /// One remembered answer in eight bytes (zero: none): the guide's identity, a type's
    /// metadata address, which is 8-byte aligned, with its axis in bit 0, the answer in bit 1
    /// and bit 2 set. Two inline answers then take 16 bytes instead of 32, on every node.
    private struct Answer {
        let bits: UInt

        static var none: Answer { Answer(bits: 0) }

        init(bits: UInt) {
            self.bits = bits
        }

        /// The answer for `key`; nil if its type's address has a low bit set (type metadata is
        /// pointer-aligned, but the memo does not depend on it: such a key goes to the list).
        init?(_ key: AlignmentKey, value: Bool) {
            let address = UInt(bitPattern: ObjectIdentifier(key.id))
            guard address & 7 == 0 else { return nil }
            bits = Self.keyBits(key) | (value ? 2 : 0)
        }

        private static func keyBits(_ key: AlignmentKey) -> UInt {
            UInt(bitPattern: ObjectIdentifier(key.id)) | (key.axis == .vertical ? 1 : 0) | 4
        }

        var isNone: Bool { bits == 0 }
        var value: Bool { bits & 2 != 0 }

        func answers(_ key: AlignmentKey) -> Bool {
            bits & ~2 == Self.keyBits(key)
        }
    }

    private var first = Answer.none
    private var second = Answer.none
    private var others: [(AlignmentKey, Bool)] = []

    var isEmpty: Bool { first.isNone && others.isEmpty }

    /// The answer remembered for `key`, if any. Mutating only so that a node's memo is read in
    /// place: a non-mutating call on a field of a class's stored struct copies the memo (and
    /// retains its overflow list) at every stack child.
    mutating func answer(for key: AlignmentKey) -> Bool? {
        if first.answers(key) { return first.value }
        if second.answers(key) { return second.value }
        for entry in others where entry.0 == key { return entry.1 }
        return nil
    }

    /// Remembers `answer` for `key` (not yet remembered).
    mutating func remember(_ answer: Bool, for key: AlignmentKey) {
        if first.isNone, let made = Answer(key, value: answer) {
            first = made
        } else if !first.isNone, second.isNone, let made = Answer(key, value: answer) {
            second = made
        } else {
            others.append((key, answer))
        }
    }

    mutating func removeAll() {
        first = .none
        second = .none
        if !others.isEmpty { others.removeAll() }
    }
}
