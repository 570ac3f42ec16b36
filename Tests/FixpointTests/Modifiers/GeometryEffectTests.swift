import Fixpoint
import FixpointRender
import FixpointTesting
import Foundation
import Testing

/// What a GeometryReader saw last, and how often its content ran.
private final class Seen {
    var global: CGRect = .null
    var local: CGRect = .null
    var named: CGRect = .null
    var evaluations = 0

    func record(_ proxy: GeometryProxy) {
        global = proxy.frame(in: .global)
        local = proxy.frame(in: .local)
        named = proxy.frame(in: .named("space"))
        evaluations += 1
    }
}

private func box(_ width: CGFloat, _ height: CGFloat) -> some View {
    Color.red.frame(width: width, height: height)
}

private func reader(_ seen: Seen) -> some View {
    GeometryReader { proxy in
        let _ = seen.record(proxy)
        Color.clear
    }
}

/// A preference holding one bounds anchor.
private struct BoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

/// A box with a reader behind it; its inputs never change, so its body runs once.
private struct ReadBox: View {
    let seen: Seen

    var body: some View {
        box(100, 50).background(reader(seen))
    }
}

/// A view whose scale is state, toggled by a button.
private struct Zoomable: View {
    let seen: Seen
    @State private var zoomed = false

    var body: some View {
        VStack(spacing: 0) {
            ReadBox(seen: seen).scaleEffect(zoomed ? 2 : 1)
            Button("Zoom") { zoomed.toggle() }
        }
    }
}

/// Reference part 2 §6 (position and geometry effects) and its observable cases 22–26.
@Suite("position and geometry effects")
struct GeometryEffectTests {
    // MARK: position

    @Test("22: position(x: 30, y: 10) in a 200×100 frame takes the whole frame and centres its content on the point")
    func positionTakesTheProposal() {
        let (s, report) = layOut(box(20, 20).position(x: 30, y: 10).frame(width: 200, height: 100), width: 390)
        #expect(report.passes == 1)
        #expect(report.converged)
        #expect(s.frame("frame/position") == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(s.frame("frame/position/frame") == CGRect(x: 20, y: 0, width: 20, height: 20))
        #expect(s.frame("frame/position/frame").midX == 30)
        #expect(s.frame("frame/position/frame").midY == 10)
        let (point, _) = layOut(box(20, 20).position(CGPoint(x: 30, y: 10)).frame(width: 200, height: 100), width: 390)
        #expect(point.frame("frame/position/frame") == s.frame("frame/position/frame"))
    }

    @Test("23: position() with a nil height is as tall as its content, centred on the top-leading corner")
    func positionNilAxis() {
        let (s, report) = layOut(VStack { Text("A").position() }, width: 390, height: nil)
        #expect(report.passes == 1)
        let text = s.frame(of: "A")
        #expect(s.frame("VStack/position") == CGRect(x: 0, y: 0, width: 390, height: text.height))
        #expect(text.midX == 0)
        #expect(text.midY == 0)
    }

    @Test("position changes the reported size, unlike offset; a stack neighbour sees it")
    func positionInStack() {
        let (s, _) = layOut(VStack(spacing: 0) { box(20, 20).position(x: 10, y: 10); box(30, 30) }.frame(height: 300),
                            width: 200)
        // The position view is flexible: it takes what the stack leaves (300 − 30).
        #expect(s.frame("frame/VStack/position").size == CGSize(width: 200, height: 270))
        #expect(s.frame("frame/VStack/frame").minY == 270)
    }

    @Test("a non-finite position is 0 with a diagnostic")
    func positionNaN() {
        let (s, report) = layOut(box(20, 20).position(x: .nan, y: .infinity).frame(width: 100, height: 100), width: 390)
        #expect(s.frame("frame/position/frame") == CGRect(x: -10, y: -10, width: 20, height: 20))
        #expect(report.diagnostics.contains { $0.kind == .invalidLayoutInput && $0.message.contains("position") })
    }

    // MARK: offset

