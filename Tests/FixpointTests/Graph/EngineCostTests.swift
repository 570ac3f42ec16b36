import Fixpoint
import Foundation
import Testing

/// A leaf whose width follows its state.
private struct Leaf: View {
    let handle: BindingHandle?
    @State private var width = 10

    var body: some View {
        let _ = handle?.value = $width
        Color.gray.frame(width: CGFloat(width), height: 10)
    }
}

/// The sum of the `LeafSumKey` values its content writes, shown above the content.
private struct LeafTotal<Content: View>: View {
    let content: Content
    @State private var total = 0

    var body: some View {
        VStack {
            Text("Total \(total)")
            content
        }
        .onPreferenceChange(LeafSumKey.self) { total = $0 }
    }
}

/// Ten groups of ten weighted leaves under a root that shows their sum.
private struct SummingTree: View {
    let handle: BindingHandle

    var body: some View {
        LeafTotal(content: ForEach(0..<10, id: \.self) { group in
            VStack {
                ForEach(0..<10, id: \.self) { index in
                    WeightedLeaf(handle: group == 4 && index == 4 ? handle : nil)
                }
            }
        })
    }
}

/// Where each pass of a host ran (the observer records the thread).
private final class PassThreads {
    var threads: [pthread_t] = []
}

/// A root whose state changes without changing any of its 100 rows (Texts unless told).
private struct TickingRoot<Row: View>: View {
    let handle: BindingHandle
    let row: (Int) -> Row
    @State private var tick = 0

    var body: some View {
        let _ = handle.value = $tick
        let _ = tick
        VStack { ForEach(0..<100, id: \.self) { row($0) } }
    }
}

extension TickingRoot where Row == Text {
    init(handle: BindingHandle) {
        self.init(handle: handle) { Text("Row \($0)") }
    }
}

/// Counts the calls of its `spacing(subviews:cache:)`; lays its one subview out as it is.
private struct SpacingCountingLayout: Layout {
    final class Counter: @unchecked Sendable {
        var calls = 0
    }
    let counter: Counter

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        counter.calls += 1
        return subviews.first?.spacing ?? ViewSpacing()
    }
}

/// Two counters, the first shown while `showsFirst` is set, in the layout `horizontal` picks.
private struct TwoCounters: View {
    let first: BindingHandle
    let second: BindingHandle
    let switcher: FlagHandle
    @State private var showsFirst = true
    @State private var horizontal = false

    var body: some View {
        let _ = switcher.showsFirst = $showsFirst
        let _ = switcher.horizontal = $horizontal
        let layout = horizontal ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
        layout {
            if showsFirst { HandedCounter(handle: first) }
            HandedCounter(handle: second)
        }
    }
}

/// Where the test reaches `TwoCounters`' switches.
private final class FlagHandle {
    var showsFirst: Binding<Bool>?
    var horizontal: Binding<Bool>?
}

