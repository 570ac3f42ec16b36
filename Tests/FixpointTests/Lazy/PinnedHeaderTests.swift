import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// Three sections of a 40-tall blue header and four 100-tall red rows (440 each, 1320 in all).
private struct PinnedList: View {
    var pinned: PinnedScrollableViews = [.sectionHeaders]

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0, pinnedViews: pinned) {
                ForEach(0..<3) { section in
                    Section {
                        ForEach(0..<4) { _ in Color.red.frame(height: 100) }
                    } header: {
                        Color.blue.frame(height: 40).id("header \(section)")
                    }
                }
            }
        }
    }
}

/// Two sections of a 40-tall header, four 100-tall rows and a 30-tall footer (470 each, 940 in
/// all); the `Color`s at 6·k + 5 are the footers.
private func footerList(_ pinned: PinnedScrollableViews) -> some View {
    ScrollView {
        LazyVStack(spacing: 0, pinnedViews: pinned) {
            ForEach(0..<2) { _ in
                Section {
                    ForEach(0..<4) { _ in Color.red.frame(height: 100) }
                } header: {
                    Color.blue.frame(height: 40)
                } footer: {
                    Color.green.frame(height: 30)
                }
            }
        }
    }
}

/// The `Color` snapshot nodes, in tree order.
private func colors(_ s: LayoutSnapshot) -> [ViewSnapshot] {
    s.nodes(typeName: "Color")
}

/// The zIndex a renderer orders `node` by among its container's children: that of its
/// entry under the container (the `frame` around each `Color` here).
private func drawnZIndex(_ node: ViewSnapshot, in s: LayoutSnapshot) -> Double {
    node.parentIndex.map { s.nodes[$0].zIndex } ?? node.zIndex
}

/// Scrolls the scroll view at `path` of `host` and checks it was a placement-only pass: one
/// pass, converged, no sizing call.
private func scroll(_ host: ViewHost, _ path: String = "PinnedList/ScrollView", to point: CGPoint,
                    sourceLocation: SourceLocation = #_sourceLocation) throws {
    let report = try host.scroll(scrollViewAt: path, to: point)
    #expect(report.passes == 1 && report.converged, sourceLocation: sourceLocation)
    #expect(report.statistics.map(\.sizingCalls).reduce(0, +) == 0, sourceLocation: sourceLocation)
}

/// The sum of the values written (only section 0's header writes a non-zero one).
private struct HeaderMinYKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

/// Section 0's pinned header reads its frame in the scroll view's space with a GeometryReader
/// and reports its minY through a preference; `onPreferenceChange` stores it in `@State`, which
/// a label above the scroll view shows.
private struct PinnedReading: View {
    @State private var headerY: CGFloat = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("header at \(Int(headerY.rounded()))")
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                    ForEach(0..<2) { section in
                        Section {
                            ForEach(0..<4) { _ in Color.red.frame(height: 100) }
                        } header: {
                            GeometryReader { proxy in
                                Color.blue.preference(key: HeaderMinYKey.self,
                                                      value: section == 0 ? proxy.frame(in: .named("scroll")).minY : 0)
                            }
                            .frame(height: 40)
                        }
                    }
                }
            }
            .coordinateSpace(name: "scroll")
            .onPreferenceChange(HeaderMinYKey.self) { headerY = $0 }
        }
    }
}

/// Section 1's pinned header reports its global minY with `onGeometryChange` into `@State`,
/// shown by a label below the scroll view.
private struct PinnedGeometryChange: View {
    @State private var headerY: CGFloat = -1

    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                    ForEach(0..<3) { section in
                        Section {
                            ForEach(0..<4) { _ in Color.red.frame(height: 100) }
                        } header: {
                            if section == 1 {
                                Color.blue.frame(height: 40)
                                    .onGeometryChange(for: CGFloat.self) { $0.frame(in: .global).minY } action: { headerY = $0 }
                            } else {
                                Color.blue.frame(height: 40)
                            }
                        }
                    }
                }
            }
            .frame(height: 300)
            Text("y \(Int(headerY))")
        }
        .frame(height: 400, alignment: .top)
    }
}

