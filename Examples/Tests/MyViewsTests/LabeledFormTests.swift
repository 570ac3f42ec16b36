import FixpointTesting
import MyViews
import SwiftUI
import Testing

@Suite("LabeledForm: measured, then re-rendered")
struct LabeledFormTests {
    @Test("it takes two passes in one frame: one to measure the labels, one to lay out with the width")
    func passes() {
        let (_, report) = hosted(LabeledForm(fields: .sample), width: 320)
        #expect(report.passes == 2)
        #expect(report.frames == 1)
        #expect(report.bodyEvaluations(of: LabeledForm.self) == 2)
        #expect(report.diagnostics.isEmpty)
    }

    @Test("every value starts where the widest label ends, plus the spacing", arguments: [320, 240] as [CGFloat])
    func valuesAligned(width: CGFloat) {
        let (snapshot, _) = layOut(LabeledForm(fields: .sample), width: width)
        let widest = snapshot.frame(of: "Email address")
        for field in [Field].sample {
            expectClose(snapshot.frame(of: field.value).minX, widest.maxX + 12)
            expectClose(snapshot.frame(of: field.label).maxX, widest.maxX)
        }
    }

    @Test("a second run with nothing changed evaluates no body")
    func idle() {
        let (host, _) = hosted(LabeledForm(fields: .sample), width: 320)
        let again = host.run()
        #expect(again.passes <= 1)
        #expect(again.totalBodyEvaluations == 0)
    }

    @Test("goldens: the frames, the picture and the trace")
    func goldens() {
        let (host, report) = hosted(LabeledForm(fields: .sample), width: 320)
        assertSnapshot(of: host.snapshot, as: .tree, named: "labeled-form")
        assertSnapshot(of: host.snapshot, as: .ascii, named: "labeled-form")
        assertSnapshot(of: report.trace, as: .trace, named: "labeled-form")
    }
}

@Suite("LabeledFormColumns: the one-pass twin")
struct LabeledFormColumnsTests {
    @Test("one pass, and the same frames for every text as the measured form", arguments: [320, 240] as [CGFloat])
    func sameFrames(width: CGFloat) {
        let (measured, _) = layOut(LabeledForm(fields: .sample), width: width)
        let (twin, report) = layOut(LabeledFormColumns(fields: .sample), width: width)
        #expect(report.passes == 1)
        for field in [Field].sample {
            expectClose(twin.frame(of: field.label), measured.frame(of: field.label))
            expectClose(twin.frame(of: field.value), measured.frame(of: field.value))
        }
    }

    @Test("golden: the frames")
    func golden() {
        let (snapshot, _) = layOut(LabeledFormColumns(fields: .sample), width: 320)
        assertSnapshot(of: snapshot, as: .tree, named: "labeled-form-columns")
    }
}
