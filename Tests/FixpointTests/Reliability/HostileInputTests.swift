import Fixpoint
import FixpointRender
import Foundation
import Testing

/// Regression tests for what a hostile user found (issue 12): each case once hung, trapped or
/// put garbage numbers in a snapshot without a word.
@Suite("hostile input")
struct HostileInputTests {
    private func run<V: View>(_ view: V, _ proposal: ProposedViewSize) -> (ViewHost, UpdateReport) {
        let host = ViewHost(view, proposal: proposal)
        let report = host.run()
        return (host, report)
    }

    private func isFinite(_ frame: CGRect) -> Bool {
        [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
    }

    @Test("layoutPriority(.nan) in a stack returns, as priority 0, with a diagnostic")
    func nanPriority() {
        let (host, report) = run(VStack { Color.red.layoutPriority(.nan); Text("a") }, ProposedViewSize(width: 100, height: 100))
        #expect(report.converged)
        #expect(report.diagnostics.contains { $0.kind == .invalidLayoutInput && $0.message.contains("layoutPriority(nan)") })
        let (plain, _) = run(VStack { Color.red.layoutPriority(0); Text("a") }, ProposedViewSize(width: 100, height: 100))
        #expect(host.snapshot.nodes.map(\.frame) == plain.snapshot.nodes.map(\.frame))
    }

    @Test("Path.addArc with a huge angle ends; NaN and infinite angles or radii add nothing",
          arguments: [1e19, 1e300, -1e19] as [Double])
    func arcHugeAngle(angle: Double) {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .radians(angle), clockwise: false)
        var count = 0
        path.forEach { _ in count += 1 }
        #expect(count >= 2 && count <= 5) // a move and at most four quarter-turn curves
    }

