import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// The safe area of a 390×844 window with insets 47/34 (reference part 2, §4.2): the root is
/// proposed 390×763. Frames here are in the root's space (add 47 for the window's y).
private let safeWidth: CGFloat = 390
private let safeHeight: CGFloat = 763

/// The classic pattern: the content's minY in the scroll view's space, read through a
/// preference into state.
private struct OffsetKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

private struct OffsetReading: View {
    @State var offset: CGFloat = 0
    var body: some View {
        VStack(spacing: 0) {
            Text("offset \(Int(offset))")
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20) { index in
                        Color.blue.frame(height: 100).id(index)
                    }
                }
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: OffsetKey.self, value: -proxy.frame(in: .named("scroll")).minY)
                })
            }
            .coordinateSpace(name: "scroll")
            .onPreferenceChange(OffsetKey.self) { offset = $0 }
        }
    }
}

@Suite("ScrollView")
struct ScrollViewTests {
    @Test("§11 case 1: ScrollView { Text(\"hi\") } takes the height, is only as wide as the text, centred; the text at the top")
    func textContent() throws {
        // The host centres its root; here a frame of the safe area's size does.
        let (s, report) = layOut(ScrollView { Text("hi") }.frame(width: safeWidth, height: safeHeight),
                                 width: safeWidth, height: safeHeight)
        let scroll = try #require(s.nodes(typeName: "ScrollView").first)
        let text = try #require(s.node(text: "hi"))
        #expect(isClose(scroll.frame.height, 763))
        #expect(isClose(scroll.frame.width, textWidth("hi")))
        #expect(isClose(scroll.frame.midX, 195))
        #expect(isClose(text.frame.minY, 0) && isClose(text.frame.minX, scroll.frame.minX))
        #expect(report.converged && report.passes == 1)
    }

    @Test("§11 case 2: ScrollView { Color.red }: the colour is proposed (390, nil) and is 390×10; the scroll view 390×763")
    func colorContent() throws {
        let host = ViewHost(ScrollView { Color.red }, proposal: ProposedViewSize(width: safeWidth, height: safeHeight))
        host.traceDetail = .full
        let report = host.run()
        let s = host.snapshot
        #expect(s.frame("ScrollView") == CGRect(x: 0, y: 0, width: 390, height: 763))
        #expect(s.frame("ScrollView/Color") == CGRect(x: 0, y: 0, width: 390, height: 10))
        let sized = report.trace.events.contains { event in
            if case .sized(let type, let proposal, _, _) = event.kind {
                return type == "Color" && proposal == ProposedViewSize(width: 390, height: nil)
            }
            return false
        }
        #expect(sized)
        #expect(report.passes == 1)
    }

    @Test("§11 case 3: a horizontal scroll view is as tall as its HStack and takes the width")
    func horizontal() throws {
        let view = VStack {
            ScrollView(.horizontal) {
                HStack { ForEach(0..<5) { Text("Item \($0)") } }
            }
            Text("below")
        }
        let (s, report) = layOut(view, width: safeWidth, height: safeHeight)
        let scroll = try #require(s.nodes(typeName: "ScrollView").first)
        let stack = try #require(s.nodes(typeName: "HStack").first)
        #expect(isClose(scroll.frame.width, 390))
        #expect(isClose(scroll.frame.height, stack.frame.height) && isClose(stack.frame.height, lineHeight()))
        // The HStack is proposed nil wide: its ideal width, five items and four gaps of 8.
        let items = (0..<5).map { textWidth("Item \($0)") }.reduce(0, +) + 32
        #expect(isClose(stack.frame.width, items))
        #expect(report.passes == 1)
    }

    @Test("§11 case 4: contentMargins(.horizontal, 20): the content is proposed 350 and placed at x = 20")
    func contentMargins() throws {
        let view = ScrollView { Color.red.frame(height: 50) }.contentMargins(.horizontal, 20)
        let (s, report) = layOut(view, width: safeWidth, height: safeHeight)
        let red = try #require(s.nodes(typeName: "Color").first)
        #expect(red.frame == CGRect(x: 20, y: 0, width: 350, height: 50))
        #expect(s.nodes(typeName: "ScrollView").first?.frame.width == 390)
        #expect(report.passes == 1)
    }

