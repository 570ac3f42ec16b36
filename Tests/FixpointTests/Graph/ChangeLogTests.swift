@testable import Fixpoint
import Foundation
import Testing

/// The change log names what kept changing in a non-converging run. Only the last passes a run
/// may take can end up in that message, so only they build the log's strings.
@Suite("Change log of a run")
struct ChangeLogTests {
    @Test("a run that converges after a state write and a binder change builds no change log")
    func convergingRunKeepsNoLog() throws {
        let host = ViewHost(GrowingLabel())
        #expect(host.run().converged)
        let report = try host.tap(buttonLabeled: "more")
        #expect(report.converged && report.passes == 2)
        #expect(host.snapshot.node(text: "Label!") != nil)
        #expect(!host.recorder.keepsChangeLog && host.recorder.changeLog.isEmpty)
    }

    @Test("the last passes of a run that does not converge keep their logs", arguments: [(2, 20), (3, 11), (1, 40)])
    func lastPassesKeepTheirLogs(passesPerFrame: Int, maxFrames: Int) {
        let host = ViewHost(Flipper(), policy: UpdatePolicy(passesPerFrame: passesPerFrame, maxFrames: maxFrames))
        let report = host.run()
        #expect(!report.converged && report.passes == passesPerFrame * maxFrames)
        #expect(host.recorder.keepsChangeLog && !host.recorder.changeLog.isEmpty)
        let message = report.diagnostics.last?.message ?? ""
        #expect(message.contains("Kept changing: "))
        #expect(message.contains("state wide of Flipper"))
        #expect(message.contains("The values repeat every"))
    }

    @Test("a policy allowing more passes than an Int counts runs without overflow")
    func unboundedPolicy() {
        let host = ViewHost(GrowingLabel(), policy: UpdatePolicy(passesPerFrame: .max, maxFrames: .max))
        let report = host.run()
        #expect(report.converged && report.passes == 2)
        #expect(!host.recorder.keepsChangeLog)
    }
}
