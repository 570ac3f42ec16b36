import Foundation

/// A view's size and alignment guides in its own coordinate space.
///
/// Produced by the layout phase for a given proposal (`LayoutSubview.dimensions(in:)`,
/// `alignmentGuide` closures); explicit guide values come from the view, the rest from each
/// guide's default.
public struct ViewDimensions: Equatable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    let explicitValue: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        width = size.width
        height = size.height
        explicitValue = explicit
    }

    /// The size as a `CGSize`.
    var size: CGSize { CGSize(width: width, height: height) }

    /// Gets the value of the given horizontal guide.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[guide.key.value]
    }

    /// Gets the value of the given vertical guide.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[guide.key.value]
    }

    /// Gets the explicit value of the given horizontal guide, if the view sets one.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicitValue(guide.key.value)
    }

    /// Gets the explicit value of the given vertical guide, if the view sets one.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicitValue(guide.key.value)
    }

    subscript(key: AlignmentKey) -> CGFloat {
        explicitValue(key) ?? key.id.defaultValue(in: self)
    }

    /// Compares sizes only; guides are derived from the same view.
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
    }
}
