import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// A counter whose count is `@State`: it survives only if its identity does.
private struct LayoutCounter: View {
    let name: String
    @State private var count = 0

    var body: some View {
        Button("\(name) \(count)") { count += 1 }
            .frame(width: 60, height: 20)
    }
}

/// Counters under an `AnyLayout` switched by state.
private struct Switcher: View {
    @State private var isWide = true

    var body: some View {
        let layout = isWide ? AnyLayout(HStackLayout(spacing: 10)) : AnyLayout(VStackLayout(spacing: 5))
        VStack(spacing: 0) {
            layout {
                LayoutCounter(name: "A")
                LayoutCounter(name: "B")
            }
            Button("Switch") { isWide.toggle() }
        }
    }
}

/// A layout with a cache that counts its calls: stacks its subviews diagonally.
private struct Diagonal: Layout {
    struct Cache { var made = 0; var updated = 0 }

    func makeCache(subviews: Subviews) -> Cache { Cache(made: 1) }

    func updateCache(_ cache: inout Cache, subviews: Subviews) { cache.updated += 1 }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let s = subview.sizeThatFits(.unspecified)
            return CGSize(width: size.width + s.width, height: size.height + s.height)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var point = bounds.origin
        for subview in subviews {
            let s = subview.sizeThatFits(.unspecified)
            subview.place(at: point, proposal: .unspecified)
            point.x += s.width
            point.y += s.height
        }
    }
}

/// `AnyLayout`: switching the wrapped layout keeps the children's identity and state.
@Suite("AnyLayout")
struct AnyLayoutTests {
    @Test("AnyLayout lays out as the layout it wraps (HStack, VStack, ZStack, custom)")
    func wrapsLayouts() {
        func box(_ w: CGFloat, _ h: CGFloat) -> some View { Color.gray.frame(width: w, height: h) }
        let (h, report) = layOut(AnyLayout(HStackLayout(spacing: 4)) { box(20, 10); box(30, 10) }, width: 300)
        #expect(report.passes == 1)
        #expect(h.frame("AnyLayout") == CGRect(x: 0, y: 0, width: 54, height: 10))
        #expect(h.frame("AnyLayout/frame[1]").minX == 24)
        let (v, _) = layOut(AnyLayout(VStackLayout(alignment: .leading, spacing: 2)) { box(20, 10); box(30, 10) }, width: 300)
        #expect(v.frame("AnyLayout") == CGRect(x: 0, y: 0, width: 30, height: 22))
        #expect(v.frame("AnyLayout/frame[1]") == CGRect(x: 0, y: 12, width: 30, height: 10))
        let (z, _) = layOut(AnyLayout(ZStackLayout(alignment: .bottomTrailing)) { box(40, 40); box(10, 10) }, width: 300)
        #expect(z.frame("AnyLayout/frame[1]") == CGRect(x: 30, y: 30, width: 10, height: 10))
        let (d, _) = layOut(AnyLayout(Diagonal()) { box(10, 10); box(20, 20) }, width: 300)
        #expect(d.frame("AnyLayout") == CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(d.frame("AnyLayout/frame[1]") == CGRect(x: 10, y: 10, width: 20, height: 20))
        // Wrapping an AnyLayout does not nest it.
        let (n, _) = layOut(AnyLayout(AnyLayout(HStackLayout(spacing: 4))) { box(20, 10); box(30, 10) }, width: 300)
        #expect(n.frame("AnyLayout").width == 54)
    }

    @Test("switching HStackLayout → VStackLayout keeps the children's @State, in one update")
    func switchKeepsState() throws {
        let (host, first) = hosted(Switcher(), width: 390)
        #expect(first.passes == 1)
        try host.tap(buttonLabeled: "A 0")
        try host.tap(buttonLabeled: "A 1")
        try host.tap(buttonLabeled: "B 0")
        let wide = host.snapshot
        #expect(wide.frame(of: "A 2").minY == wide.frame(of: "B 1").minY)
        #expect(wide.frame(of: "B 1").minX - wide.frame(of: "A 2").minX == 70)
        let report = try host.tap(buttonLabeled: "Switch")
        #expect(report.passes == 1)
        #expect(report.converged)
        let tall = host.snapshot
        // Same paths, same state: the counters were not recreated.
        #expect(tall.paths == wide.paths)
        #expect(tall.node(text: "A 2") != nil)
        #expect(tall.node(text: "B 1") != nil)
        #expect(tall.frame(of: "A 2").minX == tall.frame(of: "B 1").minX)
        #expect(tall.frame(of: "B 1").minY - tall.frame(of: "A 2").minY == 25)
        #expect(tall.frame("Switcher/VStack/AnyLayout").size == CGSize(width: 60, height: 45))
        // The counters' bodies did not run: only the switcher's did.
        #expect(report.bodyEvaluations(of: LayoutCounter.self) == 0)
        #expect(report.bodyEvaluations(of: Switcher.self) == 1)
        // And back.
        let back = try host.tap(buttonLabeled: "Switch")
        #expect(back.passes == 1)
        #expect(host.snapshot.frame("Switcher/VStack/AnyLayout").size == CGSize(width: 130, height: 20))
        #expect(host.snapshot.node(text: "A 2") != nil)
    }

    @Test("a Spacer follows the wrapped layout's axis when the layout switches")
    func spacerAxis() throws {
        struct Spaced: View {
            @State var isWide = true
            var body: some View {
                VStack(spacing: 0) {
                    (isWide ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))) {
                        Color.gray.frame(width: 10, height: 10)
                        Spacer()
                        Color.gray.frame(width: 10, height: 10)
                    }
                    .frame(width: 200, height: 100)
                    Button("Switch") { isWide.toggle() }
                }
            }
        }
        let (host, _) = hosted(Spaced(), width: 390)
        let wide = host.snapshot
        #expect(wide.frame("Spaced/VStack/frame/AnyLayout/Spacer").size == CGSize(width: 180, height: 0))
        let report = try host.tap(buttonLabeled: "Switch")
        #expect(report.passes == 1)
        let tall = host.snapshot
        #expect(tall.frame("Spaced/VStack/frame/AnyLayout/Spacer").size == CGSize(width: 0, height: 80))
        #expect(tall.frame("Spaced/VStack/frame/AnyLayout").size == CGSize(width: 10, height: 100))
    }

    @Test("AnyLayout is equal when it wraps equal Equatable layouts (an equal re-mount keeps the layout)")
    func equality() {
        #expect(AnyLayout(HStackLayout()) == AnyLayout(HStackLayout()))
        #expect(AnyLayout(HStackLayout(spacing: 1)) != AnyLayout(HStackLayout(spacing: 2)))
        #expect(AnyLayout(HStackLayout()) != AnyLayout(VStackLayout()))
        #expect(AnyLayout(Diagonal()) != AnyLayout(Diagonal()))
    }
}