    @Test("Path.addArc with non-finite input adds nothing", arguments: [Double.nan, .infinity, -.infinity])
    func arcNonFinite(value: Double) {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .radians(value), endAngle: .zero, clockwise: true)
        path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .radians(value), clockwise: false)
        path.addArc(center: .zero, radius: CGFloat(value), startAngle: .zero, endAngle: .radians(1), clockwise: false)
        #expect(path.isEmpty)
        let (host, _) = run(path, ProposedViewSize(width: 50, height: 50))
        _ = ASCIIRenderer().render(host.snapshot)
        _ = SVGRenderer().render(host.snapshot)
    }

    @Test("a path far larger than its scene is drawn in ASCII over the scene only")
    func hugePathInASCII() {
        var path = Path()
        path.addArc(center: CGPoint(x: 1e300, y: 1e300), radius: 1e300, startAngle: .zero, endAngle: .radians(1), clockwise: true)
        let host = ViewHost(path.frame(width: 40, height: 20), proposal: ProposedViewSize(width: 40, height: 20))
        host.run()
        // Once every cell up to the grid's limit (4096 × 4096) was tested against the path.
        let text = ASCIIRenderer().render(host.snapshot)
        #expect(text.split(separator: "\n").count <= 5)
    }

    @Test("a colour with NaN components has a hex (NaN counts as 0)")
    func nanColourHex() {
        #expect(RGBAColor(red: .nan, green: 1, blue: .nan).hex == "#00ff00")
        #expect(RGBAColor(red: .nan, green: 1, blue: 0) == RGBAColor(red: 0, green: 1, blue: 0))
        let (host, _) = run(Color(red: .nan, green: .nan, blue: .nan), ProposedViewSize(width: 10, height: 10))
        #expect(SVGRenderer().render(host.snapshot).contains("#000000"))
    }

    @Test("Spacer proposed (1e300, NaN): NaN is unspecified, with a diagnostic naming the Spacer")
    func spacerNaN() {
        let (host, report) = run(Spacer(), ProposedViewSize(width: 1e300, height: .nan))
        #expect(host.snapshot.nodes[0].frame == CGRect(x: 0, y: 0, width: 1e300, height: 8))
        #expect(report.diagnostics.contains {
            $0.kind == .invalidLayoutInput && $0.message.hasPrefix("Spacer was proposed (1e300, nan)") && $0.path == "Spacer"
        })
    }

    @Test("GeometryReader proposed (−∞, ∞): 0 wide, and the infinite height is diagnosed")
    func geometryReaderInfinite() {
        let (host, report) = run(GeometryReader { _ in Color.red }, ProposedViewSize(width: -.infinity, height: .infinity))
        let frame = host.snapshot.nodes[0].frame
        #expect(frame.width == 0 && frame.height == .infinity)
        #expect(report.diagnostics.contains { $0.message.contains("GeometryReader was proposed (-∞, ∞)") })
        #expect(report.diagnostics.contains { $0.message.contains("not finite") && $0.message.contains("GeometryReader") })
    }

    @Test("negative proposals are 0 with a diagnostic", arguments: [-1, -1e300] as [CGFloat])
    func negativeProposal(length: CGFloat) {
        let (host, report) = run(Color.red, ProposedViewSize(width: length, height: 20))
        #expect(host.snapshot.nodes[0].frame == CGRect(x: 0, y: 0, width: 0, height: 20))
        #expect(report.diagnostics.contains { $0.kind == .invalidLayoutInput })
    }

    @Test("frame(minHeight: .infinity) under a finite proposal: SwiftUI's message, a finite root")
    func infiniteMinHeight() {
        let (host, report) = run(Text("Hello").frame(minHeight: .infinity), ProposedViewSize(width: 179, height: nil))
        #expect(host.snapshot.nodes.allSatisfy { isFinite($0.frame) })
        #expect(report.diagnostics.contains { $0.message == "Invalid frame dimension (negative or non-finite)." && $0.path == "frame" })
    }

    @Test("fixed frames with NaN, negative or infinite dimensions leave them to the child",
          arguments: [CGFloat.nan, -5, .infinity])
    func invalidFixedFrame(width: CGFloat) {
        let (host, report) = run(Color.red.frame(width: width, height: 10), ProposedViewSize(width: 80, height: 80))
        #expect(host.snapshot.nodes[0].frame == CGRect(x: 0, y: 0, width: 80, height: 10))
        #expect(report.diagnostics.map(\.message).contains("Invalid frame dimension (negative or non-finite)."))
    }

    @Test("min > max in a flexible frame: SwiftUI's message, bounds raised to the minimum")
    func contradictoryFrame() {
        let (host, report) = run(Color.red.frame(minWidth: 50, maxWidth: 10), ProposedViewSize(width: 80, height: 80))
        #expect(host.snapshot.nodes[0].frame.width == 50)
        #expect(report.diagnostics.map(\.message).contains("Contradictory frame constraints specified."))
    }

    @Test("a custom Layout's NaN placement proposal is sanitised before it reaches a memo")
    func nanProposalFromLayout() {
        let (host, report) = run(HStack { Text("a").frame(width: .nan) }, ProposedViewSize(width: .nan, height: .nan))
        #expect(host.snapshot.nodes.allSatisfy { isFinite($0.frame) })
        #expect(host.checkInvariants(atFixedPoint: report.converged).isEmpty)
    }

    @Test("a NaN, negative or infinite font size lays text out at size 0, with a diagnostic",
          arguments: [CGFloat.nan, -4, .infinity])
    func hostileFontSize(size: CGFloat) {
        let host = ViewHost(Text("Hello").font(.system(size: size)), proposal: ProposedViewSize(width: 100, height: 100))
        let report = host.run()
        #expect(host.snapshot.nodes[0].frame.size == .zero)
        #expect(host.snapshot == host.snapshot) // no NaN inside: the snapshot equals itself
        #expect(report.diagnostics.contains { $0.kind == .invalidLayoutInput && $0.path == "Text" })
    }

    @Test("drawing modifiers ignore NaN values, so the snapshot holds no NaN")
    func nanDrawing() {
        let view = Color.red.opacity(.nan).cornerRadius(.nan).border(Color.blue, width: .nan)
            .shadow(radius: .nan, x: .nan, y: .nan)
        let host = ViewHost(view, proposal: ProposedViewSize(width: 10, height: 10))
        host.run()
        #expect(host.snapshot == host.snapshot)
        _ = SVGRenderer().render(host.snapshot)
        // Opacities are clamped to 0...1, so 0 over ∞ is 0, not NaN.
        let stacked = ViewHost(Rectangle().opacity(.infinity).opacity(0), proposal: ProposedViewSize(width: 10, height: 10))
        stacked.run()
        #expect(stacked.snapshot.nodes[0].drawing.opacity == 0)
    }

    @Test("huge numbers print compactly in dumps", arguments: [
        (1e300, "1e300"), (-2.5e17, "-2.5e17"), (1e15, "1e15"), (123_456_789_012_345_678, "1.23457e17"), (999_999_999_999_999, "999999999999999"),
        (12.3456, "12.346"), (1e-300, "0"),
    ] as [(CGFloat, String)])
    func compactNumbers(value: CGFloat, text: String) {
        #expect(NumberFormat.string(value) == text)
    }

    @Test("a 1e300-wide view dumps as 1e300, not 300 digits")
    func hugeDump() {
        let (host, _) = run(Color.red, ProposedViewSize(width: 1e300, height: 10))
        #expect(TreeDump.render(host.snapshot).contains("w:1e300 h:10"))
    }

    @Test("a GeometryReader that builds its content is clean after the fixed point")
    func readerCleanAfterFixedPoint() {
        let host = ViewHost(GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2) }, proposal: ProposedViewSize(width: 100, height: 40))
        #expect(host.run().converged)
        #expect(host.checkInvariants(atFixedPoint: true) == [])
        // A clean reader is not re-placed, so its content is not rebuilt (names drop generics).
        #expect(host.run().bodyEvaluations(of: GeometryReader<EmptyView>.self) == 0)
    }

    @Test("a composite over elements offset to an infinite position spans them, without NaN (extended fuzz seed 4077191529)")
    func compositeAtInfiniteOffset() {
        /// Two elements, stacked by the VStack around it; its frame unites theirs.
        struct Twins: View {
            var body: some View {
                ForEach(0..<2, id: \.self) { _ in Color.red.frame(width: 10, height: 10) }
            }
        }
        // Both elements lie at x = −∞, where `CGRect.union` made a NaN width: the union has their
        // width.
        let (host, report) = run(VStack { Twins() }.offset(x: -.infinity), ProposedViewSize(width: 100, height: 100))
        let twins = host.snapshot.nodes.first { $0.typeName == "Twins" }?.frame
        #expect(twins?.minX == -.infinity && twins?.width == 10 && twins?.minY == 0 && twins?.height == 28)
        #expect(host.snapshot.nodes.allSatisfy { node in
            [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height].allSatisfy { !$0.isNaN }
        })
        #expect(report.diagnostics.contains { $0.message.contains("not finite") })
        // Finite frames are united as `CGRect.union` unites them.
        let (finite, _) = run(VStack { Twins() }.offset(x: 3), ProposedViewSize(width: 100, height: 100))
        #expect(finite.snapshot.nodes.first { $0.typeName == "Twins" }?.frame == CGRect(x: 3, y: 0, width: 10, height: 28))
    }

    @Test("a NaN preference is delivered and matches the tree's NaN: the fixed point's invariants hold")
    func nanPreferenceDelivered() {
        let delivered = DeliveredLengths()
        let view = Color.red.frame(width: 10, height: 10)
            .preference(key: HostileLengthKey.self, value: .nan)
            .onPreferenceChange(HostileLengthKey.self) { delivered.values.append($0) }
        let host = ViewHost(view)
        let report = host.run()
        #expect(report.converged)
        #expect(delivered.values.count == 1 && delivered.values[0].isNaN)
        // (`==` says a NaN differs from itself; the check compares it as the same value.)
        #expect(host.checkInvariants(atFixedPoint: true) == [])
        #expect(host.run().converged)
        #expect(delivered.values.count == 1)
    }
}

/// A length written by hostile tests (the last value wins).
private struct HostileLengthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

/// The lengths an `onPreferenceChange` was delivered.
private final class DeliveredLengths {
    var values: [CGFloat] = []
}
