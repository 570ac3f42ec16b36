import Fixpoint
import FixpointGallery
import FixpointLab
import Foundation
import Testing

/// The lab's gallery cases: the check finds their non-convergence, flicker and per-frame limits,
/// and clears their fixes.
@Suite("convergence check: the gallery's failure cases and their fixes")
struct GalleryVerdictTests {
    let context = CheckContext(preset: .iOS, dynamicTypeSize: .large)

    @Test("the collapsing tag row never settles between its short and full widths: a cycle of period 4")
    func oscillatingTags() throws {
        let report = labCheck("tags-oscillating", widths: 150...500, step: 25).run()
        let finding = try #require(report.findings(.nonConvergence).first)
        let cycle = try #require(finding.cycle)
        #expect(cycle.period == 4)
        #expect(cycle.binders == ["TagContentWidthKey at CollapsingTagRow"])
        #expect(cycle.states == ["collapsed of CollapsingTagRow"])
        #expect(cycle.keys == ["TagContentWidthKey"])
        // The band lies between the short row's width and the full row's, located within 0.01 pt.
        let short = freshRun("tags-fits", width: 100, context: context).snapshot.size.width
        #expect(finding.widths.lowerBound > short && finding.widths.lowerBound < short + 0.02)
        #expect(!freshRun("tags-oscillating", width: finding.widths.lowerBound, context: context).report.converged)
        #expect(freshRun("tags-oscillating", width: finding.widths.lowerBound - 0.01, context: context).report.converged)
        #expect(report.findings(.frameLimit).contains { $0.summary.contains("Bound preference TagContentWidthKey tried to update multiple times per frame.") })
        #expect(finding.reproduction.test.contains("#expect(report.converged)"))
    }

    @Test("ViewThatFits fixes the tag row: one pass everywhere, no finding")
    func tagsFix() {
        let report = labCheck("tags-fits", widths: 150...500, step: 25).run()
        #expect(report.findings.isEmpty, "\(report.verdict)")
        #expect(report.bands.allSatisfy { $0.outcome.passes == 1 })
    }

    @Test("the font size set from a GeometryReader's width spends the frame's dispatch: per-frame limit and a second frame")
    func fittingTitle() throws {
        let report = labCheck("title-fitting", widths: 200...400, step: 50).run()
        let limit = try #require(report.findings(.frameLimit).first)
        #expect(limit.summary.contains("Bound preference TitleWidthKey tried to update multiple times per frame."))
        #expect(limit.details.contains { $0.contains("binder TitleWidthKey") && $0.contains("dropped") })
        let flicker = try #require(report.findings(.flicker).first)
        #expect(flicker.shownFrames.count == 2)
        #expect(report.findings(.nonConvergence).isEmpty)
        // The fitted size depends on the text metrics: the title ends narrower than the width.
        let fitted = freshRun("title-fitting", width: 300, context: context)
        #expect(fitted.report.frames == 2)
        #expect(Variants.fontSize(fitted.snapshot) != "34 pt")
    }

    @Test("ViewThatFits fixes the title: one pass everywhere, no finding")
    func titleFix() {
        let report = labCheck("title-fits", widths: 80...400, step: 20).run()
        #expect(report.findings.isEmpty, "\(report.verdict)")
    }

    @Test("the caption chain needs three passes: the first frame shows the caption without its bar")
    func captionChain() throws {
        let report = labCheck("caption-chain", widths: 200...400, step: 100).run()
        let flicker = try #require(report.findings(.flicker).first)
        #expect(flicker.widths == 200...400)
        #expect(flicker.summary.contains("each a different layout"))
        #expect(flicker.shownFrames.count == 2)
        #expect(flicker.shownFrames[0].hasPrefix("frame 1 (after pass 2)") && !flicker.shownFrames[0].contains("o Revenue"))
        #expect(flicker.shownFrames[1].contains("o Revenue"))
        #expect(flicker.details.contains("pass 3 (frame 2, state changed): state captionHeight of CaptionedTitle = 55.195"))
        #expect(report.findings(.frameLimit).isEmpty)
        #expect(report.findings(.nonConvergence).isEmpty)
        #expect(report.bands.allSatisfy { $0.outcome == RunOutcome(passes: 3, frames: 2, converged: true, hitFrameLimit: false) })
    }

    @Test("the caption chain as one Layout: one pass, same layout as the chain's fixed point, no finding")
    func captionFix() {
        let report = labCheck("caption-layout", widths: 200...400, step: 100).run()
        #expect(report.findings.isEmpty, "\(report.verdict)")
        #expect(report.bands.allSatisfy { $0.outcome.passes == 1 })
        let chain = freshRun("caption-chain", width: 320, context: context).snapshot
        let twin = freshRun("caption-layout", width: 320, context: context).snapshot
        #expect(Variants.captionBar(twin) == "bar matches caption")
        #expect(abs(chain.size.height - twin.size.height) < 0.001)
    }
}
