import Foundation

/// The sizes one element computed for its recent proposals, oldest first, at most
/// `ViewNode.sizeMemoLimit` of them.
///
/// Written by the layout phase (`LayoutEngine.size(of:proposal:)`), cleared by
/// `ViewNode.invalidateLayout()`. Every element keeps one, so an entry is four words: a nil
/// dimension of the proposal is stored as a NaN bit pattern no sanitized proposal can hold
/// (proposals are sanitized before they are memoised: never NaN, never negative).
struct SizeMemo: Sequence {
    private struct Entry {
        var proposal: ProposalBits
        var size: CGSize

        /// No entry: its proposal is a marker no proposal encodes to.
        static var absent: Entry { Entry(proposal: ProposalBits(marker: 0x7FF4_F1C5_0000_0004), size: .zero) }
        var isAbsent: Bool { proposal.width == Entry.absent.proposal.width }
    }

    /// The newer entries, oldest first (room for two made at first use).
    private var others = Overflow()
    /// The oldest entry, kept inline: most elements are asked for one or two proposals, and a
    /// leaf's memo then needs no allocation. `Entry.absent` when the memo is empty (a marker,
    /// not an optional: the memo is 41 bytes, and `LayoutCache` packs its small fields after it).
    private var first = Entry.absent
    /// Which entries were used since the last one was forgotten: bit 0 for `first`, bit i for
    /// `others[i - 1]`.
    private var used: UInt8 = 0

    var count: Int { first.isAbsent ? 0 : 1 + others.count }
    var isEmpty: Bool { first.isAbsent }

    /// The size remembered for `proposal`, if any; a hit marks the entry used, so it outlives
    /// the entries not used since (a proposal asked at every resize stays while the shares of
    /// past widths go).
    mutating func size(for proposal: ProposedViewSize) -> CGSize? {
        size(for: proposal) { _ in true }
    }

    /// The size remembered for `proposal` when `accepts` takes it (nil otherwise); only a size
    /// taken marks its entry used, so a look-up that an equivalence check rejects
    /// (`TextBehavior.equivalentMemoisedSize`) leaves the order of forgetting as it was.
    @inline(__always)
    mutating func size(for proposal: ProposedViewSize, where accepts: (CGSize) -> Bool) -> CGSize? {
        guard !first.isAbsent else { return nil }
        // The proposal is encoded once; each entry is then two comparisons per dimension.
        let bits = ProposalBits(proposal)
        if first.proposal.matches(bits) {
            guard accepts(first.size) else { return nil }
            if used & 1 == 0 { used |= 1 }
            return first.size
        }
        guard let (index, size) = others.entry(matching: bits), accepts(size) else { return nil }
        let bit: UInt8 = 1 << UInt8(index + 1)
        if used & bit == 0 { used |= bit }
        return size
    }

    /// Remembers `size` for `proposal`; when `limit` are held, forgets the oldest entry not used
    /// since the last one was forgotten (the oldest of all if every one was).
    mutating func remember(_ size: CGSize, for proposal: ProposedViewSize, limit: Int) {
        assert(limit <= UInt8.bitWidth, "one use bit per entry")
        let entry = Entry(proposal: ProposalBits(proposal), size: size)
        guard !first.isAbsent else {
            first = entry
            return
        }
        if count >= limit {
            var victim = 0
            while victim < count, used & (1 << UInt8(victim)) != 0 { victim += 1 }
            if victim == count { victim = 0 }
            used = 0
            if victim == 0 {
                // The next one moves inline.
                guard !others.isEmpty else {
                    first = entry
                    return
                }
                first = others.removeFirst()
            } else {
                others.remove(at: victim - 1)
            }
        }
        // Room for two at first: a stack child is asked for its probes (0 and infinity) and its
        // share, and most elements are asked no more; a fourth proposal grows the list.
        others.append(entry, initialCapacity: Swift.min(limit - 1, 2))
    }

