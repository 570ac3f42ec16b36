import Fixpoint
import FixpointGallery
import FixpointLab
import FixpointRender
import Foundation

/// `fixpoint report <example> [--width W …] [--width A...B [--step S]] [--check] --output FILE`: runs a
/// catalogue example and writes one self-contained HTML page about it (`HTMLReport`): the layout
/// after each pass, why each pass ran, the preference flow, the trace, frames and diagnostics,
/// and for a width range the sweep with its switches; with `--check`, the convergence check's
/// chart (every Dynamic Type size, both environments) and findings.
///
/// Called by `CommandLineTool.run(_:)`; every option is parsed before anything runs, so a typo is
/// a usage error (exit code 2), and so is a file that cannot be written. Each `--width W` adds a
/// run, and two or more make a sweep of those widths; a range adds the sweep and, when no single
/// width is given, a run at the first sampled width of each variant; with neither, one run at
/// the example's width.
enum ReportCommand {
    /// The parsed options.
    struct Options {
        var layout: LayoutOptions
        var widths: [CGFloat] = []
        var range: (low: CGFloat, high: CGFloat)?
        var step: CGFloat?
        var outputPath: String?
        /// Whether to add the convergence check's chart and findings (`--check`).
        var check = false
    }

    /// Runs `example` with `arguments` (the options after `report`, in normal form).
    static func run(_ example: Example, _ arguments: [String], catalogue: CommandLineTool.Catalogue) -> CommandLineTool.Result {
        let options: Options
        switch parse(arguments, example: example) {
        case .success(let parsed): options = parsed
        case .failure(let error): return CommandLineTool.usageError(error.message, command: "report", catalogue: catalogue)
        }
        guard let outputPath = options.outputPath else { return CommandLineTool.usageError("'report' needs --output FILE", command: "report", catalogue: catalogue) }
        let page = report(of: example, options: options)
        if let message = RunCommand.write(page.render(), to: outputPath) {
            return CommandLineTool.usageError("--output: cannot write '\(outputPath)': \(message)", command: "report", catalogue: catalogue)
        }
        let passes = page.runs.map { "\($0.report.passes)" }.joined(separator: ", ")
        return CommandLineTool.Result(output: "wrote report (\(page.runs.count) run\(page.runs.count == 1 ? "" : "s"), "
                                      + "passes \(passes)\(page.sweep == nil ? "" : ", a sweep")) to \(outputPath)\n",
                                      exitCode: 0)
    }

    /// The report of `example` for `options`, without writing it.
    static func report(of example: Example, options: Options) -> HTMLReport {
        let environment = options.layout.environment
        var sweep: HTMLReport.Sweep?
        var widths = options.widths
        if let range = options.range {
            let step = options.step ?? 5
            let run = Sweep(example: example, from: range.low, to: range.high, step: step, height: options.layout.proposal.height,
                            environment: environment).run()
            sweep = HTMLReport.Sweep(
                title: "widths \(NumberFormat.string(range.low))...\(NumberFormat.string(range.high)), step \(NumberFormat.string(step))",
                samples: run.rows.map { HTMLReport.SweepSample(width: $0.width, variant: $0.variant, passes: $0.passes,
                                                               converged: $0.converged) },
                switches: run.switches.map { HTMLReport.SweepSwitch(below: $0.below, above: $0.above,
                                                                    lowerVariant: $0.lowerVariant, upperVariant: $0.upperVariant) })
            if widths.isEmpty {
                var seen: Set<String> = []
                widths = run.rows.filter { seen.insert($0.variant).inserted }.map(\.width)
            }
        }
        if widths.isEmpty { widths = [options.layout.proposal.width ?? example.defaultWidth] }
        let runs = widths.map { width -> HTMLReport.Run in
            let proposal = ProposedViewSize(width: width, height: options.layout.proposal.height)
            let host = example.host(proposal: proposal, environment: environment)
            host.traceDetail = .full
            let (report, passSnapshots) = host.runRecordingPassSnapshots()
            let snapshot = host.snapshot
            var title = "width \(NumberFormat.string(width))"
            if let height = proposal.height { title += ", height \(NumberFormat.string(height))" }
            return HTMLReport.Run(title: title, facts: [HTMLReport.Fact("variant", example.variant(snapshot))],
                                  report: report, passSnapshots: passSnapshots, snapshot: snapshot)
        }
        if sweep == nil, Set(widths).count >= 2 {
            sweep = sweepAcross(widths: widths, runs: runs, example: example, height: options.layout.proposal.height,
                                environment: environment)
        }
        let platform = "\(environment.platform.rawValue), Dynamic Type \(environment.dynamicTypeSize)"
        var page = HTMLReport(title: "fixpoint report · \(example.name)", summary: "\(example.summary) · \(platform)",
                              runs: runs, sweep: sweep)
        if options.check {
            var check = ConvergenceCheck(example: example, widths: options.range.map { $0.low...$0.high })
            if let step = options.step { check.step = step }
            if let height = options.layout.proposal.height { check.heights = [height] }
            let result = check.run()
            page.figures.append(HTMLReport.Figure(
                id: "check", title: "Convergence check", svg: ConvergenceChart.svg(result),
                lines: [result.verdict] + result.findings.map { "\($0.kind.rawValue): \($0.summary) — \($0.reproduction.command)" }))
        }
        return page
    }

