import Foundation
import FixpointCLI
import FixpointTesting
import Testing

@Suite("fixpoint report")
struct ReportCommandTests {
    /// Runs `fixpoint report` with `arguments` and `--output` into a fresh folder; returns the
    /// result and the page written (empty when none).
    static func report(_ arguments: [String]) throws -> (result: CommandLineTool.Result, page: String) {
        let folder = try RunCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("report.html").path
        let result = CommandLineTool.run(["report"] + arguments + ["--output", path])
        let page = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return (result, page)
    }

    /// How often `needle` occurs in `text`.
    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test("golden: fixpoint report airplane --width 175")
    func golden() throws {
        let (result, page) = try Self.report(["airplane", "--width", "175"])
        #expect(result.exitCode == 0)
        #expect(result.output.hasPrefix("wrote report (1 run, passes 2) to "))
        assertSnapshot(page, named: "report-airplane-175.html", directory: RunCommandTests.goldenFolder)
    }

    @Test("the page holds the filmstrip, why each pass ran, the flow, the trace, frames and diagnostics")
    func sections() throws {
        let page = try Self.report(["airplane", "--width", "175"]).page
        #expect(page.hasPrefix("<!DOCTYPE html>\n") && page.hasSuffix("</html>\n"))
        #expect(Self.count("<figure class=\"pass\"", in: page) == 2, "one picture per pass")
        #expect(page.contains("pass 2 · frame 1 · state changed · "))
        #expect(page.contains("<g class=\"changed\">"), "the second pass outlines what moved")
        #expect(page.contains("pass 2 ran because state changed: 4 state writes applied"))
        #expect(page.contains("because of state proposedWidth at AirplaneView, measured by AirplaneView/background/overlay/GeometryReader:"))
        for stage in ["writer", "binder", "action", "state", "body"] {
            #expect(page.contains("<g class=\"node \(stage)\""), "\(stage)")
        }
        #expect(Self.count("<path class=\"edge\"", in: page) >= 12)
        #expect(page.contains("<table class=\"trace hide-layout\" id=\"r1-trace\">"))
        #expect(page.contains("<table class=\"frames\" id=\"r1-frames\">"))
        #expect(page.contains("<p class=\"diagnostics none\">No diagnostics.</p>"))
    }

    @Test("every trace row links to its cause's row, and every event is a row")
    func causeLinks() throws {
        let page = try Self.report(["tokens"]).page
        let rows = page.components(separatedBy: "<tr id=\"r1-e").dropFirst()
        let ids = Set(rows.compactMap { Int($0.prefix { $0.isNumber }) })
        #expect(rows.count > 100 && ids.count == rows.count)
        var causes = 0
        for row in rows {
            guard let range = row.range(of: "data-cause=\"r1-e") else { continue }
            let cause = Int(row[range.upperBound...].prefix { $0.isNumber }) ?? -1
            #expect(ids.contains(cause), "cause #\(cause)")
            causes += 1
        }
        #expect(causes > 20)
        #expect(page.contains("<g class=\"node combined\""), "the token line combines values with reduce")
    }

    @Test("self-contained: nothing is fetched from a network")
    func selfContained() throws {
        let page = try Self.report(["airplane", "--width", "100...250", "--step", "50"]).page
        for fetch in ["src=", "<link", "@import", "url(http", "href=\"http", "fetch("] {
            #expect(!page.contains(fetch), "\(fetch)")
        }
    }

    @Test("a sweep marks its switches and adds a run per variant")
    func sweep() throws {
        let (result, page) = try Self.report(["airplane", "--width", "100...250", "--step", "25"])
        #expect(result.exitCode == 0)
        #expect(result.output.hasPrefix("wrote report (3 runs, passes 2, 2, 2, a sweep) to "))
        #expect(page.contains("<h2>Sweep: widths 100...250, step 25</h2>"))
        #expect(page.contains("<li>switch: off-centre up to 179.163, centred from 179.169</li>"))
        #expect(Self.count("<g class=\"switch\">", in: page) == 2)
        #expect(Self.count("<circle class=\"sample\"", in: page) == 7)
        #expect(page.contains("<a href=\"#r1\">width 100</a> · <a href=\"#r2\">width 150</a> · <a href=\"#r3\">width 200</a>"))
    }

