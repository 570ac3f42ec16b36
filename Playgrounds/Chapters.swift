import Fixpoint
import FixpointGallery
import FixpointLineLayout
import Foundation

/// The chapters, in the order of the seeds (000 to 004).
enum Chapters {
    static var all: [Chapter] { [airplane, bars, flight, tokens, heights] }

    static var airplane: Chapter { Chapter(name: "airplane", title: "Seed 000 — SwiftUI Layout Challenge 1: the airplane between two cities", steps: [
        Step("A flight view shows Berlin and San Francisco with an airplane between them. The airplane should be centred, unless a label would not fit beside it. The episode's app is a macOS app, so text is 13 pt."),
        Step("First attempt: spacers. They become equally wide, so the airplane keeps equal distances to the labels — it is not centred.",
             show: Showing(AirplaneSpacersView(), source: .airplaneSpacers, widths: [250, 175], environment: .macOS, variant: Variants.airplane)),
        Step("Second attempt: flexible frames. Both label frames get the same width, so the airplane is centred — but at 175 points San Francisco no longer fits its half and truncates.",
             show: Showing(AirplaneFramesView(), source: .airplaneFrames, widths: [250, 175], environment: .macOS, variant: Variants.airplane)),
        Step("Measuring: an overlay GeometryReader writes the width into a preference; onPreferenceChange stores it in @State. Nothing reads it yet, but the view now takes {passes} passes: the measurement arrives after the first.",
             show: Showing(AirplaneMeasuredView(), source: .airplaneMeasured, widths: [175], environment: .macOS, variant: Variants.airplane, showsTrace: true)),
        Step("The measured switch: hidden, fixed-size copies of the labels are measured too, and the view picks the spacer layout when a label is wider than half the space beside the airplane. {passes} passes at every width (the bodies count includes the labels' and the GeometryReaders' content); the switch happens at 2 × 83.08 + 13 ≈ 179.2 points.",
             show: Showing(AirplaneView(), source: .airplane, widths: [250, 200, 175, 150, 125, 100], environment: .macOS, variant: Variants.airplane, showsTrace: false)),
        Step("The trace of the measured view at 175 points: pass 1 measures, the actions write state, pass 2 re-renders with the new state and settles.",
             show: Showing(AirplaneView(), source: .airplane, widths: [175], environment: .macOS, variant: Variants.airplane, showsTrace: true)),
        Step("The one-pass twin: a custom Layout measures the labels itself. Same frames, {passes} pass, no state.",
             show: Showing(AirplaneTwinView(), source: .airplaneTwin, widths: [250, 175, 100], environment: .macOS, variant: Variants.airplane)),
    ]) }

    static var bars: Chapter { Chapter(name: "bars", title: "Seed 001 — a bar with two labels, solved with the Layout protocol", steps: [
        Step("BarLayout puts the leading label at the bar's start and pushes the trailing label so that it ends where the bar ends — unless the bar is too narrow, in which case the labels sit side by side. Passes: {passes}; a Layout needs no state.",
             show: Showing(BarContentView(width: 350, barWidth: 300), source: .bar, widths: [380], variant: Variants.bar)),
        Step("With the article's slider values (width 200, bar 150) the bar is narrower than the labels: side by side, and both labels truncate because every subview is proposed the whole width.",
             show: Showing(BarContentView(), source: .bar, widths: [380], variant: Variants.bar)),
        Step("The next steps the article names: each label its own share (the less important one truncates first), a bar three quarters of the container, multi-line labels aligned on their first baselines.",
             show: Showing(BarNextStepsView(), source: .barNext, widths: [380], variant: Variants.bar)),
    ]) }

    static var heights: Chapter { Chapter(name: "heights", title: "Seed 004 — HeightSyncedRow: three badges of equal height", steps: [
        Step("Three badges in an HStack: equal widths thanks to .frame(maxWidth: .infinity), but the long third text makes its badge taller.",
             show: Showing(EventInfoListUnsynced(), source: .heightsUnsynced, widths: [358], variant: Variants.heights)),
        Step("HeightSyncedRow measures each child with a background GeometryReader; onPreferenceChange keeps the largest height in @State and every child gets .frame(height:). The red background shows the frames are synced — the badges' own backgrounds are not.",
             show: Showing(EventInfoListRedStage(), source: .heightsRed, widths: [358], variant: Variants.heights)),
        Step("Moving the background into the row, after the frame: all three backgrounds are as tall as the tallest badge, after an extra pass (passes: {passes}; the second width reuses the measured state).",
             show: Showing(EventInfoList(), source: .heights, widths: [358, 240], variant: Variants.heights, showsTrace: true)),
        Step("The one-pass twin: a Layout that proposes every child the tallest child's height.",
             show: Showing(EventInfoListTwin(), source: .heightsTwin, widths: [358, 240], variant: Variants.heights)),
    ]) }

