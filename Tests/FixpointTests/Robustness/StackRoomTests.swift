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
}
