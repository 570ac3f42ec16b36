import Fixpoint
import Foundation

// Seed 001 (Swift Talk, "Layout Challenge" revisited): the article's final `BarLayout`, verbatim
// but for the import, with its `CGRect.maxX` extension and the sliders of its "Next Steps".

/// Two labels above a bar: the trailing label ends where the bar ends when the bar is wide
/// enough, otherwise the labels sit side by side.
public struct BarLayout: Layout {
    /// Creates the layout.
    public init() {}

    func computeFrames(at startingPoint: CGPoint, proposal: ProposedViewSize, subviews: Subviews) -> [CGRect] {
        assert(subviews.count == 3)
        let label1Size = subviews[0].sizeThatFits(proposal)
        let label2Size = subviews[1].sizeThatFits(proposal)
        let barSize = subviews[2].sizeThatFits(proposal)
        var currentPoint = startingPoint
        let label1Frame = CGRect(origin: currentPoint, size: label1Size)
        currentPoint.x += label1Size.width
        var label2Frame = CGRect(origin: currentPoint, size: label2Size)
        currentPoint.x = startingPoint.x
        currentPoint.y = max(label1Frame.maxY, label2Frame.maxY)
        let barFrame = CGRect(origin: currentPoint, size: barSize)
        label2Frame.maxX = max(barFrame.maxX, label2Frame.maxX)
        return [label1Frame, label2Frame, barFrame]
    }

    /// The union of the three frames.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let frames = computeFrames(at: .zero, proposal: proposal, subviews: subviews)
        return frames.reduce(CGRect.null) { $0.union($1) }.size
    }

    /// Places each subview at its frame's origin with the container's proposal.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let frames = self.computeFrames(at: bounds.origin, proposal: proposal, subviews: subviews)
        for (view, frame) in zip(subviews, frames) {
            view.place(at: frame.origin, proposal: proposal)
        }
    }
}

extension CGRect {
    var maxX: CGFloat {
        get { minX + width }
        set { origin.x = newValue - width }
    }
}

/// The article's content view with its two sliders (total width, bar width).
public struct BarContentView: View {
    @State private var width: CGFloat
    @State private var barWidth: CGFloat

    /// Creates the view with the sliders' starting values (200 and 150 in the article).
    public init(width: CGFloat = 200, barWidth: CGFloat = 150) {
        _width = State(initialValue: width)
        _barWidth = State(initialValue: barWidth)
    }

    /// The sliders and the bar layout.
    public var body: some View {
        VStack {
            Slider(value: $width, in: 0...350)
            Slider(value: $barWidth, in: 0...350)
            BarLayout {
                Text("Leading Label")
                Text("Trailing Label")
                Color.red
                    .frame(height: 8)
                    .frame(width: barWidth)
            }
            .border(.blue)
            .frame(width: width)
            .padding()
        }
    }
}
