import Fixpoint
import FixpointGallery
import FixpointRender
import Foundation

/// Explores an example for convergence problems: over widths (adaptive sampling, bisection at
/// every change of outcome), heights, Dynamic Type sizes, both environment presets, scripted
/// interactions and resize paths; reports non-convergence, flicker, hysteresis, per-frame limit
/// diagnostics, pass-count bands and wasted work, each with a reproduction.
///
/// Runs fresh hosts of the example (and, for resize paths, one host taken through several
/// proposals); deterministic for the same inputs, and bounded: `samples` widths per context,
/// plus at most `log2(span / precision)` runs per change of outcome and two resize walks.
public struct ConvergenceCheck {
    /// The example studied.
    public var example: Example
    /// The widths explored.
    public var widths: ClosedRange<CGFloat>
    /// How many evenly spaced widths are sampled per context before bisection (at least 2).
    public var samples = 17
    /// The proposed heights (nil: the ideal height).
    public var heights: [CGFloat?] = [nil]
    /// The Dynamic Type sizes.
    public var dynamicTypeSizes: [DynamicTypeSize] = DynamicTypeSize.allCases
    /// The environment presets.
    public var presets: [EnvironmentPreset] = EnvironmentPreset.allCases
    /// Resize paths to take one host through (widths in order), besides the ascending and
    /// descending walks over the sampled widths that every context gets.
    public var resizePaths: [[CGFloat]] = []
    /// Scripted interactions, each run on a fresh host at `scriptWidth` in every context.
    public var scripts: [[Step]] = []
    /// The width scripts start at (by default the example's width).
    public var scriptWidth: CGFloat
    /// How closely a change of outcome, or the start of a minimal resize path, is located.
    public var precision: CGFloat = 0.01
    /// The update policy of every host.
    public var policy = UpdatePolicy()
    /// The program name in reproduction commands.
    public var programName = "fixpoint"
    /// Swift code that yields the `Example` in a reproduction test.
    public var exampleCode: String

    /// Creates a check of `example` over `widths` (by default from half its narrowest gallery
    /// width to a quarter more than its widest).
    public init(example: Example, widths: ClosedRange<CGFloat>? = nil) {
        self.example = example
        self.widths = widths ?? Self.defaultWidths(of: example)
        self.scriptWidth = example.defaultWidth
        self.exampleCode = "ExampleCatalog.example(named: \(Step.literal(example.name)))!"
    }

    /// Half the narrowest of the example's widths to 1.25 × the widest, whole points.
    public static func defaultWidths(of example: Example) -> ClosedRange<CGFloat> {
        let known = example.galleryWidths + [example.defaultWidth]
        let low = ((known.min() ?? 320) / 2).rounded(.down)
        let high = ((known.max() ?? 320) * 1.25).rounded(.up)
        return max(0, low)...max(low, high)
    }

    /// Every context, in report order: preset, then Dynamic Type size, then height.
    public var contexts: [CheckContext] {
        presets.flatMap { preset in
            dynamicTypeSizes.flatMap { size in heights.map { CheckContext(preset: preset, dynamicTypeSize: size, height: $0) } }
        }
    }

    /// The evenly spaced widths sampled before bisection, ascending, without repeats.
    public var sampledWidths: [CGFloat] {
        let count = max(2, samples)
        let low = widths.lowerBound, high = widths.upperBound
        var result: [CGFloat] = []
        for index in 0..<count {
            let width = index == count - 1 ? high : low + (high - low) * CGFloat(index) / CGFloat(count - 1)
            if let last = result.last, width <= last { continue }
            result.append(width)
        }
        return result
    }

    /// Runs the whole check.
    public func run() -> ConvergenceReport {
        var bands: [OutcomeBand] = []
        var findings: [ConvergenceFinding] = []
        var runs = 0
        for context in contexts {
            var explorer = ContextExplorer(check: self, context: context)
            let contextBands = explorer.bands()
            bands += contextBands
            findings += explorer.bandFindings(contextBands)
            findings += explorer.hysteresisFindings()
            findings += explorer.wastedWorkFindings()
            findings += explorer.scriptFindings()
            runs += explorer.runs
        }
        return ConvergenceReport(example: example.name, widths: widths, contexts: contexts, bands: bands,
                                 findings: findings, runs: runs)
    }

    /// A fresh host of the example at `width` in `context`, with the check's policy.
    func host(width: CGFloat, context: CheckContext) -> ViewHost {
        let host = example.host(proposal: ProposedViewSize(width: width, height: context.height), environment: context.environment)
        host.policy = policy
        return host
    }
}
