import Fixpoint
import FixpointRender
import Foundation

/// A sweep of one example over a range of widths: the variant and passes at each sampled width,
/// and every width where the variant switches, found by recursive bisection.
///
/// Between two neighbouring samples whose variants differ, the interval is halved until each
/// switch in it is located within `precision`; the halves are explored the same way, so an
/// interval holding several switches reports all of them. Between samples that agree, the
/// midpoint is checked down to `probeDepth` halvings, so a variant narrower than the step that
/// lies there is found too. Each switch names the variants on both sides. Runs a fresh host per
/// width; deterministic for the same inputs.
public struct Sweep {
    /// One sampled width.
    public struct Row: Sendable {
        /// The width.
        public var width: CGFloat
        /// The variant shown.
        public var variant: String
        /// Passes to the fixed point.
        public var passes: Int
        /// Whether the run converged.
        public var converged: Bool
    }

    /// A switch between two variants, located within `precision` points.
    public struct Switch: Sendable, Equatable {
        /// The largest width known to show `lowerVariant`.
        public var below: CGFloat
        /// The smallest width known to show `upperVariant`.
        public var above: CGFloat
        /// The variant just below the switch.
        public var lowerVariant: String
        /// The variant at and just above the switch.
        public var upperVariant: String
    }

    /// The example swept.
    public let example: Example
    /// The sampled widths, ascending.
    public let widths: [CGFloat]
    /// The sampling step asked for.
    public let step: CGFloat
    /// The proposed height of every run (nil: the ideal height).
    public let height: CGFloat?
    /// The environment of every run.
    public let environment: EnvironmentValues
    /// How closely bisection locates a switch.
    public var precision: CGFloat = 0.01
    /// How many times an interval between samples that agree is halved to look for a variant
    /// between them: 1 checks its midpoint, 2 also the midpoints of its halves (the default).
    public var probeDepth = 2

    /// The most widths a sweep samples; a longer range is cut off there (the CLI refuses it).
    public static let maximumSamples = 2000

    /// How many widths `from...to` every `step` samples (`to` included), or nil when the
    /// range or step is not finite, is empty or has a step ≤ 0.
    public static func sampleCount(from: CGFloat, to: CGFloat, step: CGFloat) -> Int? {
        guard from.isFinite, to.isFinite, step.isFinite, step > 0, from <= to else { return nil }
        let intervals = ((to - from) / step + 1e-9).rounded(.down)
        guard intervals.isFinite, intervals < CGFloat(Int32.max) else { return Int(Int32.max) }
        let count = Int(intervals) + 1
        return from + CGFloat(count - 1) * step < to - 1e-9 ? count + 1 : count
    }

    /// Creates a sweep from `from` to `to` (inclusive) every `step` points: at most
    /// `maximumSamples` widths, each computed from its index (so huge widths, where adding the
    /// step changes nothing, still end), without repeats; none for an empty or non-finite range.
    public init(example: Example, from: CGFloat, to: CGFloat, step: CGFloat, height: CGFloat? = nil,
                environment: EnvironmentValues? = nil) {
        self.example = example
        var widths: [CGFloat] = []
        if let count = Self.sampleCount(from: from, to: to, step: step) {
            for index in 0..<min(count, Self.maximumSamples) {
                let width = min(from + CGFloat(index) * step, to)
                if let last = widths.last, width <= last { continue }
                widths.append(width)
            }
        }
        self.widths = widths
        self.step = step
        self.height = height
        self.environment = environment ?? example.defaultEnvironment
    }

    /// Runs the example at `width`.
    public func sample(_ width: CGFloat) -> (row: Row, snapshot: LayoutSnapshot) {
        let entry = GalleryReport.entry(example, width: width, height: height, environment: environment)
        return (Row(width: width, variant: entry.variant, passes: entry.report.passes, converged: entry.report.converged),
                entry.snapshot)
    }

    /// The sampled rows, then every switch between them in ascending order; `progress` hears
    /// after each sampled width (bisection's extra runs are not counted).
    public func run(progress: ((_ completed: Int, _ total: Int) -> Void)? = nil) -> (rows: [Row], switches: [Switch]) {
        var rows: [Row] = []
        for width in widths {
            rows.append(sample(width).row)
            progress?(rows.count, widths.count)
        }
        var switches: [Switch] = []
        for (lower, upper) in zip(rows, rows.dropFirst()) {
            let probeLength = (upper.width - lower.width) / CGFloat(1 << max(0, min(probeDepth, 30)))
            locate(from: lower.width, lower.variant, to: upper.width, upper.variant, probeLength: probeLength, into: &switches)
        }
        return (rows, switches)
    }

