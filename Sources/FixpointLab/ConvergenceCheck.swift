import Dispatch
import Fixpoint
import FixpointGallery
import FixpointRender
import Foundation
import Synchronization

/// Explores an example for convergence problems: over widths (adaptive sampling, bisection at
/// every change of outcome), heights, Dynamic Type sizes, both environment presets, scripted
/// interactions and resize paths; reports non-convergence, flicker, hysteresis, per-frame limit
/// diagnostics, pass-count bands and wasted work, each with a reproduction.
///
/// Runs fresh hosts of the example (and, for resize paths, one host taken through several
/// proposals); deterministic for the same inputs, and bounded: one width per `step` per context,
/// plus at most `log2(span / precision)` runs per change of outcome and two resize walks.
public struct ConvergenceCheck: Sendable {
    /// The example studied.
    public var example: Example
    /// The widths explored.
    public var widths: ClosedRange<CGFloat>
    /// The sampling step before bisection: the range's ends and every whole multiple of the
    /// step between them are run. Nil (the default) picks 5 pt, `fixpoint sweep`'s default, so a
    /// sweep from a multiple of 5 samples the same widths — or, for a range that would need more
    /// than 64 samples, the first of 10, 20, 25, 50, 100, … that needs at most 64. A step is made
    /// larger when the range would need more than `maximumSamples` widths. A band narrower than
    /// the step can hide between two samples that agree; a band's ends are the widths known to
    /// have its outcome.
    public var step: CGFloat?

    /// The step the check samples with: `step`, or the automatic one.
    public var effectiveStep: CGFloat {
        if let step, step.isFinite, step > 0 { return step }
        let span = widths.upperBound - widths.lowerBound
        guard span.isFinite else { return 5 }
        var candidates: [CGFloat] = [5, 10, 20, 25, 50]
        var scale: CGFloat = 100
        while scale < 1e7 {
            candidates += [scale, scale * 2, scale * 5]
            scale *= 10
        }
        return candidates.first { span / $0 <= 64 } ?? scale
    }

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
    /// The update policy of every host: SwiftUI's two passes per frame and one dispatch per
    /// binder per frame, but at most 12 frames (24 passes, enough to see a cycle of up to 12
    /// passes repeat twice), so a check of a loop that never settles stays fast.
    public var policy = UpdatePolicy(maxFrames: 12)
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

    /// The most widths sampled per context before bisection.
    public static let maximumSamples = 2000

    /// The widths sampled before bisection, ascending, without repeats: the range's ends and
    /// every multiple of the step between them.
    public var sampledWidths: [CGFloat] {
        let low = widths.lowerBound, high = widths.upperBound
        guard low.isFinite, high.isFinite, low < high else { return low.isFinite ? [low] : [] }
        var step = effectiveStep
        while (high - low) / step > CGFloat(Self.maximumSamples - 2) { step *= 2 }
        var result = [low]
        var index = (low / step).rounded(.down) + 1
        while index * step < high {
            let width = index * step
            if width > low + 1e-9 && width < high - 1e-9 { result.append(width) }
            index += 1
        }
        result.append(high)
        return result
    }

    /// At most 17 of the sampled widths, evenly spread: where wasted work is looked for (each
    /// needs a run that records the layout after every pass).
    var wasteSampleWidths: [CGFloat] {
        let all = sampledWidths
        guard all.count > 17 else { return all }
        return (0..<17).map { all[$0 * (all.count - 1) / 16] }
    }

    /// Runs the whole check: the contexts concurrently (each on its own hosts), the results in
    /// context order, so the report is the same on any number of cores.
    public func run() -> ConvergenceReport {
        let contexts = self.contexts
        let results = Mutex<[Int: (bands: [OutcomeBand], findings: [ConvergenceFinding], runs: Int)]>([:])
        DispatchQueue.concurrentPerform(iterations: contexts.count) { index in
            var explorer = ContextExplorer(check: self, context: contexts[index])
            let bands = explorer.bands()
            var findings = explorer.bandFindings(bands)
            findings += explorer.hysteresisFindings()
            findings += explorer.wastedWorkFindings()
            findings += explorer.scriptFindings()
            let runs = explorer.runs
            results.withLock { $0[index] = (bands, findings, runs) }
        }
        let collected = results.withLock { $0 }
        var bands: [OutcomeBand] = [], findings: [ConvergenceFinding] = [], runs = 0
        for index in contexts.indices {
            guard let result = collected[index] else { continue }
            bands += result.bands
            findings += result.findings
            runs += result.runs
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
