@testable import Fixpoint
import Foundation
import Testing

/// The engine recurses on the caller's thread as deep as its stack has room for, and goes on on
/// the large stack past that (`LargeStack`, `ViewGraph.isNearStackLimit`,
/// `LayoutContext.withRoomForBuiltContent`): a shallow tree's first run makes no thread hop, and
/// a tree deeper than a small thread's stack — mounted at once, or built by a GeometryReader
/// during layout — is laid out there without overflowing, exactly as on a large stack.
@Suite("Stack room")
struct StackRoomTests {
    /// The threads the bodies of `ThreadNotingLeaf`s ran on, in order.
    final class ThreadLog: @unchecked Sendable {
        var threads: [pthread_t] = []
    }

    /// A 10×10 leaf whose body notes its thread.
    struct ThreadNotingLeaf: View {
        let log: ThreadLog

        var body: some View {
            let _ = log.threads.append(pthread_self())
            Rectangle().frame(width: 10, height: 10)
        }
    }

    /// `levels` stacks, each padded by 1, around `leaf`.
    static func chain(_ levels: Int, around leaf: some View) -> AnyView {
        var view = AnyView(leaf)
        for _ in 0..<levels { view = AnyView(VStack(spacing: 0) { view }.padding(1)) }
        return view
    }

    /// The kinds of deep content: each takes a different recursion of the engine down the tree.
    enum Depth: String, CaseIterable, Sendable {
        /// Stacks and paddings (sizing, placing, proposal insensitivity, position dependence).
        case stacks
        /// Custom views each nesting the next (element lists flatten through them).
        case composites
        /// Custom layouts (their subviews' sizes and placements).
        case layouts
        /// Leading-aligned stacks of views with an explicit leading guide (guide values).
        case guides
        /// Preference transforms over a writer, read above the chain (combined preferences).
        case preferences
    }

    /// A custom view nesting itself `depth` times around a `ThreadNotingLeaf`.
    struct Nesting: View {
        let depth: Int
        let log: ThreadLog

        var body: some View {
            if depth == 0 {
                ThreadNotingLeaf(log: log)
            } else {
                Nesting(depth: depth - 1, log: log)
            }
        }
    }

    struct CountKey: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    /// Content `levels` deep of kind `depth` around a `ThreadNotingLeaf`.
    static func content(_ depth: Depth, levels: Int, log: ThreadLog) -> AnyView {
        let leaf = ThreadNotingLeaf(log: log)
        func nest(_ wrap: (AnyView) -> AnyView) -> AnyView {
            var view = AnyView(leaf)
            for _ in 0..<levels { view = wrap(view) }
            return view
        }
        switch depth {
        case .stacks: return chain(levels, around: leaf)
        case .composites: return AnyView(Nesting(depth: levels, log: log))
        case .layouts: return nest { inner in AnyView(OverlayLayout { inner }) }
        case .guides:
            return nest { inner in AnyView(VStack(alignment: .leading, spacing: 0) { inner.alignmentGuide(.leading) { _ in 1 } }) }
        case .preferences:
            var view = AnyView(leaf.preference(key: CountKey.self, value: 1))
            for _ in 0..<levels { view = AnyView(view.transformPreference(CountKey.self) { $0 += 1 }) }
            return AnyView(view.overlayPreferenceValue(CountKey.self) { Text("\($0)").fixedSize() })
        }
    }

    /// A shallow row whose GeometryReader builds deep content during layout.
    struct ReaderOfDeepContent: View {
        let depth: Depth
        let levels: Int
        let log: ThreadLog

        var body: some View {
            HStack(spacing: 0) {
                Rectangle().frame(width: 5, height: 5)
                GeometryReader { _ in StackRoomTests.content(depth, levels: levels, log: log) }
            }
        }
    }

    /// Every node's path, frame and text, in snapshot order.
    static func frames(_ host: ViewHost) -> [String] {
        host.snapshot.nodes.map { "\($0.path) \($0.frame) \($0.text ?? "")" }
    }

