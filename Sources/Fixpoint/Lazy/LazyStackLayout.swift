import Foundation

/// The layout behind `LazyVStack` and `LazyHStack`: `LazyStackAlgorithm` along the axis its
/// `Direction` names, with pinned section parts moved to the visible region at placement.
///
/// The axis is a type parameter because a layout's stack orientation is a static property
/// (`Layout.layoutProperties`), read by the engine for the spacers and dividers inside.
struct LazyStackLayout<Direction: LazyStackDirection>: Layout, Equatable {
    /// The cross-axis alignment guide.
    let alignment: AlignmentKey
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews

    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = Direction.axis
        return properties
    }

    var algorithm: LazyStackAlgorithm {
        LazyStackAlgorithm(axis: Direction.axis, alignment: alignment, spacing: spacing)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.layout(proposal, subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.place(in: bounds, proposal: proposal, subviews, pinnedViews: pinnedViews)
    }
}

/// The axis a lazy stack grows along.
protocol LazyStackDirection {
    static var axis: Axis { get }
}

/// `LazyVStack`'s direction.
enum VerticalLazyStack: LazyStackDirection {
    static var axis: Axis { .vertical }
}

/// `LazyHStack`'s direction.
enum HorizontalLazyStack: LazyStackDirection {
    static var axis: Axis { .horizontal }
}
