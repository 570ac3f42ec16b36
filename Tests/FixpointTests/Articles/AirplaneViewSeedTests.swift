import Fixpoint
import Foundation
import FixpointTesting
import Testing

// Seed 000 (Swift Talk S01E241): the final AirplaneView, verbatim but for the import.

struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

extension View {
    func measureWidth(_ f: @escaping (CGFloat) -> ()) -> some View {
        overlay(GeometryReader { proxy in
            Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
        }
        .onPreferenceChange(WidthKey.self, perform: f))
    }
}

struct AirplaneView: View {
    let from = Text("Berlin")
    let to = Text("San Francisco")
    let airplaneIcon = Text("✈️")

    @State var proposedWidth: CGFloat = 0
    @State var fromWidth: CGFloat = 0
    @State var airplaneWidth: CGFloat = 0
    @State var toWidth: CGFloat = 0

    var shouldDrawOffCenter: Bool {
        let labelWidth = (proposedWidth - airplaneWidth) / 2
        return fromWidth > labelWidth || toWidth > labelWidth
    }

    var body: some View {
        HStack(spacing: 0) {
            if shouldDrawOffCenter {
                from
                Spacer()
                airplaneIcon
                Spacer()
                to
            } else {
                from
                    .frame(maxWidth: .infinity, alignment: .leading)
                airplaneIcon
                to
                    .frame(maxWidth: .infinity, alignment: .trailing)
            }
        }
        .measureWidth { self.proposedWidth = $0 }
        .background(HStack {
            from.fixedSize().measureWidth { self.fromWidth = $0 }
            airplaneIcon.fixedSize().measureWidth { self.airplaneWidth = $0 }
            to.fixedSize().measureWidth { self.toWidth = $0 }
        }.hidden())
        .lineLimit(1)
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        VStack(spacing: 20) {
            AirplaneView().frame(width: 250)
            AirplaneView().frame(width: 200)
            AirplaneView().frame(width: 175)
            AirplaneView().frame(width: 150)
            AirplaneView().frame(width: 125)
            AirplaneView().frame(width: 100)
        }
    }
}

@Suite("Seed 000: AirplaneView (reference case 29)")
struct AirplaneViewSeedTests {
    /// The visible airplane and destination label after a run at `width` on macOS.
    private func run(width: CGFloat) -> (plane: CGRect, to: ViewSnapshot, report: UpdateReport) {
        let host = ViewHost(AirplaneView(), proposal: ProposedViewSize(width: width, height: nil), environment: .macOS)
        let report = host.run()
        let plane = host.snapshot.node(text: "✈️")!.frame
        let to = host.snapshot.nodes.first { $0.fullText == "San Francisco" && !$0.isHidden }!
        return (plane, to, report)
    }

    @Test("centred at 250 and 200, in two passes and two body evaluations", arguments: [250.0, 200])
    func centred(width: Double) {
        let (plane, to, report) = run(width: CGFloat(width))
        #expect(report.converged && report.passes == 2 && report.frames == 1)
        #expect(report.bodyEvaluations(of: AirplaneView.self) == 2)
        #expect(close(plane.midX, CGFloat(width) / 2))
        #expect(to.text == "San Francisco")
    }

    @Test("off-centre at 175 and 150 with San Francisco untruncated", arguments: [175.0, 150])
    func offCentre(width: Double) {
        let (plane, to, report) = run(width: CGFloat(width))
        #expect(report.converged && report.passes == 2)
        #expect(report.bodyEvaluations(of: AirplaneView.self) == 2)
        #expect(plane.midX < CGFloat(width) / 2 - 1)
        #expect(to.text == "San Francisco")
        #expect(close(to.frame.maxX, CGFloat(width)))
    }

    @Test("175 matches the reference trace: ✈️ at 56.07, San Francisco from 91.92")
    func referenceNumbers() {
        let (plane, to, _) = run(width: 175)
        #expect(close(plane.minX, 56.0725))
        #expect(close(to.frame.minX, 91.917))
    }

    @Test("squeezed at 100: San Francisco truncates, the icon stays off-centre")
    func squeezed() {
        let (plane, to, report) = run(width: 100)
        #expect(report.converged && report.passes == 2)
        #expect(to.text?.hasSuffix("…") == true)
        #expect(plane.midX != 50)
    }

    @Test("the episode's previews lay out all six widths")
    func previews() {
        let host = ViewHost(ContentView_Previews.previews, proposal: ProposedViewSize(width: 400, height: nil), environment: .macOS)
        let report = host.run()
        #expect(report.converged && report.passes == 2)
        #expect(report.bodyEvaluations(of: AirplaneView.self) == 12)
        let planes = host.snapshot.nodes.filter { $0.text == "✈️" && !$0.isHidden }
        #expect(planes.count == 6)
    }

    @Test("the run's trace log matches its golden file")
    func traceGolden() {
        let (_, _, report) = run(width: 175)
        assertSnapshot(String(describing: report.trace), named: "airplane-175.trace.txt")
    }
}
