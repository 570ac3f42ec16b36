import Foundation
import FixpointCLI
import Testing

/// `fixpoint check`: the convergence lab on the command line.
@Suite("fixpoint check")
struct CheckCommandTests {
    @Test("the text names the bands and each finding with a command and a test that reproduce it")
    func text() throws {
        let result = CommandLineTool.run(["check", "caption-chain", "--width", "200...300", "--step", "100",
                                          "--environment", "ios", "--dynamic-type", "Large"])
        #expect(result.exitCode == 0)
        let lines = result.output.components(separatedBy: "\n")
        #expect(lines[0].hasPrefix("check caption-chain: widths 200...300, 1 context, ") && lines[0].hasSuffix(" runs"))
        #expect(lines[1] == "problems: 1 flicker")
        #expect(result.output.contains("  iOS · large: 200...300 3 passes · 2 frames · bar matches caption\n"))
        #expect(result.output.contains("  reproduce: fixpoint run caption-chain --width 200 --environment iOS --dynamic-type large --trace\n"))
        #expect(result.output.contains("    @Test(\"caption-chain at 200 (iOS · large): flicker\")"))
        #expect(result.output.contains("  frame 2 (after pass 3):"))
        // The reproduction command shows the same outcome.
        let rerun = CommandLineTool.run(["run", "caption-chain", "--width", "200", "--environment", "iOS", "--dynamic-type", "large"])
        #expect(rerun.output.contains("passes: 3, frames: 2, converged: true"))
    }

    @Test("a resize path given with --path is checked; the hysteresis reproduction is itself a check command")
    func path() {
        let result = CommandLineTool.run(["check", "heights", "--width", "300...358", "--step", "100", "--path", "240,358",
                                          "--environment", "iOS", "--dynamic-type", "large", "--brief"])
        #expect(result.exitCode == 0)
        #expect(result.output.contains("found along the path 240 → 358"))
        #expect(result.output.contains("reproduce: fixpoint check heights --path "))
        #expect(!result.output.contains("    @Test("))
    }

    @Test("--format json: schema fixpoint.check/1, byte-identical run to run")
    func json() throws {
        let arguments = ["check", "tags-oscillating", "--width", "200...420", "--step", "110", "--environment", "iOS",
                         "--dynamic-type", "large", "--format", "json"]
        let result = CommandLineTool.run(arguments)
        #expect(result.exitCode == 0)
        #expect(result == CommandLineTool.run(arguments))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["schema"] as? String == "fixpoint.check/1")
        #expect(object["clean"] as? Bool == false)
        let findings = try #require(object["findings"] as? [[String: Any]])
        let cycle = try #require(findings.first { $0["kind"] as? String == "non-convergence" }?["cycle"] as? [String: Any])
        #expect(cycle["period"] as? Int == 4)
        #expect(cycle["states"] as? [String] == ["collapsed of CollapsingTagRow"])
        let bands = try #require(object["bands"] as? [[String: Any]])
        #expect(bands.contains { $0["converged"] as? Bool == false })
    }

    @Test("--svg writes the chart; --interact runs a script")
    func svgAndScript() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fixpoint-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("chart.svg").path
        let result = CommandLineTool.run(["check", "bar", "--width", "300...400", "--step", "100", "--environment", "iOS",
                                          "--dynamic-type", "large", "--interact", "slider:BarContentView/VStack/Slider[0]=0.3",
                                          "--svg", file])
        #expect(result.exitCode == 0)
        #expect(result.output.hasSuffix("wrote SVG to \(file)\n"))
        #expect(result.output.contains("clean: no non-convergence, flicker, hysteresis or per-frame limit"))
        let svg = try String(contentsOfFile: file, encoding: .utf8)
        #expect(svg.hasPrefix("<svg") && svg.hasSuffix("</svg>\n"))
    }

    @Test("bad input is one line, a pointer to the help, exit code 2", arguments: [
        (["check", "airplane", "--width", "300...100"], "error: --width takes a range A...B of points with 0 ≤ A < B ≤ 100000, or a width W, not '300...100'"),
        (["check", "airplane", "--step", "0"], "error: --step must be greater than 0"),
        (["check", "airplane", "--path", "240"], "error: --path takes two or more widths separated by commas (240,358), not '240'"),
        (["check", "airplane", "--path", "240,nan"], "error: --path takes two or more widths separated by commas (240,358), not '240,nan'"),
        (["check", "airplane", "--interact", "poke:x"], "error: --interact takes tap:LABEL, slider:PATH=VALUE, toggle:PATH=on|off or resize:W[xH], not 'poke:x'"),
        (["check", "airplane", "--environment", "android"], "error: --environment takes iOS, macOS or both, not 'android'"),
        (["check", "airplane", "--max-frames", "0"], "error: --max-frames takes a whole number from 1 to 1000, not '0'"),
        (["check", "airplane", "--widht", "100...200"], "error: unknown option '--widht' for 'check'; did you mean '--width'?"),
        (["check", "airplan"], "error: unknown example 'airplan'; did you mean 'airplane'? ('fixpoint list' lists them)"),
        (["chekc", "airplane"], "error: unknown command 'chekc'; did you mean 'check'?"),
    ] as [([String], String)])
    func badInput(arguments: [String], message: String) {
        let result = CommandLineTool.run(arguments)
        #expect(result.exitCode == 2)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == message)
        #expect(lines.count == 2 && lines[1].hasPrefix("see 'fixpoint help"))
    }

    @Test("report --check adds the chart and the findings to the page")
    func reportCheck() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fixpoint-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("page.html").path
        let result = CommandLineTool.run(["report", "caption-chain", "--width", "200...300", "--step", "100",
                                          "--environment", "iOS", "--check", "--output", file])
        #expect(result.exitCode == 0)
        let page = try String(contentsOfFile: file, encoding: .utf8)
        #expect(page.contains("<section class=\"figure\" id=\"check\">"))
        #expect(page.contains("<a href=\"#check\">Convergence check</a>"))
        #expect(page.contains("flicker: takes 2 frames (3 passes)"))
    }
}
