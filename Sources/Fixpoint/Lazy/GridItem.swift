import Foundation

/// A description of a row or a column in a lazy grid.
///
/// Read by `LazyVGrid` (columns) and `LazyHGrid` (rows) through `LazyGridTracks`; an item's
/// `spacing` is the gap after it (nil: 8), its `alignment` places cells in their boxes (nil:
/// centre).
public struct GridItem: Equatable, Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size: Equatable, Sendable {
        /// A single item with the specified fixed size.
        case fixed(CGFloat)
        /// A single item, sized to its share of the space left by fixed items and spacing,
        /// clamped to `minimum...maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// Multiple items in the space of a single flexible item: as many as fit at `minimum`,
        /// sharing the space (each at most `maximum`).
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item, which is the width of a column item or the height of a row item.
    public var size: Size
    /// The spacing to the next item (nil: the default, 8).
    public var spacing: CGFloat?
    /// The alignment to use when placing each view (nil: centre).
    public var alignment: Alignment?

    /// Creates a grid item with the provided size, spacing, and alignment properties.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The spacing after an item whose `spacing` is nil (reference part 2, §2.2).
    static let defaultSpacing: CGFloat = 8
}
