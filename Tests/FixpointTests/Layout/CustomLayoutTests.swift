import Fixpoint
import FixpointTesting
import Foundation
import Testing

private func box(_ width: CGFloat, _ height: CGFloat = 10) -> some View {
    Color.gray.frame(width: width, height: height)
}

/// Counts of cache calls.
private final class CacheCalls {
    var makes = 0
    var updates = 0
}

/// A row that caches its subviews' ideal widths.
private struct CachingRow: Layout, Equatable {
    let calls: CacheCalls

    struct Cache {
        var widths: [CGFloat]
    }

    static func == (lhs: CachingRow, rhs: CachingRow) -> Bool { lhs.calls === rhs.calls }

    func makeCache(subviews: Subviews) -> Cache {
        calls.makes += 1
        return Cache(widths: subviews.map { $0.sizeThatFits(.unspecified).width })
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        calls.updates += 1
        cache = Cache(widths: subviews.map { $0.sizeThatFits(.unspecified).width })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        CGSize(width: cache.widths.reduce(0, +), height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var x = bounds.minX
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += cache.widths[index]
        }
    }
}

/// A `CachingRow` whose second child exists when the environment flag is set.
private struct CachingHost: View {
    @Environment(\.coverageFlag) private var flag
    let calls: CacheCalls

    var body: some View {
        CachingRow(calls: calls) {
            box(10)
            if flag { box(20) }
        }
    }
}

/// Places its subviews with various anchors and leaves the fifth unplaced.
private struct AnchorLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 100, height: 100))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
                          proposal: ProposedViewSize(width: 20, height: 10))
        subviews[1].place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing,
                          proposal: ProposedViewSize(width: 30, height: 30))
        subviews[2].place(at: CGPoint(x: bounds.minX + 10, y: bounds.minY + 10),
                          proposal: ProposedViewSize(width: 5, height: 5))
        subviews[3].place(at: CGPoint(x: bounds.minX + 50, y: bounds.minY), anchor: UnitPoint(x: 0.5, y: 0),
                          proposal: ProposedViewSize(width: 10, height: 4))
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// Lays its subviews out left to right by descending rank (stable).
private struct RankedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let order = subviews.indices.sorted { a, b in
            subviews[a][Rank.self] != subviews[b][Rank.self] ? subviews[a][Rank.self] > subviews[b][Rank.self] : a < b
        }
        var x = bounds.minX
        for index in order {
            subviews[index].place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subviews[index].sizeThatFits(.unspecified).width
        }
    }
}

/// Records what its subviews report, for assertions; lays nothing out itself.
private struct Inspector: Layout {
    let inspect: (Subviews) -> Void

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        inspect(subviews)
        return CGSize(width: 10, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
}

/// A fixed 50×10 layout whose leading guide is explicitly 7.
private struct GuideLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 50, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide == .leading ? 7 : nil
    }
}

/// Places its subviews 10 points in, without overriding the explicit alignment hooks.
private struct InsetLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 40, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + 10, y: bounds.minY), proposal: .unspecified)
        }
    }
}

/// Returns a fixed (possibly invalid) size and may place its subview at a bad position.
private struct BrokenLayout: Layout {
    let size: CGSize
    var position = CGPoint.zero

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), proposal: .unspecified)
        }
    }
}

/// Reference §3: the Layout protocol, its cache, `LayoutSubview` and result checks.
@Suite("Custom Layout")
struct CustomLayoutTests {
    @Test("makeCache runs once; updateCache only when the subviews change")
    func cache() {
        let calls = CacheCalls()
        let (host, report) = hosted(CachingHost(calls: calls), width: 300,
                                    environment: environment { $0.coverageFlag = false })
        #expect(report.passes == 1)
        #expect(calls.makes == 1 && calls.updates == 0)
        #expect(host.snapshot.frame("CachingHost/CachingRow").width == 10)
        host.proposal = ProposedViewSize(width: 200, height: nil)
        host.run()
        #expect(calls.makes == 1 && calls.updates == 0)
        host.environment = environment { $0.coverageFlag = true }
        host.run()
        #expect(calls.makes == 1 && calls.updates == 1)
        #expect(host.snapshot.frame("CachingHost/CachingRow").width == 30)
        #expect(host.snapshot.frame("CachingHost/CachingRow/frame[1]").minX == 10)
        host.environment = environment { $0.coverageFlag = true; $0.coverageNumber = 1 }
        host.run()
        #expect(calls.makes == 1 && calls.updates == 1)
    }

