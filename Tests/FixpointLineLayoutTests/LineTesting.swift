import Fixpoint
import FixpointLineLayout
import Foundation

// Shared helpers for the line-library tests: readable measurers, label shorthands, frame lookups
// and the text metrics of the seed's strings (text-metrics.md §2, per 1000 em).

/// An iOS environment with a monospace measurer: every character 10 pt wide, lines 20 pt high.
var monospace: EnvironmentValues {
    var environment = EnvironmentValues.iOS
    environment.textMeasurer = MonospaceTextMeasurer(characterWidth: 10, lineHeight: 20)
    return environment
}

/// A black body label with `text`, as a one-element layout.
func label(_ text: String) -> LineLayout {
    UILabel(text: text, size: .body).layout
}

extension LayoutSnapshot {
    /// The nodes of `typeName` whose path starts with `prefix`, in pre-order.
    func nodes(typeName: String, under prefix: String) -> [ViewSnapshot] {
        nodes(typeName: typeName).filter { $0.path.hasPrefix(prefix + "/") }
    }
}

/// The seed's strings in 1000ths of an em (Helvetica metrics, text-metrics.md §2); "7:00 AM",
/// "9:00 AM" and "6:30 AM" all have the units of "8:00 AM" (tabular digits).
enum Units {
    static let from: CGFloat = 2333, to: CGFloat = 1167
    static let txl: CGFloat = 1834, cdg: CGFloat = 2222
    static let time: CGFloat = 3724
    static let flight: CGFloat = 3556, af123: CGFloat = 2946
    static let terminal: CGFloat = 5056, one: CGFloat = 556
    static let gate: CGFloat = 2723, fourteen: CGFloat = 1112
    static let boarding: CGFloat = 5334
}

/// iOS point sizes of body, largeTitle and caption1 by Dynamic Type size (text-metrics.md §4).
struct StyleSizes {
    var body: CGFloat, largeTitle: CGFloat, caption: CGFloat

    static func at(_ size: DynamicTypeSize) -> StyleSizes {
        let index = DynamicTypeSize.allCases.firstIndex(of: size)!
        let body: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        let largeTitle: [CGFloat] = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        let caption: [CGFloat] = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        return StyleSizes(body: body[index], largeTitle: largeTitle[index], caption: caption[index])
    }
}

/// The switching widths of the flight screen derived by hand from the metrics: each card's
/// alternative needs the sum of its widest line (labels at ideal width, flexible spaces at their
/// 20-pt minimum) plus the card's 8 + 8 margins.
struct DerivedThresholds {
    var sideBySide: CGFloat, oneByFour: CGFloat, twoByTwo: CGFloat

    init(_ size: DynamicTypeSize) {
        let s = StyleSizes.at(size)
        func w(_ units: CGFloat, _ points: CGFloat) -> CGFloat { units * points / 1000 }
        let origin = max(w(Units.from, s.body), w(Units.txl, s.largeTitle), w(Units.time, s.body))
        let destination = max(w(Units.to, s.body), w(Units.cdg, s.largeTitle), w(Units.time, s.body))
        sideBySide = origin + 20 + destination + 16
        let flight = max(w(Units.flight, s.caption), w(Units.af123, s.body))
        let terminal = max(w(Units.terminal, s.caption), w(Units.one, s.body))
        let gate = max(w(Units.gate, s.caption), w(Units.fourteen, s.body))
        let boarding = max(w(Units.boarding, s.caption), w(Units.time, s.body))
        oneByFour = flight + terminal + gate + boarding + 3 * 20 + 16
        twoByTwo = max(flight + 20 + terminal, gate + 20 + boarding) + 16
    }
}
