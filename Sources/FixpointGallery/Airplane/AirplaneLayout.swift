import Fixpoint
import Foundation

/// The one-pass twin of `AirplaneView`: a custom `Layout` that measures the labels' and the
/// icon's ideal widths itself and places them centred, or off-centre with the spacer rule, with
/// no state and no second pass.
///
/// Called by the layout phase; it reproduces the frames of the measured `AirplaneView` for the
/// same width: centred when both labels fit in (W − icon)/2, otherwise labels at the edges and the
/// icon halfway between them, with labels truncated when even that does not fit.
public struct AirplaneLayout: Layout {
    /// Creates the layout; its subviews are the origin label, the icon and the destination label.
    public init() {}

    private func frames(width: CGFloat?, subviews: Subviews) -> [CGRect] {
        guard subviews.count == 3 else { return subviews.map { _ in .zero } }
        let ideal = subviews.map { $0.sizeThatFits(.unspecified) }
        let total = width ?? ideal.reduce(0) { $0 + $1.width }
        let icon = ideal[1].width
        let half = (total - icon) / 2
        let height = ideal.map(\.height).max() ?? 0
        let proposal = ProposedViewSize(width: width, height: nil)
        if ideal[0].width <= half && ideal[2].width <= half {
            // Centred: the flexible-frame layout (each label aligned in its half).
            let fromSize = subviews[0].sizeThatFits(ProposedViewSize(width: half, height: nil))
            let toSize = subviews[2].sizeThatFits(ProposedViewSize(width: half, height: nil))
            return [CGRect(x: 0, y: (height - fromSize.height) / 2, width: fromSize.width, height: fromSize.height),
                    CGRect(x: half, y: (height - ideal[1].height) / 2, width: icon, height: ideal[1].height),
                    CGRect(x: total - toSize.width, y: (height - toSize.height) / 2, width: toSize.width, height: toSize.height)]
        }
        // Off-centre: the spacer layout, computed by the stack algorithm with two Spacers.
        let stack = StackOfThree(total: total, subviews: subviews, proposal: proposal)
        return stack.frames(height: height)
    }

    /// The proposed width (the ideal width for nil) by the tallest subview.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let frames = frames(width: proposal.width, subviews: subviews)
        let width = proposal.width ?? frames.reduce(0) { max($0, $1.maxX) }
        return CGSize(width: width, height: frames.map(\.maxY).max() ?? 0)
    }

    /// Places the three subviews at their frames.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let width = proposal.width.map { _ in bounds.width }
        for (subview, frame) in zip(subviews, frames(width: width, subviews: subviews)) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                          proposal: ProposedViewSize(width: frame.width, height: nil))
        }
    }
}

/// The off-centre rule: `from, Spacer, icon, Spacer, to` with spacing 0, as the HStack algorithm
/// distributes it (the icon, then the labels by flexibility, spacers last with 8 pt minimums).
private struct StackOfThree {
    let total: CGFloat
    let subviews: LayoutSubviews
    let proposal: ProposedViewSize

    func frames(height: CGFloat) -> [CGRect] {
        let spacerMinimum: CGFloat = 8
        var available = total - 2 * spacerMinimum
        // Sort the three by flexibility (ideal width; text minimum is 0), stable.
        let ideal = subviews.map { $0.sizeThatFits(.unspecified).width }
        let order = [0, 1, 2].sorted { ideal[$0] != ideal[$1] ? ideal[$0] < ideal[$1] : $0 < $1 }
        var widths = [CGFloat](repeating: 0, count: 3)
        var sizes = [CGSize](repeating: .zero, count: 3)
        var remaining = 3
        for index in order {
            let share = max(available / CGFloat(remaining), 0)
            sizes[index] = subviews[index].sizeThatFits(ProposedViewSize(width: share, height: nil))
            widths[index] = sizes[index].width
            available -= widths[index]
            remaining -= 1
        }
        let spacer = max(available, 0) / 2 + spacerMinimum
        let xs = [0, widths[0] + spacer, widths[0] + spacer + widths[1] + spacer]
        return (0..<3).map { CGRect(x: xs[$0], y: (height - sizes[$0].height) / 2, width: widths[$0], height: sizes[$0].height) }
    }
}

/// The twin as a view: the same three labels laid out by `AirplaneLayout`.
public struct AirplaneTwinView: View {
    /// Creates the view.
    public init() {}

    /// The labels in the layout.
    public var body: some View {
        AirplaneLayout {
            Text("Berlin")
            Text("✈️")
            Text("San Francisco")
        }
        .lineLimit(1)
    }
}