    @Test("the scrollIndicators placement has no layout effect; an unusable margin is 0 with a diagnostic")
    func marginPlacements() throws {
        let indicators = ScrollView { Color.red.frame(height: 50) }.contentMargins(.all, 20, for: .scrollIndicators)
        let (s, _) = layOut(indicators, width: 390, height: 500)
        #expect(s.nodes(typeName: "Color").first?.frame == CGRect(x: 0, y: 0, width: 390, height: 50))
        let bad = ScrollView { Color.red.frame(height: 50) }.contentMargins(.top, -.infinity)
        let (b, report) = layOut(bad, width: 390, height: 500)
        #expect(b.nodes(typeName: "Color").first?.frame.minY == 0)
        #expect(report.diagnostics.contains { $0.kind == .invalidLayoutInput && $0.message.contains("contentMargins") })
    }

    @Test("two scroll axes: the content is proposed (nil, nil) and the scroll view takes the proposal")
    func bothAxes() throws {
        let (s, _) = layOut(ScrollView([.horizontal, .vertical]) { Text("hi") }, width: 300, height: 200)
        #expect(s.nodes(typeName: "ScrollView").first?.frame.size == CGSize(width: 300, height: 200))
        #expect(isClose(s.node(text: "hi")?.frame.width ?? 0, textWidth("hi")))
        #expect(s.node(text: "hi")?.frame.origin == .zero)
    }

    @Test("§12 Q1: a vertical scroll view proposed nil height (under fixedSize) reports its content's ideal height")
    func nilOnScrollAxis() throws {
        let view = VStack { ScrollView { Color.red.frame(height: 300) } }.fixedSize()
        let (s, _) = layOut(view, width: 390, height: 763)
        #expect(s.nodes(typeName: "ScrollView").first?.frame.height == 300)
    }

    @Test("several content views are stacked as in a VStack (centred, default spacing)")
    func implicitStack() throws {
        let (s, _) = layOut(ScrollView { Text("a"); Text("bbbb") }, width: 390, height: 500)
        let (v, _) = layOut(VStack { Text("a"); Text("bbbb") }, width: 390, height: nil)
        let a = try #require(s.node(text: "a"))
        let b = try #require(s.node(text: "bbbb"))
        #expect(isClose(b.frame.minY - a.frame.maxY, v.frame(of: "bbbb").minY - v.frame(of: "a").maxY))
        #expect(isClose(a.frame.midX, b.frame.midX))
    }

    @Test("scrolling moves the content, clamps to the content, and runs one pass traced with its cause")
    func scrollingMovesContent() throws {
        let view = ScrollView { VStack(spacing: 0) { ForEach(0..<10) { Color.blue.frame(height: 100).id($0) } } }
        let host = ViewHost(view, proposal: ProposedViewSize(width: 390, height: 500))
        host.run()
        let path = "ScrollView"
        let report = try host.scroll(scrollViewAt: path, to: CGPoint(x: 0, y: 250))
        #expect(report.passes == 1 && report.converged)
        #expect(try host.scrollOffset(ofScrollViewAt: path) == CGPoint(x: 0, y: 250))
        #expect(host.snapshot.frame("ScrollView/VStack").minY == -250)
        // The pass names the offset write as its cause.
        let write = try #require(report.trace.events.first { if case .stateWritten(let name, _, _) = $0.kind { name == "scrollOffset" } else { false } })
        let start = try #require(report.trace.events.first { if case .passStarted = $0.kind { true } else { false } })
        #expect(start.cause == write.id)
        // No size is recomputed: a scroll moves content, it does not resize it.
        #expect(report.statistics.map(\.sizingCalls).reduce(0, +) == 0)
        // Past the end: clamped to content 1000 − viewport 500; a horizontal offset is ignored.
        try host.scroll(scrollViewAt: path, to: CGPoint(x: 40, y: 5000))
        #expect(try host.scrollOffset(ofScrollViewAt: path) == CGPoint(x: 0, y: 500))
        #expect(host.snapshot.frame("ScrollView/VStack").maxY == 500)
        try host.scroll(scrollViewAt: path, by: CGSize(width: 0, height: -600))
        #expect(try host.scrollOffset(ofScrollViewAt: path) == .zero)
        // The same offset again: nothing to do.
        let again = try host.scroll(scrollViewAt: path, to: .zero)
        #expect(again.passes == 1 && !again.trace.events.contains { if case .stateApplied = $0.kind { true } else { false } })
    }

