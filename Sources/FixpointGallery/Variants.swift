import Fixpoint
import FixpointLineLayout
import Foundation

/// Names the variant a laid-out example shows (centred or off-centre, which alternative a
/// `ViewThatFits` chose, whether heights are synced), read from its snapshot.
///
/// Used by the gallery, sweeps and tests after a run; it only reads the snapshot.
public enum Variants {
    /// Visible text nodes (not under `.hidden()`).
    static func visibleTexts(_ snapshot: LayoutSnapshot) -> [ViewSnapshot] {
        snapshot.nodes.filter { $0.text != nil && !$0.isHidden }
    }

    /// "centred" or "off-centre" by the airplane's position, plus "truncated" when a label
    /// shows "…".
    public static func airplane(_ snapshot: LayoutSnapshot) -> String {
        guard let plane = visibleTexts(snapshot).first(where: { $0.fullText == "✈️" }) else { return "no airplane" }
        let width = snapshot.size.width
        var variant = abs(plane.frame.midX - width / 2) < 0.5 ? "centred" : "off-centre"
        if visibleTexts(snapshot).contains(where: { $0.text?.hasSuffix("…") == true }) { variant += ", truncated" }
        return variant
    }

    /// Whether the trailing label ends at the bar's end or the labels sit side by side.
    public static func bar(_ snapshot: LayoutSnapshot) -> String {
        let texts = visibleTexts(snapshot)
        guard let leading = texts.first(where: { $0.fullText == "Leading Label" }),
              let trailing = texts.first(where: { $0.fullText == "Trailing Label" }),
              let bar = snapshot.nodes.last(where: { $0.typeName == "Color" && $0.frame.height == 8 })
        else { return "incomplete" }
        var variant = abs(trailing.frame.maxX - bar.frame.maxX) < 0.001 && trailing.frame.minX > leading.frame.maxX + 0.001
            ? "trailing label at bar end" : "labels side by side"
        if texts.contains(where: { $0.text?.contains("…") == true }) { variant += ", truncated" }
        return variant
    }

    /// Whether the badges' backgrounds (or frames) share one height: "3 equal heights", or per
    /// background colour in order of appearance when there are several ("secondary 3 uneven
    /// heights, red 3 equal heights" for the red-background stage, whose synced frames hide
    /// uneven badges).
    public static func heights(_ snapshot: LayoutSnapshot) -> String {
        let layers = snapshot.nodes.filter { $0.isBackgroundLayer && $0.typeName == "Color" }
        func describe(_ frames: [CGRect]) -> String {
            let heights = Set(frames.map { ($0.height * 1000).rounded() })
            return heights.count <= 1 ? "\(frames.count) equal heights" : "\(frames.count) uneven heights"
        }
        guard !layers.isEmpty else {
            var badges = snapshot.nodes(typeName: "EventInfoBadgeWithBackground")
            if badges.isEmpty { badges = snapshot.nodes(typeName: "EventInfoBadge") }
            return describe(badges.map(\.frame))
        }
        var colours: [String] = []
        var frames: [String: [CGRect]] = [:]
        for layer in layers {
            guard case let .shape(_, fill) = layer.drawing.content else { continue }
            let colour = fill.name ?? "colour"
            if frames[colour] == nil { colours.append(colour) }
            frames[colour, default: []].append(layer.frame)
        }
        if colours.count <= 1 { return describe(layers.map(\.frame)) }
        return colours.map { "\($0) \(describe(frames[$0] ?? []))" }.joined(separator: ", ")
    }

    /// The alternatives the flight card's `ViewThatFits` chose: airports side by side or stacked,
    /// metadata 1×4, 2×2 or 4×1 (`flightCardChoice(_:)` in words).
    public static func flight(_ snapshot: LayoutSnapshot) -> String {
        flightCardChoice(snapshot).map(words) ?? "incomplete"
    }

    /// The alternatives the line library's flight screen (`LineLayoutView`) chose, in the words
    /// of `flight(_:)` (`flightLinesChoice(_:)`).
    public static func flightLines(_ snapshot: LayoutSnapshot) -> String {
        flightLinesChoice(snapshot).map(words) ?? "incomplete"
    }

    /// The flight card's choices, read from its two `ViewThatFits`: the chosen child of the
    /// first is the airports' HStack or VStack; of the second, an HStack (1×4), a VStack of
    /// HStacks (2×2) or a VStack of items (4×1). Nil when the snapshot is not a flight card.
    public static func flightCardChoice(_ snapshot: LayoutSnapshot) -> FlightLines.Variant? {
        let choosers = snapshot.nodes.indices.filter { snapshot.nodes[$0].typeName == "ViewThatFits" }
        let chosen = choosers.compactMap { snapshot.children(of: $0).first }
        guard chosen.count == 2 else { return nil }
        let airports: FlightLines.Airports = snapshot.nodes[chosen[0]].typeName == "HStack" ? .sideBySide : .stacked
        let metadata: FlightLines.Metadata
        if snapshot.nodes[chosen[1]].typeName == "HStack" {
            metadata = .oneByFour
        } else if snapshot.children(of: chosen[1]).contains(where: { snapshot.nodes[$0].typeName == "HStack" }) {
            metadata = .twoByTwo
        } else {
            metadata = .fourByOne
        }
        return FlightLines.Variant(airports: airports, metadata: metadata)
    }

    /// The line library's choices, read from where the labels landed: the airports are side by
    /// side when "TXL" and "CDG" share a line, and the metadata keys' rows (1, 2 or 4) give
    /// 1×4, 2×2 or 4×1. Nil when a label is missing.
    public static func flightLinesChoice(_ snapshot: LayoutSnapshot) -> FlightLines.Variant? {
        var tops: [String: CGFloat] = [:]
        for node in visibleTexts(snapshot) where node.frame.size != .zero {
            if let text = node.fullText { tops[text] = node.frame.minY }
        }
        let keys = ["FLIGHT", "TERMINAL", "GATE", "BOARDING"]
        guard let origin = tops["TXL"], let destination = tops["CDG"], keys.allSatisfy({ tops[$0] != nil }) else {
            return nil
        }
        let rows = Set(keys.compactMap { tops[$0].map { ($0 * 1000).rounded() } }).count
        return FlightLines.Variant(airports: abs(origin - destination) < 0.001 ? .sideBySide : .stacked,
                                   metadata: rows == 1 ? .oneByFour : rows == 2 ? .twoByTwo : .fourByOne)
    }

    /// A flight screen's choice as the gallery words it: "airports side by side, metadata 1×4".
    private static func words(_ choice: FlightLines.Variant) -> String {
        "airports \(choice.airports.rawValue), metadata \(choice.metadata.rawValue)"
    }

    /// What the gallery's token line shows, e.g. "4 tokens, labels on 1, ellipsis"
    /// (`tokenLineSummary(snapshot:tokens:)` over the sample tokens).
    public static func tokens(_ snapshot: LayoutSnapshot) -> String {
        tokenLineSummary(snapshot: snapshot)
    }

    /// The layout with no particular variant: its size.
    public static func size(_ snapshot: LayoutSnapshot) -> String {
        "\(NumberFormat.string(snapshot.size.width))×\(NumberFormat.string(snapshot.size.height))"
    }
}
