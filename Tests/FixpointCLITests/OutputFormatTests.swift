import FixpointCLI
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// What the commands print for other programs (issue 11 §4): an SVG that is one valid document,
/// JSON with a documented schema, sweeps with every switch, warnings and progress.
@Suite("command output formats")
struct OutputFormatTests {
    /// Whether `text` is well-formed XML.
    static func isWellFormedXML(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }

    /// `text` as a JSON object.
    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("run --format svg writes one valid SVG document; the rest goes to standard error", arguments: [
        ["run", "airplane", "--format", "svg"], ["run", "airplane", "--format", "svg", "--trace"],
        ["run", "bar", "--format", "svg"], ["layout", "airplane", "--format", "svg"],
        ["run", "airplane", "--format", "svg", "--scale", "2", "--background", "white"],
    ])
    func svgOnly(arguments: [String]) {
        let result = CommandLineTool.run(arguments)
        #expect(result.exitCode == 0)
        #expect(result.output.hasPrefix("<svg ") && result.output.hasSuffix("</svg>\n"))
        #expect(Self.isWellFormedXML(result.output))
        #expect(result.errorOutput.contains("passes: "))
    }

    @Test("layout and run --format json: one object of schema fixpoint.result/1, deterministic", arguments: ["layout", "run"])
    func resultJSON(command: String) throws {
        let arguments = [command, "airplane", "--width", "175", "--format", "json"]
        let result = CommandLineTool.run(arguments)
        #expect(result.exitCode == 0)
        #expect(result == CommandLineTool.run(arguments))
        let json = try Self.object(result.output)
        #expect(json["schema"] as? String == "fixpoint.result/1")
        #expect(json["command"] as? String == command)
        #expect(json["example"] as? String == "airplane")
        #expect(json["variant"] as? String == "off-centre")
        #expect(json["passes"] as? Int == 2 && json["frames"] as? Int == 1 && json["converged"] as? Bool == true)
        #expect(json["bodyEvaluations"] as? Int == 10)
        let proposal = try #require(json["proposal"] as? [String: Any])
        #expect(proposal["width"] as? Double == 175 && proposal["height"] is NSNull)
        let views = try #require(json["views"] as? [[String: Any]])
        let plane = try #require(views.first { $0["text"] as? String == "✈️" })
        #expect(plane["type"] as? String == "Text" && plane["width"] as? Double == 13)
        let keys = result.output.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        #expect(keys == ["schema", "command", "example", "proposal", "environment", "variant", "passes", "frames",
                         "converged", "bodyEvaluations", "diagnostics", "views"])
    }

    @Test("sweep airplane --width 100...250 --step 1000 reports both switches with the right labels and warns")
    func coarseSweep() {
        let result = CommandLineTool.run(["sweep", "airplane", "--width", "100...250", "--step", "1000"])
        #expect(result.exitCode == 0)
        let switches = result.output.split(separator: "\n").filter { $0.hasPrefix("switch: ") }
        #expect(switches.count == 2)
        #expect(switches.first?.hasPrefix("switch: off-centre, truncated up to 145.3") == true)
        #expect(switches.last?.hasPrefix("switch: off-centre up to 179.1") == true)
        #expect(switches.last?.contains(", centred from 179.1") == true)
        #expect(result.errorOutput.hasPrefix("warning: 'off-centre' spans only 33."))
        #expect(result.errorOutput.contains("use a smaller --step"))
    }

    @Test("sweep --format json: schema fixpoint.sweep/1 with samples, switches and warnings")
    func sweepJSON() throws {
        let result = CommandLineTool.run(["sweep", "airplane", "--width", "100...250", "--step", "1000", "--format", "json"])
        #expect(result.exitCode == 0)
        let json = try Self.object(result.output)
        #expect(json["schema"] as? String == "fixpoint.sweep/1")
        #expect((json["samples"] as? [[String: Any]])?.map { $0["width"] as? Double } == [100, 250])
        let switches = try #require(json["switches"] as? [[String: Any]])
        #expect(switches.map { "\($0["lowerVariant"]!)→\($0["upperVariant"]!)" }
                == ["off-centre, truncated→off-centre", "off-centre→centred"])
        #expect((json["warnings"] as? [String])?.count == 1)
    }

    @Test("sweep --height proposes the height to every sample")
    func sweepHeight() {
        let result = CommandLineTool.run(["sweep", "stack", "--width", "200...300", "--step", "100", "--height", "40"])
        #expect(result.exitCode == 0)
        #expect(result.output.hasPrefix("sweep stack, width 200...300 step 100, height 40\n"))
        #expect(result.output != CommandLineTool.run(["sweep", "stack", "--width", "200...300", "--step", "100"]).output)
    }

    @Test("a long sweep reports its progress to the listener; a short one does not")
    func progress() {
        final class Calls: @unchecked Sendable { var list: [String] = [] }
        let calls = Calls()
        // 0...49 every 5 is 10 samples: too short to report.
        let short = CommandLineTool.run(["sweep", "stack", "--width", "0...49"], catalogue: .gallery) { _, _ in
            calls.list.append("short")
        }
        #expect(short.exitCode == 0 && calls.list.isEmpty)
        // 0...300 every 5 is 61 samples.
        _ = CommandLineTool.run(["sweep", "stack", "--width", "0...300"], catalogue: .gallery) { calls.list.append("\($0)/\($1)") }
        #expect(calls.list.first == "1/61" && calls.list.last == "61/61" && calls.list.count == 61)
    }
}
