import Fixpoint
import FixpointRender
import FixpointTesting
import Foundation
import Testing

/// A custom shape as SwiftUI code writes it: only `path(in:)`.
private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// A custom shape that sizes itself: always square, as large as the proposal allows.
private struct Square: Shape {
    func path(in rect: CGRect) -> Path { Path(rect) }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let side = min(proposal.width ?? 20, proposal.height ?? 20)
        return CGSize(width: side, height: side)
    }
}

/// A custom shape with a broken size.
private struct Broken: Shape {
    func path(in rect: CGRect) -> Path { Path(rect) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: CGFloat.nan, height: -4) }
}

/// The outline and fill a node's drawing records, if it is a shape.
private func shape(_ node: ViewSnapshot?) -> (kind: ShapeKind, fill: RGBAColor)? {
    guard let node, case let .shape(kind, fill) = node.drawing.content else { return nil }
    return (kind, fill)
}

private func outline(_ node: ViewSnapshot?) -> Path? {
    guard case let .path(path)? = shape(node)?.kind else { return nil }
    return path
}

@Suite("Custom shapes and Path")
struct CustomShapeTests {
    @Test("a custom Shape with only path(in:) lays out like a built-in shape and records its outline in its frame")
    func customShape() {
        let (s, report) = layOut(HStack(spacing: 0) { Color.clear.frame(width: 10); Triangle().frame(width: 40, height: 20) },
                                 width: 300)
        #expect(report.passes == 1 && report.bodyEvaluations(of: Triangle.self) == 1)
        let triangle = s.nodes(typeName: "Triangle").first
        #expect(triangle?.frame == CGRect(x: 10, y: 0, width: 40, height: 20))
        let drawn = s.nodes(typeName: "_ShapeView").first
        #expect(drawn?.frame == triangle?.frame)
        let path = outline(drawn)
        #expect(path?.boundingRect == CGRect(x: 10, y: 0, width: 40, height: 20))
        #expect(path?.contains(CGPoint(x: 30, y: 15)) == true)
        #expect(path?.contains(CGPoint(x: 12, y: 2)) == false)
        #expect(shape(drawn)?.fill.name == "primary")
    }

    @Test("fill(_:) and foregroundColor colour a custom shape; the filled shape is one element named after it")
    func filled() {
        let (s, _) = layOut(VStack { Triangle().fill(Color.red); Triangle().foregroundColor(.blue) }.frame(width: 30, height: 50),
                            width: 300)
        let triangles = s.nodes(typeName: "Triangle")
        #expect(shape(triangles.first)?.fill.name == "red")
        #expect(outline(triangles.first)?.boundingRect == triangles.first?.frame)
        #expect(shape(s.nodes(typeName: "_ShapeView").first)?.fill.name == "blue")
    }

    @Test("a shape's sizeThatFits decides its size; a broken one is sanitised with a diagnostic")
    func sizing() {
        let (s, _) = layOut(Square().frame(width: 100, height: 60), width: 300)
        #expect(s.nodes(typeName: "_ShapeView").first?.frame.size == CGSize(width: 60, height: 60))
        let (ideal, _) = layOut(Square().fixedSize(), width: 300)
        #expect(ideal.nodes(typeName: "_ShapeView").first?.frame.size == CGSize(width: 20, height: 20))
        let host = ViewHost(Broken().frame(width: 50, height: 50), proposal: ProposedViewSize(width: 300, height: nil))
        let report = host.run()
        #expect(host.snapshot.nodes(typeName: "_ShapeView").first?.frame.size == .zero)
        #expect(report.diagnostics.contains { $0.message.contains("_ShapeView.sizeThatFits returned an invalid size") })
    }

