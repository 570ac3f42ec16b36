import Fixpoint
import Foundation

/// The bar's width as a fraction of the container's width, set with
/// `.layoutValue(key: BarFraction.self, value:)` on the bar.
public struct BarFraction: LayoutValueKey {
    /// Without a fraction the bar keeps its own width.
    public static let defaultValue: CGFloat? = nil
}

/// The "next steps" of seed 001: each label gets its own share of the width (the less important
/// one, by `layoutPriority`, truncates first; with equal priorities the less flexible label is
/// proposed half the width and the other the rest), the bar's width can be relative to the
/// container, labels may wrap onto several lines, and labels of different fonts align on their
/// first baselines.
///
/// Called by the layout phase; the trailing label still ends where a wide bar ends, and the
/// labels never overlap.
public struct SharingBarLayout: Layout {
    /// Creates the layout; its subviews are the leading label, the trailing label and the bar.
    public init() {}

    func labelProposals(width: CGFloat?, subviews: Subviews) -> [ProposedViewSize] {
        guard let width else { return [.unspecified, .unspecified] }
        let priorities = [subviews[0].priority, subviews[1].priority]
        let ideal = [subviews[0].sizeThatFits(.unspecified).width, subviews[1].sizeThatFits(.unspecified).width]
        let minimum = [subviews[0].sizeThatFits(ProposedViewSize(width: 0, height: nil)).width,
                       subviews[1].sizeThatFits(ProposedViewSize(width: 0, height: nil)).width]
        func pair(first: Int, firstWidth: CGFloat) -> [ProposedViewSize] {
            let taken = subviews[first].sizeThatFits(ProposedViewSize(width: max(firstWidth, 0), height: nil)).width
            var result = [ProposedViewSize](repeating: .unspecified, count: 2)
            result[first] = ProposedViewSize(width: max(firstWidth, 0), height: nil)
            result[1 - first] = ProposedViewSize(width: max(width - taken, 0), height: nil)
            return result
        }
        if priorities[0] > priorities[1] { return pair(first: 0, firstWidth: width - minimum[1]) }
        if priorities[1] > priorities[0] { return pair(first: 1, firstWidth: width - minimum[0]) }
        let lessFlexible = ideal[0] - minimum[0] <= ideal[1] - minimum[1] ? 0 : 1
        return pair(first: lessFlexible, firstWidth: width / 2)
    }

    func computeFrames(at origin: CGPoint, proposal: ProposedViewSize, subviews: Subviews) -> [CGRect] {
        guard subviews.count == 3 else { return subviews.map { _ in CGRect(origin: origin, size: .zero) } }
        let proposals = labelProposals(width: proposal.width, subviews: subviews)
        let labels = [subviews[0].dimensions(in: proposals[0]), subviews[1].dimensions(in: proposals[1])]
        let baseline = max(labels[0][.firstTextBaseline], labels[1][.firstTextBaseline])
        let label1 = CGRect(x: origin.x, y: origin.y + baseline - labels[0][.firstTextBaseline],
                            width: labels[0].width, height: labels[0].height)
        var label2 = CGRect(x: label1.maxX, y: origin.y + baseline - labels[1][.firstTextBaseline],
                            width: labels[1].width, height: labels[1].height)
        let barProposal: ProposedViewSize
        if let fraction = subviews[2][BarFraction.self], let width = proposal.width {
            barProposal = ProposedViewSize(width: width * fraction, height: nil)
        } else {
            barProposal = proposal
        }
        let barSize = subviews[2].sizeThatFits(barProposal)
        let bar = CGRect(x: origin.x, y: max(label1.maxY, label2.maxY), width: barSize.width, height: barSize.height)
        label2.origin.x = max(bar.maxX, label2.maxX) - label2.width
        return [label1, label2, bar]
    }

    /// The union of the three frames.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        computeFrames(at: .zero, proposal: proposal, subviews: subviews).reduce(CGRect.null) { $0.union($1) }.size
    }

    /// Places each subview at its frame, proposing exactly its frame's size.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let frames = computeFrames(at: bounds.origin, proposal: proposal, subviews: subviews)
        for (view, frame) in zip(subviews, frames) {
            view.place(at: frame.origin, proposal: ProposedViewSize(frame.size))
        }
    }
}

/// The next-steps view: two labels of different sizes over a bar three quarters of the width,
/// with a slider for the total width.
public struct BarNextStepsView: View {
    @State private var width: CGFloat
    let trailingIsImportant: Bool

    /// Creates the view at `width`; `trailingIsImportant` gives the trailing label priority 1.
    public init(width: CGFloat = 200, trailingIsImportant: Bool = false) {
        _width = State(initialValue: width)
        self.trailingIsImportant = trailingIsImportant
    }

    /// The slider and the layout.
    public var body: some View {
        VStack {
            Slider(value: $width, in: 0...350)
            SharingBarLayout {
                Text("Leading Label").font(.title2)
                Text("Trailing Label").font(.caption).layoutPriority(trailingIsImportant ? 1 : 0)
                Color.red
                    .frame(height: 8)
                    .layoutValue(key: BarFraction.self, value: 0.75)
            }
            .border(.blue)
            .frame(width: width)
            .padding()
        }
    }
}
