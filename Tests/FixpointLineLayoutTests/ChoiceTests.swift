import Fixpoint
import FixpointLineLayout
import FixpointTesting
import Foundation
import Testing

// `.or`: the first alternative whose lines all fit wins, the last is the fallback; and on the
// flight screen each level is chosen exactly when the wider one stops fitting, at the widths the
// text metrics give (±0.001).

@Suite("Line library: alternatives")
struct ChoiceTests {
    @Test("the first alternative that fits wins; the last is the fallback even when too wide")
    func firstFitAndFallback() {
        let layout = label("abcdefgh").or(label("abcde")).or(label("abcdefghijkl"))
        let container = LayoutContainer(layout)
        #expect(container.chosenAlternatives(width: 80, environment: monospace).map(\.chosen) == [0])
        #expect(container.chosenAlternatives(width: 79.999, environment: monospace).map(\.chosen) == [1])
        #expect(container.chosenAlternatives(width: 50, environment: monospace).map(\.chosen) == [1])
        let fallback = container.chosenAlternatives(width: 49.999, environment: monospace)
        #expect(fallback.map(\.chosen) == [2])
        #expect(fallback[0].fits == false && fallback[0].requiredWidths == [80, 50, 120])
        #expect(fallback[0].count == 3 && fallback[0].path == "LayoutContainer")
        #expect(container.snapshot(width: 49.999, environment: monospace).node(text: "abcdefghijkl") != nil)
    }

    @Test("chained and nested .or flatten into one decision")
    func flattening() {
        let a = label("a"), b = label("b"), c = label("c")
        #expect(a.or(b).or(c) == .choice([a, b, c]))
        #expect(a.or(b.or(c)) == .choice([a, b, c]))
    }

    @Test("what precedes the choice on its line counts toward fitting")
    func prefixCounts() {
        let layout = label("abc") + label("defgh").or(label("d"))
        let container = LayoutContainer(layout)
        #expect(container.chosenAlternatives(width: 80, environment: monospace).map(\.chosen) == [0])
        #expect(container.chosenAlternatives(width: 79, environment: monospace).map(\.chosen) == [1])
        let decision = container.chosenAlternatives(width: 79, environment: monospace)[0]
        #expect(decision.requiredWidths == [80, 40] && decision.available == 79)
    }

    @Test("what follows the choice in its box counts too: + appends it to every alternative")
    func restCounts() {
        let layout = label("abcde").or(label("a")) + label("xyz")
        #expect(layout == .choice([label("abcde") + label("xyz"), label("a") + label("xyz")]))
        let container = LayoutContainer(layout)
        #expect(container.chosenAlternatives(width: 80, environment: monospace).map(\.chosen) == [0])
        #expect(container.chosenAlternatives(width: 79, environment: monospace).map(\.chosen) == [1])
        // A later line of an alternative must fit as well.
        let multiLine = LayoutContainer([label("ab"), label("abcdef")].vertical().or(label("z")))
        #expect(multiLine.chosenAlternatives(width: 59, environment: monospace).map(\.chosen) == [1])
    }

    @Test("a choice inside a box is decided at the box's width; a flexible box never overflows its line")
    func nestedBoxes() {
        let inner = label("abcdefgh").or(label("abc")).box(wrapper: UIView(backgroundColor: .red), width: .flexible(min: 0))
        let layout = inner.or(label("fallback"))
        let choices = LayoutContainer(layout).chosenAlternatives(width: 60, environment: monospace)
        // The outer choice keeps the box (minimum 0); inside, 60 − 16 leaves room for "abc" only.
        #expect(choices.map(\.chosen) == [0, 1])
        #expect(choices.map(\.path) == ["LayoutContainer", "LayoutContainer/line/box"])
        #expect(choices[1].available == 44)
    }

    @Test("choices inside losing alternatives are not reported")
    func onlyChosenPath() {
        // The first alternative's box holds a choice of its own (both too wide: the fallback, 70),
        // so the box is 70 wide and the alternative loses at 50; its inner choice is dropped.
        let layout = label("abcdefgh").or(label("abcdefg")).box().or(label("x").or(label("y")).box())
        let choices = LayoutContainer(layout).chosenAlternatives(width: 50, environment: monospace)
        #expect(choices.map(\.chosen) == [1, 0])
        #expect(choices.map(\.path) == ["LayoutContainer", "LayoutContainer/line/box"])
    }

    @Test("airports: side by side exactly down to the width the metrics give, stacked below",
          arguments: DynamicTypeSize.allCases)
    func airportsSwitch(size: DynamicTypeSize) {
        let threshold = DerivedThresholds(size).sideBySide
        #expect(FlightLines.variant(width: threshold, dynamicTypeSize: size).airports == .sideBySide)
        #expect(FlightLines.variant(width: threshold - 0.001, dynamicTypeSize: size).airports == .stacked)
        #expect(isClose(FlightLines.thresholds(dynamicTypeSize: size).sideBySide, threshold, tolerance: 1e-9))
    }

    @Test("metadata: 1×4 down to its width, then 2×2 down to its width, then 4×1",
          arguments: DynamicTypeSize.allCases)
    func metadataSwitch(size: DynamicTypeSize) {
        let derived = DerivedThresholds(size)
        #expect(FlightLines.variant(width: derived.oneByFour, dynamicTypeSize: size).metadata == .oneByFour)
        #expect(FlightLines.variant(width: derived.oneByFour - 0.001, dynamicTypeSize: size).metadata == .twoByTwo)
        #expect(FlightLines.variant(width: derived.twoByTwo, dynamicTypeSize: size).metadata == .twoByTwo)
        #expect(FlightLines.variant(width: derived.twoByTwo - 0.001, dynamicTypeSize: size).metadata == .fourByOne)
        let computed = FlightLines.thresholds(dynamicTypeSize: size)
        #expect(isClose(computed.oneByFour, derived.oneByFour, tolerance: 1e-9) && isClose(computed.twoByTwo, derived.twoByTwo, tolerance: 1e-9))
    }

    @Test("at the default size the switches are at 174.856, 283.438 and 146.754")
    func defaultSizeNumbers() {
        let derived = DerivedThresholds(.large)
        #expect(isClose(derived.sideBySide, 174.856))
        #expect(isClose(derived.oneByFour, 283.438))
        #expect(isClose(derived.twoByTwo, 146.754))
        let decision = FlightLines.layout(width: 390, dynamicTypeSize: .large).choices(at: FlightLines.metadataPath)[0]
        #expect(decision.available == 374 && isClose(decision.requiredWidths[0], 267.438))
    }
}
