import Fixpoint
import Foundation
import Testing

/// Trace paths are resolved per node (`PathResolver`: each node looked up by id among its
/// parent's snapshot children, its path chained to the nearest known ancestor's), the snapshot's
/// by walking the tree: both must spell every path the same, `[i]` suffixes included, whether
/// siblings are few (searched linearly) or many (hashed), in runs or interleaved.
@Suite("Trace paths")
struct TracePathTests {
    /// `count` children of a VStack: Text, Color or a `Leaf` by `pattern`.
    struct Siblings: View {
        let count: Int
        let pattern: (Int) -> Int

        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { index in
                    switch pattern(index) {
                    case 0: Text("t\(index)")
                    case 1: Color.red.frame(width: 4, height: 4)
                    default: Leaf(index: index)
                    }
                }
            }
        }
    }

    struct Leaf: View {
        let index: Int
        var body: some View { Text("leaf \(index)") }
    }

    static let cases: [(String, Int, @Sendable (Int) -> Int)] = [
        ("one child", 1, { _ in 2 }),
        ("few, interleaved", 7, { $0 % 3 }),
        ("few, one of each", 3, { $0 }),
        ("many, in runs", 40, { $0 < 15 ? 0 : $0 < 33 ? 2 : 1 }),
        ("many, interleaved", 41, { $0 % 3 }),
        ("many, one odd", 30, { $0 == 17 ? 1 : 2 }),
        ("many, names returning", 25, { ($0 / 5) % 2 }),
    ]

    @Test("a full trace's placements name every element as the snapshot does", arguments: 0..<cases.count)
    func placementsMatchSnapshot(_ index: Int) {
        let (_, count, pattern) = Self.cases[index]
        let host = ViewHost(Siblings(count: count, pattern: pattern), proposal: ProposedViewSize(width: 200, height: nil))
        host.traceDetail = .full
        let report = host.run()
        #expect(report.passes == 1)
        let placed = Set(report.trace.events.compactMap { event -> String? in
            if case .placed = event.kind { return event.path }
            return nil
        })
        let snapshot = host.snapshot
        let composites = Set(snapshot.nodes.filter { ["Siblings", "Leaf"].contains($0.typeName) }.map(\.path))
        let elements = Set(snapshot.nodes.map(\.path)).subtracting(composites)
        #expect(elements.count == snapshot.nodes.count - composites.count, "paths are unique")
        #expect(placed == elements)
        // Bodies are named as the snapshot names the composites.
        let bodies = Set(report.trace.events.compactMap { event -> String? in
            if case .bodyEvaluated = event.kind { return event.path }
            return nil
        })
        #expect(bodies == composites)
    }

    @Test("repeated names are numbered among their siblings")
    func numbering() {
        let host = ViewHost(Siblings(count: 41, pattern: { $0 % 3 }), proposal: ProposedViewSize(width: 200, height: nil))
        host.traceDetail = .standard
        let report = host.run()
        let bodies = report.trace.events.compactMap { event -> String? in
            if case .bodyEvaluated = event.kind { return event.path }
            return nil
        }
        // Leaves are the children 2, 5, 8, …: the 0th, 1st, … of their name.
        #expect(bodies.contains("Siblings/VStack/Leaf[0]"))
        #expect(bodies.contains("Siblings/VStack/Leaf[12]"))
        #expect(!bodies.contains("Siblings/VStack/Leaf[13]"))
    }
}
