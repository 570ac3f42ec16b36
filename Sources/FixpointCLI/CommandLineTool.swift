import Fixpoint
import FixpointGallery
import FixpointRender
import Foundation

/// The `fixpoint` command line as a pure function: arguments in, text and exit code out, so that
/// tests call it directly.
///
/// Follows swift-argument-parser's conventions (without depending on it): `help <command>` and
/// `<command> --help` print that command's help and exit 0, `--version`, `--opt=value` as well
/// as `--opt value`, options in any order around the example name, case-insensitive values, and
/// "did you mean" for mistyped commands, options and examples. Every usage error is one line
/// plus a pointer to the command's help (`see 'fixpoint help run'`) and exit code 2; so is a
/// file that cannot be written.
public enum CommandLineTool {
    /// The result of one invocation.
    public struct Result: Equatable, Sendable {
        /// What the command printed (standard output on success, standard error on failure).
        public var output: String
        /// The process exit code: 0 on success, 2 on a usage error.
        public var exitCode: Int32
        /// What goes to standard error on success: what accompanies an output that must stay
        /// one document (the summary beside `--format svg`), and warnings.
        public var errorOutput: String

        /// A result printing `output` (and `errorOutput` to standard error) and exiting with
        /// `exitCode`.
        public init(output: String, exitCode: Int32, errorOutput: String = "") {
            self.output = output
            self.exitCode = exitCode
            self.errorOutput = errorOutput
        }
    }

    /// Reports a long sweep's progress: widths sampled so far, and how many there are.
    ///
    /// `FixpointCommand.main` passes one that writes to standard error when it is a terminal;
    /// tests pass one that records the calls.
    public typealias Progress = (_ completed: Int, _ total: Int) -> Void

    /// The usage text of `fixpoint`.
    public static var usage: String { usage(for: .gallery) }

    /// The overview of a command line on `catalogue`: what runs with no command, the commands,
    /// and the global options.
    public static func usage(for catalogue: Catalogue) -> String {
        let program = catalogue.programName
        var text = "USAGE: \(program) [<command> [options]]\n\n\(catalogue.overviewHelp)\n\nCOMMANDS:\n"
        for command in CommandSpec.all {
            text += CommandSpec.row([command.name, command.argument].compactMap { $0 }.joined(separator: " "), command.abstract)
        }
        text += "\nOPTIONS:\n"
        text += CommandSpec.row("-h, --help", "Show this help.")
        text += CommandSpec.row("--version", "Print the version.")
        text += """

            See '\(program) help <command>' (or '\(program) <command> --help') for a command's options.
            Options take '--opt value' or '--opt=value', in any order around the example name.

            """
        return text
    }

    /// What `--version` prints: the program and the Fixpoint version.
    public static func versionText(for catalogue: Catalogue) -> String {
        catalogue.programName == "fixpoint" ? "fixpoint \(FixpointVersion.current)\n"
            : "\(catalogue.programName) (Fixpoint \(FixpointVersion.current))\n"
    }

    /// Runs `fixpoint` with `arguments` (without the program name): the gallery's catalogue.
    public static func run(_ arguments: [String]) -> Result {
        run(arguments, catalogue: .gallery)
    }

    /// Runs the command line on `catalogue` with `arguments` (without the program name);
    /// `progress`, when given, hears about long sweeps as they run.
    public static func run(_ arguments: [String], catalogue: Catalogue, progress: Progress? = nil) -> Result {
        if let problem = catalogue.problem {
            return Result(output: "error: \(problem)\n", exitCode: 2)
        }
        guard let command = arguments.first else {
            return Result(output: catalogue.overview(catalogue), exitCode: 0)
        }
        switch command {
        case "--help", "-h": return Result(output: usage(for: catalogue), exitCode: 0)
        case "--version": return Result(output: versionText(for: catalogue), exitCode: 0)
        default: break
        }
        guard let spec = CommandSpec.named(command) else {
            let what = command.hasPrefix("-") ? "unknown option '\(command)'" : "unknown command '\(command)'"
            let candidates = command.hasPrefix("-") ? ["--help", "--version"] : CommandSpec.all.map(\.name)
            return usageError(what + Suggestion.hint(for: command, among: candidates), command: nil, catalogue: catalogue)
        }
        let parsed: ParsedArguments
        switch ParsedArguments.parse(Array(arguments.dropFirst()), spec: spec) {
        case .success(let found): parsed = found
        case .failure(let error): return usageError(error.message, command: spec.name, catalogue: catalogue)
        }
        if parsed.wantsHelp { return Result(output: spec.help(programName: catalogue.programName), exitCode: 0) }
        switch spec.name {
        case "help":
            return help(parsed.positionals, catalogue: catalogue)
        case "list":
            if let extra = parsed.positionals.first {
                return usageError("'list' takes no arguments, not '\(extra)'", command: "list", catalogue: catalogue)
            }
            let width = catalogue.examples.map(\.name.count).max() ?? 0
            let lines = catalogue.examples.map {
                ($0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary)
                    .trimmingCharacters(in: .whitespaces)
            }
            return Result(output: lines.map { $0 + "\n" }.joined(), exitCode: 0)
        default:
            break
        }
        let example: Example
        switch lookUpExample(parsed.positionals, command: spec.name, catalogue: catalogue) {
        case .success(let found): example = found
        case .failure(let error): return error.result
        }
        switch spec.name {
        case "layout": return layout(example, parsed.options, catalogue: catalogue)
        case "run": return RunCommand.run(example, parsed.options, catalogue: catalogue)
        case "sweep": return SweepCommand.run(example, parsed.options, catalogue: catalogue, progress: progress)
        case "check": return CheckCommand.run(example, parsed.options, catalogue: catalogue)
        default: return ReportCommand.run(example, parsed.options, catalogue: catalogue)
        }
    }