    /// Finds the switches in `low...high`: halves an interval whose ends differ until it is
    /// `precision` wide (or no width lies between its ends), and one whose ends agree while it is
    /// longer than `probeLength`.
    private func locate(from low: CGFloat, _ lowVariant: String, to high: CGFloat, _ highVariant: String,
                        probeLength: CGFloat, into switches: inout [Switch]) {
        let middle = (low + high) / 2
        // Widths so large that no number lies between the two: a switch is located there.
        let splittable = middle > low && middle < high
        if lowVariant == highVariant {
            guard splittable, high - low > probeLength * (1 + 1e-9), high - low > precision else { return }
        } else if !splittable || high - low <= precision {
            switches.append(Switch(below: low, above: high, lowerVariant: lowVariant, upperVariant: highVariant))
            return
        }
        let middleVariant = sample(middle).row.variant
        locate(from: low, lowVariant, to: middle, middleVariant, probeLength: probeLength, into: &switches)
        locate(from: middle, middleVariant, to: high, highVariant, probeLength: probeLength, into: &switches)
    }

    /// Warnings about what the step may hide: one per variant that spans less than the step
    /// between two switches, since a variant narrower still could lie unseen between two samples
    /// that agree.
    public func warnings(switches: [Switch]) -> [String] {
        guard widths.count >= 2 else { return [] }
        var warnings: [String] = []
        for (left, right) in zip(switches, switches.dropFirst()) {
            let span = right.below - left.above
            guard span < step else { continue }
            warnings.append("'\(left.upperVariant)' spans only \(NumberFormat.string(span)) pt "
                + "(\(NumberFormat.string(left.above))...\(NumberFormat.string(right.below))), less than the step "
                + "\(NumberFormat.string(step)): a narrower variant could hide between two samples that agree; use a smaller --step")
        }
        return warnings
    }

    /// The table of a sweep: width → variant and passes, then each switch.
    public static func table(rows: [Row], switches: [Switch]) -> String {
        let widthColumn = max(5, rows.map { NumberFormat.string($0.width).count }.max() ?? 0)
        let variantColumn = max(7, rows.map(\.variant.count).max() ?? 0)
        func pad(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
        var output = pad("width", widthColumn) + "  " + pad("variant", variantColumn) + "  passes\n"
        for row in rows {
            output += pad(NumberFormat.string(row.width), widthColumn) + "  " + pad(row.variant, variantColumn)
                + "  \(row.passes)" + (row.converged ? "" : " (not converged)") + "\n"
        }
        for change in switches {
            output += "switch: \(change.lowerVariant) up to \(NumberFormat.string(change.below)), "
                + "\(change.upperVariant) from \(NumberFormat.string(change.above))\n"
        }
        return output
    }

    /// An SVG with the sampled layouts side by side and a chart of passes against width.
    public func svg(rows: [Row]) -> String {
        let renderer = SVGRenderer()
        let gap: CGFloat = 16
        var x: CGFloat = 0
        var panels = ""
        var tallest: CGFloat = 0
        for row in rows {
            let snapshot = sample(row.width).snapshot
            let inner = renderer.render(snapshot)
            let size = snapshot.size
            panels += "  <g transform=\"translate(\(NumberFormat.string(x)),20)\">\n"
            panels += "    <text x=\"0\" y=\"-6\" font-size=\"10\">\(NumberFormat.string(row.width)) pt · \(Self.escape(row.variant)) · \(row.passes) passes</text>\n"
            panels += "    " + inner.replacingOccurrences(of: "\n", with: "\n    ").trimmingCharacters(in: .whitespacesAndNewlines) + "\n"
            panels += "  </g>\n"
            x += max(size.width, 120) + gap
            tallest = max(tallest, size.height)
        }
        let chartTop = tallest + 60
        let chartHeight: CGFloat = 100
        let maxPasses = CGFloat(max(rows.map(\.passes).max() ?? 1, 1))
        let minWidth = rows.first?.width ?? 0
        let span = max((rows.last?.width ?? 1) - minWidth, 1)
        let chartWidth = max(x - gap, 200)
        let points = rows.map { row -> String in
            let px = (row.width - minWidth) / span * chartWidth
            let py = chartTop + chartHeight - CGFloat(row.passes) / maxPasses * chartHeight
            return "\(NumberFormat.string(px)),\(NumberFormat.string(py))"
        }
        var chart = "  <g font-size=\"10\">\n"
        chart += "    <text x=\"0\" y=\"\(NumberFormat.string(chartTop - 8))\">passes against width (\(NumberFormat.string(minWidth))–\(NumberFormat.string(minWidth + span)) pt; top = \(Int(maxPasses)))</text>\n"
        chart += "    <rect x=\"0\" y=\"\(NumberFormat.string(chartTop))\" width=\"\(NumberFormat.string(chartWidth))\" height=\"\(NumberFormat.string(chartHeight))\" fill=\"none\" stroke=\"#999999\"/>\n"
        chart += "    <polyline fill=\"none\" stroke=\"#007aff\" stroke-width=\"2\" points=\"\(points.joined(separator: " "))\"/>\n"
        chart += "  </g>\n"
        let totalHeight = chartTop + chartHeight + 10
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(NumberFormat.string(chartWidth))\" height=\"\(NumberFormat.string(totalHeight))\" font-family=\"Helvetica, Arial, sans-serif\">\n"
            + panels + chart + "</svg>\n"
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