/// The costs the engine must not regrow, pinned with its counters (never with clocks):
/// sizing calls per child, the bounded size memo, nodes re-measured and `reduce` calls after a
/// change, against the figures of the engine issue.
@Suite("Engine costs")
struct EngineCostTests {
    /// A host for a 20×20 grid of growing cells, each 12 wide and 10 high; `handle` reaches the
    /// cell in row 10, column 10.
    private static func twentyByTwentyGrid(_ handle: BindingHandle) -> ViewHost {
        ViewHost(VStack(spacing: 0) {
            ForEach(0..<20, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { column in GrowingCell(handle: row == 10 && column == 10 ? handle : nil) }
                }
            }
        }, proposal: ProposedViewSize(width: 240, height: 220))
    }

    @Test("a stack sizes each child at most 3 times in a pass")
    func sizingCallsPerChild() {
        let host = ViewHost(HStack { ForEach(0..<200, id: \.self) { Text("\($0)") } },
                            proposal: ProposedViewSize(width: 3000, height: 40))
        let report = host.run()
        #expect(report.statistics[0].maxSizingCallsPerNode <= 3)
        #expect(report.statistics[0].nodesMeasured == 201)
    }

    @Test("stacks of stacks size each child at most 3 times: a grid of flexible frames")
    func nestedStacksOfFrames() {
        let host = ViewHost(VStack(spacing: 0) {
            ForEach(0..<10, id: \.self) { _ in
                HStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { _ in
                        Rectangle().frame(minWidth: 10, maxWidth: .infinity, minHeight: 10, maxHeight: 10)
                    }
                }
            }
        }, proposal: ProposedViewSize(width: 120, height: 110))
        let report = host.run()
        // The column probes each row at heights 0, ∞ and 11 and places it at 10: a frame of
        // equal minimum and maximum height is that tall whatever height it is proposed, so one
        // sizing of a row serves all four, and each cell is sized for 0, ∞ and its share; each
        // cell's rectangle is sized once, when its frame places it.
        #expect(report.statistics[0].maxSizingCallsPerNode <= 3)
        #expect(report.statistics[0].sizingCalls == 1 + 10 + 100 * 3 + 100)
        #expect(host.snapshot.nodes.filter { $0.typeName == "frame" }.allSatisfy { $0.frame.size == CGSize(width: 12, height: 10) })
    }

    @Test("one cell's growth in a grid lays out its row again and moves the rows below without laying them out")
    func gridCellChangeMovesTheRowsBelow() {
        let handle = BindingHandle()
        let host = Self.twentyByTwentyGrid(handle)
        host.run()
        host.traceDetail = .full
        handle.value?.wrappedValue = 11
        let report = host.run()
        let statistics = report.statistics[0]
        // The column, the cell's row, the cell's frame for the row's probes at 0 and ∞ and its
        // share, and its rectangle when placed. The rows below are proposed a new share of the
        // height, which a row of equal-bound frames ignores: they keep their sizes.
        #expect(statistics.sizingCalls == 1 + 1 + 3 + 1)
        // The column, its cell's row and that row's 20 cells (the cell's rectangle too; the
        // others, now centred in a taller row, move within it), and the 9 rows below, moved
        // within the column with their cells.
        #expect(statistics.placements == 1 + 1 + 20 + 1 + 9)
        let events = report.trace.events.map(\.description)
        for row in 11...19 { #expect(!events.contains { $0.contains("HStack[\(row)]/") }) }
        // The trace does name what was laid out: the grown row's cells, and the row below, moved.
        #expect(events.contains { $0.contains("HStack[10]/") })
        #expect(events.contains { $0.contains("HStack[11]") })
        #expect(host.snapshot.nodes.filter { $0.typeName == "Rectangle" }.map(\.frame.maxY).max() == 201)
    }

    @Test("stacks of stacks size each child at most 3 times: rows of texts and a spacer")
    func nestedStacksOfTexts() {
        let host = ViewHost(VStack {
            ForEach(0..<20, id: \.self) { index in HStack { Text("Item \(index)"); Spacer(); Text("Detail \(index * 7)") } }
        }, proposal: ProposedViewSize(width: 390, height: nil))
        let report = host.run()
        // The column sizes each row for a nil height and places it at its height, where the row
        // lays its children out again: a text proposed at least its unconstrained height keeps
        // its lines, and a spacer in a row is 0 tall whatever it is proposed (reference §1,
        // Spacer: "In an HStack: size = (max(w ?? −∞, m), 0)", from OpenSwiftUI), so that second
        // layout sizes nothing again. The column, each row once, each child for 0, ∞ and its share.
        #expect(report.statistics[0].maxSizingCallsPerNode <= 3)
        #expect(report.statistics[0].sizingCalls == 1 + 20 + 60 * 3)
    }

    @Test("a chain of single-child stacks measures each level at most 3 times")
    func nestedSingleChildStacks() {
        var view = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0..<50 { view = AnyView(VStack(spacing: 0) { view }.padding(1)) }
        let host = ViewHost(view, proposal: ProposedViewSize(width: 110, height: 110))
        let report = host.run()
        #expect(report.statistics[0].maxSizingCallsPerNode <= 3)
        #expect(host.snapshot.nodes.first?.frame.size == CGSize(width: 110, height: 110))
    }

    @Test("the size memo stays bounded over 1,000 resizes, and a late resize costs what an early one did")
    func boundedMemo() {
        let host = ViewHost(VStack { ForEach(0..<20, id: \.self) { index in HStack { Text("Item \(index)"); Spacer(); Text("x") } } },
                            proposal: ProposedViewSize(width: 300, height: nil))
        host.run()
        var early = 0
        var late = 0
        for step in 0..<1000 {
            host.proposal = ProposedViewSize(width: 200 + CGFloat(step) * 0.5, height: nil)
            let calls = host.run().statistics.reduce(0) { $0 + $1.sizingCalls }
            if step == 10 { early = calls }
            if step == 990 { late = calls }
        }
        let statistics = host.engineStatistics
        #expect(statistics.largestSizeMemo <= statistics.sizeMemoLimit)
        #expect(statistics.sizeMemoEntries <= statistics.nodes * statistics.sizeMemoLimit)
        #expect(statistics.stackMemoEntries <= statistics.nodes * statistics.sizeMemoLimit)
        #expect(late == early)
        // Each resize sizes the column, each row once, and each row's three children for their
        // new shares: their probes at 0 and ∞ stay in the memo, and placement re-lays the rows
        // from it.
        #expect(late == 1 + 20 + 60)
    }

    @Test("on a deep tree, a run after run(until:) finishes the pass; a run with nothing to do is one clean pass")
    func settledDeepRuns() {
        let handle = BindingHandle()
        var content = AnyView(WeightedLeaf(handle: handle))
        for _ in 0..<300 { content = AnyView(VStack(spacing: 0) { content }.padding(1)) }
        let host = ViewHost(LeafTotal(content: content), proposal: ProposedViewSize(width: 2000, height: nil))
        let passes = PassThreads()
        host.passObserver = { _ in passes.threads.append(pthread_self()) }
        let caller = pthread_self()
        host.run(until: .layout)
        // (A first run's depth is not known: its loop runs here, its phases hop as the tree grows.)
        passes.threads = []
        #expect(host.run().converged)
        #expect(host.snapshot.node(text: "Total 1") != nil)
        handle.value?.wrappedValue = 5
        #expect(host.run().converged)
        #expect(host.snapshot.node(text: "Total 5") != nil)
        // A tree deeper than this thread's stack has room for runs its passes on the large
        // stack, the unfinished pass's rest too.
        #expect(!passes.threads.isEmpty && !passes.threads.contains(caller))
        passes.threads = []
        let idle = host.run()
        // A settled host's pass runs on the caller's thread.
        #expect(passes.threads == [caller])
        #expect(idle.passes == 1 && idle.converged)
        #expect(idle.statistics[0].placements == 0 && idle.statistics[0].bodyEvaluations == 0)
        #expect(idle.statistics[0].sizingCalls == 0 && idle.statistics[0].reduceCalls.isEmpty)
    }

    @Test("a state change at the root that changes no child re-measures nothing")
    func rootChangeMeasuresNothing() {
        let handle = BindingHandle()
        let host = ViewHost(TickingRoot(handle: handle), proposal: ProposedViewSize(width: 390, height: nil))
        host.run()
        handle.value?.wrappedValue = 1
        let report = host.run()
        #expect(report.passes == 1)
        #expect(report.bodyEvaluations(of: TickingRoot<Text>.self) == 1)
        #expect(report.statistics[0].nodesMeasured == 0)
        #expect(report.statistics[0].placements == 0)
    }

    @Test("frames with unset bounds re-mounted by a root state change are the same frames: nothing is re-measured")
    func unsetFrameBoundsCompareEqual() {
        let handle = BindingHandle()
        // Rows of flexible frames, most bounds unset.
        let root = TickingRoot(handle: handle) { Rectangle().frame(minWidth: CGFloat($0), maxWidth: .infinity) }
        let host = ViewHost(root, proposal: ProposedViewSize(width: 390, height: nil))
        host.run()
        handle.value?.wrappedValue = 1
        let report = host.run()
        #expect(report.bodyEvaluations(of: type(of: root)) == 1)
        #expect(report.statistics[0].nodesMeasured == 0)
        #expect(report.statistics[0].placements == 0)
    }

    @Test("a body that returns the same views, deep in stacks, sizes and places nothing")
    func sameBodyDeepLaysOutNothing() throws {
        let handle = BindingHandle()
        var content = AnyView(TickingRoot(handle: handle))
        for level in 0..<20 {
            content = AnyView(VStack(spacing: 2) {
                Text("Level \(level)")
                content
            }.padding(1))
        }
        let host = ViewHost(content, proposal: ProposedViewSize(width: 390, height: nil))
        #expect(host.run().converged)
        let before = host.snapshot.nodes.map(\.frame)
        handle.value?.wrappedValue = 1
        let report = host.run()
        #expect(report.converged && report.passes == 1)
        #expect(report.statistics[0].bodyEvaluations == 1)
        #expect(report.statistics[0].sizingCalls == 0)
        #expect(report.statistics[0].placements == 0)
        #expect(host.snapshot.nodes.map(\.frame) == before)
    }

    @Test("a stack with an explicit spacing asks no child for its spacing; one without asks")
    func explicitSpacingAsksNoChild() throws {
        for spacing in [CGFloat?.some(4), nil] {
            let counter = SpacingCountingLayout.Counter()
            let view = HStack(spacing: spacing) {
                SpacingCountingLayout(counter: counter) { Color.red.frame(width: 10, height: 10) }
                Color.blue.frame(width: 10, height: 10)
            }
            let host = ViewHost(view, proposal: ProposedViewSize(width: 390, height: nil))
            #expect(host.run().converged)
            if spacing == nil {
                #expect(counter.calls > 0)
            } else {
                #expect(counter.calls == 0)
                let stack = try #require(host.snapshot.nodes.first { $0.typeName == "HStack" })
                let blue = try #require(host.snapshot.nodes.last { $0.typeName == "Color" })
                #expect(blue.frame.minX == stack.frame.minX + 14)
            }
        }
    }

    @Test("one leaf's size change re-measures only its stack and its own frame: fixed frames proposed a new length answer from their memo")
    func leafChangeMeasuresItsPath() {
        let handle = BindingHandle()
        let host = ViewHost(HStack(spacing: 0) {
            ForEach(0..<100, id: \.self) { Leaf(handle: $0 == 50 ? handle : nil) }
        }, proposal: ProposedViewSize(width: 2000, height: 10))
        host.run()
        handle.value?.wrappedValue = 11
        let report = host.run()
        #expect(report.passes == 1)
        // The stack, the leaf's frame and its colour. The 49 frames after it are proposed a new
        // share of the length, but a fixed frame's size ignores its proposal: they answer from
        // their memo, and their colours are not proposed anything new.
        #expect(report.statistics[0].nodesMeasured == 1 + 2)
        #expect(report.statistics[0].maxSizingCallsPerNode == 1)
        #expect(host.snapshot.nodes.filter { $0.typeName == "frame" }.map(\.frame.width).reduce(0, +) == 1001)
    }

    @Test("a stack laid out again for one child's change asks the others only for their share: it keeps their probes", arguments: [false, true])
    func stackKeepsItsChildrensProbes(fullTrace: Bool) {
        let handle = BindingHandle()
        let host = ViewHost(HStack(spacing: 0) {
            ForEach(0..<50, id: \.self) { GrowingCell(handle: $0 == 25 ? handle : nil) }
        }, proposal: ProposedViewSize(width: 600, height: 10))
        host.run()
        if fullTrace { host.traceDetail = .full }
        handle.value?.wrappedValue = 11
        let report = host.run()
        let statistics = report.statistics[0]
        // The stack, the grown cell's frame for its probes at 0 and ∞ and its share, its rectangle.
        #expect(statistics.sizingCalls == 1 + 3 + 1)
        // The stack is asked for its size when placed, and so is the grown cell.
        if fullTrace {
            // A full trace records every question: each of the other 49 cells is asked for its
            // probes at 0 and ∞, its share, its size again for its guide, and its size when
            // placed; the grown cell for its size again for its guide.
            #expect(statistics.memoHits == 2 + 49 * 5 + 1)
        } else {
            // Each of the other 49 cells is asked only for its share: placed with the proposal it
            // was placed with, it has the size it was placed with.
            #expect(statistics.memoHits == 2 + 49)
        }
        let frames = host.snapshot.nodes.filter { $0.typeName == "frame" }.map(\.frame)
        #expect(frames.count == 50 && frames.allSatisfy { $0.width == 12 })
        #expect(frames.map(\.height).max() == 11)
    }

    @Test("a row probed at heights 0, ∞ and its share asks its fixed-height cells for their probes once")
    func fixedHeightCellsAreProbedOnce() {
        let handle = BindingHandle()
        let host = Self.twentyByTwentyGrid(handle)
        host.run()
        handle.value?.wrappedValue = 11
        let report = host.run()
        let statistics = report.statistics[0]
        // The column probes the grown row at heights 0 and ∞, then proposes it its share: the
        // row's size treats every proposed height alike (its cells are of fixed height), so it
        // is laid out once, and placed at its share with that layout. Its 19 other cells keep
        // their probes, so each is asked only for its share; re-probing them at each height
        // took 150 memo hits, and laying the row out again to place it 20 more.
        #expect(statistics.memoHits == 52)
        #expect(statistics.sizingCalls == 6)
        #expect(statistics.placements == 32)
        #expect(host.snapshot.nodes.filter { $0.typeName == "Rectangle" }.map(\.frame.maxY).max() == 201)
    }

    @Test("children placed again where they were, as they were, are not asked for their size", arguments: [false, true])
    func unmovedChildrenAreNotAskedAgain(fullTrace: Bool) {
        let handle = BindingHandle()
        let host = ViewHost(HStack(spacing: 0) {
            ForEach(0..<100, id: \.self) { Leaf(handle: $0 == 99 ? handle : nil) }
        }.frame(width: 2000, height: 10, alignment: .leading), proposal: ProposedViewSize(width: 2000, height: 10))
        host.run()
        if fullTrace { host.traceDetail = .full }
        handle.value?.wrappedValue = 11
        let report = host.run()
        let statistics = report.statistics[0]
        // The frame, the stack, the last leaf's frame and its colour.
        #expect(statistics.nodesMeasured == 4)
        // The frame, the stack, the last leaf's frame and its colour are placed; the 99 leaves
        // before it stay where they were.
        #expect(statistics.placements == 4)
        // Each of the 99 is asked only for its share (its probes are kept, and it is not asked
        // again to be placed where it is); under a full trace, also for its probes at 0 and ∞,
        // for its guide and when placed. The rest is what was laid out again.
        #expect(statistics.memoHits == (fullTrace ? 6 + 99 * 5 : 5 + 99))
        let widths: [CGFloat] = host.snapshot.nodes.filter { $0.typeName == "frame" }.map(\.frame.width)
        let expected: CGFloat = 2000 + 99 * 10 + 11
        #expect(widths.reduce(0, +) == expected)
    }

    @Test("one leaf's preference change re-combines only the groups along its path")
    func preferenceChangeRecombinesItsPath() throws {
        let handle = BindingHandle()
        let host = ViewHost(SummingTree(handle: handle), proposal: ProposedViewSize(width: 390, height: nil))
        let first = host.run()
        let firstReduces = first.statistics.reduce(0) { $0 + ($1.reduceCalls["LeafSumKey"] ?? 0) }
        #expect(firstReduces >= 99)
        handle.value?.wrappedValue = 5
        let report = host.run()
        #expect(report.converged)
        let reduces = report.statistics.reduce(0) { $0 + ($1.reduceCalls["LeafSumKey"] ?? 0) }
        // The changed group's ten leaves and the root's ten groups; no other group.
        #expect(reduces <= 9 + 10)
        let total = try #require(host.snapshot.node(text: "Total 104"))
        #expect(total.typeName == "Text")
    }

    @Test("a leaf's new preference value lays out nothing: writers are layout-neutral; only the total's Text re-lays its column")
    func preferenceWriteLaysOutNothing() throws {
        let handle = BindingHandle()
        let host = ViewHost(SummingTree(handle: handle), proposal: ProposedViewSize(width: 390, height: nil))
        host.run()
        handle.value?.wrappedValue = 5
        let report = host.run()
        #expect(report.converged && report.passes == 2)
        // Pass 1: the leaf's body writes its new weight; no size or placement.
        #expect(report.statistics[0].bodyEvaluations == 1)
        #expect(report.statistics[0].sizingCalls == 0 && report.statistics[0].placements == 0)
        // Pass 2: the total's Text changed, so the column re-lays its rows from their memos.
        #expect(report.statistics[1].nodesMeasured <= 3)
        #expect(host.snapshot.node(text: "Total 104") != nil)
    }

    @Test("a leaf's change resolves no trace path again: the paths of earlier runs are kept while the structure is the same")
    func tracePathsAreKept() {
        let handle = BindingHandle()
        let host = ViewHost(SummingTree(handle: handle), proposal: ProposedViewSize(width: 390, height: nil))
        let first = host.run()
        let resolved = first.statistics.reduce(0) { $0 + $1.pathsResolved }
        #expect(resolved >= 101)
        // A path is resolved once per member: a node that is no member (a leaf's preference
        // writer) has its member's path, found rather than resolved again.
        #expect(resolved <= Set(first.trace.events.compactMap(\.path)).count)
        handle.value?.wrappedValue = 5
        let report = host.run()
        #expect(report.converged)
        #expect(report.trace.events.contains { $0.path?.hasSuffix("VStack[4]/WeightedLeaf[4]") == true })
        #expect(report.statistics.reduce(0) { $0 + $1.pathsResolved } == 0)
    }

    @Test("trace paths follow siblings that go and come back, and a change of layout, as snapshots spell them")
    func tracePathsFollowStructure() {
        let first = BindingHandle()
        let second = BindingHandle()
        let switcher = FlagHandle()
        let host = ViewHost(TwoCounters(first: first, second: second, switcher: switcher),
                            proposal: ProposedViewSize(width: 390, height: nil))
        host.run()
        // The path of the second counter's state write in the trace, and in a snapshot.
        func paths() -> (traced: String?, snapshot: String?) {
            second.value?.wrappedValue += 1
            let report = host.run()
            let traced = report.trace.events.first { event in
                if case .stateWritten = event.kind { return true }
                return false
            }?.path
            return (traced, host.snapshot.nodes.last { $0.typeName == "HandedCounter" }?.path)
        }
        let both = paths()
        #expect(both.traced == "TwoCounters/AnyLayout/HandedCounter[1]")
        #expect(both.traced == both.snapshot)
        switcher.showsFirst?.wrappedValue = false
        host.run()
        let one = paths()
        #expect(one.traced == "TwoCounters/AnyLayout/HandedCounter")
        #expect(one.traced == one.snapshot)
        switcher.horizontal?.wrappedValue = true
        host.run()
        let switched = paths()
        #expect(switched.traced == "TwoCounters/AnyLayout/HandedCounter")
        #expect(switched.traced == switched.snapshot)
        // The first counter comes back: a path kept from before would lack the index.
        switcher.showsFirst?.wrappedValue = true
        host.run()
        let again = paths()
        #expect(again.traced == "TwoCounters/AnyLayout/HandedCounter[1]")
        #expect(again.traced == again.snapshot)
    }
}
