import Fixpoint
import FixpointLineLayout
import FixpointTesting
import Foundation
import Testing

// Line semantics of seed 002's layout library: lines, concatenation, boxes, flexible spaces,
// centring and the placement of wrapped boxes. Most cases use a 10-pt monospace measurer.

@Suite("Line library: lines, boxes, spaces and centring")
struct LineSemanticsTests {
    @Test("the concatenation quirk: \"To\" continues the origin's last line, after its time")
    func concatenationQuirk() {
        let result = LayoutContainer(FlightLines.airportsStage(boxed: false)).layout(width: 390, dynamicTypeSize: .large)
        let snapshot = result.snapshot
        #expect(snapshot.nodes(typeName: "line").count == 5)
        let time = snapshot.frame(of: "7:00 AM"), to = snapshot.frame(of: "To")
        #expect(snapshot.node(text: "To")!.path == "LayoutContainer/line[2]/Label[1]")
        #expect(snapshot.node(text: "7:00 AM")!.path == "LayoutContainer/line[2]/Label[0]")
        #expect(to.minY == time.minY)
        // The flexible space takes all that is left, so "To" ends flush with the container.
        #expect(isClose(time.width, Units.time * 17 / 1000))
        #expect(isClose(to.maxX, 390))
        #expect(isClose(snapshot.frame(of: "CDG").minY, to.maxY))
        #expect(isClose(snapshot.frame(of: "CDG").minX, 0))
    }

    @Test("box() fixes it: each airport is one element, both on the first line")
    func boxFix() {
        let snapshot = LayoutContainer(FlightLines.airportsStage(boxed: true)).layout(width: 390, dynamicTypeSize: .large).snapshot
        #expect(snapshot.nodes(typeName: "line").filter { $0.depth == 1 }.count == 1)
        let boxes = snapshot.nodes(typeName: "box")
        #expect(boxes.map(\.path) == ["LayoutContainer/line/box[0]", "LayoutContainer/line/box[1]"])
        // A box is as wide as its widest line: the time at the origin, CDG at the destination.
        #expect(isClose(boxes[0].frame.width, Units.time * 17 / 1000))
        #expect(isClose(boxes[1].frame.width, Units.cdg * 34 / 1000))
        #expect(isClose(boxes[1].frame.maxX, 390))
        #expect(snapshot.frame(of: "From").minY == 0 && snapshot.frame(of: "To").minY == 0)
        #expect(snapshot.node(text: "To")!.path == "LayoutContainer/line/box[1]/line[0]/Label")
        // Three lines per box, each one label line high.
        let line = 17 * 1.149902, title = 34 * 1.149902
        #expect(isClose(boxes[0].frame.height, 2 * line + title))
    }

    @Test("+ joins the last line of the left side to the first line of the right side")
    func concatenation() {
        let layout = [label("ab"), label("cd")].vertical() + [label("ef"), label("gh")].vertical()
        let snapshot = LayoutContainer(layout).snapshot(width: 100, environment: monospace)
        #expect(snapshot.nodes(typeName: "line").map { $0.frame.minY } == [0, 20, 40])
        #expect(snapshot.frame(of: "ef") == CGRect(x: 20, y: 20, width: 20, height: 20))
        #expect(snapshot.frame(of: "gh") == CGRect(x: 0, y: 40, width: 20, height: 20))
    }

    @Test("newlines start the next line their spacing below the tallest element of the line")
    func newlineSpacing() {
        let layout = [label("a") + label("b").box(wrapper: UIView(backgroundColor: .red)), label("c")].vertical(space: 10)
        let snapshot = LayoutContainer(layout).snapshot(width: 100, environment: monospace)
        // The wrapped box is 20 + 8 + 8 high, so "c" starts at 36 + 10.
        #expect(snapshot.frame(of: "c").minY == 46)
        #expect(snapshot.size == CGSize(width: 100, height: 66))
    }

    @Test("flexible spaces share what is left on their line equally, above their minimum")
    func flexibleSpaces() {
        let layout = [label("ab"), label("c"), label("def")].horizontal(space: .flexible(min: 10))
        let snapshot = LayoutContainer(layout).snapshot(width: 200, environment: monospace)
        let spaces = snapshot.nodes(typeName: "space")
        // 60 of labels + 2 × 10 of minimums leaves 120: 60 more each.
        #expect(spaces.map(\.frame.width) == [70, 70])
        #expect(snapshot.frame(of: "c").minX == 90)
        #expect(snapshot.frame(of: "def").maxX == 200)
        #expect(spaces.allSatisfy { $0.frame.height == 20 })
    }

