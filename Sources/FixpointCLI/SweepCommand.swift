import Fixpoint
import FixpointGallery
import Foundation

/// `fixpoint sweep <example> --width A...B [--step S] [--height H] [--environment …]
/// [--dynamic-type …] [--format table|json] [--svg FILE]`: width → variant and passes at each
/// sampled width, every switch found by `Sweep`'s bisection with the variants on both sides,
/// warnings when the step may hide a variant, and optionally an SVG of the layouts side by side
/// with a chart of passes.
///
/// Parses every option before running anything, so a typo is a usage error with exit code 2.
/// Warnings go to standard error (and into the JSON document).
enum SweepCommand {
    /// A sweep with at least this many samples reports its progress (when the caller listens).
    static let progressThreshold = 50

    /// The schema of `--format json`.
    static let schema = "fixpoint.sweep/1"

    /// The parsed options.
    struct Options {
        var range: (low: CGFloat, high: CGFloat)?
        var step: CGFloat = 5
        var svgPath: String?
        var json = false
        var layout: LayoutOptions
    }

    /// Runs `example` with `arguments` (the options after `sweep`, in normal form).
    static func run(_ example: Example, _ arguments: [String], catalogue: CommandLineTool.Catalogue,
                    progress: CommandLineTool.Progress?) -> CommandLineTool.Result {
        func usageError(_ message: String) -> CommandLineTool.Result {
            CommandLineTool.usageError(message, command: "sweep", catalogue: catalogue)
        }
        let options: Options
        switch parse(arguments, example: example) {
        case .success(let parsed): options = parsed
        case .failure(let error): return usageError(error.message)
        }
        guard let (low, high) = options.range else { return usageError("'sweep' needs --width A...B") }
        let step = options.step
        guard let samples = Sweep.sampleCount(from: low, to: high, step: step), samples <= Sweep.maximumSamples else {
            return usageError("--step \(NumberFormat.string(step)) makes more than \(Sweep.maximumSamples) samples of "
                              + "\(NumberFormat.string(low))...\(NumberFormat.string(high)); use a larger step")
        }
        let sweep = Sweep(example: example, from: low, to: high, step: step, height: options.layout.proposal.height,
                          environment: options.layout.environment)
        let (rows, switches) = sweep.run(progress: samples >= progressThreshold ? progress : nil)
        let warnings = sweep.warnings(switches: switches)
        var output: String
        var errorOutput = warnings.map { "warning: \($0)\n" }.joined()
        if options.json {
            output = json(sweep, rows: rows, switches: switches, warnings: warnings)
        } else {
            output = "sweep \(example.name), width \(NumberFormat.string(low))...\(NumberFormat.string(high)) step \(NumberFormat.string(step))"
            if let height = sweep.height { output += ", height \(NumberFormat.string(height))" }
            output += "\n" + Sweep.table(rows: rows, switches: switches)
        }
        if let svgPath = options.svgPath {
            if let message = RunCommand.write(sweep.svg(rows: rows), to: svgPath) {
                return usageError("--svg: cannot write '\(svgPath)': \(message)")
            }
            let line = "wrote SVG to \(svgPath)\n"
            if options.json { errorOutput += line } else { output += line }
        }
        return CommandLineTool.Result(output: output, exitCode: 0, errorOutput: errorOutput)
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
                    guard let range = NumberArgument.range(text) else {
                        throw LayoutOptions.ParseError(message: "--width takes a range A...B of points with 0 ≤ A ≤ B ≤ 100000, not '\(text)'")
                    }
                    options.range = (range.lowerBound, range.upperBound)
                case "--step":
                    options.step = try cursor.positiveNumber(for: option)
                case "--svg":
                    options.svgPath = try cursor.fileName(for: option)
                case "--format":
                    let text = try cursor.value(for: option)
                    switch text.lowercased() {
                    case "table": options.json = false
                    case "json": options.json = true
                    default: throw LayoutOptions.ParseError(message: "--format takes table or json for 'sweep', not '\(text)'")
                    }
                case "--height", "--environment", "--dynamic-type", "--layout-direction", "--size-class":
                    _ = try options.layout.consume(option, from: &cursor)
                default:
                    throw LayoutOptions.ParseError(message: "unknown option '\(option)' for 'sweep'")
                }
            }
            try options.layout.finish()
        } catch {
            return .failure(error)
        }
        return .success(options)
    }

    /// The `--format json` document, schema `fixpoint.sweep/1`: `schema`, `example`, `from`,
    /// `to`, `step`, `height`, `environment`, `samples` (`width`, `variant`, `passes`,
    /// `converged`), `switches` (`below`, `above`, `lowerVariant`, `upperVariant`), `warnings`.
    static func json(_ sweep: Sweep, rows: [Sweep.Row], switches: [Sweep.Switch], warnings: [String]) -> String {
        JSONOutput.object([
            ("schema", .string(schema)),
            ("example", .string(sweep.example.name)),
            ("from", .optional(sweep.widths.first)), ("to", .optional(sweep.widths.last)),
            ("step", .number(sweep.step)), ("height", .optional(sweep.height)),
            ("environment", ResultJSON.environment(sweep.environment)),
            ("samples", .array(rows.map {
                .object([("width", .number($0.width)), ("variant", .string($0.variant)), ("passes", .int($0.passes)),
                         ("converged", .bool($0.converged))])
            })),
            ("switches", .array(switches.map {
                .object([("below", .number($0.below)), ("above", .number($0.above)),
                         ("lowerVariant", .string($0.lowerVariant)), ("upperVariant", .string($0.upperVariant))])
            })),
            ("warnings", .array(warnings.map(JSONOutput.string))),
        ]).document
    }
}
