import Fixpoint
import FixpointGallery
import Foundation
import Testing

@Suite("ViewHost.runRecordingPassSnapshots")
struct PassSnapshotTests {
    /// The measured AirplaneView at 175 pt: two passes, the second re-rendering with the widths.
    static func host() -> ViewHost {
        ViewHost(AirplaneView(), proposal: ProposedViewSize(width: 175, height: nil), environment: .macOS)
    }

    @Test("one snapshot per pass, numbered like the trace; the last is the host's snapshot")
    func onePerPass() throws {
        let host = Self.host()
        let (report, passes) = host.runRecordingPassSnapshots()
        #expect(report.passes == 2)
        #expect(passes.map(\.pass) == [1, 2])
        #expect(passes.map(\.frame) == [1, 1])
        #expect(passes.map(\.reason) == [.initial, .stateChanged])
        #expect(passes.last?.snapshot == host.snapshot)
        // After pass 1 the state still holds 0: the airplane sits where the spacers put it.
        let before = try #require(passes[0].snapshot.node(text: "✈️")?.frame)
        let after = try #require(passes[1].snapshot.node(text: "✈️")?.frame)
        #expect(before != after)
    }

    @Test("recording changes nothing about the run: same trace, counters and layout as run()")
    func sameRun() {
        let plain = Self.host()
        plain.traceDetail = .full
        let expected = plain.run()
        let recorded = Self.host()
        recorded.traceDetail = .full
        let (report, _) = recorded.runRecordingPassSnapshots()
        #expect(report.trace == expected.trace)
        #expect(report.statistics == expected.statistics)
        #expect(report.diagnostics == expected.diagnostics)
        #expect(recorded.snapshot == plain.snapshot)
    }

    @Test("each call records only its own run; run() afterwards records nothing")
    func ownRunOnly() {
        let host = Self.host()
        _ = host.runRecordingPassSnapshots()
        host.proposal = ProposedViewSize(width: 250, height: nil)
        let (report, passes) = host.runRecordingPassSnapshots()
        #expect(passes.count == report.passes)
        #expect(passes.first?.reason == .proposalChanged)
        #expect(passes.first?.pass == 1)
        host.proposal = ProposedViewSize(width: 100, height: nil)
        #expect(host.run().passes >= 1)
    }
}
