import Fixpoint
import FixpointGallery
import Foundation

/// The options of `fixpoint run <example>`: the layout options plus what to show of the trace
/// and which trace files to write.
///
/// Parsed before the example is hosted; every value is checked and `--only` needs `--trace`, so
/// a typo is a usage error and never a silently different run.
struct RunOptions {
    /// The phase `--only` keeps in the printed trace (with the frame and pass boundaries).
    enum TraceFilter: String, CaseIterable {
        case preferences, state, layout, bodies

        /// The trace phase the filter keeps.
        var phase: TraceEvent.Phase {
            switch self {
            case .preferences: .preferences
            case .state: .state
            case .layout: .layout
            case .bodies: .bodies
            }
        }
    }

    typealias ParseError = LayoutOptions.ParseError

    /// Proposal, environment and output format.
    var layout: LayoutOptions
    /// Whether the text log is printed (`--trace`).
    var showsTrace = false
    /// The phase the printed log is narrowed to (`--only`).
    var only: TraceFilter?
    /// Where the JSON Lines trace goes (`--json`).
    var jsonPath: String?
    /// Where the Chrome trace goes (`--chrome-trace`).
    var chromeTracePath: String?
    /// The pass whose causes are printed (`--why`).
    var whyPass: Int?

    /// How much the run records: every sizing and placement whenever a trace is printed,
    /// explained or exported, so event ids and exported files never depend on `--only`.
    var traceDetail: TraceDetail {
        showsTrace || whyPass != nil || jsonPath != nil || chromeTracePath != nil ? .full : .standard
    }

    /// The events the printed log shows: every phase but layout, or with `--only` that phase
    /// and the frame and pass boundaries.
    func printedTrace(_ trace: Trace) -> Trace {
        guard let only else {
            return trace.filtered(phases: Set(TraceEvent.Phase.allCases).subtracting([.layout]))
        }
        return trace.filtered(phases: [only.phase, .update])
    }

    /// Parses `arguments` (the options after the example name).
    static func parse(_ arguments: [String], example: Example) -> Result<RunOptions, ParseError> {
        var options = RunOptions(layout: LayoutOptions(example: example))
        var cursor = ArgumentCursor(arguments)
        do throws(ParseError) {
            while let option = cursor.next() {
                if try options.consume(option, from: &cursor) { continue }
                if try options.layout.consume(option, from: &cursor) { continue }
                throw ParseError(message: "unknown option '\(option)'")
            }
            try options.validate()
            try options.layout.finish()
        } catch {
            return .failure(error)
        }
        return .success(options)
    }

    /// Applies `option` if it is a run option; returns false, consuming nothing, when not.
    private mutating func consume(_ option: String, from cursor: inout ArgumentCursor) throws(ParseError) -> Bool {
        switch option {
        case "--trace":
            showsTrace = true
        case "--only":
            let text = try cursor.value(for: option)
            guard let filter = TraceFilter(rawValue: text.lowercased()) else {
                let names = TraceFilter.allCases.map(\.rawValue)
                throw ParseError(message: "--only takes \(names.dropLast().joined(separator: ", ")) or \(names.last ?? ""), not '\(text)'")
            }
            only = filter
        case "--json":
            jsonPath = try cursor.fileName(for: option)
        case "--chrome-trace":
            chromeTracePath = try cursor.fileName(for: option)
        case "--why":
            let text = try cursor.value(for: option)
            guard let pass = Int(text), pass >= 1 else {
                throw ParseError(message: "--why takes a pass number from 1, not '\(text)'")
            }
            whyPass = pass
        default:
            return false
        }
        return true
    }

    /// Checks the combinations: `--only` needs `--trace`, and the two files must differ.
    private func validate() throws(ParseError) {
        if only != nil && !showsTrace {
            throw ParseError(message: "--only narrows the printed trace and needs --trace")
        }
        if let jsonPath, let chromeTracePath,
           URL(fileURLWithPath: jsonPath).standardizedFileURL == URL(fileURLWithPath: chromeTracePath).standardizedFileURL {
            throw ParseError(message: "--json and --chrome-trace name the same file '\(jsonPath)'")
        }
    }
}
