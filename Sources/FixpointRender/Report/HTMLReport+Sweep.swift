import Fixpoint
import Foundation

extension HTMLReport {
    /// Colours of the variants, by order of first appearance (cycled past ten).
    static let variantColors = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2",
                                "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"]

    /// The sweep: a chart of passes against width above a band coloured by variant, each switch
    /// a dashed line at the width where bisection located it, then a legend, the switches and the
    /// samples as a table.
    static func sweepSection(_ sweep: Sweep) -> String {
        var html = "<section class=\"sweep\" id=\"sweep\">\n<h2>Sweep: \(HTML.escape(sweep.title))</h2>\n"
        let samples = sweep.samples
        guard let first = samples.first, let last = samples.last else {
            return html + "<p class=\"empty\">No samples.</p>\n</section>\n"
        }
        var variants: [String] = []
        for sample in samples where !variants.contains(sample.variant) { variants.append(sample.variant) }
        func color(_ variant: String) -> String {
            variantColors[(variants.firstIndex(of: variant) ?? 0) % variantColors.count]
        }
        let left: CGFloat = 50, right: CGFloat = 740, chartTop: CGFloat = 30, chartBottom: CGFloat = 120
        let bandTop: CGFloat = 134, bandBottom: CGFloat = 154
        let span = last.width - first.width
        func x(_ width: CGFloat) -> CGFloat {
            span > 0 ? left + (width - first.width) / span * (right - left) : (left + right) / 2
        }
        let maxPasses = max(samples.map(\.passes).max() ?? 1, 1)
        func y(_ passes: Int) -> CGFloat {
            chartBottom - CGFloat(passes) / CGFloat(maxPasses) * (chartBottom - chartTop)
        }
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"sweep-chart\" width=\"760\" height=\"186\" viewBox=\"0 0 760 186\">\n"
        svg += "  <text x=\"\(HTML.number(left))\" y=\"16\">passes against width (top: \(maxPasses))</text>\n"
        svg += "  <rect class=\"axis\" x=\"\(HTML.number(left))\" y=\"\(HTML.number(chartTop))\" width=\"\(HTML.number(right - left))\""
            + " height=\"\(HTML.number(chartBottom - chartTop))\"/>\n"
        // The variant band: each sample's variant from the boundary with its left neighbour to the
        // boundary with its right one (a located switch, else the midpoint).
        func boundary(_ lower: SweepSample, _ upper: SweepSample) -> CGFloat {
            if lower.variant != upper.variant,
               let change = sweep.switches.first(where: { $0.below >= lower.width && $0.above <= upper.width }) {
                return (change.below + change.above) / 2
            }
            return (lower.width + upper.width) / 2
        }
        for (index, sample) in samples.enumerated() {
            let start = index == 0 ? sample.width : boundary(samples[index - 1], sample)
            let end = index == samples.count - 1 ? sample.width : boundary(sample, samples[index + 1])
            let x0 = span > 0 ? x(start) : left, x1 = span > 0 ? x(end) : right
            svg += "  <rect class=\"variant\"" + HTML.attributes([
                ("x", HTML.number(x0)), ("y", HTML.number(bandTop)), ("width", HTML.number(max(x1 - x0, 0))),
                ("height", HTML.number(bandBottom - bandTop)), ("fill", color(sample.variant)),
            ]) + "><title>\(HTML.escape("\(HTML.number(sample.width)): \(sample.variant)"))</title></rect>\n"
        }
        let points = samples.map { "\(HTML.number(x($0.width))),\(HTML.number(y($0.passes)))" }.joined(separator: " ")
        svg += "  <polyline class=\"passes\" points=\"\(points)\"/>\n"
        for sample in samples {
            let note = "\(HTML.number(sample.width)): \(sample.passes) passes, \(sample.variant)"
                + (sample.converged ? "" : " (not converged)")
            svg += "  <circle class=\"sample\(sample.converged ? "" : " diverged")\" cx=\"\(HTML.number(x(sample.width)))\""
                + " cy=\"\(HTML.number(y(sample.passes)))\" r=\"3\"><title>\(HTML.escape(note))</title></circle>\n"
        }
        for change in sweep.switches {
            let at = x((change.below + change.above) / 2)
            let note = "\(change.lowerVariant) up to \(HTML.number(change.below)), \(change.upperVariant) from \(HTML.number(change.above))"
            svg += "  <g class=\"switch\"><title>\(HTML.escape(note))</title>"
                + "<line x1=\"\(HTML.number(at))\" y1=\"\(HTML.number(chartTop))\" x2=\"\(HTML.number(at))\" y2=\"\(HTML.number(bandBottom + 4))\"/>"
                + "<text x=\"\(HTML.number(at))\" y=\"\(HTML.number(bandBottom + 16))\">\(HTML.number(change.above))</text></g>\n"
        }
        svg += "  <text x=\"\(HTML.number(left))\" y=\"184\">\(HTML.number(first.width))</text>\n"
        svg += "  <text class=\"end\" x=\"\(HTML.number(right))\" y=\"184\">\(HTML.number(last.width))</text>\n"
        html += svg + "</svg>\n<ul class=\"legend\">\n"
        for variant in variants {
            html += "<li><span class=\"swatch\" style=\"background:\(color(variant))\"></span>\(HTML.escape(variant))</li>\n"
        }
        html += "</ul>\n<ul class=\"switches\">\n"
        for change in sweep.switches {
            html += "<li>switch: \(HTML.escape(change.lowerVariant)) up to \(HTML.number(change.below)), "
                + "\(HTML.escape(change.upperVariant)) from \(HTML.number(change.above))</li>\n"
        }
        if sweep.switches.isEmpty { html += "<li>no switch: one variant at every sampled width</li>\n" }
        html += "</ul>\n<table class=\"samples\">\n<thead><tr><th>width</th><th>variant</th><th>passes</th></tr></thead>\n<tbody>\n"
        for sample in samples {
            html += "<tr><td>\(HTML.number(sample.width))</td><td>\(HTML.escape(sample.variant))</td>"
                + "<td>\(sample.passes)\(sample.converged ? "" : " (not converged)")</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }
}
