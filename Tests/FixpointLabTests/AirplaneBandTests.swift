import Fixpoint
import FixpointGallery
import FixpointLab
import Foundation
import Testing

/// AirplaneView needs two passes, one frame, wherever its measured widths settle in the first
/// frame; the check reports exactly the width bands where a run needs more than one frame, with
/// their cause, and the one-pass twin nowhere. Compared here with a sweep of our own, width by
/// width.
@Suite("convergence check: AirplaneView and its twin")
struct AirplaneBandTests {
    @Test("every band of more than one frame, and only those, with the cause",
          arguments: [CheckContext(preset: .macOS, dynamicTypeSize: .large), CheckContext(preset: .iOS, dynamicTypeSize: .large),
                      CheckContext(preset: .iOS, dynamicTypeSize: .accessibility3)])
    func airplaneBands(context: CheckContext) {
        let check = labCheck("airplane", widths: 40...260, presets: [context.preset], sizes: [context.dynamicTypeSize], step: 1)
        let report = check.run()
        let flicker = report.findings(.flicker)
        // Our own sweep: every whole width, and the band ends the check located.
        for step in 40...260 {
            let width = CGFloat(step)
            let run = freshRun("airplane", width: width, context: context).report
            let inBand = flicker.contains { $0.widths.contains(width) }
            #expect(run.converged)
            #expect((run.frames > 1) == inBand, "width \(width): \(run.frames) frames, in a reported band: \(inBand)")
        }
        for finding in flicker {
            #expect(freshRun("airplane", width: finding.widths.lowerBound, context: context).report.frames > 1)
            #expect(freshRun("airplane", width: finding.widths.upperBound, context: context).report.frames > 1)
            // Its neighbours, within the bisection's precision, fit in one frame.
            let bands = report.bands(in: context)
            if let index = bands.firstIndex(where: { $0.from == finding.widths.lowerBound }) {
                for neighbour in [index - 1, index + 1] where bands.indices.contains(neighbour) {
                    let edge = neighbour < index ? bands[neighbour].to : bands[neighbour].from
                    #expect(abs(edge - (neighbour < index ? finding.widths.lowerBound : finding.widths.upperBound)) <= 0.01 + 1e-9)
                    #expect(freshRun("airplane", width: edge, context: context).report.frames == 1)
                }
            }
            // The cause: the measuring binder changed twice in the first frame.
            #expect(finding.details.contains { $0.contains("binder WidthKey at AirplaneView") && $0.contains("already updated in this frame") })
            #expect(!finding.reproduction.command.isEmpty && finding.reproduction.test.contains("#expect(report.frames == 1)"))
        }
        // Nothing else: no cycle, no hysteresis; a per-frame limit only where a band flickers.
        #expect(report.findings(.nonConvergence).isEmpty)
        #expect(report.findings(.hysteresis).isEmpty)
        #expect(report.findings(.frameLimit).map(\.widths) == flicker.map(\.widths))
        if context.preset == .macOS { #expect(flicker.isEmpty) }
        if context == CheckContext(preset: .iOS, dynamicTypeSize: .large) { #expect(!flicker.isEmpty) }
    }

    @Test("the twin AirplaneLayout: one pass, one frame, clean", arguments: [EnvironmentPreset.iOS, .macOS])
    func twin(preset: EnvironmentPreset) {
        let report = labCheck("airplane-twin", widths: 40...260, presets: [preset], sizes: [.large, .accessibility3], step: 5).run()
        #expect(report.isClean, "\(report.verdict)")
        #expect(report.findings.isEmpty)
        #expect(report.bands.allSatisfy { $0.outcome == RunOutcome(passes: 1, frames: 1, converged: true, hitFrameLimit: false) })
    }

    @Test("the centred AirplaneView's second pass re-runs its body and changes nothing: a wasted-work note")
    func wastedWork() throws {
        let report = labCheck("airplane", widths: 200...260, presets: [.macOS], step: 30).run()
        let note = try #require(report.findings(.wastedWork).first)
        #expect(!note.kind.isProblem)
        #expect(note.summary.contains("pass 2 re-ran"))
        #expect(report.isClean)
    }
}
