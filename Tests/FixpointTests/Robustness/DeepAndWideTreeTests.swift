import Fixpoint
import Foundation
import Testing

/// A custom view nesting itself `depth` times around a leaf.
private struct Nested: View {
    let depth: Int

    var body: some View {
        if depth == 0 {
            Color.red.frame(width: 10, height: 10)
        } else {
            Nested(depth: depth - 1)
        }
    }
}

/// A layout that places its subviews stacked at its origin, each proposed the whole proposal
/// (the deep-tree tests nest it).
struct OverlayLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let child = subview.sizeThatFits(proposal)
            return CGSize(width: max(size.width, child.width), height: max(size.height, child.height))
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
}

private struct CountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Trees as deep or as wide as generated code makes them: they run to a fixed point without
/// overflowing the stack, in time linear in their size (checked with counters, not clocks).
@Suite("Deep and wide trees")
struct DeepAndWideTreeTests {
    static let depth = 10_000

    private static func nest(_ depth: Int, _ wrap: (AnyView) -> AnyView) -> AnyView {
        var view = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0..<depth { view = wrap(view) }
        return view
    }

    @Test("10,000 nested stacks, paddings, frames, custom views, custom layouts and preference writers",
          arguments: ["VStack", "padding", "frame", "custom view", "Layout", "preference"])
    func deep(kind: String) throws {
        let depth = Self.depth
        let view: AnyView
        switch kind {
        case "VStack": view = Self.nest(depth) { inner in AnyView(VStack(spacing: 0) { inner }) }
        case "padding": view = Self.nest(depth) { AnyView($0.padding(1)) }
        case "frame": view = Self.nest(depth) { AnyView($0.frame(minWidth: 0)) }
        case "custom view": view = AnyView(Nested(depth: depth))
        case "Layout": view = Self.nest(depth) { inner in AnyView(OverlayLayout { inner }) }
        default: view = Self.nest(depth) { AnyView($0.preference(key: CountKey.self, value: 1)) }
        }
        // The default (standard) trace: its events share path prefixes, so it stays linear too.
        let host = ViewHost(view, proposal: ProposedViewSize(width: 30_000, height: 30_000))
        let report = host.run()
        #expect(report.converged)
        #expect(report.passes == 1)
        let snapshot = host.snapshot
        let leaf = try #require(snapshot.nodes.last)
        #expect(leaf.typeName == "Color")
        #expect(leaf.frame.size == CGSize(width: 10, height: 10))
        // Preference writers are transparent: they are no snapshot entries.
        #expect(leaf.depth >= (kind == "preference" ? 0 : depth))
        #expect(leaf.path.split(separator: "/").count == leaf.depth + 1)
        #expect(snapshot.nodes[leaf.parentIndex ?? 0].path + "/" + leaf.path.split(separator: "/").last! == leaf.path)
        if kind == "custom view" {
            // Every level's body ran once, and its trace event names the level's full path.
            let bodies = report.trace.events.filter { if case .bodyEvaluated = $0.kind { true } else { false } }
            #expect(bodies.count == depth + 1)
            #expect((bodies.last?.path?.split(separator: "/").count ?? 0) == depth + 1)
        }
        // A second run with a new proposal goes down the whole tree again.
        host.proposal = ProposedViewSize(width: 30_001, height: 30_000)
        #expect(host.run().converged)
    }

    @Test("10,000 siblings writing a preference combine in linear work")
    func wideWriters() {
        let host = ViewHost(VStack {
            ForEach(0..<10_000, id: \.self) { Color.clear.frame(width: 1, height: 1).preference(key: CountKey.self, value: $0 % 3) }
        }.onPreferenceChange(CountKey.self) { _ in }, proposal: ProposedViewSize(width: 100, height: nil))
        let report = host.run()
        #expect(report.converged)
        #expect(report.statistics.reduce(0) { $0 + ($1.reduceCalls["CountKey"] ?? 0) } == 9_999)
    }
}
