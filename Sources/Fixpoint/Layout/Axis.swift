import Foundation

/// The horizontal or vertical dimension in a 2D coordinate system; stacks lay out along one
/// axis and align along the other.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    /// The horizontal dimension.
    case horizontal
    /// The vertical dimension.
    case vertical

    /// An efficient set of axes, as used by `fixedSize` and `ViewThatFits(in:)`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits of the set.
        public let rawValue: Int8
        /// Creates a set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }

    /// The other axis; the stack algorithm's cross axis.
    package var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    /// The dimension along `axis`.
    package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Builds a size from a main-axis and a cross-axis dimension.
    package init(main: CGFloat, cross: CGFloat, axis: Axis) {
        if axis == .horizontal { self.init(width: main, height: cross) } else { self.init(width: cross, height: main) }
    }
}

extension CGPoint {
    /// The coordinate along `axis`.
    package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    /// Builds a point from a main-axis and a cross-axis coordinate.
    package init(main: CGFloat, cross: CGFloat, axis: Axis) {
        if axis == .horizontal { self.init(x: main, y: cross) } else { self.init(x: cross, y: main) }
    }
}

extension Axis.Set {
    /// The set holding just `axis`.
    init(_ axis: Axis) {
        self = axis == .horizontal ? .horizontal : .vertical
    }
}
