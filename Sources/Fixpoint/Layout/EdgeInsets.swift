import Foundation

/// An enumeration to indicate one edge of a rectangle; used by `padding(_:_:)`.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The leading edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing

    /// An efficient set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits of the set.
        public let rawValue: Int8
        /// Creates a set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates the set that holds one edge.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
    }
}

/// The inset distances for the sides of a rectangle; the padding modifier's layout input.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset on the top edge.
    public var top: CGFloat
    /// The inset on the leading edge.
    public var leading: CGFloat
    /// The inset on the bottom edge.
    public var bottom: CGFloat
    /// The inset on the trailing edge.
    public var trailing: CGFloat

    /// Creates insets from the four distances.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates insets of `length` on the edges in `edges` and 0 elsewhere.
    @usableFromInline package init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(top: edges.contains(.top) ? length : 0,
                  leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0,
                  trailing: edges.contains(.trailing) ? length : 0)
    }

    /// The sum of the insets across `axis`.
    package func total(along axis: Axis) -> CGFloat {
        axis == .horizontal ? leading + trailing : top + bottom
    }
}
