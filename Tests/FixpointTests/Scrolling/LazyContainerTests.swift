import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// Frames of the nodes of `typeName`, in tree order.
private func frames(_ s: LayoutSnapshot, _ typeName: String) -> [CGRect] {
    s.nodes(typeName: typeName).map(\.frame)
}

@Suite("Lazy stacks and lazy grids")
struct LazyContainerTests {
    @Test("§11 case 5: a LazyVStack in a scroll view fills the width, \"a\" centred; a VStack is as wide as \"a\"")
    func lazyStackFillsWidth() throws {
        let (lazy, report) = layOut(ScrollView { LazyVStack { Text("a") } }, width: 390, height: 763)
        #expect(lazy.frame("ScrollView/LazyVStack").width == 390)
        #expect(isClose(lazy.frame(of: "a").midX, 195))
        #expect(report.passes == 1 && report.converged)
        let (eager, _) = layOut(ScrollView { VStack { Text("a") } }, width: 390, height: 763)
        #expect(isClose(eager.frame("ScrollView/VStack").width, textWidth("a")))
    }

    @Test("§11 case 6: LazyVStack(spacing: 0) { Color.red; Color.blue } → each 390×10, the stack 20 tall")
    func lazyStackIdealHeights() throws {
        let (s, _) = layOut(ScrollView { LazyVStack(spacing: 0) { Color.red; Color.blue } }, width: 390, height: 763)
        #expect(frames(s, "Color") == [CGRect(x: 0, y: 0, width: 390, height: 10), CGRect(x: 0, y: 10, width: 390, height: 10)])
        #expect(s.frame("ScrollView/LazyVStack").height == 20)
    }

    @Test("a lazy stack does not grow to a taller proposal, aligns children, and uses a VStack's default spacing")
    func lazyStackRules() throws {
        let view = LazyVStack(alignment: .leading) { Text("a"); Text("bbb") }
        let (s, _) = layOut(view, width: 300, height: 600)
        let (v, _) = layOut(VStack(alignment: .leading) { Text("a"); Text("bbb") }, width: 300, height: 600)
        #expect(s.frame("LazyVStack").width == 300)
        #expect(isClose(s.frame("LazyVStack").height, v.frame("VStack").height))
        #expect(s.frame(of: "a").minX == 0 && s.frame(of: "bbb").minX == 0)
        #expect(isClose(s.frame(of: "bbb").minY, v.frame(of: "bbb").minY))
        // A Spacer is its minimum length along the stack.
        let (spaced, _) = layOut(LazyVStack(spacing: 0) { Color.red.frame(height: 5); Spacer(); Color.red.frame(height: 5) },
                                 width: 100, height: 600)
        #expect(spaced.frame("LazyVStack").height == 18)
    }

    @Test("LazyHStack fills the height and is as wide as its children; alignment and nil cross proposal")
    func lazyHStack() throws {
        let (s, _) = layOut(ScrollView(.horizontal) { LazyHStack(alignment: .top, spacing: 4) { Text("x"); Color.red.frame(width: 30, height: 20) } },
                            width: 390, height: 200)
        let stack = s.frame("ScrollView/LazyHStack")
        #expect(stack.height == 200)
        #expect(isClose(stack.width, textWidth("x") + 4 + 30))
        #expect(s.frame(of: "x").minY == 0)
        // No height proposed: as tall as the tallest child.
        let (n, _) = layOut(LazyHStack { Color.red.frame(width: 10, height: 40); Color.red.frame(width: 10, height: 20) }.fixedSize(),
                            width: 390, height: 200)
        #expect(n.frame("fixedSize/LazyHStack").height == 40)
    }

