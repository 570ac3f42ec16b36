import FixpointFuzz
import Foundation
import Testing
@testable import Fixpoint

/// `ViewSpacing.union(of:)`, a container's default spacing, against adding the spacings one by
/// one with `formUnion(_:edges:)`.
@Suite("View spacing")
struct ViewSpacingTests {
    @Test("the union of many spacings is theirs added one by one", arguments: [0x5E10, 0x5E11, 0x5E12])
    func unionOfManyIsFormUnionInTurn(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let values: [ViewSpacing.EdgeValue?] = [nil, nil, .fixed(0), .fixed(4), .text(toOther: 6, toText: 2), .text(toOther: 3, toText: 9)]
        func anySpacing() -> ViewSpacing {
            var spacing = ViewSpacing()
            spacing.edges.setAll { _ in values[Int(random.next() % UInt64(values.count))] }
            return spacing
        }
        for _ in 0..<500 {
            let spacings = (0..<Int(random.next() % 5)).map { _ in anySpacing() }
            var expected = ViewSpacing()
            for spacing in spacings { expected.formUnion(spacing) }
            let union = ViewSpacing.union(of: spacings)
            for edge in [Edge.top, .leading, .bottom, .trailing] {
                #expect(union.edges[edge] == expected.edges[edge])
            }
            #expect(union.edges.isEmpty == expected.edges.isEmpty)
        }
    }

    @Test("a container of a text and a Spacer keeps the text's preferences where the Spacer has none")
    func textAndSpacer() {
        var text = ViewSpacing(), spacer = ViewSpacing()
        text.edges.setAll { _ in .text(toOther: 6, toText: 2) }
        spacer.edges.setAll { $0 == .leading || $0 == .trailing ? .fixed(0) : nil }
        let union = ViewSpacing.union(of: [text, spacer, text])
        #expect(union.edges[.top] == .text(toOther: 6, toText: 2))
        // A fixed 0 against a text's preferences: the text's (the larger kind).
        #expect(union.edges[.leading] == .text(toOther: 6, toText: 2))
        #expect(ViewSpacing.union(of: [ViewSpacing(), spacer]).edges[.leading] == .fixed(0))
        #expect(ViewSpacing.union(of: [ViewSpacing]()).edges.isEmpty)
    }
}