    @Test("a shallow tree's first run, and the runs after, stay on the caller's thread")
    func shallowRunsStay() {
        let log = ThreadLog()
        let host = ViewHost(VStack { ThreadNotingLeaf(log: log); ThreadNotingLeaf(log: log) })
        #expect(LargeStack.hasRoom(forDepth: nil))
        host.run()
        host.proposal = ProposedViewSize(width: 200, height: 200)
        host.run()
        #expect(log.threads.count == 2 && log.threads.allSatisfy { $0 == pthread_self() })
    }

    /// The frames `make()`'s host has after a first run and a run at another proposal, on a
    /// thread with a stack of `bytes`.
    static func frames(stackBytes bytes: Int, _ make: @escaping () -> ViewHost)
        -> (first: [String], resized: [String], thread: pthread_t) {
        var first: [String] = [], resized: [String] = []
        var thread = pthread_t()
        ThreadStack.runOnNewThread(stackBytes: bytes) {
            thread = pthread_self()
            let host = make()
            #expect(host.run().converged)
            first = frames(host)
            host.proposal = ProposedViewSize(width: 300, height: 700)
            #expect(host.run().converged)
            resized = frames(host)
        }
        return (first, resized, thread)
    }

    /// A stack with room for everything below: the engine never hops from it.
    static let largeStack = 512 << 20
    /// A stack with room for a first run to start on it, and for a few hundred levels.
    static let smallStack = 3 << 20

    @Test("a chain deeper than a small thread's stack has room for mounts, lays out and combines preferences on the large stack, as on a large stack")
    func deepChainOnSmallStack() {
        let levels = 1_500
        let reference = Self.frames(stackBytes: Self.largeStack) { ViewHost(Self.chain(levels, around: ThreadNotingLeaf(log: ThreadLog()))) }
        let log = ThreadLog()
        var hadRoom = false
        ThreadStack.runOnNewThread(stackBytes: Self.smallStack) { hadRoom = LargeStack.hasRoom(forDepth: nil) }
        let onSmall = Self.frames(stackBytes: Self.smallStack) { ViewHost(Self.chain(levels, around: ThreadNotingLeaf(log: log))) }
        // The first run started on the small thread; the leaf, 3,000 nodes down, was mounted on
        // the large stack.
        #expect(hadRoom)
        #expect(log.threads.count == 1 && log.threads[0] != onSmall.thread)
        #expect(onSmall.first == reference.first && onSmall.resized == reference.resized)
        #expect(reference.first.count > 2 * levels)
    }

    @Test("content a GeometryReader builds during layout, deeper than the stack has room for, is laid out on the large stack, as on a large stack",
          arguments: Depth.allCases)
    func deepContentBuiltInLayout(depth: Depth) {
        let levels = 1_000
        let reference = Self.frames(stackBytes: Self.largeStack) {
            ViewHost(ReaderOfDeepContent(depth: depth, levels: levels, log: ThreadLog()))
        }
        let log = ThreadLog()
        let onSmall = Self.frames(stackBytes: Self.smallStack) { ViewHost(ReaderOfDeepContent(depth: depth, levels: levels, log: log)) }
        // The leaf, a thousand levels down the content, was mounted on the large stack.
        #expect(!log.threads.isEmpty && log.threads.allSatisfy { $0 != onSmall.thread })
        #expect(onSmall.first == reference.first && onSmall.resized == reference.resized)
        if depth == .preferences {
            // The writer's value reached the reader above the chain through every transform.
            #expect(reference.first.contains { $0.hasSuffix(" \(levels + 1)") })
        } else {
            #expect(reference.first.count > levels)
        }
    }

    // MARK: Walks asked at the top of a deep subtree

    /// Levels deeper than the small stack has room for when a walk recurses once per level.
    static let walkLevels = 20_000

    /// The questions a mount, a pass's end or an interaction asks about a whole subtree, each
    /// at the top of a chain `walkLevels` deep.
    enum DeepQuestion: String, CaseIterable, Sendable {
        /// A built-in modifier around a custom view asks whether it stands for one element.
        case modifierAroundComposites
        /// An anchor over a custom view unites the frames of the elements it stands for.
        case anchorAroundComposites
        /// `onAppear` asks whether anything below it appears (through nested lists).
        case appearanceAroundNestedLists
    }