    @Test("26: a reader outside an offset sees the unmoved frame; inside it sees x + 50")
    func offsetInsideAndOutside() {
        let outside = Seen(), inside = Seen()
        let (s, report) = layOut(VStack(spacing: 0) {
            box(100, 50).offset(x: 50).background(reader(outside))
            box(100, 50).background(reader(inside)).offset(x: 50)
        }, width: 390)
        #expect(report.passes == 1)
        let x = s.frame("VStack/background").minX
        #expect(outside.global.minX == x)
        #expect(inside.global.minX == x + 50)
        #expect(inside.global.minY == 50)
        #expect(outside.evaluations == 1 && inside.evaluations == 1)
    }

    // MARK: scale

    @Test("24: scaleEffect(2) leaves the neighbour in place; a reader inside sees (x − 50, y − 25, 200, 100)")
    func scaleCase() {
        let seen = Seen()
        let plain = layOut(HStack(spacing: 0) { box(100, 50); box(40, 40) }, width: 390).snapshot
        let (s, report) = layOut(HStack(spacing: 0) {
            box(100, 50).background(reader(seen)).scaleEffect(2)
            box(40, 40)
        }, width: 390)
        #expect(report.passes == 1)
        #expect(report.converged)
        let layout = s.frame("HStack/scaleEffect")
        #expect(layout == plain.frame("HStack/frame[0]"))
        #expect(s.frame("HStack/frame") == plain.frame("HStack/frame[1]"))
        #expect(seen.global == CGRect(x: layout.minX - 50, y: layout.minY - 25, width: 200, height: 100))
        #expect(seen.local == CGRect(x: 0, y: 0, width: 100, height: 50))
        // The snapshot keeps the layout frame and records where it is drawn.
        let content = s.node(path: "HStack/scaleEffect/background")
        #expect(content?.frame == layout)
        #expect(content?.globalFrame == seen.global)
        #expect(s.node(path: "HStack/scaleEffect")?.transform.isIdentity == true)
    }

    @Test("scaleEffect forms: CGFloat, CGSize, x:y:, with an anchor", arguments: [
        (CGSize(width: 2, height: 3), UnitPoint.topLeading, CGRect(x: 0, y: 0, width: 200, height: 150)),
        (CGSize(width: 0.5, height: 1), UnitPoint.center, CGRect(x: 25, y: 0, width: 50, height: 50)),
        (CGSize(width: 2, height: 2), UnitPoint.bottomTrailing, CGRect(x: -100, y: -50, width: 200, height: 100)),
    ])
    func scaleForms(scale: CGSize, anchor: UnitPoint, expected: CGRect) {
        let a = Seen(), b = Seen(), c = Seen()
        _ = layOut(box(100, 50).background(reader(a)).scaleEffect(scale, anchor: anchor), width: 100, height: 50)
        _ = layOut(box(100, 50).background(reader(b)).scaleEffect(x: scale.width, y: scale.height, anchor: anchor),
                   width: 100, height: 50)
        #expect(a.global == expected)
        #expect(b.global == expected)
        if scale.width == scale.height {
            _ = layOut(box(100, 50).background(reader(c)).scaleEffect(scale.width, anchor: anchor), width: 100, height: 50)
            #expect(c.global == expected)
        }
    }

    @Test("a zero scale stays invertible; a NaN scale is ignored with a diagnostic")
    func degenerateScales() {
        let zero = Seen()
        let (_, report) = layOut(box(100, 50).background(reader(zero)).scaleEffect(0), width: 100, height: 50)
        #expect(zero.global.midX == 50 && zero.global.midY == 25)
        #expect(zero.global.width < 1e-100)
        #expect(report.diagnostics.isEmpty)
        let nan = Seen()
        let (_, bad) = layOut(box(100, 50).background(reader(nan)).scaleEffect(.nan), width: 100, height: 50)
        #expect(nan.global == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(bad.diagnostics.contains { $0.kind == .invalidLayoutInput && $0.message.contains("scaleEffect") })
    }

    // MARK: rotation and transforms

