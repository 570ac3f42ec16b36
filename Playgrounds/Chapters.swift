import Fixpoint
import FixpointGallery
import Foundation

/// The chapters, in the order of the articles' publication in the gallery.
enum Chapters {
    static var all: [Chapter] { [airplane, bars, heights, flight] }

    static var airplane: Chapter { Chapter(name: "airplane", title: "Seed 000 — SwiftUI Layout Challenge 1: the airplane between two cities", steps: [
        Step("A flight view shows Berlin and San Francisco with an airplane between them. The airplane should be centred, unless a label would not fit beside it. The episode's app is a macOS app, so text is 13 pt."),
        Step("First attempt: spacers. They become equally wide, so the airplane keeps equal distances to the labels — it is not centred.",
             show: Showing(AirplaneSpacersView(), widths: [250, 175], environment: .macOS, variant: Variants.airplane)),
        Step("Second attempt: flexible frames. Both label frames get the same width, so the airplane is centred — but at 175 points San Francisco no longer fits its half and truncates.",
             show: Showing(AirplaneFramesView(), widths: [250, 175], environment: .macOS, variant: Variants.airplane)),
        Step("Measuring: an overlay GeometryReader writes the width into a preference; onPreferenceChange stores it in @State. Nothing reads it yet, but the view now takes two passes: the measurement arrives after the first.",
             show: Showing(AirplaneMeasuredView(), widths: [175], environment: .macOS, variant: Variants.airplane, showsTrace: true)),
        Step("The measured switch: hidden, fixed-size copies of the labels are measured too, and the view picks the spacer layout when a label is wider than half the space beside the airplane. Two passes, two body evaluations; the switch happens at 2 × 83.08 + 13 ≈ 179.2 points.",
             show: Showing(AirplaneView(), widths: [250, 200, 175, 150, 125, 100], environment: .macOS, variant: Variants.airplane, showsTrace: false)),
        Step("The trace of the measured view at 175 points: pass 1 measures, the actions write state, pass 2 re-renders with the new state and settles.",
             show: Showing(AirplaneView(), widths: [175], environment: .macOS, variant: Variants.airplane, showsTrace: true)),
        Step("The one-pass twin: a custom Layout measures the labels itself. Same frames, one pass, no state.",
             show: Showing(AirplaneTwinView(), widths: [250, 175, 100], environment: .macOS, variant: Variants.airplane)),
    ]) }

    static var bars: Chapter { Chapter(name: "bars", title: "Seed 001 — a bar with two labels, solved with the Layout protocol", steps: [
        Step("BarLayout puts the leading label at the bar's start and pushes the trailing label so that it ends where the bar ends — unless the bar is too narrow, in which case the labels sit side by side. One pass: a Layout needs no state.",
             show: Showing(BarContentView(width: 350, barWidth: 300), widths: [380], variant: Variants.bar)),
        Step("With the article's slider values (width 200, bar 150) the bar is narrower than the labels: side by side, and both labels truncate because every subview is proposed the whole width.",
             show: Showing(BarContentView(), widths: [380], variant: Variants.bar)),
        Step("The next steps the article names: each label its own share (the less important one truncates first), a bar three quarters of the container, multi-line labels aligned on their first baselines.",
             show: Showing(BarNextStepsView(), widths: [380], variant: Variants.bar)),
    ]) }

    static var heights: Chapter { Chapter(name: "heights", title: "Seed 004 — HeightSyncedRow: three badges of equal height", steps: [
        Step("Three badges in an HStack: equal widths thanks to .frame(maxWidth: .infinity), but the long third text makes its badge taller.",
             show: Showing(EventInfoListUnsynced(), widths: [358], variant: Variants.heights)),
        Step("HeightSyncedRow measures each child with a background GeometryReader; onPreferenceChange keeps the largest height in @State and every child gets .frame(height:). The red background shows the frames are synced — the badges' own backgrounds are not.",
             show: Showing(EventInfoListRedStage(), widths: [358], variant: Variants.heights)),
        Step("Moving the background into the row, after the frame: all three backgrounds are as tall as the tallest badge, after one extra pass.",
             show: Showing(EventInfoList(), widths: [358, 240], variant: Variants.heights, showsTrace: true)),
        Step("The one-pass twin: a Layout that proposes every child the tallest child's height.",
             show: Showing(EventInfoListTwin(), widths: [358, 240], variant: Variants.heights)),
    ]) }

    static var flight: Chapter { Chapter(name: "flight", title: "Seed 002 — a flight card that adapts to any text size, with ViewThatFits", steps: [
        Step("The airports side by side or stacked, the metadata as 1×4, 2×2 or 4×1: ViewThatFits picks the first alternative whose ideal width fits, in one pass.",
             show: Showing(FlightCard(), widths: [430, 390, 320], variant: Variants.flight)),
        Step("At the largest accessibility size the airports stack and the metadata goes one item a line.",
             show: Showing(FlightCard().dynamicTypeSize(.accessibility5), widths: [390], variant: Variants.flight)),
    ]) }
}
