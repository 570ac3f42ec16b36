import Fixpoint
import FixpointLineLayout
import FixpointRender
import FixpointTesting
import Foundation
import Testing

// LineLayoutView: the line library inside Fixpoint's engine. Its frames must be the UIKit-style
// container's, in one pass, at every width and Dynamic Type size the README's table uses.

/// One engine run of `LineLayoutView(layout)` at `width` (nil: unspecified).
private struct HostedLines {
    let snapshot: LayoutSnapshot
    let report: UpdateReport

    init(_ layout: LineLayout, width: CGFloat?, environment: EnvironmentValues = .iOS) {
        let host = ViewHost(LineLayoutView(layout), proposal: ProposedViewSize(width: width, height: nil),
                            environment: environment)
        report = host.run()
        snapshot = host.snapshot
    }

    /// The visible (non-empty) texts by text, with their frames.
    var textFrames: [String: CGRect] {
        var frames: [String: CGRect] = [:]
        for node in snapshot.nodes where node.typeName == "Text" && node.frame.size != .zero {
            frames[node.fullText ?? ""] = node.frame
        }
        return frames
    }
}

/// The reference container's label frames by text.
private func labelFrames(_ snapshot: LayoutSnapshot) -> [String: CGRect] {
    var frames: [String: CGRect] = [:]
    for node in snapshot.nodes(typeName: "Label") { frames[node.fullText ?? ""] = node.frame }
    return frames
}

@Suite("LineLayoutView: the line library in the engine")
struct LineLayoutViewTests {
    static let sizes: [DynamicTypeSize] = [.xSmall, .large, .xxLarge, .accessibility1, .accessibility3,
                                           .accessibility4, .accessibility5]

    @Test("the flight screen: same size, text frames and card frames as LayoutContainer, in one pass",
          arguments: FlightLines.widths, sizes)
    func flightFrames(width: CGFloat, size: DynamicTypeSize) {
        var environment = EnvironmentValues.iOS
        environment.dynamicTypeSize = size
        let hosted = HostedLines(Flight.article.layout, width: width, environment: environment)
        let reference = FlightLines.layout(width: width, dynamicTypeSize: size).snapshot
        #expect(hosted.report.converged && hosted.report.passes == 1 && hosted.report.frames == 1)
        #expect(hosted.report.bodyEvaluations(of: LineLayoutView.self) == 1)
        #expect(hosted.report.diagnostics.isEmpty)
        #expect(isClose(hosted.snapshot.size.width, reference.size.width))
        #expect(isClose(hosted.snapshot.size.height, reference.size.height))
        let expected = labelFrames(reference)
        let actual = hosted.textFrames
        #expect(expected.count == 14 && Set(actual.keys) == Set(expected.keys))
        for (text, frame) in expected {
            #expect(actual[text].map { isClose($0, frame) } == true, "\(text) at \(width), \(size)")
        }
        for node in hosted.snapshot.nodes where node.typeName == "Text" {
            #expect(node.text == node.fullText, "labels never truncate")
        }
        let cards = hosted.snapshot.nodes(typeName: "RoundedRectangle").map(\.frame)
        let wrappers = reference.nodes(typeName: "Wrapper").map(\.frame)
        #expect(cards.count == 2 && wrappers.count == 2)
        #expect(zip(cards, wrappers).allSatisfy { isClose($0, $1) })
    }

    @Test("one subview per label and wrapper: two cards, then fourteen labels")
    func slots() {
        let slots = LineSlot.slots(of: Flight.article.layout)
        #expect(slots.count == 16)
        #expect(slots.prefix(2).allSatisfy { if case .wrapper = $0.element { true } else { false } })
        #expect(slots.allSatisfy { $0.occurrence == 0 })
    }

    @Test("labels of a losing alternative get zero frames; repeated labels get one subview each")
    func unusedAndRepeated() {
        let layout = (label("A") + label("B") + label("A")).or(label("C") + label("A"))
        #expect(LineSlot.slots(of: layout).count == 4)
        let wide = HostedLines(layout, width: 300, environment: monospace)
        #expect(wide.snapshot.nodes(typeName: "Text").filter { $0.frame.size != .zero }.map(\.frame.minX).sorted()
            == [0, 10, 20])
        #expect(wide.snapshot.nodes(typeName: "Text").first { $0.fullText == "C" }?.frame.size == .zero)
        let narrow = HostedLines(layout, width: 25, environment: monospace)
        #expect(narrow.textFrames.keys.sorted() == ["A", "C"])
        #expect(narrow.textFrames["A"]?.minX == 10)
    }

    @Test("a nil width proposal takes the ideal width: the widest line's minimum")
    func idealWidth() {
        let layout = [label("Hello"), label("Hi") + .space(.flexible(min: 5), label("!"))].vertical(space: 4)
        let hosted = HostedLines(layout, width: nil, environment: monospace)
        #expect(LayoutContainer(layout).idealWidth(environment: monospace) == 50)
        #expect(hosted.snapshot.size == CGSize(width: 50, height: 44))
        #expect(hosted.textFrames["!"] == CGRect(x: 40, y: 24, width: 10, height: 20))
        #expect(LayoutContainer(Flight.article.layout).idealWidth() == 0)
    }

    @Test("the hosted screen renders: cards behind labels in ASCII and SVG")
    func renders() {
        let hosted = HostedLines(Flight.article.layout, width: 390)
        let ascii = ASCIIRenderer().render(hosted.snapshot)
        #expect(ascii.contains("TXL") && ascii.contains("BOARDING"))
        let svg = SVGRenderer().render(hosted.snapshot)
        #expect(svg.contains("#808080") && svg.contains("#ff0000"))
    }
}
