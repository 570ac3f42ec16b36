@testable import Fixpoint
import Foundation
import Testing

/// A colour, and a shape type without stored properties drawn in the foreground style, lay out
/// and draw alike whatever their value: the nodes of such a type share one behaviour (its
/// record's `sharedBehavior`), and a node whose value needs its own gets one. A unary layout
/// modifier's behaviour is immutable: a node shares its type's most recent one when their
/// values lay out the same (`recentBehavior`).
@Suite("Shared behaviours")
struct SharedBehaviorTests {
    /// The behaviours of the live nodes named `name`, in id order.
    private static func behaviors(named name: String, in host: ViewHost) -> [ElementBehavior] {
        host.graph.liveNodes.values.sorted { $0.id < $1.id }.filter { $0.name == name }.compactMap(\.behavior)
    }

    @Test("plain shapes and colours share their type's behaviour; a styled, stroked or sized shape has its own")
    func sharing() {
        let host = ViewHost(VStack(spacing: 0) {
            Rectangle()
            Rectangle().frame(height: 5)
            Color.red
            Color.blue
            Circle().fill(Color.green)
            Circle().fill(Color.green)
            Rectangle().stroke(lineWidth: 2)
            RoundedRectangle(cornerRadius: 4)
        }, proposal: ProposedViewSize(width: 100, height: 400))
        host.run()
        // The third rectangle is the stroked one.
        let rectangles = Self.behaviors(named: "Rectangle", in: host)
        #expect(rectangles.count == 3)
        #expect(rectangles[0] === rectangles[1] && (rectangles[0] as? ShapeBehavior)?.isShared == true)
        #expect(rectangles[2] !== rectangles[0] && (rectangles[2] as? ShapeBehavior)?.isShared == false)
        let colors = Self.behaviors(named: "Color", in: host)
        #expect(colors.count == 2 && colors[0] === colors[1])
        let circles = Self.behaviors(named: "Circle", in: host)
        #expect(circles.count == 2 && circles[0] !== circles[1])
        #expect(circles.allSatisfy { ($0 as? ShapeBehavior)?.isShared == false })
        #expect(Self.behaviors(named: "RoundedRectangle", in: host).allSatisfy { ($0 as? ShapeBehavior)?.isShared == false })

        // Each still draws its own value.
        let snapshot = host.snapshot
        func drawings(_ type: String) -> [Drawing.Content?] { snapshot.nodes(typeName: type).map(\.drawing.content) }
        let primary = Drawing.Content.shape(.rectangle, fill: Color.primary.rgba)
        #expect(drawings("Color") == [.shape(.rectangle, fill: Color.red.rgba), .shape(.rectangle, fill: Color.blue.rgba)])
        #expect(drawings("Circle") == [.shape(.circle, fill: Color.green.rgba), .shape(.circle, fill: Color.green.rgba)])
        #expect(drawings("Rectangle").prefix(2) == [primary, primary])
        #expect(drawings("Rectangle").count == 3 && drawings("Rectangle")[2] != primary)
        #expect(drawings("RoundedRectangle") == [.shape(.roundedRectangle(cornerRadius: 4), fill: Color.primary.rgba)])
    }

    @Test("a node whose style comes and goes takes its own behaviour and gives it back; the shared one never changes")
    func styleComesAndGoes() {
        let model = StyleModel()
        let host = ViewHost(StyledRectangles(model: model), proposal: ProposedViewSize(width: 100, height: 100))
        host.run()
        func drawings() -> [Drawing.Content?] {
            host.snapshot.nodes.filter { $0.typeName == "Rectangle" }.map { $0.drawing.content }
        }
        let primary = Drawing.Content.shape(.rectangle, fill: Color.primary.rgba)
        let red = Drawing.Content.shape(.rectangle, fill: Color.red.rgba)
        #expect(drawings() == [primary, primary])
        model.styled = true
        host.run()
        #expect(drawings() == [red, primary])
        let styled = Self.behaviors(named: "Rectangle", in: host)
        #expect(styled.count == 2 && styled[0] !== styled[1])
        model.styled = false
        host.run()
        #expect(drawings() == [primary, primary])
        let plain = Self.behaviors(named: "Rectangle", in: host)
        #expect(plain.count == 2 && plain[0] === plain[1])
    }

