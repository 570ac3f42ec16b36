import Fixpoint
import FixpointLineLayout
import Foundation

/// One runnable example: a name for the command line, a summary, and how to host it.
///
/// The CLI and tests build a fresh host per run; examples hold no state between runs.
public struct Example: Sendable {
    /// The short name used on the command line.
    public let name: String
    /// One line describing what the example shows.
    public let summary: String
    /// The width proposed when none is given.
    public let defaultWidth: CGFloat
    /// Whether the example is hosted with macOS text styles by default.
    public let prefersMacOS: Bool
    /// The widths the gallery shows it at.
    public let galleryWidths: [CGFloat]
    /// Names the variant a snapshot of the example shows.
    public let variant: @Sendable (LayoutSnapshot) -> String
    /// The name of the example that solves the same problem another way (the line library's
    /// flight screen and the `ViewThatFits` flight card name each other); the gallery and
    /// `fixpoint run` print its variant beside this one's.
    public let comparedWith: String?
    let make: @Sendable (ProposedViewSize, EnvironmentValues) -> ViewHost
    /// The environment given to the public initialisers; nil for the built-in examples, whose
    /// environment `prefersMacOS` names.
    let environment: (@Sendable () -> EnvironmentValues)?

    init(name: String, summary: String, defaultWidth: CGFloat, prefersMacOS: Bool, galleryWidths: [CGFloat],
         variant: @escaping @Sendable (LayoutSnapshot) -> String, comparedWith: String?,
         environment: (@Sendable () -> EnvironmentValues)? = nil,
         make: @escaping @Sendable (ProposedViewSize, EnvironmentValues) -> ViewHost) {
        self.name = name
        self.summary = summary
        self.defaultWidth = defaultWidth
        self.prefersMacOS = prefersMacOS
        self.galleryWidths = galleryWidths
        self.variant = variant
        self.comparedWith = comparedWith
        self.environment = environment
        self.make = make
    }

    /// Builds a host for the example (not yet run).
    public func host(proposal: ProposedViewSize, environment: EnvironmentValues) -> ViewHost {
        make(proposal, environment)
    }

    /// The environment the example is shown with by default.
    public var defaultEnvironment: EnvironmentValues { environment?() ?? (prefersMacOS ? .macOS : .iOS) }
}

/// The built-in catalogue of layout examples, in a stable order.
///
/// Read by the CLI's `layout` command and by tests; the articles of the gallery are added to it
/// as they are reproduced.
public enum ExampleCatalog {
    /// Every example, in order: the articles first (with their stages and twins), then the
    /// reference's layout cases.
    public static let all: [Example] = articles + convergenceCases + referenceCases + containers

    /// The articles' views, their stages and their one-pass twins.
    public static let articles: [Example] = [
        example("airplane", "Seed 000: the measured AirplaneView (macOS text)", 175, macOS: true,
                widths: [250, 200, 175, 150, 100], variant: Variants.airplane) { AirplaneView() },
        example("airplane-spacers", "Seed 000 stage 1: spacers only", 175, macOS: true,
                widths: [250, 175], variant: Variants.airplane) { AirplaneSpacersView() },
        example("airplane-frames", "Seed 000 stage 2: flexible frames centre the airplane", 200, macOS: true,
                widths: [250, 175], variant: Variants.airplane) { AirplaneFramesView() },
        example("airplane-measured", "Seed 000 stage 3: the width is measured into state", 200, macOS: true,
                widths: [250, 175], variant: Variants.airplane) { AirplaneMeasuredView() },
        example("airplane-twin", "Seed 000 one-pass twin: AirplaneLayout", 175, macOS: true,
                widths: [250, 200, 175, 150, 100], variant: Variants.airplane) { AirplaneTwinView() },
        example("airplane-previews", "Seed 000: the episode's six previews", 300, macOS: true,
                widths: [300], variant: Variants.size) { ContentView_Previews.previews },
        example("bar", "Seed 001: BarLayout with its sliders", 380,
                widths: [380], variant: Variants.bar) { BarContentView() },
        example("bar-wide", "Seed 001: BarLayout with a bar wider than the labels", 380,
                widths: [380], variant: Variants.bar) { BarContentView(width: 350, barWidth: 300) },
        example("bar-next", "Seed 001 next steps: shares, a relative bar, multi-line labels", 380,
                widths: [380], variant: Variants.bar) { BarNextStepsView() },
        example("heights", "Seed 004: HeightSyncedRow with EventInfoBadge", 358,
                widths: [358, 300, 240], variant: Variants.heights) { EventInfoList() },
        example("heights-unsynced", "Seed 004 stage 1: badges with uneven heights", 358,
                widths: [358], variant: Variants.heights) { EventInfoListUnsynced() },
        example("heights-red", "Seed 004 stage 2: the red background trick", 358,
                widths: [358], variant: Variants.heights) { EventInfoListRedStage() },
        example("heights-twin", "Seed 004 one-pass twin: EqualHeightRow", 358,
                widths: [358, 300, 240], variant: Variants.heights) { EventInfoListTwin() },
        example("event-screen", "Seed 004: the whole screen with its stand-in header", 390,
                widths: [390], variant: Variants.heights) { EventContentView() },
        example("tokens", "Seed 003: TokenLineView, measured with preferences then re-rendered", TokenLineExample.defaultWidth,
                widths: [400, 300, 250, 180, 100], variant: Variants.tokens) { TokenLineExample(variant: .measured).view },
        example("tokens-twin", "Seed 003 one-pass twin: TokenLineLayout", TokenLineExample.defaultWidth,
                widths: [400, 300, 250, 180, 100], variant: Variants.tokens) { TokenLineExample(variant: .layout).view },
        example("flight", "Seed 002 in SwiftUI: the flight card with ViewThatFits", 390,
                widths: [430, 390, 320], variant: Variants.flight, comparedWith: "flight-lines") { FlightCard() },
        example("flight-lines", "Seed 002: the flight screen on the line library with .or", 390,
                widths: [430, 390, 320], variant: Variants.flightLines, comparedWith: "flight") {
            LineLayoutView(Flight.article.layout)
        },
    ]