    @Test("absolute spaces keep their width; flexible boxes share with flexible spaces")
    func mixedWidths() {
        let layout = label("a") + .space(.absolute(15), .empty) + label("b")
            + .space(.flexible(min: 5), .empty) + label("c").box(width: .flexible(min: 0))
        let snapshot = LayoutContainer(layout).snapshot(width: 100, environment: monospace)
        // 20 of labels + 15 + 5 + the box's minimum 0 leaves 60 for two flexible elements: 30 each.
        #expect(snapshot.nodes(typeName: "space").map(\.frame.width) == [15, 35])
        #expect(snapshot.nodes(typeName: "box")[0].frame == CGRect(x: 70, y: 0, width: 30, height: 20))
    }

    @Test("a line wider than its container overflows; flexible spaces stay at their minimum")
    func overflow() {
        let layout = [label("abcdef"), label("ghijkl")].horizontal(space: .flexible(min: 20))
        let snapshot = LayoutContainer(layout).snapshot(width: 100, environment: monospace)
        #expect(snapshot.nodes(typeName: "space")[0].frame.width == 20)
        #expect(snapshot.frame(of: "ghijkl").maxX == 140)
        #expect(snapshot.size.width == 100)
    }

    @Test("centered puts an element in the middle of its line")
    func centring() {
        let snapshot = LayoutContainer(label("abc").centered).snapshot(width: 100, environment: monospace)
        #expect(snapshot.frame(of: "abc").minX == 35)
        let lines = LayoutContainer([label("abc").centered, label("abcdefg").centered].vertical().box())
            .snapshot(width: 300, environment: monospace)
        // In a box as wide as its widest line (70), the shorter label sits 20 in.
        #expect(lines.frame(of: "abc").minX == 20)
        #expect(lines.frame(of: "abcdefg").minX == 0)
    }

    @Test("the airport cards centre their labels in the box, and the stacked cards in the card")
    func flightCentring() {
        let snapshot = FlightLines.layout(width: 390, dynamicTypeSize: .large).snapshot
        let originBox = snapshot.node(path: "LayoutContainer/line[0]/box/line/box[0]")!.frame
        #expect(isClose(snapshot.frame(of: "From").midX, originBox.midX))
        #expect(isClose(snapshot.frame(of: "TXL").midX, originBox.midX))
        let stacked = FlightLines.layout(width: 320, dynamicTypeSize: .accessibility3).snapshot
        let card = stacked.node(path: FlightLines.airportsPath)!.frame
        #expect(isClose(stacked.frame(of: "CDG").midX, card.midX))
        #expect(isClose(stacked.frame(of: "TXL").midX, card.midX))
    }

    @Test("a wrapper adds its margins around the contents and is drawn behind them")
    func wrapper() {
        let background = UIView(backgroundColor: .gray, cornerRadius: 10)
        let snapshot = LayoutContainer(label("abc").box(wrapper: background, width: .absolute(100)))
            .snapshot(width: 300, environment: monospace)
        let box = snapshot.node(path: "LayoutContainer/line/box")!
        let fill = snapshot.node(path: "LayoutContainer/line/box/Wrapper")!
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 36))
        #expect(fill.frame == box.frame && fill.isBackgroundLayer)
        #expect(fill.drawing.content == .shape(.roundedRectangle(cornerRadius: 10), fill: UIColor.gray.rgba))
        #expect(snapshot.frame(of: "abc") == CGRect(x: 8, y: 8, width: 30, height: 20))
        #expect(snapshot.node(path: "LayoutContainer/line/box/line")!.frame.width == 84)
    }

    @Test("labels are Text-like nodes: full text, single line, colour and point size of their style")
    func labels() {
        let snapshot = LayoutContainer(UILabel(text: "TXL", size: .largeTitle, textColor: .white).layout)
            .snapshot(width: 390)
        let node = snapshot.node(text: "TXL")!
        guard case let .text(text) = node.drawing.content else {
            Issue.record("a label draws text")
            return
        }
        #expect(text.lines == ["TXL"] && text.fontSize == 34 && text.color == UIColor.white.rgba)
        #expect(isClose(node.frame.width, Units.txl * 34 / 1000) && isClose(node.frame.height, 34 * 1.149902))
        #expect(node.fullText == "TXL" && node.typeName == "Label")
    }

    @Test(".empty lays out as one empty line, and + has .empty as its identity")
    func empty() {
        let snapshot = LayoutContainer(.empty).snapshot(width: 50)
        #expect(snapshot.nodes.map(\.path) == ["LayoutContainer", "LayoutContainer/line"])
        #expect(snapshot.size == CGSize(width: 50, height: 0))
        #expect(.empty + label("a") == label("a"))
        #expect(label("a") + .empty == label("a"))
        #expect([LineLayout]().horizontal() == .empty && [LineLayout]().vertical() == .empty)
    }
}