    mutating func removeAll(keepingCapacity: Bool = false) {
        first = .absent
        used = 0
        others.removeAll(keepingCapacity: keepingCapacity)
    }

    func makeIterator() -> some IteratorProtocol<(ProposedViewSize, CGSize)> {
        let all = first.isAbsent ? [] : [first] + others.withUnsafeBufferPointer { Array($0) }
        return all.lazy.map { ($0.proposal.proposal, $0.size) }.makeIterator()
    }

    /// The entries after the first: a copy-on-write list in one allocation whose header is one
    /// word (an array's is two, and with it the allocator rounds a stack child's two further
    /// entries up to the next size class: 112 bytes instead of 96).
    private struct Overflow {
        /// The count and capacity, then the entries.
        private final class Buffer: ManagedBuffer<(count: UInt32, capacity: UInt32), Entry> {}

        private var buffer: Buffer?

        var isEmpty: Bool { count == 0 }

        var count: Int {
            guard let buffer else { return 0 }
            return buffer.withUnsafeMutablePointerToHeader { Int($0.pointee.count) }
        }

        /// Calls `body` with the entries (entries are plain values: nothing to retain).
        @inline(__always)
        func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Entry>) -> R) -> R {
            guard let buffer else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
            return buffer.withUnsafeMutablePointers { header, entries in
                body(UnsafeBufferPointer(start: entries, count: Int(header.pointee.count)))
            }
        }

        /// The position and size of the entry for `bits`, if there is one.
        @inline(__always)
        func entry(matching bits: ProposalBits) -> (index: Int, size: CGSize)? {
            guard let buffer else { return nil }
            return buffer.withUnsafeMutablePointers { header, entries in
                for index in 0..<Int(header.pointee.count) where entries[index].proposal.matches(bits) {
                    return (index, entries[index].size)
                }
                return nil
            }
        }

        /// Adds `entry` at the end; a list made for it has room for `initialCapacity`.
        mutating func append(_ entry: Entry, initialCapacity: Int) {
            let count = self.count
            let capacity = buffer.map { $0.withUnsafeMutablePointerToHeader { Int($0.pointee.capacity) } } ?? 0
            if count == capacity || !isKnownUniquelyReferenced(&buffer) {
                reallocate(capacity: count == capacity ? Swift.max(initialCapacity, count + 1) : capacity)
            }
            buffer!.withUnsafeMutablePointers { header, entries in
                (entries + count).initialize(to: entry)
                header.pointee.count += 1
            }
        }

        /// Removes and returns the first entry (there is one).
        mutating func removeFirst() -> Entry {
            let first = withUnsafeBufferPointer { $0[0] }
            remove(at: 0)
            return first
        }

        /// Removes the entry at `index` (there is one).
        mutating func remove(at index: Int) {
            let count = self.count
            precondition(index >= 0 && index < count, "size memo entry out of range")
            if !isKnownUniquelyReferenced(&buffer) { reallocate(capacity: count) }
            buffer!.withUnsafeMutablePointers { header, entries in
                (entries + index).update(from: entries + index + 1, count: count - index - 1)
                header.pointee.count -= 1
            }
        }

        mutating func removeAll(keepingCapacity: Bool) {
            guard buffer != nil else { return }
            if keepingCapacity, isKnownUniquelyReferenced(&buffer) {
                buffer!.withUnsafeMutablePointerToHeader { $0.pointee.count = 0 }
            } else {
                buffer = nil
            }
        }

        /// Moves the entries to a buffer of its own with room for `capacity`.
        private mutating func reallocate(capacity: Int) {
            let made = Buffer.create(minimumCapacity: capacity) { _ in (count: 0, capacity: UInt32(capacity)) }
            let copy = unsafeDowncast(made, to: Buffer.self)
            withUnsafeBufferPointer { old in
                copy.withUnsafeMutablePointers { header, entries in
                    if let base = old.baseAddress { entries.initialize(from: base, count: old.count) }
                    header.pointee.count = UInt32(old.count)
                }
            }
            buffer = copy
        }
    }
}