    @Test("Section parts lay out as siblings in a lazy stack; pinnedViews are accepted")
    func sections() throws {
        let view = ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                Section { Color.red.frame(height: 30) } header: { Color.blue.frame(height: 20) } footer: { Color.green.frame(height: 10) }
                Section("Title") { Color.red.frame(height: 30) }
            }
        }
        let (s, report) = layOut(view, width: 390, height: 700)
        let colors = frames(s, "Color")
        #expect(colors.map(\.minY) == [0, 20, 50, 60 + lineHeight()])
        #expect(colors.map(\.height) == [20, 30, 10, 30])
        #expect(isClose(s.frame(of: "Title").minY, 60))
        #expect(report.passes == 1)
    }

    @Test("§11 case 7: [.fixed(70), .adaptive(minimum: 40)] at 200 → 70 | 57 | 57 at x = 0, 78, 143")
    func fixedAndAdaptive() throws {
        let view = LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
            ForEach(0..<3) { _ in Color.red.frame(height: 10) }
        }.frame(width: 200)
        let (s, _) = layOut(view, width: 390, height: 700)
        let grid = s.frame("frame/LazyVGrid")
        let cells = frames(s, "Color").map { $0.offsetBy(dx: -grid.minX, dy: 0) }
        #expect(cells.map(\.minX) == [0, 78, 143])
        #expect(cells.map(\.width) == [70, 57, 57])
    }

    @Test("§11 case 8: [.adaptive(minimum: 50, maximum: 100)] at 300 → ⌊308/58⌋ = 5 columns of 53.6")
    func adaptiveColumns() throws {
        let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 100))]) {
            ForEach(0..<7) { _ in Color.red.frame(height: 10) }
        }
        let (s, _) = layOut(view, width: 300, height: 700)
        let cells = frames(s, "Color")
        #expect(cells.prefix(5).allSatisfy { isClose($0.width, 53.6) })
        #expect(isClose(cells[4].minX, 4 * 61.6))
        // The sixth cell starts the second row, 8 below.
        #expect(cells[5].minX == 0 && cells[5].minY == 18)
        #expect(s.frame("LazyVGrid").size == CGSize(width: 300, height: 28))
    }

    @Test("§11 case 9: [.flexible(minimum: 100), .flexible(minimum: 180)] at 300 → reports 334, placed 163 + 8 + 180 = 351")
    func flexibleOverflow() throws {
        let view = LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) {
            Color.red.frame(height: 10)
            Color.blue.frame(height: 10)
        }
        let (s, _) = layOut(view.fixedSize(horizontal: false, vertical: true), width: 300, height: 700)
        #expect(s.frame("fixedSize/LazyVGrid").width == 334)
        let cells = frames(s, "Color")
        let grid = s.frame("fixedSize/LazyVGrid")
        #expect(cells.map(\.width) == [163, 180])
        #expect(cells.map { $0.minX - grid.minX } == [0, 171])
    }

    @Test("§11 case 10: [.flexible(minimum: 40), .fixed(60)] at 200 → the fixed column first: flexible 132 at 0, fixed at 140")
    func fixedFirst() throws {
        let view = LazyVGrid(columns: [GridItem(.flexible(minimum: 40)), GridItem(.fixed(60))]) {
            Color.red.frame(height: 10)
            Color.blue.frame(height: 10)
        }
        let (s, _) = layOut(view, width: 200, height: 700)
        #expect(frames(s, "Color").map(\.minX) == [0, 140])
        #expect(frames(s, "Color").map(\.width) == [132, 60])
    }

    @Test("§11 case 11: cells 30 and 50 tall → the row is 50; the 30-pt cell is proposed (column, 50) and centred")
    func rowHeight() throws {
        let view = LazyVGrid(columns: [GridItem(), GridItem()], spacing: 0) {
            Color.red.frame(height: 30)
            Color.blue.frame(height: 50)
            Color.green.frame(height: 5)
        }
        let host = ViewHost(view, proposal: ProposedViewSize(width: 208, height: 700))
        host.traceDetail = .full
        let report = host.run()
        let cells = frames(host.snapshot, "Color")
        #expect(cells[0] == CGRect(x: 0, y: 10, width: 100, height: 30))
        #expect(cells[1] == CGRect(x: 108, y: 0, width: 100, height: 50))
        #expect(cells[2].minY == 50) // the next row, row spacing 0
        let proposedRow = report.trace.events.contains { event in
            if case .sized("frame", ProposedViewSize(width: 100, height: 50), _, _) = event.kind { return true }
            return false
        }
        #expect(proposedRow)
        // A cell aligned by its item: top-leading in its box.
        let aligned = LazyVGrid(columns: [GridItem(alignment: .topLeading), GridItem()]) {
            Color.red.frame(width: 20, height: 30)
            Color.blue.frame(height: 50)
        }
        let (a, _) = layOut(aligned, width: 208, height: 700)
        #expect(frames(a, "Color")[0].origin == .zero)
    }

    @Test("LazyHGrid: rows from the items, each column as wide as its widest cell")
    func lazyHGrid() throws {
        let view = LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 10) {
            Color.red.frame(width: 30)
            Color.blue.frame(width: 50)
            Color.green.frame(width: 20)
        }
        let (s, _) = layOut(view, width: 390, height: 88)
        let cells = frames(s, "Color")
        #expect(cells[0] == CGRect(x: 10, y: 0, width: 30, height: 40))
        #expect(cells[1] == CGRect(x: 0, y: 48, width: 50, height: 40))
        #expect(cells[2] == CGRect(x: 60, y: 0, width: 20, height: 40))
        #expect(s.frame("LazyHGrid").size == CGSize(width: 80, height: 88))
    }

    @Test("a grid with no width proposed takes the items' minimums (§12 Q3); a section header spans the columns")
    func nilWidthAndHeaders() throws {
        let view = LazyVGrid(columns: [GridItem(.flexible(minimum: 30)), GridItem(.adaptive(minimum: 20)), GridItem(.fixed(10))]) {
            Section { ForEach(0..<3) { _ in Color.red.frame(height: 10) } } header: { Color.blue.frame(height: 5) }
        }.fixedSize()
        let (s, _) = layOut(view, width: 390, height: 700)
        #expect(isClose(s.frame("fixedSize/LazyVGrid").width, 30 + 8 + 20 + 8 + 10))
        let colors = frames(s, "Color")
        #expect(isClose(colors[0], CGRect(x: 0, y: 0, width: 76, height: 5)))
        #expect(colors[1...].map(\.minY) == [13, 13, 13])
    }

    @Test("unusable grid item lengths are laid out as 0 with a diagnostic; nothing traps")
    func hostileItems() throws {
        let view = LazyVGrid(columns: [GridItem(.fixed(-5)), GridItem(.flexible(minimum: .nan)), GridItem(.adaptive(minimum: 0), spacing: .infinity)]) {
            ForEach(0..<4) { _ in Color.red.frame(height: 10) }
        }
        let (s, report) = layOut(view, width: 300, height: 700)
        #expect(report.diagnostics.contains { $0.kind == .invalidLayoutInput && $0.message.contains("GridItem") })
        #expect(s.nodes.allSatisfy { $0.frame.minX.isFinite && $0.frame.width.isFinite })
        #expect(report.converged)
    }
}
