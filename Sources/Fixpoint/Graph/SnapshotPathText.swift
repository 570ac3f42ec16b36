import Synchronization

/// A path's text compared and hashed without spelling it: a 64-bit FNV-1a digest of the text,
/// continued from the parent's, and comparisons that stop where two paths share their parents.
///
/// Read by `ViewSnapshot` and `TraceEvent` (equality, hashing), `LayoutSnapshot` and `Trace`
/// (whole-value equality, `node(path:)`): a path is as long as its depth, so spelling every
/// node's path to compare or hash a tree thousands of levels deep took time and memory that grew
/// with the square of the depth. The digest is a function of the text alone, so paths with equal
/// text have equal digests whether they are spelled or shared (`Hashable`'s rule).
enum PathText {
    /// FNV-1a's 64-bit offset basis and prime.
    private static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// The digest of the empty text.
    static var emptyDigest: UInt64 { offsetBasis }

    /// `digest` continued over `byte`.
    @inline(__always)
    static func adding(_ byte: UInt8, to digest: UInt64) -> UInt64 {
        (digest ^ UInt64(byte)) &* prime
    }

    /// `digest` continued over the UTF-8 of `text`.
    static func adding(_ text: some StringProtocol, to digest: UInt64) -> UInt64 {
        var value = digest
        for byte in text.utf8 { value = adding(byte, to: value) }
        return value
    }

    /// The digest of `text`.
    static func digest(of text: some StringProtocol) -> UInt64 {
        adding(text, to: offsetBasis)
    }

    /// Whether the lists are equal element by element, `isEqual` comparing two elements with the
    /// pairs of shared paths already found equal (`SnapshotPath.haveEqualText`), kept across the
    /// list: each pair of shared ancestors is walked once. A list is equal to itself, as an
    /// array's `==` says (elements holding NaN included).
    static func listsEqual<Element>(_ lhs: [Element], _ rhs: [Element],
                                    _ isEqual: (Element, Element, inout [ObjectIdentifier: ObjectIdentifier]) -> Bool) -> Bool {
        guard lhs.count == rhs.count else { return false }
        let sameList = lhs.withUnsafeBufferPointer { left in
            rhs.withUnsafeBufferPointer { $0.baseAddress == left.baseAddress }
        }
        if sameList { return true }
        var proven: [ObjectIdentifier: ObjectIdentifier] = [:]
        for index in lhs.indices where !isEqual(lhs[index], rhs[index], &proven) { return false }
        return true
    }

    /// `digest` continued over the decimal digits of `number` (not negative).
    static func adding(decimal number: Int, to digest: UInt64) -> UInt64 {
        if number >= 10 { return adding(UInt8(ascii: "0") + UInt8(number % 10), to: adding(decimal: number / 10, to: digest)) }
        return adding(UInt8(ascii: "0") + UInt8(number), to: digest)
    }
}

extension SnapshotPath {
    /// The digest of `text` (`PathText`), worked out once per path: from the nearest ancestor
    /// that knows its own, down. (Zero means not worked out yet; a path whose digest is zero works
    /// it out again, to the same value.)
    var textDigest: UInt64 {
        let known = digestCache.load(ordering: .relaxed)
        if known != 0 { return known }
        var chain: [SnapshotPath] = []
        var current: SnapshotPath? = self
        var value = PathText.emptyDigest
        while let path = current {
            let cached = path.digestCache.load(ordering: .relaxed)
            if cached != 0 {
                value = cached
                break
            }
            chain.append(path)
            current = path.parent
        }
        for path in chain.reversed() {
            // `text` joins the components with "/": one before each but the root's.
            if path.parent != nil { value = PathText.adding(UInt8(ascii: "/"), to: value) }
            value = PathText.adding(path.name, to: value)
            if path.occurrence >= 0 {
                value = PathText.adding(UInt8(ascii: "["), to: value)
                value = PathText.adding(decimal: path.occurrence, to: value)
                value = PathText.adding(UInt8(ascii: "]"), to: value)
            }
            path.digestCache.store(value, ordering: .relaxed)
        }
        return value
    }

    /// Whether the two paths have the same text; `proven` holds pairs of paths already found
    /// equal (by identity), so that comparing every node of two trees walks each pair of shared
    /// ancestors once. Pairs found equal here are added to it.
    static func haveEqualText(_ lhs: SnapshotPath, _ rhs: SnapshotPath,
                              proven: inout [ObjectIdentifier: ObjectIdentifier]) -> Bool {
        if lhs === rhs { return true }
        guard lhs.textDigest == rhs.textDigest else { return false }
        var walked: [(ObjectIdentifier, ObjectIdentifier)] = []
        var left: SnapshotPath? = lhs, right: SnapshotPath? = rhs
        while let l = left, let r = right {
            if l === r || proven[ObjectIdentifier(l)] == ObjectIdentifier(r) { break }
            // Components that differ may still spell the same text (a name holding "/" or "[").
            guard l.name == r.name, l.occurrence == r.occurrence else { return lhs.text == rhs.text }
            walked.append((ObjectIdentifier(l), ObjectIdentifier(r)))
            left = l.parent
            right = r.parent
        }
        if (left == nil) != (right == nil) { return lhs.text == rhs.text }
        for (l, r) in walked { proven[l] = r }
        return true
    }

    /// Whether this path's text is `text`, whose digest is `digest` (compared first: only a path
    /// with the same digest is spelled).
    func hasText(_ text: String, digest: UInt64) -> Bool {
        textDigest == digest && self.text == text
    }
}

/// A path as an entry or an event holds it: spelled (built by hand, or set as text), or shared
/// with its parent's (`SnapshotPath`, as the snapshot builder and the trace's path resolver make
/// it). The one place that reads, compares and digests either form.
enum HeldPath: Sendable {
    case text(String)
    case shared(SnapshotPath)

    /// The path spelled out.
    var text: String {
        switch self {
        case .text(let text): text
        case .shared(let shared): shared.text
        }
    }

    /// The digest of `text` (`PathText`), without spelling a shared path.
    var digest: UInt64 {
        switch self {
        case .text(let text): PathText.digest(of: text)
        case .shared(let shared): shared.textDigest
        }
    }

    /// Whether the two spell the same text; `proven` as in `SnapshotPath.haveEqualText`.
    func hasSameText(as other: HeldPath, proven: inout [ObjectIdentifier: ObjectIdentifier]) -> Bool {
        switch (self, other) {
        case (.text(let left), .text(let right)): left == right
        case (.shared(let left), .shared(let right)): SnapshotPath.haveEqualText(left, right, proven: &proven)
        case (.shared(let shared), .text(let spelled)), (.text(let spelled), .shared(let shared)):
            shared.hasText(spelled, digest: PathText.digest(of: spelled))
        }
    }

    /// Whether this is `text`, whose digest is `digest` (a shared path is spelled only when the
    /// digests match).
    func isText(_ text: String, digest: UInt64) -> Bool {
        switch self {
        case .text(let spelled): spelled == text
        case .shared(let shared): shared.hasText(text, digest: digest)
        }
    }
}
