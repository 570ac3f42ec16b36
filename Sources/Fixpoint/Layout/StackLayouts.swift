import Foundation

/// A horizontal container that you can use in conditional layouts; the layout behind `HStack`.
///
/// Sizes and places its subviews with the stack algorithm of reference §2.1 along x.
public struct HStackLayout: Layout, StackLayoutConvertible, Equatable {
    /// The vertical alignment of subviews.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews, or `nil` for the default spacing.
    public var spacing: CGFloat?

    /// Creates a horizontal stack with the specified spacing and vertical alignment.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A horizontal stack orientation, for Spacers and Dividers.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var algorithm: StackAlgorithm {
        StackAlgorithm(axis: .horizontal, alignment: alignment.key.value, spacing: spacing)
    }

    /// Runs the stack algorithm for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews)
    }

    /// Places the subviews left to right, re-measured with the final height when it was nil.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.place(in: bounds, proposal: proposal, subviews)
    }
}

/// A vertical container that you can use in conditional layouts; the layout behind `VStack`.
///
/// Sizes and places its subviews with the stack algorithm of reference §2.1 along y.
public struct VStackLayout: Layout, StackLayoutConvertible, Equatable {
    /// The horizontal alignment of subviews.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews, or `nil` for the default spacing.
    public var spacing: CGFloat?

    /// Creates a vertical stack with the specified spacing and horizontal alignment.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A vertical stack orientation, for Spacers and Dividers.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var algorithm: StackAlgorithm {
        StackAlgorithm(axis: .vertical, alignment: alignment.key.value, spacing: spacing)
    }

    /// Runs the stack algorithm for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews)
    }

    /// Places the subviews top to bottom, re-measured with the final width when it was nil.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.place(in: bounds, proposal: proposal, subviews)
    }
}

/// An overlaying container that you can use in conditional layouts; the layout behind `ZStack`.
///
/// Proposes its own proposal to every subview, aligns their guides and reports the union of the
/// aligned frames of the highest-priority subviews (reference §2.3).
public struct ZStackLayout: Layout, StackLayoutConvertible, Equatable {
    /// The alignment of subviews.
    public var alignment: Alignment

    /// Creates a stack with the specified alignment.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    private func frames(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (frames: [CGRect], union: CGRect) {
        let dimensions = subviews.map { $0.dimensions(in: proposal) }
        var pointX = -CGFloat.infinity
        var pointY = -CGFloat.infinity
        for d in dimensions {
            pointX = max(pointX, d[alignment.horizontal])
            pointY = max(pointY, d[alignment.vertical])
        }
        let frames = dimensions.map { d in
            CGRect(x: pointX - d[alignment.horizontal], y: pointY - d[alignment.vertical], width: d.width, height: d.height)
        }
        let top = subviews.map { $0.engine.layoutPriority(of: $0.node) }.max()
        var layers = FrameUnion()
        for (index, subview) in subviews.enumerated() where subview.engine.layoutPriority(of: subview.node) == top {
            layers.add(frames[index])
        }
        let union = layers.frameOrZero
        return (frames, union)
    }

    /// The union of the aligned frames.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        frames(proposal, subviews).union.size
    }

    /// Places each subview at its aligned position, with the stack's proposal.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (frames, union) = frames(proposal, subviews)
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + frames[index].minX - union.minX,
                                      y: bounds.minY + frames[index].minY - union.minY),
                          proposal: proposal)
        }
    }
}
