import Fixpoint
import FixpointGallery
import Foundation

/// `fixpoint sweep <example> --width A...B [--step S] [--environment …] [--dynamic-type …]
/// [--svg FILE]`: a table of width → variant and passes, the exact switch widths found by
/// bisection, and optionally an SVG of the layouts side by side with a chart of passes.
///
/// Parses every option before running anything, so a typo is a usage error with exit code 2.
enum SweepCommand {
    static func run(_ arguments: [String], catalogue: CommandLineTool.Catalogue) -> CommandLineTool.Result {
        let example: Example
        switch CommandLineTool.lookUpExample(in: arguments, command: "sweep", catalogue: catalogue) {
        case .success(let found): example = found
        case .failure(let error): return error.result
        }
        var range: (CGFloat, CGFloat)?
        var step: CGFloat = 5
        var svgPath: String?
        var options = LayoutOptions(example: example)
        var cursor = ArgumentCursor(Array(arguments.dropFirst()))
        do throws(LayoutOptions.ParseError) {
            while let option = cursor.next() {
                switch option {
                case "--width":
                    let text = try cursor.value(for: option)
                    let parts = text.components(separatedBy: "...")
                    guard parts.count == 2, let low = NumberArgument.parse(parts[0]),
                          let high = NumberArgument.parse(parts[1]), low <= high else {
                        throw LayoutOptions.ParseError(message: "--width takes a range A...B of points with 0 ≤ A ≤ B ≤ 100000, not '\(text)'")
                    }
                    range = (low, high)
                case "--step":
                    step = try cursor.number(for: option)
                    guard step > 0 else { throw LayoutOptions.ParseError(message: "--step must be greater than 0") }
                case "--svg":
                    svgPath = try cursor.value(for: option)
                case "--environment", "--dynamic-type":
                    _ = try options.consume(option, from: &cursor)
                default:
                    throw LayoutOptions.ParseError(message: "unknown option '\(option)' for sweep")
                }
            }
        } catch {
            return CommandLineTool.usageError(error.message, catalogue: catalogue)
        }
        guard let (low, high) = range else {
            return CommandLineTool.usageError("'sweep' needs --width A...B", catalogue: catalogue)
        }
        guard let samples = Sweep.sampleCount(from: low, to: high, step: step), samples <= Sweep.maximumSamples else {
            return CommandLineTool.usageError("--step \(NumberFormat.string(step)) makes more than \(Sweep.maximumSamples) samples of \(NumberFormat.string(low))...\(NumberFormat.string(high)); use a larger step", catalogue: catalogue)
        }
        options.finish()
        let sweep = Sweep(example: example, from: low, to: high, step: step, environment: options.environment)
        let (rows, switches) = sweep.run()
        var output = "sweep \(example.name), width \(NumberFormat.string(low))...\(NumberFormat.string(high)) step \(NumberFormat.string(step))\n"
        output += Sweep.table(rows: rows, switches: switches)
        if let svgPath {
            do {
                try sweep.svg(rows: rows).write(toFile: svgPath, atomically: true, encoding: .utf8)
                output += "wrote SVG to \(svgPath)\n"
            } catch {
                return CommandLineTool.usageError("--svg: cannot write '\(svgPath)'", catalogue: catalogue)
            }
        }
        return CommandLineTool.Result(output: output, exitCode: 0)
    }
}
