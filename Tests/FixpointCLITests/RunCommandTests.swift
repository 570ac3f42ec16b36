import Foundation
import FixpointCLI
import FixpointTesting
import Testing

@Suite("fixpoint run")
struct RunCommandTests {
    /// The names of the catalogue examples, from `fixpoint list`.
    static var exampleNames: [String] {
        CommandLineTool.run(["list"]).output.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
    }

    /// A fresh temporary folder, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fixpoint-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("run prints the tree, then passes, frames and convergence")
    func plainRun() {
        let result = CommandLineTool.run(["run", "stack"])
        #expect(result.exitCode == 0)
        #expect(result.output.hasPrefix("frame [x:0 y:0 w:300 h:100]\n"))
        #expect(result.output.contains("Rectangle [x:100 y:0 w:100 h:100]"))
        #expect(result.output.hasSuffix("passes: 1, frames: 1, converged: true\nvariant: 300×100\n"))
        #expect(!result.output.contains("trace"))
    }

    @Test("run names the variant, and for the flight screens the other approach's choice")
    func variantAndComparison() {
        let airplane = CommandLineTool.run(["run", "airplane", "--width", "150"]).output
        #expect(airplane.hasSuffix("passes: 2, frames: 1, converged: true\nvariant: off-centre\n"))
        let lines = CommandLineTool.run(["run", "flight-lines", "--width", "320", "--dynamic-type", "accessibility4"])
        #expect(lines.exitCode == 0)
        #expect(lines.output.hasSuffix("passes: 1, frames: 1, converged: true\nvariant: airports stacked, metadata 4×1\n"
            + "beside flight: airports stacked, metadata 4×1 (same choice)\n"))
        let card = CommandLineTool.run(["run", "flight", "--width", "430"]).output
        #expect(card.hasSuffix("variant: airports side by side, metadata 1×4\n"
            + "beside flight-lines: airports side by side, metadata 1×4 (same choice)\n"))
    }

    @Test("every catalogue example runs with and without the trace, deterministically")
    func everyExample() {
        let names = Self.exampleNames
        #expect(names.count >= 8)
        for name in names {
            for arguments in [["run", name], ["run", name, "--trace"], ["run", name, "--trace", "--only", "layout"]] {
                let first = CommandLineTool.run(arguments)
                #expect(first.exitCode == 0, "\(arguments)")
                #expect(first == CommandLineTool.run(arguments), "\(arguments)")
                #expect(first.output.contains("converged: true"), "\(arguments)")
            }
        }
    }

    @Test("--trace prints the text log with ids, boundaries and a count of what it leaves out")
    func traceLog() throws {
        let output = CommandLineTool.run(["run", "bar", "--trace"]).output
        let log = try #require(output.components(separatedBy: "trace (").last)
        #expect(log.contains("frame 1 · start\n"))
        #expect(log.contains("#1 ") && log.contains("#2 ") && log.contains("pass 1 · start (initial)\n"))
        #expect(log.contains(" pass 1 · body BarContentView at BarContentView\n"))
        #expect(!log.contains("pass 1 · size "), "sizing is left out of the default log")
        let last = try #require(log.split(separator: "\n").last)
        #expect(last.hasPrefix("filtered out ") && last.contains(" sized, ") && last.contains(" placed"))
        #expect(last.hasSuffix("(--only layout shows sizing and placement)"))
    }

    @Test("--trace shows causes as ← #id, and --only says what it filtered out per kind")
    func causesAndOmissions() throws {
        let output = CommandLineTool.run(["run", "airplane", "--width", "175", "--trace", "--only", "state"]).output
        let log = try #require(output.components(separatedBy: "trace (only state, ").last)
        let lines = log.split(separator: "\n").map(String.init)
        let apply = try #require(lines.first { $0.contains("apply proposedWidth") })
        #expect(apply.range(of: #"^#\d+ +pass 2 · apply proposedWidth at AirplaneView: 0 → 175  ← #\d+$"#,
                             options: .regularExpression) != nil, "\(apply)")
        let omitted = try #require(lines.last)
        #expect(omitted.hasPrefix("filtered out "))
        for kind in ["bodyEvaluated", "sized", "placed", "preferenceWritten", "preferenceDelivered", "actionRun"] {
            #expect(omitted.contains(" \(kind)"), "\(kind)")
        }
        #expect(!omitted.contains("stateApplied") && !omitted.contains("passStarted"))
    }

    @Test("--why PASS prints each chain from the GeometryReader's write to the state the pass applied")
    func why() throws {
        let result = CommandLineTool.run(["run", "airplane", "--width", "175", "--why", "2"])
        #expect(result.exitCode == 0)
        let why = try #require(result.output.components(separatedBy: "why:\n").last)
        #expect(why.hasPrefix("pass 2 ran because state changed: 4 state writes applied\n"))
        #expect(why.contains("because of state proposedWidth at AirplaneView, measured by AirplaneView/background/overlay/GeometryReader:\n"))
        let chain = why.components(separatedBy: "\n\n")[1].split(separator: "\n").dropFirst().map { $0.split(separator: "·").last ?? "" }
        #expect(chain.map { $0.split(separator: " ").first.map(String.init) ?? "" } == ["write", "binder", "action", "state", "apply"])
        #expect(CommandLineTool.run(["run", "airplane", "--why", "1"]).output
            .contains("why:\npass 1 ran because initial (no earlier cause)\n"))
        let tooFar = CommandLineTool.run(["run", "airplane", "--why", "3"])
        #expect(tooFar.exitCode == 2 && tooFar.output.hasPrefix("error: --why 3: the run had 2 passes\n"))
    }

    @Test("--only never changes what --json exports")
    func exportsIgnoreOnly() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var exported: [String] = []
        for extra in [[], ["--trace"], ["--trace", "--only", "layout"], ["--trace", "--only", "state"]] {
            let path = folder.appendingPathComponent("trace-\(exported.count).jsonl").path
            #expect(CommandLineTool.run(["run", "airplane", "--json", path] + extra).exitCode == 0)
            exported.append(try String(contentsOfFile: path, encoding: .utf8))
        }
        #expect(Set(exported).count == 1)
        #expect(exported[0].contains("\"kind\":\"sized\""), "exports hold every sizing and placement")
    }

    @Test("--only keeps one phase and the boundaries; layout records every sizing and placement", arguments: [
        ("layout", "pass 1 · size ", "pass 1 · body "),
        ("bodies", "pass 1 · body BarContentView", "pass 1 · size "),
        ("state", "pass 1 · start (initial)", "pass 1 · body "),
        ("preferences", "pass 1 · end", "pass 1 · place "),
    ])
    func only(filter: String, present: String, absent: String) {
        let result = CommandLineTool.run(["run", "bar", "--trace", "--only", filter])
        #expect(result.exitCode == 0)
        #expect(result.output.contains("trace (only \(filter), "))
        #expect(result.output.contains(present))
        #expect(!result.output.contains(absent))
        #expect(result.output.contains("frame 1 · start\n"))
    }

    @Test("layout flags and formats apply to run", arguments: ["tree", "ascii", "svg"])
    func layoutFlags(format: String) {
        let result = CommandLineTool.run(["run", "airplane-frames", "--width", "250", "--environment", "macOS",
                                          "--dynamic-type", "xSmall", "--format", format, "--trace"])
        #expect(result.exitCode == 0)
        // With svg the document is the whole standard output; the rest goes to standard error.
        let text = format == "svg" ? result.errorOutput : result.output
        #expect(text.contains("passes: 1, frames: 1, converged: true\nvariant: centred\ntrace (5 of "))
        #expect(text.contains("\n#1 ") && text.contains(" frame 1 · start\n"))
        if format == "svg" {
            #expect(result.output.hasPrefix("<svg") && result.output.hasSuffix("</svg>\n"))
            #expect(!result.output.contains("passes:"))
        }
        if format == "tree" { #expect(result.output.hasPrefix("AirplaneFramesView [x:0 y:0 w:250 ")) }
    }

    @Test("--json and --chrome-trace write the files and say so")
    func writesFiles() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("trace.jsonl").path
        let chrome = folder.appendingPathComponent("trace.json").path
        let result = CommandLineTool.run(["run", "bar", "--json", json, "--chrome-trace", chrome, "--trace", "--only", "layout"])
        #expect(result.exitCode == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.suffix(2).allSatisfy { $0.hasPrefix("wrote ") })
        #expect(result.output.contains("to \(json)\n") && result.output.contains("to \(chrome)\n"))
        let jsonText = try String(contentsOfFile: json, encoding: .utf8)
        #expect(jsonText.contains("\"kind\":\"sized\""), "exports record the full trace")
        for line in jsonText.split(separator: "\n") {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any])
        }
        let chromeData = try #require(FileManager.default.contents(atPath: chrome))
        let document = try JSONSerialization.jsonObject(with: chromeData) as? [String: Any]
        #expect(document?["traceEvents"] is [Any])
        // Writing again replaces the files with the same bytes.
        _ = CommandLineTool.run(["run", "bar", "--json", json, "--chrome-trace", chrome, "--trace", "--only", "layout"])
        #expect(try String(contentsOfFile: json, encoding: .utf8) == jsonText)
        #expect(FileManager.default.contents(atPath: chrome) == chromeData)
    }

    @Test("errors print one line and a pointer to run's help, and exit 2", arguments: [
        ["run"], ["run", "--trace"], ["run", "nope"], ["run", "bar", "--only", "layout"], ["run", "bar", "--trace", "--only"],
        ["run", "bar", "--trace", "--only", "paint"], ["run", "bar", "--json"], ["run", "bar", "--chrome-trace"],
        ["run", "bar", "--json", ""], ["run", "bar", "--json", "--trace"], ["run", "bar", "--traces"],
        ["run", "bar", "--width", "-3"], ["run", "bar", "--format", "png"], ["run", "bar", "--environment", "tvOS"],
        ["run", "bar", "--json", "same.txt", "--chrome-trace", "./same.txt"],
        ["run", "bar", "--json", "/nonexistent-folder/trace.jsonl"],
        ["run", "bar", "--chrome-trace", "/nonexistent-folder/trace.json"],
        ["run", "bar", "--json", "/"], ["run", "bar", "--why"], ["run", "bar", "--why", "0"], ["run", "bar", "--why", "two"],
        ["run", "bar", "--why", "2"],
    ])
    func errors(arguments: [String]) {
        let result = CommandLineTool.run(arguments)
        #expect(result.exitCode == 2)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("error: ") == true)
        #expect(Array(lines.dropFirst()) == ["see 'fixpoint help run'", ""], "the error is one line and a pointer")
        #expect(!result.output.contains("USAGE"))
        #expect(!FileManager.default.fileExists(atPath: "same.txt"))
    }

    @Test("run's help lists its options")
    func usage() {
        let usage = CommandLineTool.run(["help", "run"]).output
        for word in ["run <example>", "--trace", "--only preferences|state|layout|bodies", "--json FILE", "--chrome-trace FILE",
                     "--why PASS", "https://ui.perfetto.dev", "--json and --chrome-trace always"] {
            #expect(usage.contains(word))
        }
        #expect(!usage.contains("chrome://tracing"), "chrome://tracing is gone from current Chromium")
    }

    /// Where the CLI goldens live: the render tests' `Snapshots/cli`, a folder the package
    /// already excludes from its target (this target excludes none, so files beside this test
    /// would be "unhandled" and warn).
    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../FixpointRenderTests/Snapshots/cli").standardizedFileURL.path

    @Test("golden: fixpoint run airplane-frames --trace")
    func golden() {
        let result = CommandLineTool.run(["run", "airplane-frames", "--trace"])
        #expect(result.exitCode == 0)
        assertSnapshot(result.output, named: "run-airplane-frames-trace", directory: Self.goldenFolder)
        assertSnapshot(CommandLineTool.run(["run", "airplane-frames", "--trace", "--only", "layout"]).output,
                       named: "run-airplane-frames-trace-layout", directory: Self.goldenFolder)
        assertSnapshot(CommandLineTool.run(["run", "bar", "--trace"]).output,
                       named: "run-bar-trace", directory: Self.goldenFolder)
    }
}
