import Fixpoint
import Foundation

/// The chart of a check: one row per context (environment preset × Dynamic Type size, and
/// height), widths across; each band drawn in its outcome's colour with its pass count, per-frame
/// limits ticked above, hysteresis marked at the width where a resized host differs.
///
/// Drawn from a `ConvergenceReport` only; deterministic SVG (fixed order, three decimals).
public enum ConvergenceChart {
    /// The colour of an outcome: greens for one frame (darker with more passes), orange for
    /// flicker, red for non-convergence.
    public static func colour(of outcome: RunOutcome) -> String {
        if !outcome.converged { return "#d70015" }
        if outcome.frames > 1 { return "#ff9500" }
        switch outcome.passes {
        case ...1: return "#b7e4c7"
        case 2: return "#52b788"
        default: return "#2d6a4f"
        }
    }

    /// The SVG document.
    public static func svg(_ report: ConvergenceReport) -> String {
        let labelWidth: CGFloat = 190, plotWidth: CGFloat = 600, rowHeight: CGFloat = 16, top: CGFloat = 40
        let low = report.widths.lowerBound, high = report.widths.upperBound
        let span = max(high - low, 1e-9)
        func x(_ width: CGFloat) -> CGFloat { labelWidth + (min(max(width, low), high) - low) / span * plotWidth }
        func n(_ value: CGFloat) -> String { NumberFormat.string(value) }
        let height = top + CGFloat(report.contexts.count) * rowHeight + 70
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(labelWidth + plotWidth + 20))\" height=\"\(n(height))\" "
            + "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"10\">\n"
        svg += "  <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        svg += "  <text x=\"0\" y=\"14\" font-size=\"12\" font-weight=\"bold\">\(escape("fixpoint check \(report.example): passes and outcomes over width × Dynamic Type size"))</text>\n"
        svg += "  <text x=\"0\" y=\"28\">\(escape(report.verdict))</text>\n"
        for (row, context) in report.contexts.enumerated() {
            let y = top + CGFloat(row) * rowHeight
            svg += "  <text x=\"0\" y=\"\(n(y + 11))\">\(escape(context.description))</text>\n"
            let bands = report.bands(in: context)
            for (index, band) in bands.enumerated() {
                // A band reaches halfway to its neighbours, where bisection located the change.
                let start = index == 0 ? low : (bands[index - 1].to + band.from) / 2
                let end = index == bands.count - 1 ? high : (band.to + bands[index + 1].from) / 2
                let left = x(start), right = max(x(end), left + 0.5)
                svg += "  <rect x=\"\(n(left))\" y=\"\(n(y))\" width=\"\(n(right - left))\" height=\"\(n(rowHeight - 2))\" "
                    + "fill=\"\(colour(of: band.outcome))\"><title>\(escape("\(n(band.from))...\(n(band.to)): \(band.outcome) · \(band.variants.joined(separator: " → "))"))</title></rect>\n"
                if right - left >= 14 {
                    let label = band.outcome.converged ? "\(band.outcome.passes)" : "∞"
                    svg += "  <text x=\"\(n((left + right) / 2))\" y=\"\(n(y + 11))\" text-anchor=\"middle\" fill=\"\(band.outcome.passes >= 3 || !band.outcome.converged ? "#ffffff" : "#000000")\">\(label)</text>\n"
                }
                if band.outcome.hitFrameLimit {
                    svg += "  <rect x=\"\(n(left))\" y=\"\(n(y))\" width=\"\(n(right - left))\" height=\"3\" fill=\"#5e2ca5\"/>\n"
                }
            }
            for finding in report.findings(.hysteresis) where finding.context == context {
                let mark = x(finding.widths.lowerBound)
                svg += "  <path d=\"M\(n(mark - 4)),\(n(y + rowHeight - 2)) L\(n(mark + 4)),\(n(y + rowHeight - 2)) L\(n(mark)),\(n(y + 4)) Z\" "
                    + "fill=\"#000000\"><title>\(escape(finding.summary))</title></path>\n"
            }
        }
        let axis = top + CGFloat(report.contexts.count) * rowHeight + 4
        svg += "  <line x1=\"\(n(labelWidth))\" y1=\"\(n(axis))\" x2=\"\(n(labelWidth + plotWidth))\" y2=\"\(n(axis))\" stroke=\"#999999\"/>\n"
        for tick in 0...4 {
            let width = low + span * CGFloat(tick) / 4
            svg += "  <text x=\"\(n(x(width)))\" y=\"\(n(axis + 12))\" text-anchor=\"middle\">\(n(width)) pt</text>\n"
        }
        let legendY = axis + 32
        let legend: [(String, String)] = [("#b7e4c7", "1 pass"), ("#52b788", "2 passes"), ("#2d6a4f", "3+ passes, 1 frame"),
                                          ("#ff9500", "flicker (2+ frames)"), ("#d70015", "no fixed point"),
                                          ("#5e2ca5", "per-frame limit (bar on top)")]
        var legendX: CGFloat = 0
        for (fill, label) in legend {
            svg += "  <rect x=\"\(n(legendX))\" y=\"\(n(legendY - 9))\" width=\"10\" height=\"10\" fill=\"\(fill)\"/>\n"
            svg += "  <text x=\"\(n(legendX + 14))\" y=\"\(n(legendY))\">\(escape(label))</text>\n"
            legendX += 14 + CGFloat(label.count) * 5.2 + 12
        }
        svg += "  <path d=\"M\(n(legendX)),\(n(legendY + 1)) L\(n(legendX + 8)),\(n(legendY + 1)) L\(n(legendX + 4)),\(n(legendY - 8)) Z\" fill=\"#000000\"/>\n"
        svg += "  <text x=\"\(n(legendX + 12))\" y=\"\(n(legendY))\">hysteresis (resized ≠ fresh)</text>\n"
        svg += "</svg>\n"
        return svg
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
