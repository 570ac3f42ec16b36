import Fixpoint
import Foundation
import Testing

/// Keeps a writer's binding where the test can reach it.
private final class WriterHandle {
    var value: Binding<Int>?
}

/// Sums the values written below.
private struct TotalKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// A writer whose value is its state, inside a stack that does not change with it.
private struct StatefulWriter: View {
    let handle: WriterHandle
    @State private var value = 1

    var body: some View {
        let _ = handle.value = $value
        Color.clear.frame(width: 10, height: 10).preference(key: TotalKey.self, value: value)
    }
}

/// A writer whose transform adds its state to what its content writes.
private struct StatefulTransform: View {
    let handle: WriterHandle
    @State private var value = 1

    var body: some View {
        let _ = handle.value = $value
        Color.clear.frame(width: 10, height: 10)
            .preference(key: TotalKey.self, value: 100)
            .transformPreference(TotalKey.self) { [value] in $0 += value }
    }
}

/// A preference reader's secondary is built from its primary's value during placement, so a
/// writer's new value must reach it although writers do not invalidate layout.
@Suite("Preference readers and changed writers")
struct PreferenceReaderUpdateTests {
    /// Two writers (one with state) in a VStack, nested two levels below the reader.
    private func content(_ handle: WriterHandle, transform: Bool) -> some View {
        VStack(spacing: 0) {
            VStack(spacing: 0) {
                if transform { StatefulTransform(handle: handle) } else { StatefulWriter(handle: handle) }
            }
            Color.clear.frame(width: 10, height: 10).preference(key: TotalKey.self, value: 2)
        }
    }

    @Test("an overlay reader shows a writer's new value in the pass that writes it",
          arguments: [false, true])
    func overlayFollowsWriter(transform: Bool) throws {
        let handle = WriterHandle()
        let host = ViewHost(content(handle, transform: transform).overlayPreferenceValue(TotalKey.self) { Text("sum \($0)") },
                            proposal: ProposedViewSize(width: 200, height: nil))
        #expect(host.run().converged)
        let base = transform ? 103 : 3
        #expect(host.snapshot.node(text: "sum \(base)") != nil)
        handle.value?.wrappedValue = 5
        let report = host.run()
        #expect(report.converged && report.passes == 1)
        #expect(host.snapshot.node(text: "sum \(base + 4)") != nil)
        #expect(host.snapshot.node(text: "sum \(base)") == nil)
        // The reader and its rebuilt secondary are placed again; the writers' stacks, whose
        // layout did not change, are neither sized nor placed.
        #expect(report.statistics[0].placements == 2)
        #expect(report.statistics[0].sizingCalls == 2)
    }

    @Test("a background reader follows a writer's new value, and an unchanged one keeps its layer")
    func backgroundFollowsWriter() throws {
        let handle = WriterHandle()
        let host = ViewHost(content(handle, transform: false).backgroundPreferenceValue(TotalKey.self) { total in
            Color.blue.frame(width: CGFloat(total), height: 4)
        }, proposal: ProposedViewSize(width: 200, height: nil))
        #expect(host.run().converged)
        #expect(host.snapshot.node(path: "backgroundPreferenceValue/frame")?.frame.width == 3)
        handle.value?.wrappedValue = 7
        #expect(host.run().converged)
        #expect(host.snapshot.node(path: "backgroundPreferenceValue/frame")?.frame.width == 9)
        // Writing the same value again changes nothing and re-places nothing.
        handle.value?.wrappedValue = 7
        let idle = host.run()
        #expect(idle.statistics.allSatisfy { $0.placements == 0 && $0.sizingCalls == 0 })
        #expect(host.snapshot.node(path: "backgroundPreferenceValue/frame")?.frame.width == 9)
    }

    @Test("a reader that is never placed (an unchosen ViewThatFits branch) does not re-lay its ancestors out at each pass")
    func unplacedReaderStaysQuiet() throws {
        let handle = WriterHandle()
        let view = VStack(spacing: 0) {
            ViewThatFits {
                Color.green.frame(width: 100, height: 10)
                Color.green.frame(width: 50, height: 10).overlayPreferenceValue(TotalKey.self) { Text("sum \($0)") }
            }
            StatefulWriter(handle: handle)
        }
        let host = ViewHost(view, proposal: ProposedViewSize(width: 200, height: nil))
        #expect(host.run().converged)
        #expect(host.snapshot.node(text: "sum 0") == nil)
        // A writer's new value elsewhere: layout-neutral, so nothing is sized or placed.
        handle.value?.wrappedValue = 5
        let report = host.run()
        #expect(report.converged)
        #expect(report.statistics.allSatisfy { $0.sizingCalls == 0 && $0.placements == 0 })
    }
}