@Suite("Pinned section headers and footers (reference part 2, §2.1 item 6)")
struct PinnedHeaderTests {
    /// The headers are the colours at 0, 5 and 10 (a header, then four rows, per section).
    private func headers(_ host: ViewHost) -> [CGFloat] {
        let all = colors(host.snapshot)
        return [all[0], all[5], all[10]].map(\.frame.minY)
    }

    @Test("at rest the headers sit in flow position and draw above the rows")
    func atRest() throws {
        let host = ViewHost(PinnedList(), proposal: ProposedViewSize(width: 390, height: 300))
        let report = runCheckingInvariants(host)
        #expect(report.passes == 1 && report.converged)
        #expect(headers(host) == [0, 440, 880])
        let s = host.snapshot
        let all = colors(s)
        #expect(drawnZIndex(all[0], in: s) == 1 && drawnZIndex(all[5], in: s) == 1)
        #expect(drawnZIndex(all[1], in: s) == 0 && all[1].frame == CGRect(x: 0, y: 40, width: 390, height: 100))
    }

    @Test("scrolled into section 1, its header sits at the viewport's top; sizes never change; back at 0 all flow")
    func pinnedAtTop() throws {
        let host = ViewHost(PinnedList(), proposal: ProposedViewSize(width: 390, height: 300))
        #expect(host.run().passes == 1)
        try scroll(host, to: CGPoint(x: 0, y: 500))
        // Section 0 ended at -60: its header is pushed up to end there; section 1's is pinned.
        #expect(headers(host) == [-100, 0, 380])
        let all = colors(host.snapshot)
        #expect(all.map(\.frame.height) == [40, 100, 100, 100, 100, 40, 100, 100, 100, 100, 40, 100, 100, 100, 100])
        // Rows keep their flow positions: section 1's first row is at 480 − 500.
        #expect(all[6].frame.minY == -20)
        // Back to rest: flow positions again.
        try scroll(host, to: .zero)
        #expect(headers(host) == [0, 440, 880])
        #expect(host.checkInvariants(atFixedPoint: true).isEmpty)
    }

    @Test("near the end of section 1 its header is pushed up by section 2's header; snapshots between scrolls keep the pin")
    func pushedByNextHeader() throws {
        let host = ViewHost(PinnedList(), proposal: ProposedViewSize(width: 390, height: 300))
        host.run()
        _ = host.snapshot
        try scroll(host, to: CGPoint(x: 0, y: 860))
        // Section 1 ends at 880 − 860 = 20: its header spans −20…20, section 2's starts at 20.
        #expect(headers(host)[1] == -20 && headers(host)[2] == 20)
        try scroll(host, to: CGPoint(x: 0, y: 900))
        #expect(headers(host)[1] == -60 && headers(host)[2] == 0)
        // Clamped to the end (1320 − 300): section 2's header stays pinned, its rows scroll.
        try scroll(host, to: CGPoint(x: 0, y: 5000))
        #expect(try host.scrollOffset(ofScrollViewAt: "PinnedList/ScrollView") == CGPoint(x: 0, y: 1020))
        #expect(headers(host) == [-620, -180, 0])
        #expect(colors(host.snapshot)[11].frame.minY == -100) // 920 − 1020
    }

    @Test("onGeometryChange in a pinned header: its reads leave the header pinned; a pinned, unmoved header dispatches nothing")
    func geometryChangeInHeader() throws {
        let host = ViewHost(PinnedGeometryChange(), proposal: ProposedViewSize(width: 390, height: 400))
        // The first pass dispatches the initial value (440) and the label shows it in pass 2.
        let first = runCheckingInvariants(host)
        #expect(first.converged && first.passes == 2)
        #expect(host.snapshot.node(text: "y 440") != nil)
        let path = try #require(host.snapshot.nodes(typeName: "ScrollView").first?.path)
        // Pinned: the value changes once (to 0), one more pass shows it.
        var report = try host.scroll(scrollViewAt: path, to: CGPoint(x: 0, y: 500))
        #expect(report.converged && report.passes == 2)
        #expect(host.snapshot.node(text: "y 0") != nil)
        // Still pinned after the action ran: nothing changes, one placement-only pass.
        report = try host.scroll(scrollViewAt: path, to: CGPoint(x: 0, y: 600))
        #expect(report.converged && report.passes == 1)
        #expect(report.statistics.map(\.sizingCalls).reduce(0, +) == 0)
        #expect(colors(host.snapshot)[5].frame.minY == 0)
        // Pushed up by section 2's header (section 1 ends at 880 − 860).
        report = try host.scroll(scrollViewAt: path, to: CGPoint(x: 0, y: 860))
        #expect(report.converged && report.passes == 2)
        #expect(host.snapshot.node(text: "y -20") != nil && colors(host.snapshot)[5].frame.minY == -20)
    }

