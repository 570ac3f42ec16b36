import Foundation

/// What an element remembers about explicit guides: whether its subtree can carry an explicit
/// value for an alignment key, per key asked, and the values it computed.
///
/// Written by the layout phase (`LayoutEngine.mayHaveExplicitAlignment(_:_:)` and
/// `explicitAlignment(of:_:size:proposal:)`), cleared by `ViewNode.invalidateLayout()`. An
/// element is asked about its container's alignment, about the other axis when a frame or
/// overlay aligns it, and about the guides of the containers above that ask through it, so one
/// node is often asked three keys or more. The answers for the first `inlineKeys` guides a
/// program uses (by `AlignmentKey.ordinal`) are two bits each in one word. A guide beyond them
/// (a program with many custom guides) and the guide values, which only elements with an
/// `alignmentGuide` or text below them compute, live in an `ExplicitGuides` made at first use.
/// The memo is 16 bytes, on every node.
struct ExplicitAlignmentMemo {
    /// How many guides are answered in `bits`.
    static let inlineKeys = 32

    /// Bit `i`: the guide of ordinal `i` was asked; bit `32 + i`: its answer.
    private var bits: UInt64 = 0
    /// The answers for guides of ordinal `inlineKeys` or more, and the guide values.
    private var guides: ExplicitGuides?

    var isEmpty: Bool { bits == 0 && (guides?.isEmpty ?? true) }

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
        for entry in guides?.answers ?? [] where entry.key == key { return entry.value }
        return nil
    }

    /// Remembers `answer` for `key` (not yet remembered).
    mutating func remember(_ answer: Bool, for key: AlignmentKey) {
        let ordinal = key.ordinal
        if ordinal < Self.inlineKeys {
            let asked: UInt64 = 1 << UInt64(ordinal)
            bits |= asked | (answer ? asked << 32 : 0)
        } else {
            madeGuides().answers.append(AlignmentAnswer(key: key, value: answer))
        }
    }

    /// The explicit value of `key` remembered for `proposal` and `size`: `.some(nil)` when the
    /// element has none there, nil when not remembered.
    func value(for key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat?? {
        for entry in guides?.values ?? [] where entry.key == key && entry.proposal == proposal && entry.size == size {
            return .some(entry.value)
        }
        return nil
    }

    /// Remembers the explicit `value` of `key` for `proposal` and `size`, forgetting the oldest
    /// value beyond `ViewNode.alignmentValueMemoLimit`.
    mutating func remember(value: CGFloat?, for key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) {
        let guides = madeGuides()
        if guides.values.count >= ViewNode.alignmentValueMemoLimit { guides.values.removeFirst() }
        guides.values.append(AlignmentValueMemoEntry(key: key, proposal: proposal, size: size, value: value))
    }

    private mutating func madeGuides() -> ExplicitGuides {
        if let guides { return guides }
        let made = ExplicitGuides()
        guides = made
        return made
    }

    /// Forgets every answer and value (the subtree changed).
    mutating func removeAll() {
        bits = 0
        if let guides, !guides.isEmpty {
            guides.answers.removeAll()
            // An invalidated element is laid out again: its values come back.
            guides.values.removeAll(keepingCapacity: true)
        }
    }

    /// Forgets the guide values but keeps the answers (the element's sizes changed, not its
    /// subtree: `LayoutCache.invalidateOwnSizes()`).
    mutating func removeValues() {
        if let guides, !guides.values.isEmpty { guides.values.removeAll() }
    }
}

/// The part of an `ExplicitAlignmentMemo` that few elements need, made at its first write.
final class ExplicitGuides {
    /// Answers for guides of ordinal `ExplicitAlignmentMemo.inlineKeys` or more.
    var answers: [AlignmentAnswer] = []
    /// Explicit guide values computed since the layout was invalidated, oldest first; at most
    /// `ViewNode.alignmentValueMemoLimit`.
    var values: [AlignmentValueMemoEntry] = []

    var isEmpty: Bool { answers.isEmpty && values.isEmpty }
}

/// One remembered answer of an `ExplicitAlignmentMemo` beyond its inline guides. A named
/// struct, not a tuple: a list of tuples is copied through the runtime's tuple metadata.
struct AlignmentAnswer {
    let key: AlignmentKey
    let value: Bool
}
