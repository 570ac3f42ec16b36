@testable import Fixpoint
import Foundation
import Testing

/// A colour, and a shape type without stored properties drawn in the foreground style, lay out
/// and draw alike whatever their value: the nodes of such a type share one behaviour (its
/// record's `sharedBehavior`), and a node whose value needs its own gets one.
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