    static var flight: Chapter { Chapter(name: "flight", title: "Seed 002 — a flight screen that adapts to any text size: the line library's .or, then ViewThatFits", steps: [
        Step("The article's layout library is line based: labels flow on lines, vertical() puts layouts on successive lines, horizontal(space:) joins them on a line. Here it runs inside Fixpoint as LineLayoutView, a custom Layout placing one Text per label; times are in UTC, so the origin reads 7:00 AM."),
        Step("04:50 — each airport as three labels joined vertically, the two airports joined horizontally: the last line of the origin and the first line of the destination are concatenated, so \"To\" lands next to the origin's time.",
             show: Showing(LineLayoutView(FlightLines.airportsStage(boxed: false)), source: .airportsStage, widths: [390])),
        Step("05:40 — .box() makes each airport one element on a line: the two columns sit side by side with a flexible space of at least 20 between them.",
             show: Showing(LineLayoutView(FlightLines.airportsStage(boxed: true)), source: .airportsStage, widths: [390])),
        Step("With .or the airports stack when they no longer fit side by side; the grey card is a flexible box that spans the screen. At accessibility5 they need 430.744 points, so at 390 they stack.",
             show: Showing(LineLayoutView(airportsCard), source: .airportsCard, widths: [390], environment: accessibility5)),
        Step("The final screen: the red metadata card chooses 1×4, else 2×2, else 4×1. No state, no measuring pass: {passes} pass at every width.",
             show: Showing(LineLayoutView(Flight.article.layout), source: .flightLines, widths: [430, 390, 320], variant: Variants.flightLines)),
        Step("Growing the text at 390 points: 2×2 from accessibility1 ...",
             show: Showing(LineLayoutView(Flight.article.layout), source: .flightLines, widths: [390], environment: accessibility1, variant: Variants.flightLines)),
        Step("... and 4×1, with the airports stacked, at accessibility5.",
             show: Showing(LineLayoutView(Flight.article.layout), source: .flightLines, widths: [390], environment: accessibility5, variant: Variants.flightLines)),
        Step("The same screen in SwiftUI: two ViewThatFits pick the first alternative whose ideal width fits, in {passes} pass. With the article's 8-point card margins it chooses exactly as the line library does and puts every label at the same frame (the README's table compares all sizes and widths).",
             show: Showing(FlightCard(), source: .flightCard, widths: [430, 390, 320], variant: Variants.flight)),
        Step("At the largest accessibility size the airports stack and the metadata goes one item a line.",
             show: Showing(FlightCard().dynamicTypeSize(.accessibility5), source: .flightCard, widths: [390], variant: Variants.flight)),
    ]) }

    /// The grey card of the article at 05:40 plus `.or`: airports side by side, else stacked.
    private static var airportsCard: FixpointLineLayout.Layout {
        let flight = Flight.article
        let origin = flight.origin.layout(title: "From")
        let destination = flight.destination.layout(title: "To")
        return [origin, destination].horizontal(space: .flexible(min: 20))
            .or([origin.centered, destination.centered].vertical(space: 10))
            .box(wrapper: UIView(backgroundColor: .gray, cornerRadius: 10), width: .flexible(min: 0))
    }

    private static var accessibility1: EnvironmentValues { iOS(.accessibility1) }
    private static var accessibility5: EnvironmentValues { iOS(.accessibility5) }

    private static func iOS(_ size: DynamicTypeSize) -> EnvironmentValues {
        var environment = EnvironmentValues.iOS
        environment.dynamicTypeSize = size
        return environment
    }

    static var tokens: Chapter { Chapter(name: "tokens", title: "Seed 003 — a line of token views, measured then re-rendered", steps: [
        Step("The challenge: tokens from left to right on one line, never wider than the canvas, the first token never shortened; info labels are dropped from the last token backwards, then an ellipsis appears and whole tokens are dropped from the tail."),
        Step("TokenLineView sends three kinds of widths up with GeometryReaders and indexed preferences — the canvas, each token, each token's name — and onPreferenceChange stores them in @State; TokenBox computes offsets and paddings, and the line re-renders. {passes} passes: the widths arrive after the first.",
             show: Showing(TokenLineView(tokens: TokenLineExample.sampleTokens), source: .tokenLine, widths: [400], variant: Variants.tokens, showsTrace: true)),
        Step("Narrower canvases drop info labels from the last token backwards (below 392.009, 358.653, 325.297, 291.941 and 268.037 points).",
             show: Showing(TokenLineView(tokens: TokenLineExample.sampleTokens), source: .tokenLine, widths: [380, 300, 270], variant: Variants.tokens)),
        Step("With every label but the first token's gone, an ellipsis token appears and whole tokens go from the tail (below 244.133, 200.02, 169.116 and 128.777 points).",
             show: Showing(TokenLineView(tokens: TokenLineExample.sampleTokens), source: .tokenLine, widths: [240, 180, 130, 100], variant: Variants.tokens)),
        Step("The first token is never shortened: below 83.712 points it overflows the canvas with the ellipsis.",
             show: Showing(TokenLineView(tokens: TokenLineExample.sampleTokens), source: .tokenLine, widths: [60], variant: Variants.tokens)),
        Step("The one-pass twin: TokenLineLayout, a custom Layout that measures names and labels itself, gives the same frames without state.",
             show: Showing(TokenLineLayoutView(tokens: TokenLineExample.sampleTokens), source: .tokenLineLayout, widths: [400, 300, 180, 60], variant: Variants.tokens)),
    ]) }
}
