import Fixpoint
import FixpointGallery
import FixpointLab
import Foundation

/// `fixpoint check <example> [--width A...B] [--step S] [--width W] [--height H …]
/// [--environment iOS|macOS|both] [--dynamic-type SIZE|all …] [--path W,W,… …]
/// [--interact STEP …] [--max-frames N] [--format text|json] [--svg FILE] [--brief]`: runs a
/// `ConvergenceCheck` and prints its bands and findings with their reproductions.
///
/// Parses every option before running anything, so a typo is a usage error with exit code 2;
/// the exit code is 0 whatever the check finds (the verdict is in the output).
enum CheckCommand {
    /// The schema of `--format json`.
    static let schema = "fixpoint.check/1"

    /// The parsed options.
    struct Options {
        var range: ClosedRange<CGFloat>?
        var scriptWidth: CGFloat?
        var step: CGFloat?
        var maxFrames: Int?
        var heights: [CGFloat?] = []
        var presets: [EnvironmentPreset] = []
        var sizes: [DynamicTypeSize] = []
        var paths: [[CGFloat]] = []
        var steps: [ConvergenceCheck.Step] = []
        var json = false
        var svgPath: String?
        var brief = false
    }

    /// Runs `example` with `arguments` (the options after `check`, in normal form).
    static func run(_ example: Example, _ arguments: [String], catalogue: CommandLineTool.Catalogue) -> CommandLineTool.Result {
        let options: Options
        switch parse(arguments) {
        case .success(let parsed): options = parsed
        case .failure(let error): return CommandLineTool.usageError(error.message, command: "check", catalogue: catalogue)
        }
        let check = makeCheck(example, options: options, programName: catalogue.programName)
        let report = check.run()
        var output = options.json ? json(report, check: check) : report.text(includeFrames: !options.brief, includeTests: !options.brief)
        var errorOutput = ""
        if let svgPath = options.svgPath {
            if let message = RunCommand.write(ConvergenceChart.svg(report), to: svgPath) {
                return CommandLineTool.usageError("--svg: cannot write '\(svgPath)': \(message)", command: "check", catalogue: catalogue)
            }
            let line = "wrote SVG to \(svgPath)\n"
            if options.json { errorOutput += line } else { output += line }
        }
        return CommandLineTool.Result(output: output, exitCode: 0, errorOutput: errorOutput)
    }

    /// The check the options describe.
    static func makeCheck(_ example: Example, options: Options, programName: String) -> ConvergenceCheck {
        var check = ConvergenceCheck(example: example, widths: options.range)
        if let step = options.step { check.step = step }
        if let maxFrames = options.maxFrames { check.policy.maxFrames = maxFrames }
        if !options.heights.isEmpty { check.heights = options.heights }
        if !options.presets.isEmpty { check.presets = options.presets }
        if !options.sizes.isEmpty { check.dynamicTypeSizes = options.sizes }
        check.resizePaths = options.paths
        if !options.steps.isEmpty { check.scripts = [options.steps] }
        if let width = options.scriptWidth { check.scriptWidth = width }
        check.programName = programName
        return check
    }

    /// Parses `arguments` (the options after the example name).
    static func parse(_ arguments: [String]) -> Result<Options, LayoutOptions.ParseError> {
        var options = Options()
        var cursor = ArgumentCursor(arguments)
        do throws(LayoutOptions.ParseError) {
            while let option = cursor.next() {
                switch option {
                case "--width":
                    let text = try cursor.value(for: option)
                    if text.contains("...") {
                        guard let range = NumberArgument.range(text, strict: true) else {
                            throw LayoutOptions.ParseError(message: "--width takes a range A...B of points with 0 ≤ A < B ≤ 100000, or a width W, not '\(text)'")
                        }
                        options.range = range
                    } else {
                        options.scriptWidth = try NumberArgument.parse(text, for: option)
                    }
                case "--step":
                    options.step = try cursor.positiveNumber(for: option)
                case "--max-frames":
                    let text = try cursor.value(for: option)
                    guard let count = Int(text), (1...1000).contains(count) else {
                        throw LayoutOptions.ParseError(message: "--max-frames takes a whole number from 1 to 1000, not '\(text)'")
                    }
                    options.maxFrames = count
                case "--height":
                    options.heights.append(try cursor.number(for: option))
                case "--environment":
                    let text = try cursor.value(for: option)
                    switch text.lowercased() {
                    case "ios": options.presets.append(.iOS)
                    case "macos": options.presets.append(.macOS)
                    case "both": options.presets += EnvironmentPreset.allCases
                    default: throw LayoutOptions.ParseError(message: "--environment takes iOS, macOS or both, not '\(text)'")
                    }
                case "--dynamic-type":
                    let text = try cursor.value(for: option)
                    if text.lowercased() == "all" {
                        options.sizes += DynamicTypeSize.allCases
                    } else if let size = DynamicTypeSize.allCases.first(where: { "\($0)".lowercased() == text.lowercased() }) {
                        options.sizes.append(size)
                    } else {
                        throw LayoutOptions.ParseError(message: "--dynamic-type takes all or one of \(DynamicTypeSize.allCases.map { "\($0)" }.joined(separator: ", ")), not '\(text)'")
                    }
                case "--path":
                    let text = try cursor.value(for: option)
                    let widths = text.split(separator: ",", omittingEmptySubsequences: false).map { NumberArgument.parse(String($0)) }
                    guard widths.count >= 2, widths.allSatisfy({ $0 != nil }) else {
                        throw LayoutOptions.ParseError(message: "--path takes two or more widths separated by commas (240,358), not '\(text)'")
                    }
                    options.paths.append(widths.compactMap { $0 })
                case "--interact":
                    let text = try cursor.value(for: option)
                    guard let step = ConvergenceCheck.Step(parsing: text) else {
                        throw LayoutOptions.ParseError(message: "--interact takes tap:LABEL, slider:PATH=VALUE, toggle:PATH=on|off or resize:W[xH], not '\(text)'")
                    }
                    options.steps.append(step)
                case "--format":
                    let text = try cursor.value(for: option)
                    switch text.lowercased() {
                    case "text": options.json = false
                    case "json": options.json = true
                    default: throw LayoutOptions.ParseError(message: "--format takes text or json for 'check', not '\(text)'")
                    }
                case "--svg":
                    options.svgPath = try cursor.fileName(for: option)
                case "--brief":
                    options.brief = true
                default:
                    throw LayoutOptions.ParseError(message: "unknown option '\(option)' for 'check'")
                }
            }
        } catch {
            return .failure(error)
        }
        options.presets = unique(options.presets)
        options.sizes = unique(options.sizes)
        return .success(options)
    }

