import FixpointCLI
import Foundation
import Testing

@Suite("fixpoint command line")
struct CommandLineToolTests {
    @Test("help prints the usage and succeeds", arguments: [["--help"], ["-h"], ["help"]])
    func help(arguments: [String]) {
        let result = CommandLineTool.run(arguments)
        #expect(result.exitCode == 0)
        #expect(result.output.hasPrefix("USAGE: fixpoint"))
    }

    @Test("no arguments print the gallery: the main job")
    func gallery() {
        let result = CommandLineTool.run([])
        #expect(result.exitCode == 0)
        #expect(result.output.hasPrefix("Fixpoint gallery:"))
        #expect(result.output.contains("== airplane — "))
        #expect(result.output.contains("width 175: off-centre · passes 2 · frames 1"))
    }

    @Test("sweep prints the table and the bisected switch; --svg writes the chart")
    func sweep() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fixpoint-sweep-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = CommandLineTool.run(["sweep", "airplane", "--width", "150...250", "--step", "25", "--svg", file])
        #expect(result.exitCode == 0)
        #expect(result.output.contains("175    off-centre  2\n200    centred     2\n"))
        #expect(result.output.contains("switch: off-centre up to 179.163, centred from 179.169\n"))
        let svg = try String(contentsOfFile: file, encoding: .utf8)
        #expect(svg.hasPrefix("<svg") && svg.contains("<polyline"))
    }

    @Test("sweep errors are usage errors", arguments: [
        ["sweep"], ["sweep", "airplane"], ["sweep", "nope", "--width", "1...2"], ["sweep", "airplane", "--width", "200"],
        ["sweep", "airplane", "--width", "250...150"], ["sweep", "airplane", "--width", "1...2", "--step", "0"],
        ["sweep", "airplane", "--width", "1...2", "--format", "svg"], ["sweep", "airplane", "--width", "0...5000", "--step", "1"],
        ["sweep", "airplane", "--width", "1...2", "--svg", "/nonexistent/dir/x.svg"],
    ])
    func sweepErrors(arguments: [String]) {
        let result = CommandLineTool.run(arguments)
        #expect(result.exitCode == 2)
        #expect(result.output.hasPrefix("error: "))
    }

    @Test("lengths are plain decimals from 0 to 100000: anything else is a one-line error, exit 2", arguments: [
        "nan", "NaN", "inf", "-inf", "infinity", "1e400", "1e3", "-0", "-5", "+5", "0x1p3", "0x10", "100001", "1e300",
        "", " 5", "5 ", "1,5", ".", "١٢", "0000001",
    ])
    func badLengths(text: String) {
        for arguments in [["layout", "stack", "--width", text], ["run", "airplane", "--height", text],
                          ["sweep", "airplane", "--width", "100...200", "--step", text],
                          ["sweep", "airplane", "--width", "\(text)...200"]] {
            let result = CommandLineTool.run(arguments)
            #expect(result.exitCode == 2, "\(arguments)")
            #expect(result.output.hasPrefix("error: "), "\(arguments)")
            #expect(result.output.split(separator: "\n").first?.contains("100000") == true, "\(arguments)")
        }
    }

    @Test("lengths in range are accepted", arguments: ["0", "0.5", ".5", "5.", "175", "100000", "83.083"])
    func goodLengths(text: String) {
        #expect(CommandLineTool.run(["layout", "stack", "--width", text]).exitCode == 0)
    }

    @Test("degenerate and enormous sweeps are capped with a clear message, never run", arguments: [
        ["sweep", "airplane", "--width", "1e300...1e300"], ["sweep", "airplane", "--width", "0...100000", "--step", "0.001"],
        ["sweep", "airplane", "--width", "0...100000", "--step", "49"],
    ])
    func sweepCaps(arguments: [String]) {
        let result = CommandLineTool.run(arguments)
        #expect(result.exitCode == 2)
        #expect(result.output.hasPrefix("error: "))
    }

    @Test("a single-width sweep samples once")
    func singleWidthSweep() {
        let result = CommandLineTool.run(["sweep", "airplane", "--width", "175...175"])
        #expect(result.exitCode == 0)
        #expect(result.output.contains("175    off-centre  2\n"))
    }

    @Test("unwritable output paths are one-line errors, exit 2", arguments: [
        ["run", "airplane", "--json", "/nonexistent/dir/trace.jsonl"], ["run", "airplane", "--chrome-trace", "/"],
        ["run", "airplane", "--json", ""], ["sweep", "airplane", "--width", "100...110", "--svg", "/"],
        ["sweep", "airplane", "--width", "100...110", "--svg", ""],
    ])
    func unwritablePaths(arguments: [String]) {
        let result = CommandLineTool.run(arguments)
        #expect(result.exitCode == 2)
        #expect(result.output.hasPrefix("error: "))
    }

    @Test("typos print a one-line error and a pointer to the help, and exit 2", arguments: [
        ["lyout"], ["layout"], ["layout", "nope"], ["layout", "stack", "--width"], ["layout", "stack", "--width", "wide"],
        ["layout", "stack", "--environment", "android"], ["layout", "stack", "--format", "png"],
        ["layout", "stack", "--dynamic-type", "huge"], ["layout", "stack", "--colour"], ["list", "extra"],
    ])
    func usageErrors(arguments: [String]) {
        let result = CommandLineTool.run(arguments)
        #expect(result.exitCode == 2)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("error: ") == true)
        #expect(lines.count == 3 && lines[1].hasPrefix("see 'fixpoint help") && lines[2].isEmpty, "\(result.output)")
    }

    @Test("layout prints the tree with frames, then passes")
    func layoutTree() {
        let result = CommandLineTool.run(["layout", "stack", "--width", "300"])
        #expect(result.exitCode == 0)
        #expect(result.output.contains("Rectangle [x:100 y:0 w:100 h:100]"))
        #expect(result.output.contains("passes: 1, frames: 1, converged: true"))
    }

    @Test("every catalogue example lays out in every format, deterministically", arguments: ["tree", "ascii", "svg", "json"])
    func everyExample(format: String) {
        let names = CommandLineTool.run(["list"]).output.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        #expect(names.count >= 8)
        for name in names {
            let first = CommandLineTool.run(["layout", name, "--format", format])
            let second = CommandLineTool.run(["layout", name, "--format", format])
            #expect(first.exitCode == 0)
            #expect(first == second)
            #expect(!first.output.isEmpty)
        }
    }

    @Test("environment and Dynamic Type change text sizes")
    func textSizes() {
        let macOS = CommandLineTool.run(["layout", "airplane-frames", "--width", "250", "--environment", "macOS"]).output
        #expect(macOS.contains("Text [x:0 y:0 w:33.228 h:14.949] \"Berlin\""))
        let large = CommandLineTool.run(["layout", "airplane-frames", "--width", "250", "--environment", "iOS",
                                         "--dynamic-type", "accessibility5"]).output
        // Body at accessibility5 is 53 pt: one line is 53 × 1.1499 = 60.945 high.
        #expect(large.contains("HStack [x:0 y:0 w:250 h:60.945]"))
        #expect(!large.contains("w:33.228"))
    }
}