    final class AppearCount: @unchecked Sendable {
        var count = 0
    }

    struct BoundsKey: PreferenceKey {
        static let defaultValue: [Anchor<CGRect>] = []
        static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value += nextValue() }
    }

    static func deepView(_ question: DeepQuestion, appeared: AppearCount) -> AnyView {
        let nesting = Nesting(depth: walkLevels, log: ThreadLog())
        switch question {
        case .modifierAroundComposites:
            return AnyView(nesting.padding(1))
        case .anchorAroundComposites:
            return AnyView(nesting
                .anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] }
                .overlayPreferenceValue(BoundsKey.self) { anchors in
                    GeometryReader { proxy in Text(anchors.map { "\(proxy[$0].width)" }.joined()).fixedSize() }
                })
        case .appearanceAroundNestedLists:
            return AnyView(nestedLists(walkLevels).onAppear { appeared.count += 1 })
        }
    }

    /// A `ForEach` of one element around the next, `levels` deep, around a 10×10 rectangle: lists
    /// all the way down, with no custom view between them. (Made level by level as the lists
    /// are evaluated: a value nested that deep would destroy itself recursively.)
    static func nestedLists(_ levels: Int) -> AnyView {
        guard levels > 0 else { return AnyView(Rectangle().frame(width: 10, height: 10)) }
        return AnyView(ForEach(0..<1, id: \.self) { _ in nestedLists(levels - 1) })
    }

    /// Every node's type, frame and text (a path `walkLevels` deep would be spelled for each).
    static func shallowFrames(_ host: ViewHost) -> [String] {
        host.snapshot.nodes.map { "\($0.typeName) \($0.frame) \($0.text ?? "")" }
    }

    @Test("a question about a whole subtree, asked at the top of one deeper than the stack has room for, walks it without recursing, as on a large stack",
          arguments: DeepQuestion.allCases)
    func deepSubtreeQuestion(question: DeepQuestion) {
        var results: [(frames: [String], converged: Bool, appeared: Int)] = []
        for bytes in [Self.largeStack, Self.smallStack] {
            let appeared = AppearCount()
            ThreadStack.runOnNewThread(stackBytes: bytes) {
                // The standard trace: the pass's end resolves the paths of the events it kept.
                let host = ViewHost(Self.deepView(question, appeared: appeared))
                let converged = host.run().converged
                results.append((Self.shallowFrames(host), converged, appeared.count))
            }
        }
        #expect(results.count == 2 && results.allSatisfy(\.converged))
        #expect(results[0].frames == results[1].frames)
        let padding = "padding \(CGRect(x: 0, y: 0, width: 12, height: 12)) "
        switch question {
        case .modifierAroundComposites:
            // The padding wraps the one element the custom views stand for (it is not pushed
            // into their bodies), and every custom view stands 1 in from it.
            #expect(results[1].frames.first == padding && results[1].frames.count > Self.walkLevels)
        case .anchorAroundComposites:
            // The anchor's bounds are the leaf's: 10 wide.
            #expect(results[1].frames.contains { $0.hasPrefix("Text ") && $0.hasSuffix(" 10.0") })
            #expect(results[1].frames.count > Self.walkLevels)
        case .appearanceAroundNestedLists:
            // The lists are no snapshot nodes: the frame and its rectangle, once.
            #expect(results.allSatisfy { $0.appeared == 1 } && results[1].frames.count == 2)
        }
    }

    /// A button at the bottom of `depth` custom views.
    struct DeepButton: View {
        let depth: Int
        let tapped: AppearCount

        var body: some View {
            if depth == 0 {
                Button("Go") { tapped.count += 1 }
            } else {
                DeepButton(depth: depth - 1, tapped: tapped)
            }
        }
    }

    @Test("a button deeper than the stack has room for is found by its label and tapped, and a missing label names it by its path")
    func deepButtonTapped() throws {
        let tapped = AppearCount()
        var tapConverged = false
        var missing: InteractionError?
        ThreadStack.runOnNewThread(stackBytes: Self.smallStack) {
            let host = ViewHost(DeepButton(depth: Self.walkLevels, tapped: tapped))
            host.run()
            tapConverged = (try? host.tap(buttonLabeled: "Go"))?.converged ?? false
            do { try host.tap(buttonLabeled: "Stop") } catch let error as InteractionError { missing = error } catch {}
        }
        #expect(tapped.count == 1 && tapConverged)
        let available = try #require(missing).available
        #expect(available.count == 1 && available[0].hasSuffix("Button"))
    }
}

