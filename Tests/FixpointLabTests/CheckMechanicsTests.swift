import Fixpoint
import FixpointGallery
import FixpointLab
import Foundation
import Testing

/// The check's own rules: scripted steps, contexts, bisection and determinism.
@Suite("convergence check: mechanics")
struct CheckMechanicsTests {
    @Test("steps parse from and print to the command line's form",
          arguments: ["tap:Add", "slider:BarContentView/VStack/Slider[0]=0.25", "toggle:A/Toggle=on", "resize:300", "resize:300x200"])
    func stepRoundTrip(text: String) throws {
        let step = try #require(ConvergenceCheck.Step(parsing: text))
        #expect(step.description == text)
    }

    @Test("malformed steps are rejected", arguments: ["tap:", "slide:x=1", "slider:x=nan", "toggle:x=maybe", "resize:-3", "resize:axb", "resize"])
    func badSteps(text: String) {
        #expect(ConvergenceCheck.Step(parsing: text) == nil)
    }

    @Test("a script's runs are judged: the bar's sliders settle in one frame; a missing control is reported")
    func scripts() throws {
        var check = labCheck("bar", widths: 300...400, step: 100)
        check.scripts = [[.slider("BarContentView/VStack/Slider[0]", 0.2), .resize(320, nil)]]
        #expect(check.run().isClean)
        check.scripts = [[.tap("No such button")]]
        let report = check.run()
        let finding = try #require(report.findings.first { $0.script != nil })
        #expect(finding.summary.contains("cannot go on at step 1"))
    }

    @Test("a script step is judged like a fresh run: resizing an oscillating tag row keeps it oscillating")
    func scriptNonConvergence() throws {
        var check = labCheck("tags-oscillating", widths: 300...320, step: 20)
        check.scriptWidth = 300
        check.scripts = [[.resize(320, nil)]]
        let report = check.run()
        let finding = try #require(report.findings(.nonConvergence).first { $0.script != nil })
        #expect(finding.script == [.resize(320, nil)])
        #expect(finding.summary.contains("after step 1 (resize:320)"))
        #expect(finding.cycle?.period == 4)
        #expect(finding.reproduction.command.contains("--interact 'resize:320'"))
        #expect(finding.reproduction.test.contains("host.proposal = ProposedViewSize(width: 320, height: nil)"))
    }

    @Test("a resize does not wake the tag row's decision: from 120 it settles short at 300, where a fresh row never settles")
    func resizeSettlesWhereFreshDoesNot() throws {
        var check = labCheck("tags-oscillating", widths: 300...320, step: 20)
        check.scriptWidth = 120
        check.scripts = [[.resize(300, nil)]]
        let report = check.run()
        #expect(!report.findings.contains { $0.script != nil })
        #expect(report.findings(.nonConvergence).count == 1)
    }

    @Test("contexts: presets × sizes × heights, in order")
    func contexts() {
        var check = labCheck("stack", presets: [.iOS, .macOS], sizes: [.small, .large])
        check.heights = [nil, 100]
        #expect(check.contexts.map(\.description) == [
            "iOS · small", "iOS · small · height 100", "iOS · large", "iOS · large · height 100",
            "macOS · small", "macOS · small · height 100", "macOS · large", "macOS · large · height 100",
        ])
    }

    @Test("the text report is byte-identical run to run, and a band per change of outcome")
    func deterministic() {
        let check = labCheck("tags-oscillating", widths: 150...500, step: 50)
        let first = check.run(), second = check.run()
        #expect(first.text() == second.text())
        #expect(ConvergenceChart.svg(first) == ConvergenceChart.svg(second))
        for (left, right) in zip(first.bands, first.bands.dropFirst()) where left.context == right.context {
            #expect(left.outcome != right.outcome)
            #expect(right.from - left.to <= 0.01 + 1e-9)
        }
    }

    @Test("the chart draws one row per context with a band per outcome and a legend")
    func chart() {
        let report = labCheck("airplane", widths: 40...120, presets: [.iOS], sizes: [.large, .accessibility3], step: 10).run()
        let svg = ConvergenceChart.svg(report)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.components(separatedBy: "<title>").count - 1 >= report.bands.count)
        #expect(svg.contains(">iOS · accessibility3</text>"))
        #expect(svg.contains("flicker (2+ frames)"))
    }

    @Test("bad widths never trap: an empty or degenerate range checks one width")
    func degenerate() {
        let report = labCheck("stack", widths: 0...0).run()
        #expect(report.bands.count == 1)
        #expect(report.isClean)
    }
}
