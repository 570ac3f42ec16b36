import Foundation

/// A type that you use to create custom alignment guides.
///
/// The layout phase calls `defaultValue(in:)` when a view has no explicit value for the guide.
public protocol AlignmentID {
    /// The value of the corresponding guide in the given context when not otherwise set.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The identity of an alignment guide: its `AlignmentID` type and axis.
///
/// One word: a key points to the guide's interned `Record`, so every frame, stack and
/// alignment that holds one stores 8 bytes, and keys compare by identity. Made by the
/// alignments' initializers (in views' bodies), read by the layout phase.
struct AlignmentKey: Hashable {
    /// The guide's record; records are never freed (the table of records holds them).
    private unowned(unsafe) let record: Record

    /// The guide's `AlignmentID` type.
    var id: any AlignmentID.Type { record.id }
    /// The axis the guide positions along.
    var axis: Axis { record.axis }
    /// The guide's ordinal among all guides used so far (`Record.ordinal`).
    var ordinal: Int { record.ordinal }
    /// Whether the guide's default value reads only the view's size (a built-in guide).
    var defaultReadsOnlySize: Bool { record.defaultReadsOnlySize }

    /// The key of the guide `id` along `axis`.
    init(id: any AlignmentID.Type, axis: Axis) {
        record = Record.interned(id: id, axis: axis)
    }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        lhs.record === rhs.record
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(record))
    }

    /// Whether explicit values of children combine by minimum (`firstTextBaseline`: a
    /// container's first baseline is its top-most text's) rather than by average.
    var combinesByMinimum: Bool {
        ObjectIdentifier(id) == ObjectIdentifier(FirstTextBaselineID.self)
    }

    /// Whether explicit values of children combine by maximum (`lastTextBaseline`: a
    /// container's last baseline is its bottom-most text's) rather than by average.
    var combinesByMaximum: Bool {
        ObjectIdentifier(id) == ObjectIdentifier(LastTextBaselineID.self)
    }

    /// One guide's identity, made once per `AlignmentID` type and axis and kept for the
    /// process's life (a program names a fixed set of guides).
    final class Record: @unchecked Sendable {
        // @unchecked: immutable; a metatype is safe to share between threads.
        let id: any AlignmentID.Type
        let axis: Axis
        /// The record's place in the order guides were first used (0 for the first): a small
        /// number unique to the guide and axis, which a memo can use as a bit index.
        let ordinal: Int
        /// Whether the guide's default value reads only the view's size (a built-in guide).
        let defaultReadsOnlySize: Bool

        private init(id: any AlignmentID.Type, axis: Axis, ordinal: Int) {
            self.id = id
            self.axis = axis
            self.ordinal = ordinal
            defaultReadsOnlySize = id is any SizeOnlyAlignmentID.Type
        }

        /// The records made so far, by type and axis.
        private static let known = InternTable<Identity, Record>()

        /// What a record is found by.
        private struct Identity: Hashable, Sendable {
            let type: ObjectIdentifier
            let axis: Axis
        }

        /// The one record of `id` along `axis`, made at its first use.
        static func interned(id: any AlignmentID.Type, axis: Axis) -> Record {
            known.object(for: Identity(type: ObjectIdentifier(id), axis: axis)) {
                Record(id: id, axis: axis, ordinal: $0)
            }
        }
    }
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKeyBox

    /// Creates a custom horizontal alignment of the specified type.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKeyBox(AlignmentKey(id: id, axis: .horizontal))
    }

    /// A guide that marks the leading edge of the view.
    public static let leading = HorizontalAlignment(LeadingID.self)
    /// A guide that marks the horizontal centre of the view.
    public static let center = HorizontalAlignment(HCenterID.self)
    /// A guide that marks the trailing edge of the view.
    public static let trailing = HorizontalAlignment(TrailingID.self)
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKeyBox

    /// Creates a custom vertical alignment of the specified type.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKeyBox(AlignmentKey(id: id, axis: .vertical))
    }

    /// A guide that marks the top edge of the view.
    public static let top = VerticalAlignment(TopID.self)
    /// A guide that marks the vertical centre of the view.
    public static let center = VerticalAlignment(VCenterID.self)
    /// A guide that marks the bottom edge of the view.
    public static let bottom = VerticalAlignment(BottomID.self)
    /// A guide that marks the top-most text baseline in a view.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineID.self)
    /// A guide that marks the bottom-most text baseline in a view.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineID.self)
}