    @Test("cost: a scroll of 100 pinned sections places the content and the parts it pins, sizes and evaluates nothing")
    func scrollCost() throws {
        func host(_ pinned: PinnedScrollableViews) -> ViewHost {
            let view = ScrollView {
                LazyVStack(spacing: 0, pinnedViews: pinned) {
                    ForEach(0..<100) { _ in
                        Section {
                            ForEach(0..<10) { _ in Color.red.frame(height: 50) }
                        } header: {
                            Color.blue.frame(height: 40)
                        } footer: {
                            Color.green.frame(height: 20)
                        }
                    }
                }
            }
            return ViewHost(view, proposal: ProposedViewSize(width: 390, height: 600))
        }
        let pinned = host([.sectionHeaders, .sectionFooters])
        let plain = host([])
        pinned.run()
        plain.run()
        // Each section is 40 + 500 + 20 = 560: at 30 000 section 53 (29 680…30 240) is on screen.
        let a = try pinned.scroll(scrollViewAt: "ScrollView", to: CGPoint(x: 0, y: 30_000))
        let b = try plain.scroll(scrollViewAt: "ScrollView", to: CGPoint(x: 0, y: 30_000))
        #expect(a.passes == 1 && b.passes == 1)
        let pinnedCost = try #require(a.statistics.first)
        let plainCost = try #require(b.statistics.first)
        #expect(pinnedCost.sizingCalls == 0 && pinnedCost.bodyEvaluations == 0)
        // The plain rows move along with the content (the scroll view and its content are
        // placed); with pinning, only the section parts taken out of their flow place again
        // (a header and a footer, each with its Color, for the 54 sections up to the one shown).
        #expect(plainCost.placements == 2)
        #expect(pinnedCost.placements > plainCost.placements && pinnedCost.placements <= 2 + 54 * 2 * 2)
        // Section 53's header at the top, its footer in flow (the section ends at 240);
        // section 54's footer at the bottom (the section runs past it).
        let all = colors(pinned.snapshot)
        #expect(all[53 * 12].frame.minY == 0 && all[53 * 12 + 11].frame.minY == 220)
        #expect(all[54 * 12 + 11].frame.minY == 580)
        #expect(all[53 * 12 + 1].frame.minY == -280) // 29 680 + 40 − 30 000
    }

    @Test("scrollTo(id) onto a header keeps it recognised as a section part; later scrolls still pin it")
    func scrollToHeader() throws {
        let host = ViewHost(PinnedList(), proposal: ProposedViewSize(width: 390, height: 300))
        host.run()
        let report = try host.scroll(to: "header 1", anchor: .top)
        #expect(report.passes == 1 && report.converged)
        #expect(try host.scrollOffset(ofScrollViewAt: "PinnedList/ScrollView") == CGPoint(x: 0, y: 440))
        #expect(headers(host) == [-40, 0, 440])
        try scroll(host, to: CGPoint(x: 0, y: 600))
        #expect(headers(host) == [-200, 0, 280])
        #expect(drawnZIndex(colors(host.snapshot)[5], in: host.snapshot) == 1)
    }

    @Test("without pinnedViews a header scrolls away with its rows and draws in tree order")
    func unpinned() throws {
        let host = ViewHost(PinnedList(pinned: []), proposal: ProposedViewSize(width: 390, height: 300))
        #expect(host.run().passes == 1)
        try scroll(host, to: CGPoint(x: 0, y: 500))
        #expect(headers(host) == [-500, -60, 380])
        #expect(host.snapshot.nodes.allSatisfy { $0.zIndex == 0 })
        // Footers only: headers are not pinned, nor raised.
        let footers = ViewHost(PinnedList(pinned: [.sectionFooters]), proposal: ProposedViewSize(width: 390, height: 300))
        #expect(footers.run().passes == 1)
        try scroll(footers, to: CGPoint(x: 0, y: 500))
        #expect(headers(footers) == [-500, -60, 380])
        #expect(footers.snapshot.nodes.allSatisfy { $0.zIndex == 0 })
    }

