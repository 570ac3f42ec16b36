import Fixpoint
import FixpointGallery
import FixpointTesting
import Foundation
import Testing

// Seed 001's BarLayout lives in FixpointGallery, verbatim but for the import and `public`, with its
// `CGRect.maxX` extension; these tests pin what the article reports.

@Suite("Seed 001: BarLayout")
struct BarLayoutTests {
    func bars(barWidth: CGFloat) -> some View {
        BarLayout {
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
        let trailing = s.frame("BarLayout/Text[1]")
        let bar = s.frame("BarLayout/frame")
        #expect(isClose(trailing.maxX, bar.maxX))
        #expect(s.frame("BarLayout/Text[0]").minX == bar.minX)
        #expect(isClose(bar.minY, lineHeight()))
    }

    @Test("a narrow bar: the labels sit side by side without overlapping")
    func narrowBar() {
        let (s, _) = layOut(bars(barWidth: 50), width: 400)
        let leading = s.frame("BarLayout/Text[0]")
        let trailing = s.frame("BarLayout/Text[1]")
        #expect(isClose(trailing.minX, leading.maxX))
        #expect(isClose(leading.width, textWidth("Leading Label")))
        #expect(isClose(trailing.width, textWidth("Trailing Label")))
        #expect(isClose(s.frame("BarLayout").width, leading.width + trailing.width))
    }

    @Test("the article's content view with sliders lays out the bar layout inside its frame")
    func withSliders() {
        let (s, _) = layOut(BarContentView(), width: 380)
        #expect(s.nodes(typeName: "Slider").count == 2)
        let frame = s.frame("BarContentView/VStack/padding/frame")
        #expect(frame.width == 200)
    }
}