    /// The convergence lab's failure cases, each beside its fix: a measure → state → layout loop
    /// that oscillates, a GeometryReader that sets a font size from a width, and a measure chain
    /// that spills into a second frame (`fixpoint check` studies them; the gallery's own list,
    /// `articles`, does not show them).
    public static let convergenceCases: [Example] = [
        example("tags-oscillating", "Lab: a tag row measures the titles its decision changes (never settles from 234 to 406 pt)", 420,
                widths: [420, 300, 200], variant: Variants.tagRow) { CollapsingTagRow() },
        example("tags-fits", "Lab fix: the tag row with ViewThatFits (one pass)", 300,
                widths: [420, 300, 200], variant: Variants.tagRow) { TagRowThatFits() },
        example("title-fitting", "Lab: a GeometryReader sets the title's font size from its width", 240,
                widths: [320, 240, 160], variant: Variants.fontSize) { FittingTitle() },
        example("title-fits", "Lab fix: the title's size chosen by ViewThatFits (one pass)", 240,
                widths: [320, 240, 160], variant: Variants.fontSize) { FittingTitleThatFits() },
        example("caption-chain", "Lab: a measure chain of two links needs three passes (two frames)", 320,
                widths: [320], variant: Variants.captionBar) { CaptionedTitle() },
        example("caption-layout", "Lab fix: the caption chain as one Layout (one pass)", 320,
                widths: [320], variant: Variants.captionBar) { CaptionedTitleTwin() },
    ]

    /// The reference's observable layout cases.
    public static let referenceCases: [Example] = [
        example("stack", "Three rectangles share a 300×100 frame equally (reference case 1)", 300) {
            HStack(spacing: 0) { Rectangle(); Rectangle(); Rectangle() }.frame(width: 300, height: 100)
        },
        example("overflow", "A min-width frame makes an HStack overflow its frame (reference case 2)", 150) {
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 100)
                Color.green.frame(minWidth: 100)
            }
            .frame(width: 150, height: 100)
        },
        example("wrap", "The least flexible Text gets its share first and wraps (reference case 4)", 200) {
            HStack { Color.purple; Text("Hello, world"); Color.pink }
        },
        example("priority", "layoutPriority gives the Text its ideal width (reference case 5)", 200) {
            HStack { Color.purple; Text("Hello, world").layoutPriority(1); Color.pink }
        },
        example("spacer", "A Spacer pushes two labels apart with no gaps beside it (reference case 15)", 200) {
            HStack { Text("A"); Spacer(); Text("B") }
        },
        example("fixed-vstack", "A fixed-size VStack re-proposes its width to a Color (reference case 19)", 300) {
            VStack { Text("Hello, World!"); Color.blue; Text("Hello, World!") }.fixedSize()
        },
    ]

    /// Scrolling containers: the scroll-offset preference pattern.
    public static let containers: [Example] = [
        example("collapsing-header", "A header that collapses as the list scrolls (offset read through a preference)", 390) {
            CollapsingHeaderView().frame(height: 763)
        },
    ]

    /// The example named `name`.
    public static func example(named name: String) -> Example? {
        all.first { $0.name == name }
    }

    private static func example(_ name: String, _ summary: String, _ width: CGFloat, macOS: Bool = false,
                                widths: [CGFloat]? = nil,
                                variant: @escaping @Sendable (LayoutSnapshot) -> String = Variants.size,
                                comparedWith: String? = nil,
                                _ view: @escaping @Sendable () -> any View) -> Example {
        Example(name: name, summary: summary, defaultWidth: width, prefersMacOS: macOS, galleryWidths: widths ?? [width],
                variant: variant, comparedWith: comparedWith) { proposal, environment in
            ViewHost(view(), proposal: proposal, environment: environment)
        }
    }
}