    @Test("25: rotationEffect(90°) on 100×50: layout 100×50, the global box inside 50×100 about the same centre")
    func rotationCase() {
        let seen = Seen()
        let (s, report) = layOut(box(100, 50).background(reader(seen)).rotationEffect(.degrees(90)), width: 100, height: 50)
        #expect(report.passes == 1)
        #expect(s.frame("rotationEffect") == CGRect(x: 0, y: 0, width: 100, height: 50))
        expectClose(seen.global, CGRect(x: 25, y: -25, width: 50, height: 100))
        #expect(seen.local == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("rotationEffect about the top-leading anchor turns the view clockwise around its corner")
    func rotationAnchor() {
        let seen = Seen()
        _ = layOut(box(100, 50).background(reader(seen)).rotationEffect(.degrees(90), anchor: .topLeading),
                   width: 100, height: 50)
        expectClose(seen.global, CGRect(x: -50, y: 0, width: 50, height: 100))
    }

    @Test("transformEffect applies the matrix relative to the view's top-leading corner")
    func transformEffect() {
        let seen = Seen()
        let (s, _) = layOut(HStack(spacing: 0) {
            box(40, 20)
            box(100, 50).background(reader(seen)).transformEffect(CGAffineTransform(scaleX: 2, y: 1).translatedBy(x: 5, y: 0))
        }, width: 140, height: 50)
        let layout = s.frame("HStack/transformEffect")
        #expect(layout == CGRect(x: 40, y: 0, width: 100, height: 50))
        #expect(seen.global == CGRect(x: 50, y: 0, width: 200, height: 50))
    }

    @Test("a singular matrix is ignored with SwiftUI's message")
    func singularMatrix() {
        let seen = Seen()
        let (_, report) = layOut(box(100, 50).background(reader(seen)).transformEffect(CGAffineTransform(scaleX: 0, y: 1)),
                                 width: 100, height: 50)
        #expect(seen.global == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(report.diagnostics.map(\.message).contains("ignoring singular matrix"))
    }

    @Test("rotation3DEffect about z is a 2D rotation; about y it foreshortens the width (orthographic)")
    func rotation3D() {
        let z = Seen(), y = Seen()
        _ = layOut(box(100, 50).background(reader(z)).rotation3DEffect(.degrees(90), axis: (x: 0, y: 0, z: 1)),
                   width: 100, height: 50)
        expectClose(z.global, CGRect(x: 25, y: -25, width: 50, height: 100))
        _ = layOut(box(100, 50).background(reader(y)).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)),
                   width: 100, height: 50)
        expectClose(y.global, CGRect(x: 25, y: 0, width: 50, height: 50))
    }

    @Test("nested effects compose: a scale inside an offset inside a scale")
    func nestedEffects() {
        let seen = Seen()
        _ = layOut(box(10, 10).background(reader(seen)).scaleEffect(2, anchor: .topLeading).offset(x: 5)
            .scaleEffect(3, anchor: .topLeading), width: 10, height: 10)
        // Inner: (0, 0, 20, 20); offset 5 → (5, 0, 20, 20); outer ×3 → (15, 0, 60, 60).
        #expect(seen.global == CGRect(x: 15, y: 0, width: 60, height: 60))
    }

    @Test("named coordinate spaces outside an effect see the effect; inside one they do not")
    func namedSpaces() {
        let outer = Seen(), inner = Seen()
        _ = layOut(VStack(spacing: 0) {
            box(100, 50).background(reader(outer)).scaleEffect(2)
        }.padding(10).coordinateSpace(name: "space"), width: 120, height: 70)
        #expect(outer.named == CGRect(x: -40, y: -15, width: 200, height: 100))
        _ = layOut(VStack(spacing: 0) {
            box(100, 50).background(reader(inner)).padding(10).coordinateSpace(name: "space")
        }.scaleEffect(2), width: 120, height: 70)
        #expect(inner.named == CGRect(x: 10, y: 10, width: 100, height: 50))
        #expect(inner.global.width == 200)
    }

    @Test("anchors inside an effect resolve through it; a reader under the same effect meets them exactly")
    func anchors() {
        let outside = Seen()
        var resolved: [CGRect] = []
        let (s, report) = layOut(
            box(100, 50)
                .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
                .scaleEffect(2, anchor: .topLeading)
                .padding(10)
                .overlayPreferenceValue(BoundsKey.self) { anchor in
                    GeometryReader { proxy in
                        let _ = outside.record(proxy)
                        let _ = anchor.map { resolved.append(proxy[$0]) }
                        Color.clear
                    }
                },
            width: 120, height: 70)
        #expect(report.converged)
        #expect(s.size == CGSize(width: 120, height: 70))
        // The anchor's bounds, 100×50 at (10, 10), scaled 2× about (10, 10), seen from (0, 0).
        #expect(resolved.last == CGRect(x: 10, y: 10, width: 200, height: 100))
        let same = layOut(
            box(100, 50)
                .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
                .overlayPreferenceValue(BoundsKey.self) { anchor in
                    GeometryReader { proxy in
                        let _ = anchor.map { resolved.append(proxy[$0]) }
                        Color.clear
                    }
                }
                .scaleEffect(2),
            width: 100, height: 50)
        #expect(same.report.converged)
        #expect(resolved.last == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("a state change of the scale re-runs the reader inside it (its own view unchanged), in one pass, the stack unmoved")
    func stateDrivenScale() throws {
        let seen = Seen()
        let (host, first) = hosted(Zoomable(seen: seen), width: 390)
        #expect(first.passes == 1)
        let before = seen.global
        let stackFrame = host.snapshot.frame("Zoomable/VStack")
        let report = try host.tap(buttonLabeled: "Zoom")
        #expect(report.passes == 1)
        #expect(report.converged)
        #expect(seen.evaluations == 2)
        #expect(seen.global == CGRect(x: before.minX - 50, y: before.minY - 25, width: 200, height: 100))
        #expect(host.snapshot.frame("Zoomable/VStack") == stackFrame)
        // The reader's view did not change: only the effect above it did.
        #expect(report.bodyEvaluations(of: ReadBox.self) == 0)
        #expect(report.bodyEvaluations(of: Zoomable.self) == 1)
    }

    @Test("renderers: SVG draws through the matrix, ASCII in the drawn bounding box; the tree dump shows it")
    func rendering() {
        let (s, _) = layOut(HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 20).scaleEffect(2, anchor: .topLeading)
            Color.blue.frame(width: 40, height: 20)
        }, width: 80, height: 20)
        let red = s.node(path: "HStack/scaleEffect/frame/Color")
        #expect(red?.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(red?.globalFrame == CGRect(x: 0, y: 0, width: 80, height: 40))
        let svg = SVGRenderer().render(s)
        #expect(svg.contains("transform=\"matrix(2 0 0 2 0 0)\""))
        // The view box holds the drawn extent (80 × 40), not only the layout (80 × 20).
        #expect(svg.contains("viewBox=\"0 0 80 40\""))
        let ascii = ASCIIRenderer(scale: 4, rowScale: 4).render(s).split(separator: "\n")
        #expect(ascii.count == 10)
        // Tree order: the blue box is painted over the scaled red one where they overlap.
        #expect(ascii[1].contains("r") && ascii[1].contains("b"))
        #expect(TreeDump.render(s).contains("drawn [x:0 y:0 w:80 h:40]"))
        // Without effects nothing is added to the dump.
        #expect(!TreeDump.render(layOut(Color.red.frame(width: 4, height: 4), width: 4).snapshot).contains("drawn"))
    }

    // MARK: CGAffineTransform

    @Test("CGAffineTransform follows Core Graphics: concatenation order, inversion, rectangles")
    func affineTransform() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
        // `scaledBy` scales first, then translates.
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 3))
        let u = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(t == u)
        #expect(t.concatenating(t.inverted()).isIdentity)
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!t.isIdentity)
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        expectClose(CGPoint(x: 1, y: 0).applying(r), CGPoint(x: 0, y: 1))
        expectClose(CGRect(x: 0, y: 0, width: 100, height: 50).applying(r), CGRect(x: -50, y: 0, width: 50, height: 100))
        #expect(CGSize(width: 2, height: 1).applying(CGAffineTransform(scaleX: -1, y: 2)) == CGSize(width: -2, height: 2))
        #expect(CGRect(x: 0, y: 0, width: 1, height: 1).applying(CGAffineTransform(scaleX: -2, y: 1))
            == CGRect(x: -2, y: 0, width: 2, height: 1))
        #expect(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6) == CGAffineTransform(1, 2, 3, 4, 5, 6))
        let rotated = CGAffineTransform.identity.rotated(by: .pi).translatedBy(x: 1, y: 0)
        expectClose(CGPoint.zero.applying(rotated), CGPoint(x: -1, y: 0))
        // A singular matrix has no inverse: it is returned unchanged.
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
        #expect(CGRect.null.applying(r).isNull)
    }
}