    @Test("several single widths make a sweep of those widths, with the switches between them")
    func severalWidthsSweep() throws {
        let (result, page) = try Self.report(["airplane", "--width", "200", "--width", "150", "--width", "175"])
        #expect(result.output.hasPrefix("wrote report (3 runs, passes 2, 2, 2, a sweep) to "))
        #expect(page.contains("<h2>Sweep: widths 150, 175, 200</h2>"))
        #expect(page.contains("<li>switch: off-centre up to 179.163, centred from 179.169</li>"))
        #expect(Self.count("<circle class=\"sample\"", in: page) == 3)
        #expect(!(try Self.report(["airplane", "--width", "175"]).page.contains("id=\"sweep\"")))
    }

    @Test("several widths give several runs; the same arguments give the same bytes")
    func severalWidthsAndDeterminism() throws {
        let first = try Self.report(["heights", "--width", "320", "--width", "200", "--dynamic-type", "xxxLarge"])
        #expect(first.result.exitCode == 0)
        #expect(first.page.contains("<section class=\"run\" id=\"r2\">\n<h2>width 200</h2>"))
        #expect(first.page.contains("Dynamic Type xxxLarge"))
        #expect(try Self.report(["heights", "--width", "320", "--width", "200", "--dynamic-type", "xxxLarge"]).page == first.page)
    }

    @Test("every catalogue example gets a page with one picture per pass and balanced sections")
    func everyExample() throws {
        for name in RunCommandTests.exampleNames {
            let (result, page) = try Self.report([name])
            #expect(result.exitCode == 0, "\(name)")
            let passes = result.output.split(separator: "passes ").last.flatMap { Int($0.prefix { $0.isNumber }) } ?? -1
            #expect(Self.count("<figure class=\"pass\"", in: page) == passes, "\(name)")
            #expect(Self.count("<section", in: page) == Self.count("</section>", in: page), "\(name)")
            #expect(Self.count("<table", in: page) == Self.count("</table>", in: page), "\(name)")
            #expect(page.contains("id=\"r1-trace\"") && page.contains("id=\"r1-filmstrip\""), "\(name)")
        }
    }

    @Test("errors print one line and a pointer to report's help, and exit 2", arguments: [
        ["report"], ["report", "nope", "--output", "x.html"], ["report", "airplane"],
        ["report", "airplane", "--output"], ["report", "airplane", "--output", "--width"],
        ["report", "airplane", "--width", "wide", "--output", "x.html"],
        ["report", "airplane", "--width", "250...100", "--output", "x.html"],
        ["report", "airplane", "--width", "1e3", "--output", "x.html"],
        ["report", "airplane", "--width", "0x1p3", "--output", "x.html"],
        ["report", "airplane", "--width", "100...200000", "--output", "x.html"],
        ["report", "airplane", "--width", "100...200", "--width", "1...2", "--output", "x.html"],
        ["report", "airplane", "--step", "5", "--output", "x.html"],
        ["report", "airplane", "--width", "0...100000", "--step", "1", "--output", "x.html"],
        ["report", "airplane", "--format", "svg", "--output", "x.html"],
        ["report", "airplane", "--output", "/nonexistent-folder/x.html"],
        ["report", "airplane", "--output", "/"],
    ])
    func errors(arguments: [String]) {
        let result = CommandLineTool.run(arguments)
        #expect(result.exitCode == 2)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("error: ") == true, "\(result.output)")
        #expect(Array(lines.dropFirst()) == ["see 'fixpoint help report'", ""], "the error is one line and a pointer")
        #expect(!FileManager.default.fileExists(atPath: "x.html"))
    }

    @Test("report's help lists its options")
    func usage() {
        let usage = CommandLineTool.run(["help", "report"]).output
        for word in ["fixpoint report <example>", "--output FILE", "--width W|A...B"] { #expect(usage.contains(word)) }
    }
}
