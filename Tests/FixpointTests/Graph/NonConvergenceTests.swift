import Fixpoint
import FixpointGallery
import Foundation
import FixpointTesting
import Testing

/// Measures itself and grows one point wider every pass.
struct Grower: View {
    @State var width: CGFloat = 10

    var body: some View {
        Color.red.frame(width: width, height: 10)
            .measureWidth { self.width = $0 + 1 }
    }
}

/// Measures itself and flips between two widths.
struct Flipper: View {
    @State var wide = false

    var body: some View {
        Color.red.frame(width: wide ? 100 : 50, height: 10)
            .measureWidth { self.wide = $0 < 75 }
    }
}

@Suite("Non-converging layouts (reference case 28)")
struct NonConvergenceTests {
    @Test("a view that grows every pass stops at the frame limit with both diagnostics")
    func grower() {
        let report = ViewHost(Grower()).run()
        #expect(!report.converged)
        #expect(report.frames == 60 && report.passes == 120)
        #expect(report.diagnostics.map(\.kind) == [.boundPreferenceUpdatedTooOften, .notConverged])
        #expect(report.diagnostics[0].message == "Bound preference WidthKey tried to update multiple times per frame.")
        #expect(report.diagnostics[1].message.contains("binder WidthKey at Grower/overlay"))
        #expect(report.diagnostics[1].message.contains("state width of Grower"))
        #expect(report.diagnostics[1].message.contains("The values do not repeat."))
    }

    @Test("a view that flips between two widths reports the cycle's period")
    func flipper() {
        let report = ViewHost(Flipper()).run()
        #expect(!report.converged && report.frames == 60)
        #expect(report.diagnostics.filter { $0.kind == .boundPreferenceUpdatedTooOften }.count == 1)
        #expect(report.diagnostics.last?.message.contains("The values repeat every 4 passes.") == true)
    }

    @Test("the policy bounds the run", arguments: [1, 3])
    func policy(passesPerFrame: Int) {
        let host = ViewHost(Grower(), policy: UpdatePolicy(passesPerFrame: passesPerFrame, maxFrames: 5))
        let report = host.run()
        #expect(report.frames == 5 && report.passes == 5 * passesPerFrame)
        #expect(!report.converged)
    }

    @Test("the trace of a non-converging run matches its golden file")
    func traceGolden() {
        let host = ViewHost(Flipper(), policy: UpdatePolicy(maxFrames: 3))
        let report = host.run()
        assertSnapshot(String(describing: report.trace), named: "flipper.trace.txt")
        let why = report.trace.why(pass: 3).map(\.description)
        #expect(why == [
            "pass 2 · write WidthKey at Flipper/overlay/GeometryReader: 100",
            "pass 2 · binder WidthKey at Flipper/overlay dropped: 50 → 100 (already updated in frame 1)",
            "pass 3 · start (preference retried)",
        ])
    }
}

/// A label that measures itself; a button makes it longer.
struct GrowingLabel: View {
    @State private var width: CGFloat = 0
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("Label" + String(repeating: "!", count: taps))
                .fixedSize()
                .measureWidth { width = $0 }
            Color.red.frame(width: width, height: 2)
            Button("more") { taps += 1 }
        }
    }
}

@Suite("Binders across runs")
struct BindersAcrossRunsTests {
    @Test("a binder that dispatched in an earlier run dispatches again in the next run's first frame")
    func dispatchLimitIsPerFrameNotPerRun() throws {
        let host = ViewHost(GrowingLabel())
        let first = host.run()
        #expect(first.passes == 2 && first.converged && first.diagnostics.isEmpty)
        let second = try host.tap(buttonLabeled: "more")
        #expect(second.passes == 2 && second.frames == 1 && second.converged)
        #expect(second.diagnostics.isEmpty)
        #expect(isClose(host.snapshot.frame("GrowingLabel/VStack/frame").width, textWidth("Label!")))
    }
}
