import Fixpoint
import FixpointTesting
import FixpointRender
import Foundation
import Testing

/// The stroke a node's drawing records, with its outline.
private func stroke(_ node: ViewSnapshot?) -> (kind: ShapeKind, stroke: Drawing.Stroke)? {
    guard let node, case let .stroke(kind, stroke) = node.drawing.content else { return nil }
    return (kind, stroke)
}

@Suite("Strokes, inset shapes and trim")
struct StrokeAndTrimTests {
    @Test("stroke(lineWidth:) keeps the shape's layout size and records the outline traced (case 28)")
    func strokeKeepsLayout() {
        let (s, _) = layOut(Circle().stroke(lineWidth: 10).frame(width: 100, height: 100), width: 300)
        let circle = s.nodes(typeName: "Circle").first
        #expect(circle?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        let recorded = stroke(circle)
        #expect(recorded?.kind == .circle)
        #expect(recorded?.stroke.style == StrokeStyle(lineWidth: 10))
        #expect(recorded?.stroke.paint == .color(Color.primary.rgbaForTesting))
        // The stroke is centred on the outline: ink from −5 to 105.
        let ink = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).strokedPath(StrokeStyle(lineWidth: 10)).boundingRect
        #expect(isClose(ink, CGRect(x: -5, y: -5, width: 110, height: 110)))
    }

    @Test("strokeBorder insets the outline by half the width, so the ink stays inside the frame (case 28)")
    func strokeBorderInsets() {
        let (s, _) = layOut(Circle().strokeBorder(lineWidth: 10).frame(width: 100, height: 100), width: 300)
        let circle = s.nodes(typeName: "Circle").first
        #expect(circle?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        guard case let .path(path)? = stroke(circle)?.kind else {
            Issue.record("no inset outline")
            return
        }
        #expect(isClose(path.boundingRect, CGRect(x: 5, y: 5, width: 90, height: 90)))
        let ink = path.strokedPath(StrokeStyle(lineWidth: 10)).boundingRect
        #expect(isClose(ink, CGRect(x: 0, y: 0, width: 100, height: 100)))
    }

    @Test("a rounded rectangle's inset shrinks its corner radius by the inset", arguments: [2.0, 4.0, 12.0])
    func roundedInset(amount: CGFloat) {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let inset = RoundedRectangle(cornerRadius: 10).inset(by: amount).path(in: rect)
        let expected = Path(roundedRect: rect.insetBy(dx: amount, dy: amount), cornerRadius: max(10 - amount, 0))
        #expect(inset == expected)
    }

    @Test("stroke(_:lineWidth:) paints with the style; a stroked shape takes the foreground colour")
    func strokePaint() {
        let (s, _) = layOut(VStack(spacing: 0) {
            Rectangle().stroke(Color.blue, lineWidth: 3).frame(width: 40, height: 20)
            Capsule().stroke(lineWidth: 2).foregroundColor(.red).frame(width: 40, height: 20)
            Ellipse().stroke(style: StrokeStyle(lineWidth: 4, dash: [5, 5])).fill(Color.green).frame(width: 40, height: 20)
        }, width: 300)
        #expect(stroke(s.nodes(typeName: "Rectangle").first)?.stroke.paint == .color(Color.blue.rgbaForTesting))
        #expect(stroke(s.nodes(typeName: "Capsule").first)?.stroke.paint == .color(Color.red.rgbaForTesting))
        let ellipse = stroke(s.nodes(typeName: "Ellipse").first)
        #expect(ellipse?.stroke.paint == .color(Color.green.rgbaForTesting))
        #expect(ellipse?.stroke.style.dash == [5, 5])
    }

    @Test("the SVG view box holds the outer half of a stroke; strokeBorder needs no extra room")
    func svgInkBounds() {
        let (s, _) = layOut(Circle().stroke(Color.red, lineWidth: 10).frame(width: 100, height: 100), width: 300)
        #expect(SVGRenderer().render(s).hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"110\" height=\"110\" viewBox=\"-5 -5 110 110\""))
        let (t, _) = layOut(Circle().strokeBorder(Color.red, lineWidth: 10).frame(width: 100, height: 100), width: 300)
        let svg = SVGRenderer().render(t)
        #expect(svg.contains("viewBox=\"0 0 100 100\""))
        #expect(svg.contains("fill=\"none\" stroke=\"#ff3b30\" stroke-width=\"10\""))
    }

    @Test("absurd strokes render without crashing or hanging", arguments: [
        StrokeStyle(lineWidth: .infinity), StrokeStyle(lineWidth: 1e12), StrokeStyle(lineWidth: .nan),
        StrokeStyle(lineWidth: -3), StrokeStyle(lineWidth: 2, dash: [1e-9]), StrokeStyle(lineWidth: 2, dash: [.nan, 2]),
        StrokeStyle(lineWidth: 2, dash: [4, 4], dashPhase: .infinity),
    ])
    func absurdStrokes(style: StrokeStyle) {
        let (s, _) = layOut(Circle().trim(from: 0.1, to: .nan).stroke(Color.red, style: style).frame(width: 60, height: 40), width: 300)
        let ascii = ASCIIRenderer().render(s)
        let svg = SVGRenderer().render(s)
        #expect(ascii.split(separator: "\n").count <= 4097)
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test("AnyShape lays out and draws as the shape it wraps", arguments: [true, false])
    func anyShape(isRound: Bool) {
        let shape = isRound ? AnyShape(Circle()) : AnyShape(RoundedRectangle(cornerRadius: 4))
        let (s, _) = layOut(VStack { shape.frame(width: 40, height: 20); shape.stroke(lineWidth: 2).frame(width: 40, height: 20) }, width: 300)
        let name = isRound ? "Circle" : "RoundedRectangle"
        let nodes = s.nodes(typeName: name)
        #expect(nodes.count == 2)
        let kind: ShapeKind = isRound ? .circle : .roundedRectangle(cornerRadius: 4)
        if case .shape(kind, _)? = nodes.first?.drawing.content {} else { Issue.record("fill outline \(String(describing: nodes.first?.drawing.content))") }
        #expect(stroke(nodes.last)?.kind == kind)
    }

    @Test("StrokeStyle has SwiftUI's defaults")
    func strokeStyleDefaults() {
        let style = StrokeStyle()
        #expect(style.lineWidth == 1 && style.lineCap == .butt && style.lineJoin == .miter)
        #expect(style.miterLimit == 10 && style.dash.isEmpty && style.dashPhase == 0)
    }

    @Test("trim cuts a rectangle's outline by length: half of it runs along the top and the right side")
    func trimRectangle() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let half = Rectangle().trim(from: 0, to: 0.5).path(in: rect)
        #expect(isClose(half.length, 200))
        #expect(half.currentPoint == CGPoint(x: 100, y: 100))
        let middle = Rectangle().trim(from: 0.125, to: 0.375).path(in: rect)
        var expected = Path()
        expected.move(to: CGPoint(x: 50, y: 0))
        expected.addLine(to: CGPoint(x: 100, y: 0))
        expected.addLine(to: CGPoint(x: 100, y: 50))
        #expect(middle == expected)
        #expect(Rectangle().trim(from: 0.6, to: 0.2).path(in: rect).isEmpty)
        #expect(Rectangle().trim().path(in: rect) == Path(rect))
    }

    @Test("trim on a circle starts at 3 o'clock and turns clockwise on screen; the curve is cut exactly")
    func trimCircle() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let quarter = Circle().trim(from: 0, to: 0.25).path(in: rect)
        #expect(abs(quarter.length - .pi * 25) < 0.05)
        let end = quarter.currentPoint ?? .zero
        #expect(isClose(end.x, 50) && abs(end.y - 100) < 0.01)
        let progress = Circle().trim(from: 0, to: 0.7).stroke(lineWidth: 8)
        let (s, report) = layOut(progress.frame(width: 100, height: 100), width: 300)
        #expect(report.passes == 1)
        guard case let .path(path)? = stroke(s.nodes(typeName: "Circle").first)?.kind else {
            Issue.record("trimmed outline not recorded as a path")
            return
        }
        #expect(abs(path.length - 0.7 * 2 * .pi * 50) < 0.2)
    }

    @Test("trim cuts a quadratic curve at the parameter its arc length reaches")
    func trimQuadratic() {
        var arch = Path()
        arch.move(to: .zero)
        arch.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        let half = arch.trimmedPath(from: 0, to: 0.5)
        let end = half.currentPoint ?? .zero
        // The curve is symmetric: half its length ends at its apex (50, 50).
        #expect(abs(end.x - 50) < 0.01 && abs(end.y - 50) < 0.01)
        #expect(abs(half.length - arch.length / 2) < 0.01)
        let rest = arch.trimmedPath(from: 0.5, to: 1)
        #expect(abs(rest.length + half.length - arch.length) < 0.01)
    }

    @Test("a stroke under its own clipShape keeps its outline")
    func strokeClipped() {
        let (s, _) = layOut(Circle().stroke(Color.red, lineWidth: 2).clipShape(Rectangle()).frame(width: 40, height: 40), width: 300)
        let svg = SVGRenderer().render(s)
        #expect(svg.contains("<circle cx=\"20\" cy=\"20\" r=\"20\" fill=\"none\" stroke=\"#ff3b30\" stroke-width=\"2\"/>"))
    }

    @Test("dashes cut the stroked lines; the phase shifts the pattern")
    func dashes() {
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        let dashes = line.strokePolylines(StrokeStyle(dash: [10, 10]))
        #expect(dashes.count == 5)
        #expect(dashes.first?.points == [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)])
        let shifted = line.strokePolylines(StrokeStyle(dash: [10, 10], dashPhase: 5))
        #expect(shifted.first?.points == [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0)])
    }

    @Test("the SVG renderer strokes the outline with the style's attributes; ASCII marks only the outline cells")
    func rendering() {
        let (s, _) = layOut(Rectangle().stroke(Color.red, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [6, 2]))
            .frame(width: 40, height: 32), width: 300)
        let svg = SVGRenderer().render(s)
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"40\" height=\"32\" fill=\"none\" stroke=\"#ff3b30\" stroke-width=\"4\" stroke-linecap=\"round\" stroke-dasharray=\"6 2\"/>"))
        let (plain, _) = layOut(Rectangle().stroke(Color.red, lineWidth: 1).frame(width: 40, height: 32), width: 300)
        #expect(ASCIIRenderer().render(plain) == """
            rrrrrrrrrr
            r        r
            r        r
            rrrrrrrrrr

            """)
    }
}

extension Color {
    /// The colour as the snapshot records it.
    var rgbaForTesting: RGBAColor {
        guard case let .shape(_, fill) = ViewHost(self.frame(width: 1, height: 1)).snapshotAfterRun.nodes.last?.drawing.content else {
            return RGBAColor(red: -1, green: -1, blue: -1)
        }
        return fill
    }
}

extension ViewHost {
    /// The snapshot after running to a fixed point.
    var snapshotAfterRun: LayoutSnapshot {
        run()
        return snapshot
    }
}
