import Fixpoint
import FixpointGallery
import FixpointTesting
import Foundation
import Testing

private func run(_ name: String, width: CGFloat, environment: EnvironmentValues? = nil) -> GalleryReport.Entry {
    GalleryReport.entry(ExampleCatalog.example(named: name)!, width: width, environment: environment)
}


/// The visible text frames of a snapshot by their full text, in pre-order.
private func textFrames(_ snapshot: LayoutSnapshot) -> [String: CGRect] {
    var result: [String: CGRect] = [:]
    for node in snapshot.nodes where node.fullText != nil && !node.isHidden {
        result[node.fullText!] = node.frame
    }
    return result
}

@Suite("Articles: the outcomes the articles report")
struct ArticleOutcomesTests {
    @Test("AirplaneView: centred at 250 and 200", arguments: [250.0, 200])
    func airplaneCentred(width: Double) {
        let entry = run("airplane", width: CGFloat(width))
        #expect(entry.variant == "centred")
        #expect(entry.report.passes == 2 && entry.report.converged)
    }

    @Test("AirplaneView: off-centre at 175 and below (13 pt)", arguments: [175.0, 150, 125, 100])
    func airplaneOffCentre(width: Double) {
        let entry = run("airplane", width: CGFloat(width))
        #expect(entry.variant.hasPrefix("off-centre"))
        #expect(entry.report.passes == 2)
    }

    @Test("AirplaneView: the sweep finds the switch between 175 and 200, at 2 × San Francisco + ✈️")
    func airplaneSwitch() {
        let (rows, switches) = Sweep(example: ExampleCatalog.example(named: "airplane")!, from: 150, to: 250, step: 25).run()
        #expect(rows.map(\.variant) == ["off-centre", "off-centre", "centred", "centred", "centred"])
        let change = switches.first { $0.upperVariant == "centred" }!
        #expect(change.below >= 175 && change.above <= 200)
        let expected = 2 * 83.083 + 13
        #expect(change.below <= expected + 0.01 && change.above >= expected - 0.01)
        #expect(Sweep.table(rows: rows, switches: switches).contains("switch: off-centre up to "))
    }

    @Test("the stages: spacers never centre, frames always centre (and truncate)")
    func airplaneStages() {
        #expect(run("airplane-spacers", width: 250).variant == "off-centre")
        #expect(run("airplane-frames", width: 250).variant == "centred")
        #expect(run("airplane-frames", width: 175).variant == "centred, truncated")
        let measured = run("airplane-measured", width: 175)
        #expect(measured.variant == "centred, truncated" && measured.report.passes == 2)
    }

    @Test("BarLayout: the trailing label ends at a wide bar's end; with a narrow bar the labels sit side by side")
    func bars() {
        #expect(run("bar-wide", width: 380).variant == "trailing label at bar end")
        #expect(run("bar", width: 380).variant == "labels side by side")
    }

    @Test("BarLayout next steps: the bar is 3/4 of the width and the less important label truncates first")
    func barNextSteps() {
        let entry = run("bar-next", width: 380)
        let bar = entry.snapshot.nodes.last { $0.typeName == "Color" && $0.frame.height == 8 }!
        #expect(isClose(bar.frame.width, 150))
        let host = ViewHost(BarNextStepsView(width: 120, trailingIsImportant: true))
        host.run()
        let texts = host.snapshot.nodes.filter { $0.fullText != nil }
        #expect(texts.first { $0.fullText == "Trailing Label" }?.text == "Trailing Label")
        #expect(texts.first { $0.fullText == "Leading Label" }?.text != "Leading Label")
    }

    @Test("HeightSyncedRow: equal badge heights in two passes; the stages are uneven", arguments: [358.0, 300, 240])
    func heights(width: Double) {
        let entry = run("heights", width: CGFloat(width))
        #expect(entry.variant == "3 equal heights")
        #expect(entry.report.passes == 2)
        #expect(run("heights-unsynced", width: CGFloat(width)).variant == "3 uneven heights")
        let red = run("heights-red", width: CGFloat(width))
        #expect(red.report.passes == 2)
        #expect(red.variant == "secondary 3 uneven heights, red 3 equal heights")
    }
}

