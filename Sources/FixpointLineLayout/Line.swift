import Foundation

/// One resolved line: the elements that flow on it, left to right, and the spacing above it.
///
/// Produced by `LineResolver` (resolution phase) with every `.choice` already decided and every
/// label measured; read by `LinePlacer` (placement phase). Its minimum width is the sum of its
/// elements' minimum widths, and placement never makes it narrower than that.
struct Line: Hashable, Sendable {
    /// The vertical space between the previous line and this one (the `newline`'s `space`).
    var spaceAbove: CGFloat
    /// The elements, left to right.
    var elements: [LineElement]

    /// Creates a line; resolution starts every layout with an empty line and no spacing.
    init(spaceAbove: CGFloat = 0, elements: [LineElement] = []) {
        self.spaceAbove = spaceAbove
        self.elements = elements
    }

    /// The least width the line needs: labels at their ideal width, spaces and boxes at their
    /// minimum. An alternative fits when none of its lines needs more than the available width.
    var minWidth: CGFloat {
        elements.reduce(0) { $0 + $1.minWidth }
    }

    /// How many elements share the width left over on the line (flexible spaces and boxes).
    var flexibleCount: Int {
        elements.count { $0.width.isFlexible }
    }
}

/// One element of a resolved line.
///
/// Built during resolution; placement turns each into one snapshot node (a box into a subtree).
enum LineElement: Hashable, Sendable {
    /// A measured label.
    case label(UILabel, LabelMetrics)
    /// A space.
    case space(Width)
    /// A box with its contents already resolved into lines.
    case box(ResolvedBox)

    /// The least width of the element on its line.
    var minWidth: CGFloat {
        switch self {
        case let .label(_, metrics): return metrics.size.width
        case let .space(width): return width.minimum
        case let .box(box): return box.minWidth
        }
    }

    /// The element's width rule: labels are absolute at their ideal width.
    var width: Width {
        switch self {
        case let .label(_, metrics): return .absolute(metrics.size.width)
        case let .space(width): return width
        case let .box(box): return box.width
        }
    }

    /// The width placement gives the element when each flexible element on the line gets
    /// `share` points more than its minimum; never less than `minWidth`.
    func placedWidth(share: CGFloat) -> CGFloat {
        width.isFlexible ? minWidth + share : minWidth
    }

    /// The snapshot type name of the element's node (`Label`, `space`, `box`).
    var typeName: String {
        switch self {
        case .label: return "Label"
        case .space: return "space"
        case .box: return "box"
        }
    }
}

/// A box whose contents are resolved into lines, with the choices made directly inside it.
///
/// Built during resolution by `LineResolver`; placement lays `lines` out inside the box, inset
/// by the wrapper's margins. `minWidth` follows the box's `Width`: the absolute width, the
/// flexible minimum, or (`.basedOnContents`) the widest line plus the horizontal margins.
struct ResolvedBox: Hashable, Sendable {
    /// The contents' lines.
    var lines: [Line]
    /// The box's width rule.
    var width: Width
    /// The wrapper view drawn behind the contents, if any.
    var wrapper: UIView?
    /// The choices made in the contents' own lines (not in nested boxes), in order; their
    /// `path` is filled in by placement.
    var choices: [LineChoice]

    /// The margins the contents are inset by: the wrapper's layout margins, or none.
    var margins: UIEdgeInsets {
        wrapper?.layoutMargins ?? .zero
    }

    /// The least width of the box on its line.
    var minWidth: CGFloat {
        switch width {
        case let .absolute(value): return value
        case let .flexible(min): return min
        case .basedOnContents:
            return (lines.map(\.minWidth).max() ?? 0) + margins.left + margins.right
        }
    }
}