    private static func unique<T: Equatable>(_ list: [T]) -> [T] {
        var result: [T] = []
        for element in list where !result.contains(element) { result.append(element) }
        return result
    }

    /// The `--format json` document, schema `fixpoint.check/1`: `schema`, `example`, `from`,
    /// `to`, `verdict`, `clean`, `runs`, `contexts`, `bands` (`environment`, `dynamicType`,
    /// `height`, `from`, `to`, `passes`, `frames`, `converged`, `frameLimit`, `variants`) and
    /// `findings` (`kind`, `problem`, `environment`, `dynamicType`, `height`, `from`, `to`,
    /// `summary`, `details`, `shownFrames`, `cycle`, `resizePath`, `script`, `command`, `test`).
    static func json(_ report: ConvergenceReport, check: ConvergenceCheck) -> String {
        func context(_ context: CheckContext) -> [(String, JSONOutput)] {
            [("environment", .string(context.preset.rawValue)), ("dynamicType", .string("\(context.dynamicTypeSize)")),
             ("height", .optional(context.height))]
        }
        return JSONOutput.object([
            ("schema", .string(schema)),
            ("example", .string(report.example)),
            ("from", .number(report.widths.lowerBound)), ("to", .number(report.widths.upperBound)),
            ("verdict", .string(report.verdict)), ("clean", .bool(report.isClean)), ("runs", .int(report.runs)),
            ("contexts", .array(report.contexts.map { .object(context($0)) })),
            ("bands", .array(report.bands.map { band in
                .object(context(band.context) + [
                    ("from", .number(band.from)), ("to", .number(band.to)), ("passes", .int(band.outcome.passes)),
                    ("frames", .int(band.outcome.frames)), ("converged", .bool(band.outcome.converged)),
                    ("frameLimit", .bool(band.outcome.hitFrameLimit)), ("variants", .array(band.variants.map(JSONOutput.string))),
                ])
            })),
            ("findings", .array(report.findings.map { finding in
                .object([("kind", .string(finding.kind.rawValue)), ("problem", .bool(finding.kind.isProblem))]
                        + context(finding.context) + [
                    ("from", .number(finding.widths.lowerBound)), ("to", .number(finding.widths.upperBound)),
                    ("summary", .string(finding.summary)),
                    ("details", .array(finding.details.map(JSONOutput.string))),
                    ("shownFrames", .array(finding.shownFrames.map(JSONOutput.string))),
                    ("cycle", finding.cycle.map { cycle in
                        .object([("period", .int(cycle.period)), ("binders", .array(cycle.binders.map(JSONOutput.string))),
                                 ("states", .array(cycle.states.map(JSONOutput.string))),
                                 ("keys", .array(cycle.keys.map(JSONOutput.string)))])
                    } ?? .null),
                    ("resizePath", finding.resizePath.map { .array($0.map(JSONOutput.number)) } ?? .null),
                    ("script", finding.script.map { .array($0.map { .string($0.description) }) } ?? .null),
                    ("command", .string(finding.reproduction.command)),
                    ("test", .string(finding.reproduction.test)),
                ])
            })),
        ]).document
    }
}
