import Foundation
import FixpointCLI
import Testing

/// `fixpoint report`'s page in a real browser: headless Chromium loads it, runs its script, and
/// draws it. Skipped (with this reason) only when no Chromium binary exists locally; CI installs
/// Debian's `chromium` in `.ci/run`.
///
/// Blank check: Foundation on Linux cannot decode PNG pixels (no inflate), so the test compares
/// the screenshot's size with a blank page's screenshot of the same window: PNG compresses one
/// colour to almost nothing, so a drawn page is many times larger. It also checks the PNG header
/// (signature and window size).
@Suite("fixpoint report in headless Chromium",
       .enabled(if: HeadlessChromium.local != nil,
                "no chromium binary found (looked at FIXPOINT_CHROMIUM, /usr/bin/chromium, …); CI installs Debian's chromium"),
       .serialized)
struct ReportBrowserTests {
    /// Writes `fixpoint report airplane --width 175` and a blank page into `folder`.
    static func pages(in folder: URL) throws -> (report: URL, blank: URL) {
        let report = folder.appendingPathComponent("airplane.html")
        let result = CommandLineTool.run(["report", "airplane", "--width", "175", "--output", report.path])
        try #require(result.exitCode == 0, "\(result.output)")
        let blank = folder.appendingPathComponent("blank.html")
        try Data("<!DOCTYPE html>\n<html><body style=\"background:#fff\"></body></html>\n".utf8).write(to: blank)
        return (report, blank)
    }

    @Test("the DOM Chromium renders holds the filmstrip, the trace table and the flow diagram; the script ran")
    func dom() throws {
        let chromium = try #require(HeadlessChromium.local)
        let folder = try HeadlessChromium.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dom = try chromium.dumpDOM(of: try Self.pages(in: folder).report)
        #expect(dom.contains("data-fixpoint-ready=\"true\""), "the page's script ran to its end")
        #expect(dom.contains("<div class=\"filmstrip\" id=\"r1-filmstrip\">"))
        #expect(dom.components(separatedBy: "<figure class=\"pass\"").count - 1 == 2)
        #expect(dom.contains("<table class=\"trace hide-layout\" id=\"r1-trace\">"))
        #expect(dom.contains("id=\"r1-e170\""), "the row of pass 2's start")
        #expect(dom.contains("class=\"flow-diagram\" id=\"r1-flow\""))
        #expect(dom.contains("<g class=\"node state\""))
        #expect(dom.contains("pass 2 ran because state changed"))
    }

    @Test("a screenshot of the page is not blank")
    func screenshot() throws {
        let chromium = try #require(HeadlessChromium.local)
        let folder = try HeadlessChromium.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pages = try Self.pages(in: folder)
        let page = try chromium.screenshot(of: pages.report, width: 1200, height: 1600)
        let blank = try chromium.screenshot(of: pages.blank, width: 1200, height: 1600)
        let size = try #require(HeadlessChromium.pngSize(page), "the screenshot is a PNG")
        #expect(size.width == 1200 && size.height == 1600)
        #expect(HeadlessChromium.pngSize(blank) != nil)
        #expect(page.count > 20_000, "a drawn page: \(page.count) bytes")
        #expect(page.count > 8 * blank.count, "the page (\(page.count) bytes) against a blank page (\(blank.count) bytes)")
    }
}