    @Test("place(at:anchor:proposal:) puts the anchor point at the position; bounds need not start at 0")
    func anchors() {
        let (s, _) = layOut(AnchorLayout {
            Color.red
            Color.green
            Color.blue
            Color.orange
            Text("Hi")
        }.padding(10), width: 120, height: 120)
        #expect(s.frame("padding/AnchorLayout") == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(s.frame("padding/AnchorLayout/Color[0]") == CGRect(x: 50, y: 55, width: 20, height: 10))
        #expect(s.frame("padding/AnchorLayout/Color[1]") == CGRect(x: 80, y: 80, width: 30, height: 30))
        #expect(s.frame("padding/AnchorLayout/Color[2]") == CGRect(x: 20, y: 20, width: 5, height: 5))
        #expect(s.frame("padding/AnchorLayout/Color[3]") == CGRect(x: 55, y: 10, width: 10, height: 4))
        // Not placed: centred in bounds with the container's proposal.
        let t = textWidth("Hi")
        #expect(isClose(s.frame("padding/AnchorLayout/Text"),
                      CGRect(x: 60 - t / 2, y: 60 - lineHeight() / 2, width: t, height: lineHeight())))
    }

    @Test("LayoutValueKey: set values are read by the layout, others get the default")
    func layoutValues() {
        let (s, _) = layOut(RankedRow {
            box(10).layoutValue(key: Rank.self, value: 1)
            box(20)
            box(30).layoutValue(key: Rank.self, value: 2)
        }, width: 300)
        #expect(s.children(of: 0).map { s.nodes[$0].frame.minX } == [30, 40, 0])
    }

    @Test("LayoutValueKey values survive later modifiers, like layoutPriority")
    func layoutValueThroughModifiers() {
        let (s, _) = layOut(RankedRow {
            box(10)
            box(30).layoutValue(key: Rank.self, value: 2).padding(1)
        }, width: 300)
        let positions = s.children(of: 0).map { s.nodes[$0].frame.minX }
        #expect(positions == [32, 0])
    
        let (outer, _) = layOut(RankedRow {
            box(10)
            box(30).padding(1).layoutValue(key: Rank.self, value: 2)
        }, width: 300)
        #expect(outer.children(of: 0).map { outer.nodes[$0].frame.minX } == [32, 0])
    }

    @Test("LayoutSubview.priority is the layoutPriority trait, through later modifiers")
    func priorities() {
        let seen = Probe<[Double]>([])
        _ = layOut(Inspector(inspect: { seen.value = $0.map(\.priority) }) {
            box(1).layoutPriority(2)
            box(1)
            box(1).layoutPriority(-1).padding(1)
        }, width: 300)
        #expect(seen.value == [2, 0, -1])
    }

    @Test("spacing.distance gives the §2.2 defaults")
    func spacingDistance() {
        let seen = Probe<[CGFloat]>([])
        _ = layOut(Inspector(inspect: { subviews in
            seen.value = [
                subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal),
                subviews[0].spacing.distance(to: subviews[2].spacing, along: .horizontal),
                subviews[2].spacing.distance(to: subviews[0].spacing, along: .horizontal),
                subviews[3].spacing.distance(to: subviews[4].spacing, along: .horizontal),
                subviews[0].spacing.distance(to: subviews[1].spacing, along: .vertical),
                subviews[0].spacing.distance(to: subviews[3].spacing, along: .vertical),
            ]
        }) {
            Color.red
            Color.blue
            Spacer()
            Text("a")
            Text("b")
        }, width: 300)
        let extent = (0.905273 + 0.211914) * 17
        let t = (0.1 * extent / 4).rounded(.up) * 4
        #expect(seen.value.count == 6)
        guard seen.value.count == 6 else { return }
        #expect(Array(seen.value[0..<5]) == [8, 0, 0, 8, 8])
        #expect(isClose(seen.value[5], extent + t - 0.905273 * 17))
    }

    @Test("dimensions(in:) gives the size and the guides, explicit ones included")
    func dimensions() {
        // ViewDimensions are read inside the layout call: they belong to the pass that made them.
        let seen = Probe<[String: CGFloat?]>([:])
        _ = layOut(Inspector(inspect: { subviews in
            let text = subviews[0].dimensions(in: .unspecified)
            let guided = subviews[1].dimensions(in: .unspecified)
            seen.value = [
                "width": text.width, "height": text.height,
                "leading": text[.leading], "hcenter": text[HorizontalAlignment.center], "trailing": text[.trailing],
                "top": text[.top], "vcenter": text[VerticalAlignment.center], "bottom": text[.bottom],
                "first": text[.firstTextBaseline], "last": text[.lastTextBaseline],
                "explicitLeading": text[explicit: .leading],
                "guidedLeading": guided[.leading], "guidedExplicitLeading": guided[explicit: .leading],
                "guidedExplicitTrailing": guided[explicit: .trailing], "guidedTrailing": guided[.trailing],
            ]
        }) {
            Text("Hello")
            box(40, 20).alignmentGuide(.leading) { d in d.width / 4 }
        }, width: 300)
        let t = textWidth("Hello"), h = lineHeight(), baseline = 0.905273 * 17
        func value(_ key: String) -> CGFloat { (seen.value[key] ?? nil) ?? .nan }
        #expect(isClose(value("width"), t) && isClose(value("height"), h))
        #expect(value("leading") == 0)
        #expect(isClose(value("hcenter"), t / 2))
        #expect(isClose(value("trailing"), t))
        #expect(value("top") == 0)
        #expect(isClose(value("vcenter"), h / 2))
        #expect(isClose(value("bottom"), h))
        #expect(isClose(value("first"), baseline))
        #expect(isClose(value("last"), baseline))
        #expect(seen.value["explicitLeading"] == .some(nil))
        #expect(value("guidedLeading") == 10)
        #expect(value("guidedExplicitLeading") == 10)
        #expect(seen.value["guidedExplicitTrailing"] == .some(nil))
        #expect(value("guidedTrailing") == 40)
    }

    @Test("explicitAlignment overrides a layout's guide in its parent")
    func explicitOverride() {
        let (s, _) = layOut(VStack(alignment: .leading, spacing: 0) {
            GuideLayout { EmptyView() }
            box(50)
        }, width: 300)
        #expect(s.frame("VStack/GuideLayout") == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(s.frame("VStack/frame").minX == 7)
        #expect(s.frame("VStack").width == 57)
    }

    @Test("by default a layout's explicit guide comes from its placed children")
    func explicitDefault() {
        let (s, _) = layOut(VStack(alignment: .leading, spacing: 0) {
            InsetLayout { box(20).alignmentGuide(.leading) { _ in 5 } }
            box(50)
        }, width: 300)
        // The child sits at 10 with a guide of 5: the layout's leading guide is 15.
        #expect(s.frame("VStack/InsetLayout").minX == 0)
        #expect(s.frame("VStack/frame").minX == 15)
    }

    @Test("invalid sizes are diagnosed, named, and replaced; layout goes on", arguments: [
        (CGSize(width: CGFloat.nan, height: 10), 0.0), (CGSize(width: -5, height: 10), 0.0),
    ])
    func invalidSizes(size: CGSize, sanitised: Double) {
        let (s, report) = layOut(HStack(spacing: 0) {
            BrokenLayout(size: size) { EmptyView() }
            box(10)
        }.frame(width: 300, height: 50), width: 300, height: 50)
        #expect(report.diagnostics.contains { $0.kind == .invalidLayoutResult && $0.message.contains("BrokenLayout") })
        #expect(s.frame("frame/HStack/BrokenLayout").width == CGFloat(sanitised))
        #expect(s.frame("frame/HStack/frame").minX == s.frame("frame/HStack/BrokenLayout").maxX)
        #expect(s.frame("frame/HStack").width == 10 + CGFloat(sanitised))
    }

    @Test("an infinite size is accepted only for an infinite proposal, else the proposal is used")
    func infiniteSize() {
        let (s, report) = layOut(HStack(spacing: 0) {
            BrokenLayout(size: CGSize(width: CGFloat.infinity, height: 10)) { EmptyView() }
            box(10)
        }.frame(width: 300, height: 50), width: 300, height: 50)
        #expect(report.diagnostics.contains { $0.kind == .invalidLayoutResult && $0.message.contains("BrokenLayout") })
        #expect(s.frame("frame/HStack/BrokenLayout") == CGRect(x: 0, y: 20, width: 290, height: 10))
        #expect(s.frame("frame/HStack/frame").minX == 290)
    }

    @Test("a non-finite placement is diagnosed and put at the container's origin")
    func nonFinitePlacement() {
        let (s, report) = layOut(BrokenLayout(size: CGSize(width: 50, height: 50), position: CGPoint(x: CGFloat.nan, y: 5)) {
            box(10)
        }.padding(3), width: 300)
        #expect(report.diagnostics.contains { $0.kind == .invalidLayoutResult })
        #expect(s.frame("padding/BrokenLayout/frame").minY == 8)
        #expect(s.frame("padding/BrokenLayout/frame").minX == 3)
    
    }
}
