import Fixpoint
import Foundation
import Testing

/// Seed 001's BarLayout, verbatim with its `CGRect.maxX` extension (a copy here, as a user's
/// file would have it).
struct BarLayoutUnderTest: Layout {
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

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let frames = computeFrames(at: .zero, proposal: proposal, subviews: subviews)
        return frames.reduce(CGRect.null) { $0.union($1) }.size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
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

@Suite("Seed 001: BarLayout")
struct BarLayoutTests {
    func bars(barWidth: CGFloat) -> some View {
        BarLayoutUnderTest {
            Text("Leading Label")
            Text("Trailing Label")
            Color.red
                .frame(height: 8)
                .frame(width: barWidth)
        }
    }

    @Test("a wide bar: the trailing label ends where the bar ends")
    func wideBar() {
        let (s, report) = layOut(bars(barWidth: 300), width: 400)
        #expect(report.passes == 1)
        let trailing = s.frame("BarLayoutUnderTest/Text[1]")
        let bar = s.frame("BarLayoutUnderTest/frame")
        #expect(close(trailing.maxX, bar.maxX))
        #expect(s.frame("BarLayoutUnderTest/Text[0]").minX == bar.minX)
        #expect(close(bar.minY, lineHeight()))
    }

    @Test("a narrow bar: the labels sit side by side without overlapping")
    func narrowBar() {
        let (s, _) = layOut(bars(barWidth: 50), width: 400)
        let leading = s.frame("BarLayoutUnderTest/Text[0]")
        let trailing = s.frame("BarLayoutUnderTest/Text[1]")
        #expect(close(trailing.minX, leading.maxX))
        #expect(close(leading.width, textWidth("Leading Label")))
        #expect(close(trailing.width, textWidth("Trailing Label")))
        #expect(close(s.frame("BarLayoutUnderTest").width, leading.width + trailing.width))
    }

    @Test("the article's content view with sliders lays out the bar layout inside its frame")
    func withSliders() {
        let (s, _) = layOut(FixpointGalleryBarHarness(), width: 380)
        #expect(s.nodes(typeName: "Slider").count == 2)
        let frame = s.frame("FixpointGalleryBarHarness/VStack/padding/frame")
        #expect(frame.width == 200)
    }
}

/// The article's `ContentView` with sliders (width 200, bar 150).
struct FixpointGalleryBarHarness: View {
    @State private var width: CGFloat = 200
    @State private var barWidth: CGFloat = 150

    var body: some View {
        VStack {
            Slider(value: $width, in: 0...350)
            Slider(value: $barWidth, in: 0...350)
            BarLayoutUnderTest {
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
