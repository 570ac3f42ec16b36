import Fixpoint
import Foundation
import Testing

/// A key whose value is an existential: the written values are of other types.
private struct LabelsKey: PreferenceKey {
    static var defaultValue: any Sendable { [String]() }
    static func reduce(value: inout any Sendable, nextValue: () -> any Sendable) {
        value = (value as? [String] ?? []) + (nextValue() as? [String] ?? [])
    }
}

/// Shows what `LabelsKey` combines to, in an overlay that reads it.
private struct LabelsShown: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.clear.frame(width: 10, height: 10).preference(key: LabelsKey.self, value: ["a"])
            Color.clear.frame(width: 10, height: 10).preference(key: LabelsKey.self, value: ["b", "c"])
                .transformPreference(LabelsKey.self) { $0 = ($0 as? [String] ?? []) + ["d"] }
        }
        .overlayPreferenceValue(LabelsKey.self) { Text(($0 as? [String] ?? []).joined(separator: ",")) }
    }
}

/// SwiftUI places no requirement on a preference key's value type: an existential works too.
@Suite("Preference keys with an existential value")
struct ExistentialPreferenceValueTests {
    @Test("values of an existential key are written, transformed, reduced and delivered", arguments: [TraceDetail.off, .full])
    func existentialValues(detail: TraceDetail) {
        let host = ViewHost(LabelsShown(), proposal: ProposedViewSize(width: 200, height: nil))
        host.traceDetail = detail
        let report = host.run()
        #expect(report.converged)
        #expect(report.passes == 1)
        // The overlay is as small as the writers: its text is truncated, its full text is the value.
        #expect(host.snapshot.nodes.contains { $0.fullText == "a,b,c,d" })
    }
}
