import Fixpoint
import Foundation

/// The one-pass twin of `HeightSyncedRow`: a custom `Layout` that sizes its children like an
/// HStack, then proposes every child the tallest child's height, with no state and no second
/// pass.
///
/// Called by the layout phase; for the same children it gives the same frames as the measured
/// row (equal shares of the width minus 8-point gaps, all children as tall as the tallest).
public struct EqualHeightRow: Layout {
    /// The gap between children.
    public var spacing: CGFloat

    /// Creates the row.
    public init(spacing: CGFloat = 8) {
        self.spacing = spacing
    }

    private func layout(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (widths: [CGFloat], height: CGFloat) {
        let stack = HStackLayout(spacing: spacing)
        var cache: Void = ()
        guard !subviews.isEmpty else { return ([], 0) }
        _ = stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        let gaps = spacing * CGFloat(subviews.count - 1)
        let share = proposal.width.map { max(($0 - gaps) / CGFloat(subviews.count), 0) }
        let sizes = subviews.map { $0.sizeThatFits(ProposedViewSize(width: share, height: nil)) }
        let height = sizes.map(\.height).max() ?? 0
        let widths = subviews.map { $0.sizeThatFits(ProposedViewSize(width: share, height: height)).width }
        return (widths, height)
    }

    /// The children's widths plus gaps, by the tallest child's height.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (widths, height) = layout(proposal, subviews)
        return CGSize(width: widths.reduce(0, +) + spacing * CGFloat(max(widths.count - 1, 0)), height: height)
    }

    /// Places the children left to right, each proposed the common height.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (widths, height) = layout(ProposedViewSize(width: bounds.width, height: nil), subviews)
        var x = bounds.minX
        for (subview, width) in zip(subviews, widths) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: height))
            x += width + spacing
        }
    }
}

/// The twin of `EventInfoList`: the same badges in an `EqualHeightRow`, each in a frame that
/// takes the common height (centring the badge, as `frame(height:)` does) over the same
/// background.
public struct EventInfoListTwin: View {
    /// Creates the list.
    public init() {}

    /// The badges in the equal-height row.
    public var body: some View {
        EqualHeightRow {
            Group {
                EventInfoBadge(iconName: "video.circle.fill", text: "Video call available")
                EventInfoBadge(iconName: "doc.text.fill", text: "Files are attached")
                EventInfoBadge(iconName: "person.crop.circle.badge.plus", text: "Invites enabled, 5 people maximum")
            }
            .frame(maxHeight: .infinity)
            .background(Color.secondary.cornerRadius(10))
        }
    }
}
