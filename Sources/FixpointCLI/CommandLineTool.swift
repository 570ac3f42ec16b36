import Fixpoint
import FixpointGallery
import FixpointRender
import Foundation

/// The `fixpoint` command line as a pure function: arguments in, text and exit code out, so that
/// tests call it directly.
///
/// Unknown commands, options or values give a one-line error, the usage, and exit code 2; so
/// does a trace file that cannot be written.
public enum CommandLineTool {
    /// The result of one invocation.
    public struct Result: Equatable, Sendable {
        /// What the command printed (standard output on success, standard error on failure).
        public var output: String
        /// The process exit code: 0 on success, 2 on a usage error.
        public var exitCode: Int32

        /// A result printing `output` and exiting with `exitCode`.
        public init(output: String, exitCode: Int32) {
            self.output = output
            self.exitCode = exitCode
        }
    }

    /// The usage text of `fixpoint`.
    public static var usage: String { usage(for: .gallery) }

    /// The usage text of a command line on `catalogue`.
    public static func usage(for catalogue: Catalogue) -> String {
    """
    USAGE: \(catalogue.programName) [<command> [options]]

    \(catalogue.overviewHelp)

    COMMANDS:
      layout <example>   Lay out a catalogue example and print it.
      run <example>      Run a catalogue example's update loop; print the result, the pass and
                         frame counts, the diagnostics and, with --trace, the trace.
      sweep <example>    Run an example over a range of widths; print width → variant and
                         passes, and the exact widths where the variant switches.
      report <example>   Write one self-contained HTML page about runs of an example: the
                         layout after each pass, why each pass ran, the preference flow,
                         the trace, frames, diagnostics and a sweep's switches.
      list               List the catalogue examples.
      help               Show this help (also --help, -h).

    OPTIONS (layout, run):
      --width W                 Proposed width in points (default: the example's).
      --height H                Proposed height in points (default: nil, the ideal height).
      --environment iOS|macOS   Text styles of the platform (default: the example's).
      --dynamic-type SIZE       xSmall, small, medium, large, xLarge, xxLarge, xxxLarge,
                                accessibility1 … accessibility5 (default: large).
      --format tree|ascii|svg   Output format (default: tree).

    OPTIONS (run):
      --trace                   Print the trace, one event a line, with its id and its cause
                                (`← #id`); sizing and placement are left out and counted.
      --only preferences|state|layout|bodies
                                With --trace: print only that phase's events, with the frame
                                and pass boundaries, and count what is left out. --only
                                narrows the printed log only: --json and --chrome-trace always
                                export the whole trace, every sizing and placement included.
      --why PASS                Print why pass PASS ran: each chain of causes from the first
                                (a GeometryReader's preference write) to the state it changed.
      --json FILE               Write the whole trace to FILE as JSON Lines, one event a line.
      --chrome-trace FILE       Write the whole trace to FILE in the trace-event format, for
                                Perfetto's UI (https://ui.perfetto.dev): a track per phase,
                                causes as flow arrows, layout as nested slices; time is a
                                logical clock (1 µs per event), not wall time.

    OPTIONS (report):
      --output FILE             The HTML file to write (required).
      --width W                 A run at width W; repeat for several runs (and a sweep of them).
      --width A...B             A sweep over the widths (with --step S, default 5) and, without
                                a single width, a run at the first width of each variant.
      --height, --environment, --dynamic-type as above.

    OPTIONS (sweep):
      --width A...B             The range of widths (required).
      --step S                  The sampling step in points (default 5).
      --environment, --dynamic-type as above.
      --svg FILE                Write the layouts side by side and a chart of passes to FILE.

    """
    }

    /// Runs `fixpoint` with `arguments` (without the program name): the gallery's catalogue.
    public static func run(_ arguments: [String]) -> Result {
        run(arguments, catalogue: .gallery)
    }

    /// Runs the command line on `catalogue` with `arguments` (without the program name).
    public static func run(_ arguments: [String], catalogue: Catalogue) -> Result {
        if let problem = catalogue.problem {
            return Result(output: "error: \(problem)\n", exitCode: 2)
        }
        guard let command = arguments.first else {
            return Result(output: catalogue.overview(catalogue), exitCode: 0)
        }
        switch command {
        case "help", "--help", "-h":
            return Result(output: usage(for: catalogue), exitCode: 0)
        case "list":
            guard arguments.count == 1 else { return usageError("'list' takes no arguments", catalogue: catalogue) }
            let width = catalogue.examples.map(\.name.count).max() ?? 0
            let lines = catalogue.examples.map {
                ($0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary)
                    .trimmingCharacters(in: .whitespaces)
            }
            return Result(output: lines.map { $0 + "\n" }.joined(), exitCode: 0)
        case "layout":
            return layout(Array(arguments.dropFirst()), catalogue: catalogue)
        case "run":
            return RunCommand.run(Array(arguments.dropFirst()), catalogue: catalogue)
        case "sweep":
            return SweepCommand.run(Array(arguments.dropFirst()), catalogue: catalogue)
        case "report":
            return ReportCommand.run(Array(arguments.dropFirst()), catalogue: catalogue)
        default:
            return usageError("unknown command '\(command)'", catalogue: catalogue)
        }
    }

    static func usageError(_ message: String, catalogue: Catalogue) -> Result {
        Result(output: "error: \(message)\n\n" + usage(for: catalogue), exitCode: 2)
    }

    /// The catalogue example named by the first of `arguments` (the words after `command`), or
    /// the usage error to print when the name is missing or unknown.
    ///
    /// Called by `layout`, `run` and `sweep` before they parse their options.
    static func lookUpExample(in arguments: [String], command: String, catalogue: Catalogue) -> Swift.Result<Example, ExampleLookupError> {
        let list = "see '\(catalogue.programName) list'"
        guard let name = arguments.first, !name.hasPrefix("-") else {
            return .failure(ExampleLookupError(result: usageError("'\(command)' needs an example name (\(list))", catalogue: catalogue)))
        }
        guard let example = catalogue.example(named: name) else {
            return .failure(ExampleLookupError(result: usageError("unknown example '\(name)' (\(list))", catalogue: catalogue)))
        }
        return .success(example)
    }

    /// A failed example lookup, carrying the usage error to return.
    struct ExampleLookupError: Error {
        let result: Result
    }

    private static func layout(_ arguments: [String], catalogue: Catalogue) -> Result {
        let example: Example
        switch lookUpExample(in: arguments, command: "layout", catalogue: catalogue) {
        case .success(let found): example = found
        case .failure(let error): return error.result
        }
        let options: LayoutOptions
        switch LayoutOptions.parse(Array(arguments.dropFirst()), example: example) {
        case .success(let parsed): options = parsed
        case .failure(let error): return usageError(error.message, catalogue: catalogue)
        }
        let host = example.host(proposal: options.proposal, environment: options.environment)
        let report = host.run()
        var output = RunCommand.render(host.snapshot, format: options.format)
        if options.format != .svg { output += RunCommand.summary(of: report) }
        return Result(output: output, exitCode: 0)
    }
}