@Suite("One-pass twins")
struct TwinTests {
    @Test("AirplaneLayout gives the measured AirplaneView's text frames in one pass",
          arguments: [250.0, 200, 180, 179, 175, 150, 125, 100])
    func airplane(width: Double) {
        let original = run("airplane", width: CGFloat(width))
        let twin = run("airplane-twin", width: CGFloat(width))
        #expect(original.report.passes == 2)
        #expect(twin.report.passes == 1)
        let a = textFrames(original.snapshot)
        let b = textFrames(twin.snapshot)
        #expect(Set(a.keys) == Set(b.keys))
        for (text, frame) in a {
            let other = b[text]!
            #expect(isClose(frame.minX, other.minX) && isClose(frame.width, other.width), "\(text) at \(width): \(frame) vs \(other)")
        }
        #expect(original.variant == twin.variant)
    }

    @Test("EqualHeightRow gives HeightSyncedRow's frames in one pass", arguments: [358.0, 300, 240])
    func heights(width: Double) {
        let original = run("heights", width: CGFloat(width))
        let twin = run("heights-twin", width: CGFloat(width))
        #expect(original.report.passes == 2 && twin.report.passes == 1)
        let a = textFrames(original.snapshot)
        let b = textFrames(twin.snapshot)
        for (text, frame) in a {
            #expect(isClose(frame.minX, b[text]!.minX) && isClose(frame.minY, b[text]!.minY) && isClose(frame.width, b[text]!.width))
        }
        let heightsA = original.snapshot.nodes.filter { $0.isBackgroundLayer && $0.typeName == "Color" }.map(\.frame.height)
        let heightsB = twin.snapshot.nodes.filter { $0.isBackgroundLayer && $0.typeName == "Color" }.map(\.frame.height)
        #expect(heightsA.count == 3 && heightsB.count == 3)
        #expect(zip(heightsA, heightsB).allSatisfy { isClose($0, $1) })
    }
}

@Suite("Flight card (seed 002 with ViewThatFits)")
struct FlightCardTests {
    /// An oracle from the text metrics alone: which alternatives fit at `width`, inside the
    /// cards' 8-point margins.
    private func expected(width: CGFloat, size: DynamicTypeSize) -> String {
        let measurer = SansTextMeasurer()
        func points(_ style: Font) -> CGFloat { style.resolve(platform: .iOS, dynamicTypeSize: size).pointSize }
        func w(_ text: String, _ style: Font) -> CGFloat {
            text.reduce(0) { $0 + measurer.advance(of: $1, pointSize: points(style)) }
        }
        let origin = [w("From", .body), w("TXL", .largeTitle), w("7:00 AM", .body)].max()!
        let destination = [w("To", .body), w("CDG", .largeTitle), w("9:00 AM", .body)].max()!
        let inner = width - 16
        let airports = origin + 20 + destination <= inner ? "airports side by side" : "airports stacked"
        let items = FlightInfo.article.metaData.map { max(w($0.0, .caption), w($0.1, .body)) }
        let meta: String
        if items.reduce(0, +) + 60 <= inner {
            meta = "metadata 1×4"
        } else if max(items[0] + items[1], items[2] + items[3]) + 20 <= inner {
            meta = "metadata 2×2"
        } else {
            meta = "metadata 4×1"
        }
        return "\(airports), \(meta)"
    }

    @Test("each Dynamic Type size chooses what fits", arguments: DynamicTypeSize.allCases)
    func dynamicType(size: DynamicTypeSize) {
        for width: CGFloat in [320, 390, 430] {
            var environment = EnvironmentValues.iOS
            environment.dynamicTypeSize = size
            let entry = run("flight", width: width, environment: environment)
            #expect(entry.variant == expected(width: width, size: size), "\(size) at \(width)")
            #expect(entry.report.passes == 1)
        }
    }

    @Test("growing text walks through the three metadata variants at 320")
    func allVariantsOccur() {
        var variants: [String] = []
        for size in DynamicTypeSize.allCases {
            var environment = EnvironmentValues.iOS
            environment.dynamicTypeSize = size
            let meta = String(run("flight", width: 320, environment: environment).variant.split(separator: ", ")[1])
            if variants.last != meta { variants.append(meta) }
        }
        #expect(variants == ["metadata 1×4", "metadata 2×2", "metadata 4×1"])
    }
}