/// A Sendable, Equatable wrapper of an alignment key (metatypes are Sendable).
struct AlignmentKeyBox: Equatable, @unchecked Sendable {
    // @unchecked: holds only a metatype and an enum, both immutable and thread-safe.
    let value: AlignmentKey
    init(_ value: AlignmentKey) { self.value = value }
}

/// An alignment in both axes.
///
/// One word: it points to the interned pair of its guides (`Pair`), so every frame, overlay
/// and stack that holds one stores 8 bytes, and two alignments compare by identity.
public struct Alignment: Equatable, Sendable {
    /// The interned pair; pairs are never freed (the table of pairs holds them).
    private(set) unowned(unsafe) var pair: Pair

    /// The alignment on the horizontal axis.
    public var horizontal: HorizontalAlignment {
        get { pair.horizontal }
        set { pair = Pair.interned(newValue, pair.vertical) }
    }

    /// The alignment on the vertical axis.
    public var vertical: VerticalAlignment {
        get { pair.vertical }
        set { pair = Pair.interned(pair.horizontal, newValue) }
    }

    /// Creates an instance with the given horizontal and vertical alignments.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        pair = Pair.interned(horizontal, vertical)
    }

    /// The alignment whose interned pair is `pair`.
    init(pair: Pair) {
        self.pair = pair
    }

    /// Alignments are equal when their guides are: then they are one interned pair.
    public static func == (lhs: Alignment, rhs: Alignment) -> Bool {
        lhs.pair === rhs.pair
    }

    /// One pair of guides, made once per pair and kept for the process's life (a program names
    /// a fixed set of alignments).
    final class Pair: Sendable {
        let horizontal: HorizontalAlignment
        let vertical: VerticalAlignment

        private init(_ horizontal: HorizontalAlignment, _ vertical: VerticalAlignment) {
            self.horizontal = horizontal
            self.vertical = vertical
        }

        /// The pairs made so far, by their guides.
        private static let known = InternTable<Identity, Pair>()

        /// What a pair is found by.
        private struct Identity: Hashable, Sendable {
            let horizontal: AlignmentKey
            let vertical: AlignmentKey
        }

        /// The one pair of `horizontal` and `vertical`, made at its first use.
        static func interned(_ horizontal: HorizontalAlignment, _ vertical: VerticalAlignment) -> Pair {
            known.object(for: Identity(horizontal: horizontal.key.value, vertical: vertical.key.value)) { _ in
                Pair(horizontal, vertical)
            }
        }
    }

    /// A guide that marks the top and leading edges of the view.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// A guide that marks the top edge of the view.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// A guide that marks the top and trailing edges of the view.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// A guide that marks the leading edge of the view.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// A guide that marks the centre of the view.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// A guide that marks the trailing edge of the view.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// A guide that marks the bottom and leading edges of the view.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// A guide that marks the bottom edge of the view.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// A guide that marks the bottom and trailing edges of the view.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// A guide that marks the leading edge and the top-most text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// A guide that marks the centre and the top-most text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// A guide that marks the trailing edge and the top-most text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// A guide that marks the leading edge and the bottom-most text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// A guide that marks the centre and the bottom-most text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// A guide that marks the trailing edge and the bottom-most text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// A built-in guide, whose default value reads only the view's size (never its other guides):
/// the layout phase gives it a `ViewDimensions` without the view's explicit guides.
protocol SizeOnlyAlignmentID: AlignmentID {}

enum LeadingID: SizeOnlyAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum HCenterID: SizeOnlyAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
enum TrailingID: SizeOnlyAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
enum TopID: SizeOnlyAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum VCenterID: SizeOnlyAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
enum BottomID: SizeOnlyAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
enum FirstTextBaselineID: SizeOnlyAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
enum LastTextBaselineID: SizeOnlyAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