    @Test("identical paddings and frames in a row share a behaviour; a different value has its own, and a change takes effect")
    func unaryLayoutsShare() {
        let model = PaddingModel()
        let host = ViewHost(PaddedRow(model: model), proposal: ProposedViewSize(width: 400, height: 100))
        host.run()
        func frames() -> [CGRect] { host.snapshot.nodes(typeName: "Rectangle").map(\.frame) }
        let paddings = Self.behaviors(named: "padding", in: host)
        #expect(paddings.count == 4)
        #expect(paddings[0] === paddings[1] && paddings[1] === paddings[2] && paddings[3] !== paddings[0])
        let framesBehaviors = Self.behaviors(named: "frame", in: host)
        #expect(framesBehaviors.count == 4 && framesBehaviors.allSatisfy { $0 === framesBehaviors[0] })
        let before = frames()
        #expect(before.map(\.width) == [20, 20, 20, 20])
        #expect(before.map(\.minX) == [4, 32, 60, 92])

        // The second padding grows: it gets its own behaviour; the others keep theirs and their sizes.
        model.second = 10
        host.run()
        let changed = Self.behaviors(named: "padding", in: host)
        #expect(changed[0] === paddings[0] && changed[2] === paddings[0] && changed[1] !== paddings[0])
        #expect(frames().map(\.minX) == [4, 38, 72, 104])
        #expect(frames().map(\.width) == [20, 20, 20, 20])

        // Back to 4: it shares again, with the type's most recent behaviour that lays out so.
        model.second = 4
        host.run()
        #expect(frames() == before)
        #expect((Self.behaviors(named: "padding", in: host)[1] as? UnaryLayoutBehavior<PaddingModifier>)?.modifier
            .isSameLayout(as: (paddings[0] as? UnaryLayoutBehavior<PaddingModifier>)!.modifier) == true)
    }
}

extension SharedBehaviorTests {
    @Test("rows of equal stacks share a behaviour; a row whose spacing changes takes its own, and the change takes effect")
    func linearStacksShare() {
        let model = PaddingModel()
        let host = ViewHost(SpacedRows(model: model), proposal: ProposedViewSize(width: 400, height: 200))
        host.run()
        func rowWidths() -> [CGFloat] { host.snapshot.nodes(typeName: "HStack").map(\.frame.width) }
        let rows = Self.behaviors(named: "HStack", in: host)
        #expect(rows.count == 3)
        #expect(rows.allSatisfy { $0 === rows[0] })
        #expect(rowWidths() == [28, 28, 28])
        model.second = 10
        host.run()
        let changed = Self.behaviors(named: "HStack", in: host)
        #expect(changed[0] === rows[0] && changed[2] === rows[0] && changed[1] !== rows[0])
        #expect(rowWidths() == [28, 34, 28])
        model.second = 4
        host.run()
        #expect(rowWidths() == [28, 28, 28])
        #expect(Self.behaviors(named: "HStack", in: host)[0] === rows[0])
    }
}

/// Three rows of two 12-wide rectangles spaced 4 apart, the second row by the model's length.
private struct SpacedRows: View {
    let model: PaddingModel

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 4) { Rectangle().frame(width: 12, height: 5); Rectangle().frame(width: 12, height: 5) }
            HStack(spacing: model.second) { Rectangle().frame(width: 12, height: 5); Rectangle().frame(width: 12, height: 5) }
            HStack(spacing: 4) { Rectangle().frame(width: 12, height: 5); Rectangle().frame(width: 12, height: 5) }
        }
    }
}

/// Whether the first rectangle is filled red.
@Observable
private final class StyleModel {
    var styled = false
}

/// Two filled rectangles of one view type: the first filled red when the model says so, else
/// with the foreground style, as the second always is.
private struct StyledRectangles: View {
    let model: StyleModel

    var body: some View {
        VStack(spacing: 0) {
            FilledShape(shape: Rectangle(), style: model.styled ? Color.red : nil)
            FilledShape(shape: Rectangle(), style: nil)
        }
    }
}

/// The second rectangle's padding.
@Observable
private final class PaddingModel {
    var second: CGFloat = 4
}

/// A row of four 20×20 rectangles padded 4 (the second by the model's length, the fourth by 8).
private struct PaddedRow: View {
    let model: PaddingModel

    var body: some View {
        HStack(spacing: 0) {
            Rectangle().frame(width: 20, height: 20).padding(4)
            Rectangle().frame(width: 20, height: 20).padding(model.second)
            Rectangle().frame(width: 20, height: 20).padding(4)
            Rectangle().frame(width: 20, height: 20).padding(8)
        }
    }
}