extension StackRoomTests {
    /// Where the deep-subtree test reaches its root's switch.
    final class SwitchHandle: @unchecked Sendable {
        var shows: Binding<Bool>?
    }

    /// A deep chain of custom views under a switch; the leaf notes when it disappears.
    struct SwitchedDeepChain: View {
        let handle: SwitchHandle
        let gone: AppearCount
        @State private var shows = true

        var body: some View {
            let _ = handle.shows = $shows
            if shows {
                PaddedChain(depth: StackRoomTests.walkLevels,
                            leaf: Rectangle().frame(width: 10, height: 10).onDisappear { gone.count += 1 })
            } else {
                Text("Gone")
            }
        }
    }

    /// `depth` custom views, each a padded stack around the next, around `leaf`.
    struct PaddedChain<Leaf: View>: View {
        let depth: Int
        let leaf: Leaf

        var body: some View {
            if depth == 0 {
                leaf
            } else {
                VStack(spacing: 0) { PaddedChain(depth: depth - 1, leaf: leaf) }.padding(1)
            }
        }
    }

    @Test("a subtree deeper than the stack has room for is discarded when its branch goes, and its leaf's onDisappear runs")
    func deepSubtreeDiscarded() {
        let gone = AppearCount()
        var frames: [String] = []
        var converged = false
        ThreadStack.runOnNewThread(stackBytes: Self.smallStack) {
            let handle = SwitchHandle()
            let host = ViewHost(SwitchedDeepChain(handle: handle, gone: gone))
            host.run()
            handle.shows?.wrappedValue = false
            converged = host.run().converged
            frames = Self.shallowFrames(host)
        }
        #expect(converged && gone.count == 1)
        #expect(frames.count == 2 && frames.last?.hasPrefix("Text ") == true)
    }
}

extension StackRoomTests {
    /// A 300-high scroll view of three 400-high rows identified 0, 1 and 2, under `walkLevels`
    /// padded stacks (`PaddedChain`).
    static var scrollChain: some View {
        PaddedChain(depth: walkLevels, leaf: ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { Text("Row \($0)").frame(height: 400) }
            }
        }
        .frame(width: 100, height: 300))
    }

    @Test("a scroll to a view deeper than the stack has room for scrolls as on a large stack, and a missing id is an error")
    func deepScrollTarget() {
        var results: [(frames: [String], scrolled: Bool, offset: CGPoint?, missing: Bool)] = []
        for bytes in [Self.largeStack, Self.smallStack] {
            ThreadStack.runOnNewThread(stackBytes: bytes) {
                let host = ViewHost(Self.scrollChain)
                host.run()
                let scrolled = (try? host.scroll(to: 2, anchor: .top))?.converged ?? false
                let path = host.snapshot.nodes(typeName: "ScrollView").first?.path ?? ""
                var missing = false
                do { try host.scroll(to: 99) } catch is InteractionError { missing = true } catch {}
                results.append((Self.shallowFrames(host), scrolled, try? host.scrollOffset(ofScrollViewAt: path), missing))
            }
        }
        #expect(results.count == 2 && results.allSatisfy { $0.scrolled && $0.missing })
        #expect(results[0].frames == results[1].frames)
        // Row 2's top is at the viewport's: the content moved up by two rows.
        #expect(results.allSatisfy { $0.offset == CGPoint(x: 0, y: 800) })
    }

    @Test("the invariants of a tree deeper than the stack has room for are checked after its run, on the caller's thread")
    func deepInvariantsChecked() {
        var problems: [String]?
        ThreadStack.runOnNewThread(stackBytes: Self.smallStack) {
            let host = ViewHost(Self.scrollChain)
            let report = host.run()
            _ = host.snapshot
            problems = host.checkInvariants(atFixedPoint: report.converged)
        }
        #expect(problems == [])
    }
}