    /// The sweep section of several single widths: each run as a sample, by width, and the
    /// switches between neighbouring widths of different variants, located by `Sweep`'s
    /// bisection.
    static func sweepAcross(widths: [CGFloat], runs: [HTMLReport.Run], example: Example, height: CGFloat?,
                            environment: EnvironmentValues) -> HTMLReport.Sweep {
        var samples: [HTMLReport.SweepSample] = []
        for (width, run) in zip(widths, runs) where !samples.contains(where: { $0.width == width }) {
            samples.append(HTMLReport.SweepSample(width: width, variant: example.variant(run.snapshot),
                                                  passes: run.report.passes, converged: run.report.converged))
        }
        samples.sort { $0.width < $1.width }
        var switches: [HTMLReport.SweepSwitch] = []
        for (lower, upper) in zip(samples, samples.dropFirst()) where lower.variant != upper.variant {
            let found = Sweep(example: example, from: lower.width, to: upper.width, step: upper.width - lower.width,
                              height: height, environment: environment).run().switches
            switches += found.map { HTMLReport.SweepSwitch(below: $0.below, above: $0.above,
                                                           lowerVariant: $0.lowerVariant, upperVariant: $0.upperVariant) }
        }
        let title = "widths " + samples.map { NumberFormat.string($0.width) }.joined(separator: ", ")
        return HTMLReport.Sweep(title: title, samples: samples, switches: switches)
    }

    /// Parses `arguments` (the options after the example name).
    static func parse(_ arguments: [String], example: Example) -> Result<Options, LayoutOptions.ParseError> {
        var options = Options(layout: LayoutOptions(example: example))
        var cursor = ArgumentCursor(arguments)
        do throws(LayoutOptions.ParseError) {
            while let option = cursor.next() {
                switch option {
                case "--width":
                    let text = try cursor.value(for: option)
                    if text.contains("...") {
                        // Lengths as every command reads them: plain decimals from 0 to 100000.
                        guard let range = NumberArgument.range(text) else {
                            throw LayoutOptions.ParseError(message: "--width takes W or a range A...B with 0 ≤ A ≤ B ≤ 100000, not '\(text)'")
                        }
                        guard options.range == nil else { throw LayoutOptions.ParseError(message: "'report' takes one width range") }
                        options.range = (range.lowerBound, range.upperBound)
                    } else {
                        guard let width = NumberArgument.parse(text) else {
                            throw LayoutOptions.ParseError(message: "--width takes W or a range A...B with 0 ≤ A ≤ B ≤ 100000, not '\(text)'")
                        }
                        options.widths.append(width)
                    }
                case "--step":
                    options.step = try cursor.positiveNumber(for: option)
                case "--output":
                    options.outputPath = try cursor.fileName(for: option)
                case "--check":
                    options.check = true
                case "--height", "--environment", "--dynamic-type", "--layout-direction", "--size-class":
                    _ = try options.layout.consume(option, from: &cursor)
                default:
                    throw LayoutOptions.ParseError(message: "unknown option '\(option)' for report")
                }
            }
            if options.step != nil && options.range == nil {
                throw LayoutOptions.ParseError(message: "--step needs a width range (--width A...B)")
            }
            if let range = options.range, (range.high - range.low) / (options.step ?? 5) > 2000 {
                throw LayoutOptions.ParseError(message: "the width range makes more than 2000 samples; use a larger --step")
            }
            if options.widths.count > 20 {
                throw LayoutOptions.ParseError(message: "'report' takes at most 20 single widths")
            }
            try options.layout.finish()
        } catch {
            return .failure(error)
        }
        return .success(options)
    }
}
