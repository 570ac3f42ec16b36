import Fixpoint
import FixpointGallery
import FixpointLab
import Foundation
import Testing

/// The seed HeightSyncedRow only grows its height, so a host's history shows in its layout; the
/// check finds that and the smallest resize that shows it, and finds nothing of the kind in the
/// one-pass twin.
@Suite("convergence check: hysteresis")
struct HysteresisTests {
    let context = CheckContext(preset: .iOS, dynamicTypeSize: .large)

    @Test("HeightSyncedRow: widening a row leaves it taller than a fresh row, found with a one-resize path")
    func heightSyncedRow() throws {
        let report = labCheck("heights", widths: 240...358, step: 20).run()
        let findings = report.findings(.hysteresis)
        let widening = try #require(findings.first { ($0.resizePath?.first ?? 0) < ($0.resizePath?.last ?? 0) })
        let path = try #require(widening.resizePath)
        #expect(path.count == 2)
        // The path shows it: the resized row is taller than a fresh one.
        let (resized, fresh) = resizedAndFresh("heights", path: path, context: context)
        #expect(!sameFrames(resized, fresh))
        #expect(resized[0].height > fresh[0].height + 1)
        // It is the smallest resize: starting a bisection step (0.02 pt) closer shows nothing.
        let closer = resizedAndFresh("heights", path: [path[0] + 0.02, path[1]], context: context)
        #expect(sameFrames(closer.resized, closer.fresh))
        #expect(widening.reproduction.command == "fixpoint check heights --path \(path.map { NumberFormat.string($0) }.joined(separator: ",")) --environment iOS --dynamic-type large")
        #expect(widening.reproduction.test.contains("resized.proposal = ProposedViewSize(width: \(NumberFormat.string(path[1])), height: nil)"))
        // The row converges everywhere in one frame of two passes: hysteresis is its only problem.
        #expect(report.problems.allSatisfy { $0.kind == .hysteresis })
        #expect(report.bands.allSatisfy { $0.outcome == RunOutcome(passes: 2, frames: 1, converged: true, hitFrameLimit: false) })
    }

    @Test("an explicit resize path is checked and reported as given when it shows hysteresis")
    func explicitPath() throws {
        var check = labCheck("heights", widths: 300...358, step: 100)
        check.resizePaths = [[240, 358]]
        let report = check.run()
        #expect(report.findings(.hysteresis).contains { $0.details.first?.hasPrefix("found along the path 240 → 358") == true })
    }

    @Test("the one-pass twin EqualHeightRow has no hysteresis and no problem at all")
    func twin() {
        let report = labCheck("heights-twin", widths: 240...358, step: 20).run()
        #expect(report.isClean, "\(report.verdict)")
        #expect(report.bands.allSatisfy { $0.outcome.passes == 1 && $0.outcome.frames == 1 })
    }
}