    /// `help` with no argument (the overview) or with a command's name (its help).
    private static func help(_ positionals: [String], catalogue: Catalogue) -> Result {
        guard let name = positionals.first else { return Result(output: usage(for: catalogue), exitCode: 0) }
        guard positionals.count == 1 else {
            return usageError("'help' takes one command, not '\(positionals.joined(separator: " "))'", command: "help", catalogue: catalogue)
        }
        guard let spec = CommandSpec.named(name) else {
            return usageError("unknown command '\(name)'" + Suggestion.hint(for: name, among: CommandSpec.all.map(\.name)),
                              command: nil, catalogue: catalogue)
        }
        return Result(output: spec.help(programName: catalogue.programName), exitCode: 0)
    }

    /// A usage error: `error: MESSAGE`, then a pointer to the command's help (or the overview's
    /// when `command` is nil); exit code 2.
    static func usageError(_ message: String, command: String?, catalogue: Catalogue) -> Result {
        let pointer = ["\(catalogue.programName) help", command].compactMap { $0 }.joined(separator: " ")
        return Result(output: "error: \(message)\nsee '\(pointer)'\n", exitCode: 2)
    }

    /// The catalogue example named by `positionals` (the words after `command` that are not
    /// options), or the usage error to print when the name is missing, unknown or not alone.
    ///
    /// Called for `layout`, `run`, `sweep` and `report` before they interpret their options.
    static func lookUpExample(_ positionals: [String], command: String, catalogue: Catalogue) -> Swift.Result<Example, ExampleLookupError> {
        let list = "'\(catalogue.programName) list' lists them"
        func failure(_ message: String) -> Swift.Result<Example, ExampleLookupError> {
            .failure(ExampleLookupError(result: usageError(message, command: command, catalogue: catalogue)))
        }
        guard let name = positionals.first else { return failure("'\(command)' needs an example name (\(list))") }
        guard positionals.count == 1 else { return failure("unexpected argument '\(positionals[1])' ('\(command)' takes one example)") }
        guard let example = catalogue.example(named: name) else {
            let hint = Suggestion.hint(for: name, among: catalogue.examples.map(\.name))
            return failure("unknown example '\(name)'\(hint.isEmpty ? "" : hint) (\(list))")
        }
        return .success(example)
    }

    /// A failed example lookup, carrying the usage error to return.
    struct ExampleLookupError: Error {
        let result: Result
    }

    private static func layout(_ example: Example, _ arguments: [String], catalogue: Catalogue) -> Result {
        let options: LayoutOptions
        switch LayoutOptions.parse(arguments, example: example) {
        case .success(let parsed): options = parsed
        case .failure(let error): return usageError(error.message, command: "layout", catalogue: catalogue)
        }
        let host = example.host(proposal: options.proposal, environment: options.environment)
        let report = host.run()
        switch options.format {
        case .json:
            return Result(output: ResultJSON.render(command: "layout", example: example, options: options, report: report,
                                                    snapshot: host.snapshot), exitCode: 0)
        case .svg:
            return Result(output: options.svgRenderer.render(host.snapshot), exitCode: 0, errorOutput: RunCommand.summary(of: report))
        case .tree, .ascii:
            return Result(output: RunCommand.render(host.snapshot, options: options) + RunCommand.summary(of: report), exitCode: 0)
        }
    }
}