    @Test("bad scroll input throws before anything is written")
    func badInput() {
        let host = ViewHost(ScrollView { Color.red.frame(height: 1000) })
        host.run()
        #expect(throws: InteractionError.self) { try host.scroll(scrollViewAt: "ScrollView", to: CGPoint(x: 0, y: CGFloat.nan)) }
        #expect(throws: InteractionError.self) { try host.scroll(scrollViewAt: "Nope", to: .zero) }
        #expect(throws: InteractionError.self) { try host.scroll(to: "missing") }
        #expect((try? host.scrollOffset(ofScrollViewAt: "ScrollView")) == .zero)
    }

    @Test("a GeometryReader in the content sees the scrolled global and named frames; the preference loop runs two passes")
    func offsetThroughPreference() throws {
        let host = ViewHost(OffsetReading(), proposal: ProposedViewSize(width: 390, height: 763))
        let first = runCheckingInvariants(host)
        #expect(first.converged && first.passes == 1)
        #expect(host.snapshot.node(text: "offset 0") != nil)
        let report = try host.scroll(scrollViewAt: "OffsetReading/VStack/coordinateSpace/ScrollView", to: CGPoint(x: 0, y: 120))
        // Pass 1: the write moves the content, the preference changes, the binder's action
        // writes the state; pass 2: the text shows it and the preference is unchanged.
        #expect(report.converged && report.passes == 2)
        #expect(host.snapshot.node(text: "offset 120") != nil)
        let reader = try #require(host.snapshot.nodes(typeName: "GeometryReader").first)
        let scroll = try #require(host.snapshot.nodes(typeName: "ScrollView").first)
        #expect(isClose(reader.frame.minY, scroll.frame.minY - 120))
        #expect(report.trace.events.contains { if case .preferenceDelivered(_, "0", "120") = $0.kind { true } else { false } })
        #expect(host.checkInvariants(atFixedPoint: true).isEmpty)
    }

    @Test("scroll(to:anchor:) aligns the target's anchor with the viewport's, or scrolls the least with anchor nil")
    func scrollToID() throws {
        let view = ScrollView { VStack(spacing: 0) { ForEach(0..<10) { Color.blue.frame(height: 100).id($0) } } }
        let host = ViewHost(view, proposal: ProposedViewSize(width: 390, height: 500))
        host.run()
        try host.scroll(to: 5, anchor: .top)
        #expect(try host.scrollOffset(ofScrollViewAt: "ScrollView") == CGPoint(x: 0, y: 500))
        try host.scroll(to: 3, anchor: .center)
        #expect(try host.scrollOffset(ofScrollViewAt: "ScrollView") == CGPoint(x: 0, y: 100))
        try host.scroll(to: 9, anchor: .bottom)
        #expect(try host.scrollOffset(ofScrollViewAt: "ScrollView") == CGPoint(x: 0, y: 500))
        try host.scroll(to: 0, anchor: .bottom) // clamped at the start
        #expect(try host.scrollOffset(ofScrollViewAt: "ScrollView") == .zero)
        try host.scroll(to: 6) // below the viewport: its bottom on the viewport's
        #expect(try host.scrollOffset(ofScrollViewAt: "ScrollView") == CGPoint(x: 0, y: 200))
        try host.scroll(to: 4) // already visible: no movement
        #expect(try host.scrollOffset(ofScrollViewAt: "ScrollView") == CGPoint(x: 0, y: 200))
        try host.scroll(to: 1) // above: its top on the viewport's
        #expect(try host.scrollOffset(ofScrollViewAt: "ScrollView") == CGPoint(x: 0, y: 100))
    }
}

