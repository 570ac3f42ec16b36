import Fixpoint
import FixpointGallery
import FixpointRender
import FixpointTesting
import Foundation
import Testing

/// The twin against the original, and the goldens of both at 220 pt: the first token complete,
/// three tokens shortened to their names, the ellipsis, two tokens dropped.
@Suite("Seed 003: TokenLineLayout, the one-pass twin, and goldens")
struct TokenLineTwinTests {
    @Test("same visible texts at the same frames, same symbols, same size; 2 passes against 1",
          arguments: TokenLineRuleTests.widths)
    func sameFrames(width: Double) {
        let measured = TokenLineRun(.measured, width: CGFloat(width))
        let twin = TokenLineRun(.layout, width: CGFloat(width))
        #expect(measured.report.passes == 2)
        #expect(twin.report.passes == 1)

        let original = measured.visibleTexts
        let oneP = twin.visibleTexts
        #expect(original.map(\.text) == oneP.map(\.text))
        for (a, b) in zip(original, oneP) {
            #expect(isClose(a.frame, b.frame), "\(a.text): \(a.frame) vs \(b.frame)")
        }
        let symbols = { (run: TokenLineRun) in run.content.items.filter { $0.label.hasPrefix("symbol:") } }
        #expect(symbols(measured).map(\.label) == symbols(twin).map(\.label))
        for (a, b) in zip(symbols(measured), symbols(twin)) {
            #expect(isClose(a.frame, b.frame), "\(a.label): \(a.frame) vs \(b.frame)")
        }
        #expect(isClose(measured.snapshot.size.width, twin.snapshot.size.width))
        #expect(isClose(measured.snapshot.size.height, twin.snapshot.size.height))
        #expect(isClose(measured.lineWidth, twin.lineWidth))
    }

    @Test("the twin proposes zero to dropped parts, so they show nothing")
    func droppedPartsAreEmpty() {
        let run = TokenLineRun(.layout, width: 180)
        let dropped = run.snapshot.nodes.filter { $0.typeName == "Text" && $0.fullText == "666" }
        #expect(dropped.count == 1)
        #expect(dropped.first?.frame.size == .zero)
        #expect(dropped.first?.text == "")
    }

    @Test("golden: each line's tree, ASCII drawing and SVG at 220 pt", arguments: [
        (TokenLineExample.Variant.measured, "token-line-220"), (.layout, "token-line-layout-220"),
    ])
    func golden(variant: TokenLineExample.Variant, name: String) {
        let run = TokenLineRun(variant, width: 220)
        #expect(run.summary == "4 tokens, labels on 1, ellipsis")
        assertSnapshot(of: run.snapshot, as: .tree, named: name)
        assertSnapshot(of: run.snapshot, as: .ascii, named: name)
        assertSnapshot(of: run.snapshot, as: .svg, named: name)
    }

    @Test("clipped by the tokens' corner radius, the measured line draws exactly as its twin")
    func sameDrawing() {
        let measured = TokenLineRun(.measured, width: 220).snapshot
        let twin = TokenLineRun(.layout, width: 220).snapshot
        #expect(ASCIIRenderer().render(measured) == ASCIIRenderer().render(twin))
    }
}