@Suite("Screen environment flags")
struct ScreenEnvironmentFlagTests {
    @Test("--layout-direction rtl mirrors the layout; --size-class is accepted in any case")
    func layoutDirection() {
        let ltr = CommandLineTool.run(["layout", "stack", "--width", "300"])
        let rtl = CommandLineTool.run(["layout", "stack", "--width", "300", "--layout-direction", "RTL"])
        #expect(ltr.exitCode == 0 && rtl.exitCode == 0)
        #expect(ltr.output.contains("Rectangle [x:0 y:0 w:100 h:100]"))
        #expect(rtl.output.contains("Rectangle [x:200 y:0 w:100 h:100]"))
        let regular = CommandLineTool.run(["layout", "stack", "--size-class", "Regular", "--layout-direction", "ltr"])
        #expect(regular.exitCode == 0)
        #expect(regular.output == CommandLineTool.run(["layout", "stack"]).output)
        #expect(CommandLineTool.run(["help", "run"]).output.contains("--layout-direction ltr|rtl"))
        #expect(CommandLineTool.run(["help", "sweep"]).output.contains("--size-class compact|regular"))
    }

    @Test("bad values print one line and a pointer to the help, and exit 2", arguments: [
        ["layout", "stack", "--layout-direction", "up"], ["layout", "stack", "--size-class", "huge"],
        ["run", "stack", "--layout-direction"], ["sweep", "stack", "--width", "100...200", "--size-class", "x"],
    ])
    func badValues(arguments: [String]) {
        let result = CommandLineTool.run(arguments)
        #expect(result.exitCode == 2)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("error: ") == true)
        #expect(lines.count == 3 && lines[1].hasPrefix("see 'fixpoint help"), "\(result.output)")
    }
}