    @Test("outside a scroll view nothing moves")
    func outsideScrollView() throws {
        let view = VStack(spacing: 0) {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders, .sectionFooters]) {
                Section {
                    ForEach(0..<4) { _ in Color.red.frame(height: 100) }
                } header: {
                    Color.blue.frame(height: 40)
                } footer: {
                    Color.green.frame(height: 30)
                }
            }
        }
        .frame(height: 200, alignment: .top)
        let host = ViewHost(view, proposal: ProposedViewSize(width: 390, height: 200))
        let report = host.run()
        #expect(report.passes == 1 && report.converged)
        // The stack (470 tall) overflows its 200-tall frame at the bottom; all in flow.
        let all = colors(host.snapshot)
        #expect(all.map(\.frame.minY) == [0, 40, 140, 240, 340, 440])
        #expect(all.map(\.frame.height) == [40, 100, 100, 100, 100, 30])
    }

    @Test("pinned footers stick to the viewport's bottom, but never above their section's start")
    func footers() throws {
        let host = ViewHost(footerList([.sectionFooters]), proposal: ProposedViewSize(width: 390, height: 300))
        #expect(runCheckingInvariants(host).passes == 1)
        func footerYs() -> [CGFloat] {
            let all = colors(host.snapshot)
            return [all[5].frame.minY, all[11].frame.minY]
        }
        // At rest section 0 runs past the viewport: its footer sits at its bottom (300 − 30);
        // section 1 (470…940) is below: its footer no higher than the section's start.
        #expect(footerYs() == [270, 470])
        let s = host.snapshot
        #expect(drawnZIndex(colors(s)[5], in: s) == 1 && drawnZIndex(colors(s)[0], in: s) == 0)
        // Headers are not pinned: section 0's scrolls away.
        try scroll(host, "ScrollView", to: CGPoint(x: 0, y: 300))
        #expect(colors(host.snapshot)[0].frame.minY == -300)
        // Section 0 ends at 470 − 300 = 170: its footer is back in flow (140); section 1 starts
        // at 170 and its footer is pinned to the bottom.
        #expect(footerYs() == [140, 270])
        // Section 1 starts at 280, 20 above the visible end: its footer is held at that start.
        try scroll(host, "ScrollView", to: CGPoint(x: 0, y: 190))
        #expect(footerYs() == [250, 280])
        // Scrolled to the end (940 − 300): every footer in flow position.
        try scroll(host, "ScrollView", to: CGPoint(x: 0, y: 640))
        #expect(footerYs() == [-200, 270])
    }

    @Test("headers and footers pinned together: each at its own edge of the viewport")
    func headersAndFooters() throws {
        let host = ViewHost(footerList([.sectionHeaders, .sectionFooters]), proposal: ProposedViewSize(width: 390, height: 300))
        #expect(host.run().passes == 1)
        try scroll(host, "ScrollView", to: CGPoint(x: 0, y: 100))
        let all = colors(host.snapshot)
        #expect(all[0].frame.minY == 0 && all[5].frame.minY == 270)
        // The rows between keep their flow positions, drawn under both.
        #expect(all[1].frame.minY == -60 && all[4].frame.minY == 240)
        #expect([0, 5].allSatisfy { drawnZIndex(all[$0], in: host.snapshot) == 1 })
    }

    @Test("content margins inset the visible region: headers pin below the top margin, footers above the bottom one")
    func contentMargins() throws {
        let view = footerList([.sectionHeaders, .sectionFooters])
            .contentMargins(.vertical, 20, for: .scrollContent)
        let host = ViewHost(view, proposal: ProposedViewSize(width: 390, height: 300))
        #expect(host.run().passes == 1)
        // At rest the content starts at the top margin: section 0's header in flow at 20, its
        // footer held above the bottom margin (300 − 20 − 30).
        var all = colors(host.snapshot)
        #expect(all[0].frame.minY == 20 && all[5].frame.minY == 250)
        try scroll(host, "ScrollView", to: CGPoint(x: 0, y: 100))
        all = colors(host.snapshot)
        #expect(all[0].frame.minY == 20 && all[1].frame.minY == -40 && all[5].frame.minY == 250)
    }

    @Test("an unbounded proposal: the scroll view's viewport is not finite; nothing is pinned and nothing traps")
    func unboundedViewport() throws {
        let host = ViewHost(PinnedList(pinned: [.sectionHeaders, .sectionFooters]),
                            proposal: ProposedViewSize(width: 390, height: .infinity))
        let report = host.run()
        #expect(report.passes == 1 && report.converged)
        #expect(host.snapshot.nodes(typeName: "ScrollView").first?.frame.height == .infinity)
        let all = colors(host.snapshot)
        #expect(all.allSatisfy { $0.frame.minY.isFinite })
        #expect(headers(host).map { $0 - all[0].frame.minY } == [0, 440, 880])
    }

    @Test("a resized viewport moves pinned footers to its new end in the same pass")
    func resizedViewport() throws {
        let host = ViewHost(footerList([.sectionFooters]), proposal: ProposedViewSize(width: 390, height: 300))
        host.run()
        #expect(colors(host.snapshot)[5].frame.minY == 270)
        // The content is placed at the same origin with the same proposal; only the viewport
        // grew.
        host.proposal = ProposedViewSize(width: 390, height: 400)
        let report = host.run()
        #expect(report.passes == 1 && report.converged)
        #expect(colors(host.snapshot)[5].frame.minY == 370)
        #expect(colors(host.snapshot)[4].frame.minY == 340)
        #expect(host.checkInvariants(atFixedPoint: true).isEmpty)
    }

    @Test("a section shorter than the header's push: its header leaves with it; an empty section's header never moves")
    func shortSections() throws {
        let view = ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                Section {
                    Color.red.frame(height: 30)
                } header: {
                    Color.blue.frame(height: 40)
                }
                Section {
                    EmptyView()
                } header: {
                    Color.green.frame(height: 40)
                }
                Section {
                    ForEach(0..<5) { _ in Color.red.frame(height: 100) }
                } header: {
                    Color.blue.frame(height: 40)
                }
            }
        }
        let host = ViewHost(view, proposal: ProposedViewSize(width: 390, height: 300))
        #expect(host.run().passes == 1)
        // Sections: 0…70, 70…110 (its header only), 110…650.
        try scroll(host, "ScrollView", to: CGPoint(x: 0, y: 50))
        var all = colors(host.snapshot)
        // Section 0's header ends where its section does (70 − 50); the row stays in flow.
        #expect(all[0].frame.minY == -20 && all[1].frame.minY == -10)
        #expect(all[2].frame.minY == 20 && all[3].frame.minY == 60)
        try scroll(host, "ScrollView", to: CGPoint(x: 0, y: 90))
        all = colors(host.snapshot)
        #expect(all[2].frame.minY == -20 && all[3].frame.minY == 20)
        try scroll(host, "ScrollView", to: CGPoint(x: 0, y: 200))
        all = colors(host.snapshot)
        #expect(all[0].frame.minY == -170 && all[2].frame.minY == -130 && all[3].frame.minY == 0)
    }

    @Test("a section nested in another's content: the outer header's section spans the inner one")
    func nestedSections() throws {
        let view = ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                Section {
                    Section {
                        ForEach(0..<4) { _ in Color.red.frame(height: 100) }
                    } header: {
                        Color.green.frame(height: 30)
                    }
                } header: {
                    Color.blue.frame(height: 40)
                }
                ForEach(0..<4) { _ in Color.gray.frame(height: 100) }
            }
        }
        let host = ViewHost(view, proposal: ProposedViewSize(width: 390, height: 300))
        #expect(host.run().passes == 1)
        // Outer header 0…40, inner header 40…70, rows 70…470, then unsectioned rows.
        try scroll(host, "ScrollView", to: CGPoint(x: 0, y: 200))
        var all = colors(host.snapshot)
        // Both pinned at the top (the inner drawn over the outer, in tree order).
        #expect(all[0].frame.minY == 0 && all[1].frame.minY == 0 && all[2].frame.minY == -130)
        // Both sections end at 470: each header is pushed up to end there; rows outside any
        // section never move.
        try scroll(host, "ScrollView", to: CGPoint(x: 0, y: 450))
        all = colors(host.snapshot)
        #expect(all[0].frame.minY == -20 && all[1].frame.minY == -10 && all[6].frame.minY == 20)
    }

    /// Two sections of four 100-wide rows under 40-wide pinned headers, scrolling horizontally.
    private var horizontalSections: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(0..<2) { _ in
                    Section {
                        ForEach(0..<4) { _ in Color.red.frame(width: 100) }
                    } header: {
                        Color.blue.frame(width: 40)
                    }
                }
            }
        }
    }

    @Test("a LazyHStack in a horizontal scroll view pins headers to the leading edge")
    func horizontal() throws {
        let host = ViewHost(horizontalSections, proposal: ProposedViewSize(width: 300, height: 200))
        #expect(host.run().passes == 1)
        try scroll(host, "ScrollView", to: CGPoint(x: 500, y: 0))
        let all = colors(host.snapshot)
        #expect(all[0].frame.minX == -100 && all[5].frame.minX == 0)
        #expect(all[5].frame.height == 200 && all[6].frame.minX == -20)
        #expect(all.allSatisfy { $0.frame.minY == 0 })
        #expect(drawnZIndex(all[5], in: host.snapshot) == 1)
        try scroll(host, "ScrollView", to: .zero)
        #expect(colors(host.snapshot)[5].frame.minX == 440)
    }

    @Test("right-to-left: a LazyHStack pins headers to the right (leading) edge")
    func horizontalRightToLeft() throws {
        let view = horizontalSections.environment(\.layoutDirection, .rightToLeft)
        let host = ViewHost(view, proposal: ProposedViewSize(width: 300, height: 200))
        #expect(host.run().passes == 1)
        // At rest the content's leading (right) edge is on the viewport's: section 0's header
        // is its rightmost view.
        #expect(colors(host.snapshot)[0].frame.maxX == 300)
        try scroll(host, "ScrollView", to: CGPoint(x: 500, y: 0))
        // The content (880 wide) ends at 300 + 500; section 1's header is pinned at the right
        // edge, section 0's pushed out to the right; rows keep their mirrored flow positions.
        let all = colors(host.snapshot)
        #expect(all[5].frame.maxX == 300 && all[0].frame.minX == 360)
        #expect(all[6].frame == CGRect(x: 220, y: 0, width: 100, height: 200))
    }

    @Test("a LazyVGrid pins a header row across every column")
    func grid() throws {
        let view = ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(0..<2) { _ in
                    Section {
                        ForEach(0..<8) { _ in Color.red.frame(height: 100) }
                    } header: {
                        Color.blue.frame(height: 40)
                    }
                }
            }
        }
        let host = ViewHost(view, proposal: ProposedViewSize(width: 390, height: 300))
        #expect(host.run().passes == 1)
        try scroll(host, "ScrollView", to: CGPoint(x: 0, y: 500))
        let all = colors(host.snapshot)
        #expect(all[9].frame == CGRect(x: 0, y: 0, width: 390, height: 40))
        #expect(all[0].frame.minY == -100 && all[10].frame.minY == -20)
        // Cells keep their columns: section 1's first row.
        // Two columns of (390 − 8) / 2, the second after the item's default spacing of 8.
        #expect(all[10].frame.minX == 0 && all[11].frame.minX == 199 && all[11].frame.minY == -20)
        #expect(drawnZIndex(all[9], in: host.snapshot) == 1 && drawnZIndex(all[10], in: host.snapshot) == 0)
    }

    @Test("a LazyHGrid pins a header column across every row")
    func horizontalGrid() throws {
        let view = ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(0..<2) { _ in
                    Section {
                        ForEach(0..<8) { _ in Color.red.frame(width: 100) }
                    } header: {
                        Color.blue.frame(width: 40)
                    }
                }
            }
        }
        let host = ViewHost(view, proposal: ProposedViewSize(width: 300, height: 200))
        #expect(host.run().passes == 1)
        let header = colors(host.snapshot)[9].frame
        #expect(header.minX == 440)
        try scroll(host, "ScrollView", to: CGPoint(x: 500, y: 0))
        let all = colors(host.snapshot)
        #expect(all[9].frame == CGRect(x: 0, y: header.minY, width: 40, height: header.height))
        #expect(all[0].frame.minX == -100 && all[10].frame.minX == -20)
    }

    @Test("nested scroll views on the same axis: the nearest one pins")
    func nestedSameAxis() throws {
        let view = ScrollView {
            VStack(spacing: 0) {
                Color.gray.frame(height: 100)
                PinnedList().frame(height: 200)
                Color.gray.frame(height: 600)
            }
        }
        let host = ViewHost(view, proposal: ProposedViewSize(width: 390, height: 300))
        #expect(host.run().passes == 1)
        let inner = try #require(host.snapshot.nodes(typeName: "ScrollView").last?.path)
        try scroll(host, inner, to: CGPoint(x: 0, y: 500))
        // The inner viewport starts at 100: section 1's header is pinned there.
        func header1() -> CGFloat { colors(host.snapshot)[6].frame.minY }
        #expect(header1() == 100)
        // The outer scroll moves the inner viewport up to −50: the header follows it, not the
        // outer viewport's top.
        try scroll(host, "ScrollView", to: CGPoint(x: 0, y: 150))
        #expect(header1() == -50)
        #expect(colors(host.snapshot)[7].frame.minY == -70) // 100 + 480 − 500 − 150
    }

    @Test("nested scroll views on different axes: a LazyVStack pins to the nearest vertical one")
    func nestedOtherAxis() throws {
        let view = ScrollView {
            ScrollView(.horizontal) {
                LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                    ForEach(0..<3) { _ in
                        Section {
                            ForEach(0..<4) { _ in Color.red.frame(width: 500, height: 100) }
                        } header: {
                            Color.blue.frame(width: 500, height: 40)
                        }
                    }
                }
            }
        }
        let host = ViewHost(view, proposal: ProposedViewSize(width: 390, height: 300))
        #expect(host.run().passes == 1)
        try scroll(host, "ScrollView", to: CGPoint(x: 0, y: 500))
        let all = colors(host.snapshot)
        #expect(all[5].frame.minY == 0 && all[0].frame.minY == -100 && all[6].frame.minY == -20)
        // Scrolling the horizontal one moves everything sideways; the pin holds.
        let horizontal = try #require(host.snapshot.nodes(typeName: "ScrollView").last?.path)
        try scroll(host, horizontal, to: CGPoint(x: 50, y: 0))
        #expect(colors(host.snapshot)[5].frame.origin == CGPoint(x: -50, y: 0))
    }

    @Test("a GeometryReader in a pinned header sees the pinned frame; its preference drives @State")
    func geometryInHeader() throws {
        let host = ViewHost(PinnedReading(), proposal: ProposedViewSize(width: 390, height: 400))
        let first = runCheckingInvariants(host)
        #expect(first.passes == 1 && first.converged)
        #expect(host.snapshot.node(text: "header at 0") != nil)
        let scrollView = try #require(host.snapshot.nodes(typeName: "ScrollView").first)
        let path = scrollView.path
        // Pinned at the top: the reader's frame is the viewport's top exactly (the label above
        // is a fractional 19.55 tall), the preference is unchanged, nothing else runs.
        try scroll(host, path, to: CGPoint(x: 0, y: 300))
        var reader = try #require(host.snapshot.nodes(typeName: "GeometryReader").first)
        #expect(reader.frame.minY == scrollView.frame.minY)
        #expect(host.snapshot.node(text: "header at 0") != nil)
        // Pushed up by section 1's header (section 0 ends at 440 − 420): minY −20 in the
        // scroll view's space. Pass 1 delivers it and the action writes the state; pass 2 shows
        // it, and the preference is unchanged.
        let report = try host.scroll(scrollViewAt: path, to: CGPoint(x: 0, y: 420))
        #expect(report.passes == 2 && report.converged)
        #expect(report.statistics.first?.sizingCalls == 0)
        #expect(host.snapshot.node(text: "header at -20") != nil)
        reader = try #require(host.snapshot.nodes(typeName: "GeometryReader").first)
        #expect(isClose(reader.frame.minY, scrollView.frame.minY - 20))
        #expect(report.trace.events.contains { if case .preferenceDelivered(_, "0", "-20") = $0.kind { true } else { false } })
        // Section 1's reader (no preference) is pinned at the top.
        let second = try #require(host.snapshot.nodes(typeName: "GeometryReader").last)
        #expect(isClose(second.frame.minY, scrollView.frame.minY + 20))
        #expect(host.checkInvariants(atFixedPoint: true).isEmpty)
    }
}
