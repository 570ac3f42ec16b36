import Foundation
import Fixpoint

/// The article's flight screen on Fixpoint: which variant the line library picks at each width
/// and Dynamic Type size, the widths where it switches, and the article's intermediate stages.
///
/// The gallery and `fixpoint run flight-lines` call `layout(width:environment:)` for the
/// snapshot and `variant(of:)` or `chosenAlternatives(width:dynamicTypeSize:)` for the choices;
/// the README's table is `table()`. Everything is computed from `Flight.article.layout`, so the
/// answers change only when the text metrics or the layout rules do.
public enum FlightLines {
    /// The container of the final screen.
    public static let container = LayoutContainer(Flight.article.layout)
    /// The screen widths the article's comparison uses: iPhone SE (1st gen), 14/15, 15 Pro Max.
    public static let widths: [CGFloat] = [320, 390, 430]
    /// The snapshot path of the grey airports card, whose lines hold the airports' `.or`.
    public static let airportsPath = "LayoutContainer/line[0]/box"
    /// The snapshot path of the red metadata card, whose lines hold the metadata's `.or` chain.
    public static let metadataPath = "LayoutContainer/line[1]/box"

    /// The airports card's alternatives, in the order of its `.or`.
    public enum Airports: String, CaseIterable, Hashable, Sendable {
        /// Origin and destination boxes on one line with a flexible space of at least 20 between.
        case sideBySide = "side by side"
        /// Origin above destination, each centred, 10 points apart (the fallback).
        case stacked
    }

    /// The metadata card's alternatives, in the order of its `.or` chain.
    public enum Metadata: String, CaseIterable, Hashable, Sendable {
        /// The four items on one line.
        case oneByFour = "1×4"
        /// Two lines of two items, 10 points apart.
        case twoByTwo = "2×2"
        /// Four lines of one item, 10 points apart (the fallback).
        case fourByOne = "4×1"
    }

    /// The variant of the whole screen: one alternative per card.
    ///
    /// Built by `variant(of:)` after layout; its description reads `side by side · 1×4`.
    public struct Variant: Hashable, Sendable, CustomStringConvertible {
        /// The airports card's alternative.
        public var airports: Airports
        /// The metadata card's alternative.
        public var metadata: Metadata

        /// Creates a variant; tests build expected values with it.
        public init(airports: Airports, metadata: Metadata) {
            self.airports = airports
            self.metadata = metadata
        }

        /// `airports · metadata`, as the README table shows it.
        public var description: String {
            "\(airports.rawValue) · \(metadata.rawValue)"
        }
    }

    /// The screen laid out at `width` with `environment`'s text settings.
    ///
    /// The entry point for `fixpoint run flight-lines` and the gallery; see
    /// `LayoutContainer.layout(width:environment:)`.
    public static func layout(width: CGFloat, environment: EnvironmentValues = .iOS) -> LineLayoutResult {
        container.layout(width: width, environment: environment)
    }

    /// The screen laid out at `width` on iOS at `dynamicTypeSize`.
    public static func layout(width: CGFloat, dynamicTypeSize: DynamicTypeSize) -> LineLayoutResult {
        container.layout(width: width, dynamicTypeSize: dynamicTypeSize)
    }

    /// The variant a layout of this screen chose, read from its choices at the two cards' paths.
    ///
    /// Called after layout; `result` must come from `layout(width:…)`, which always records one
    /// choice in each card.
    public static func variant(of result: LineLayoutResult) -> Variant {
        let airports = result.choices(at: airportsPath).first?.chosen ?? 0
        let metadata = result.choices(at: metadataPath).first?.chosen ?? 0
        return Variant(airports: Airports.allCases[min(airports, Airports.allCases.count - 1)],
                       metadata: Metadata.allCases[min(metadata, Metadata.allCases.count - 1)])
    }

    /// The variant chosen at `width` on iOS at `dynamicTypeSize`.
    public static func variant(width: CGFloat, dynamicTypeSize: DynamicTypeSize) -> Variant {
        variant(of: layout(width: width, dynamicTypeSize: dynamicTypeSize))
    }

    /// The choices as readable strings, `["airports: side by side", "metadata: 1×4"]`.
    ///
    /// For tests, the gallery and the CLI; always two entries, airports first.
    public static func chosenAlternatives(width: CGFloat, dynamicTypeSize: DynamicTypeSize) -> [String] {
        let chosen = variant(width: width, dynamicTypeSize: dynamicTypeSize)
        return ["airports: \(chosen.airports.rawValue)", "metadata: \(chosen.metadata.rawValue)"]
    }

    /// The article's stage at 04:50 (`boxed == false`: the airports' label columns joined
    /// horizontally, so "To" lands after the origin's time) or at 05:40 (`boxed == true`: each
    /// airport is a box, so the two sit side by side). White labels, no centring, no cards.
    ///
    /// Built for tests and the gallery's explanation of the concatenation quirk.
    public static func airportsStage(boxed: Bool) -> Layout {
        func airport(_ airport: Airport, title: String) -> Layout {
            let l = UILabel(text: title, size: .body).layout
            let c = UILabel(text: airport.code, size: .largeTitle).layout
            let t = UILabel(text: formatter.string(from: airport.time), size: .body).layout
            let column = [l, c, t].vertical()
            return boxed ? column.box() : column
        }
        let flight = Flight.article
        return [airport(flight.origin, title: "From"), airport(flight.destination, title: "To")]
            .horizontal(space: .flexible(min: 20))
    }
}
