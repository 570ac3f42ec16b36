import Fixpoint
import FixpointGallery
import FixpointRender
import Foundation

/// `fixpoint run <example>`: hosts a catalogue example, runs its update loop and prints the
/// result, the pass and frame counts, the diagnostics and, when asked, the trace and why a pass
/// ran; writes the whole trace as JSON Lines or as a Chrome trace.
///
/// Called by `CommandLineTool.run(_:)`; it parses every option before hosting, so a typo never
/// runs anything, and an unwritable file is a usage error (exit code 2) like a typo.
enum RunCommand {
    /// Runs `arguments` (the words after `run`).
    /// Runs `example` with `arguments` (the options after `run`, in normal form).
    ///
    /// With `--format svg` or `json` the document is the whole standard output, and what
    /// `run` prints besides (summary, variant, trace, why, files written) goes to standard error.
    static func run(_ example: Example, _ arguments: [String], catalogue: CommandLineTool.Catalogue) -> CommandLineTool.Result {
        let options: RunOptions
        switch RunOptions.parse(arguments, example: example) {
        case .success(let parsed): options = parsed
        case .failure(let error): return CommandLineTool.usageError(error.message, command: "run", catalogue: catalogue)
        }
        let host = example.host(proposal: options.layout.proposal, environment: options.layout.environment)
        host.traceDetail = options.traceDetail
        let report = host.run()

        var document = ""
        var output = ""
        switch options.layout.format {
        case .json:
            document = ResultJSON.render(command: "run", example: example, options: options.layout, report: report, snapshot: host.snapshot)
        case .svg:
            document = options.layout.svgRenderer.render(host.snapshot)
        case .tree, .ascii:
            output = render(host.snapshot, options: options.layout)
        }
        output += summary(of: report)
        let variant = example.variant(host.snapshot)
        output += "variant: \(variant)\n"
        if let width = options.layout.proposal.width, width.isFinite,
           let comparison = GalleryReport.comparison(of: example, variant: variant, width: width,
                                                     environment: options.layout.environment, among: catalogue.examples) {
            output += comparison.trimmingCharacters(in: .whitespaces) + "\n"
        }
        if options.showsTrace { output += traceLog(of: report.trace, options: options) }
        if let pass = options.whyPass {
            guard let explanation = PassExplanation(pass: pass, in: report.trace) else {
                return CommandLineTool.usageError("--why \(pass): the run had \(report.passes) pass\(report.passes == 1 ? "" : "es")",
                                                  command: "run", catalogue: catalogue)
            }
            output += "why:\n" + TraceTextWriter.render(explanation)
        }
        let files: [(path: String?, option: String, what: String, render: (Trace) -> String)] = [
            (options.jsonPath, "--json", "JSON Lines", JSONLinesTraceWriter.render),
            (options.chromeTracePath, "--chrome-trace", "Chrome trace", ChromeTraceWriter.render),
        ]
        for file in files {
            guard let path = file.path else { continue }
            if let message = write(file.render(report.trace), to: path) {
                return CommandLineTool.usageError("\(file.option): cannot write '\(path)': \(message)", command: "run", catalogue: catalogue)
            }
            output += "wrote \(file.what) (\(report.trace.events.count) events) to \(path)\n"
        }
        if options.layout.format == .svg || options.layout.format == .json {
            return CommandLineTool.Result(output: document, exitCode: 0, errorOutput: output)
        }
        return CommandLineTool.Result(output: output, exitCode: 0)
    }

    /// The laid-out tree in the options' text format (tree or ASCII).
    static func render(_ snapshot: LayoutSnapshot, options: LayoutOptions) -> String {
        options.format == .ascii ? ASCIIRenderer().render(snapshot) : TreeDump.render(snapshot)
    }

    /// `passes: N, frames: N, converged: …`, then one line per diagnostic.
    static func summary(of report: UpdateReport) -> String {
        var output = "passes: \(report.passes), frames: \(report.frames), converged: \(report.converged)\n"
        for diagnostic in report.diagnostics { output += "diagnostic: \(diagnostic)\n" }
        return output
    }

    /// The heading, the text log with ids and causes (narrowed by `--only` when given), and a
    /// line counting per kind what the log leaves out.
    private static func traceLog(of trace: Trace, options: RunOptions) -> String {
        let printed = options.printedTrace(trace)
        let heading: String
        if let only = options.only {
            heading = "trace (only \(only.rawValue), \(printed.events.count) of \(trace.events.count) events):"
        } else {
            heading = "trace (\(printed.events.count) of \(trace.events.count) events; ids and causes as in --json):"
        }
        var output = heading + "\n" + TraceTextWriter.render(printed)
        if let omitted = TraceTextWriter.omittedSummary(of: trace, shown: printed) {
            output += omitted + (options.only == nil ? " (--only layout shows sizing and placement)" : "") + "\n"
        }
        return output
    }

    /// Writes `text` to `path` (relative paths from the current directory); returns why it
    /// failed, on one line, or nil.
    static func write(_ text: String, to path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return "it is a directory"
        }
        let folder = url.deletingLastPathComponent().path
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) || !isDirectory.boolValue {
            return "no folder '\(folder)'"
        }
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
            return nil
        } catch {
            // The POSIX reason ("Permission denied") says more than Foundation's wrapper.
            let error = error as NSError
            if let underlying = error.userInfo[NSUnderlyingErrorKey] as? any Error {
                let posix = underlying as NSError
                if posix.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(posix.code))) }
            }
            return error.localizedDescription.split(whereSeparator: \.isNewline).joined(separator: " ")
        }
    }
}