    @Test("a Path shown as a view takes the proposal and is drawn where its points are, unscaled")
    func pathView() {
        let (s, _) = layOut(Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 8, y: 0))
            path.addLine(to: CGPoint(x: 8, y: 8))
        }.frame(width: 100, height: 100), width: 300)
        let node = s.nodes(typeName: "Path").first
        #expect(node?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(outline(node)?.boundingRect == CGRect(x: 0, y: 0, width: 8, height: 8))
    }

    @Test("built-in shapes describe their outlines as paths too")
    func builtinPaths() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(Rectangle().path(in: rect).boundingRect == rect)
        #expect(isClose(Circle().path(in: rect).boundingRect, CGRect(x: 10, y: 0, width: 20, height: 20)))
        #expect(isClose(Ellipse().path(in: rect).boundingRect, rect))
        #expect(isClose(Capsule().path(in: rect).boundingRect, rect))
        #expect(!Capsule().path(in: rect).contains(CGPoint(x: 1, y: 1)))
        #expect(RoundedRectangle(cornerRadius: 5).path(in: rect).contains(CGPoint(x: 2, y: 10)))
        #expect(!RoundedRectangle(cornerRadius: 5).path(in: rect).contains(CGPoint(x: 0.5, y: 0.5)))
    }

    @Test("Path: building, current point, arcs, bounds and the fill rules")
    func pathAPI() {
        var path = Path()
        #expect(path.isEmpty && path.currentPoint == nil && path.boundingRect.isNull)
        path.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(isClose(path.currentPoint!.x, 10) && isClose(path.currentPoint!.y, 20))
        #expect(isClose(path.boundingRect, CGRect(x: 10, y: 10, width: 10, height: 10)))
        var reverse = Path()
        reverse.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        #expect(isClose(reverse.boundingRect.minY, -10), "clockwise goes the long way round: 270°")
        // SwiftUI's documented example: 0° to 180° clockwise is the upper half on screen.
        var upper = Path()
        upper.addArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .zero, endAngle: .degrees(180), clockwise: true)
        #expect(isClose(upper.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50)))
        var afterClose = Path(CGRect(x: 0, y: 0, width: 4, height: 4))
        afterClose.addArc(center: CGPoint(x: 20, y: 20), radius: 2, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        var moves = 0
        afterClose.forEach { if case .move = $0 { moves += 1 } }
        #expect(moves == 2, "an arc after a closed subpath starts a new one")

        var rings = Path()
        rings.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        rings.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(rings.contains(CGPoint(x: 50, y: 50)))
        #expect(!rings.contains(CGPoint(x: 50, y: 50), eoFill: true))
        #expect(rings.contains(CGPoint(x: 10, y: 50), eoFill: true))
        #expect(Path(CGRect(x: 0, y: 0, width: 4, height: 4)).offsetBy(dx: 2, dy: 3).boundingRect
            == CGRect(x: 2, y: 3, width: 4, height: 4))
        var elements: [Path.Element] = []
        Path(CGRect(x: 0, y: 0, width: 1, height: 1)).forEach { elements.append($0) }
        #expect(elements.first == .move(to: .zero) && elements.last == .closeSubpath && elements.count == 5)
    }

    @Test("clipShape with a custom shape records the outline in the clipped view's frame")
    func clipShape() {
        let (s, _) = layOut(Color.red.frame(width: 40, height: 20).clipShape(Triangle()).offset(x: 0), width: 300)
        let clipped = s.nodes.first { $0.drawing.clipShape != nil }
        guard case let .path(path)? = clipped?.drawing.clipShape else {
            Issue.record("no path clip in \(s.nodes.map(\.drawing))")
            return
        }
        #expect(path.boundingRect == clipped?.frame)
    }

    @Test("renderers draw custom outlines: SVG <path> data, ASCII cells inside the path")
    func rendering() {
        let (s, _) = layOut(Triangle().fill(Color.red).frame(width: 40, height: 24), width: 300)
        let svg = SVGRenderer().render(s)
        #expect(svg.contains("<path d=\"M20 0 L40 24 L0 24 Z\""))
        let rows = ASCIIRenderer().render(s).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(rows.count == 3)
        let widths = rows.map { $0.filter { $0 != " " }.count }
        #expect(widths == widths.sorted() && widths.first! < widths.last!, "\(rows)")
    }
}
