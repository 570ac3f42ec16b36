import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// A value that cannot be compared.
private final class Palette: Sendable {
    let name: String
    init(name: String) { self.name = name }
}

private struct PaletteKey: EnvironmentKey {
    static let defaultValue = Palette(name: "default")
}

extension EnvironmentValues {
    fileprivate var palette: Palette {
        get { self[PaletteKey.self] }
        set { self[PaletteKey.self] = newValue }
    }
}

/// Reads the palette.
private struct PaletteReader: View {
    @Environment(\.palette) private var palette
    var body: some View { Text(palette.name) }
}

/// Re-creates its reader when `tick` changes; `reapplies` sets a new palette in its own body.
private struct PaletteParent: View {
    let reapplies: Bool
    let handle: PaletteTick
    @State private var tick = 0

    var body: some View {
        let _ = handle.tick = $tick
        VStack {
            Text("tick \(tick)")
            if reapplies {
                PaletteReader().environment(\.palette, Palette(name: "inner"))
            } else {
                PaletteReader()
            }
        }
    }
}

private final class PaletteTick {
    var tick: Binding<Int>?
}

/// An environment is compared at every re-mount; an unmodified copy is the same environment
/// even when it holds values that cannot be compared, while a value set again is a change.
@Suite("Environment identity")
struct EnvironmentIdentityTests {
    private func rerun(reapplies: Bool) -> UpdateReport {
        let handle = PaletteTick()
        let root = PaletteParent(reapplies: reapplies, handle: handle).environment(\.palette, Palette(name: "outer"))
        let host = ViewHost(root, proposal: ProposedViewSize(width: 300, height: nil))
        let first = host.run()
        #expect(first.converged && first.passes == 1)
        #expect(first.bodyEvaluations(of: PaletteReader.self) == 1)
        #expect(host.snapshot.node(text: reapplies ? "inner" : "outer") != nil)
        handle.tick?.wrappedValue = 1
        let report = host.run()
        #expect(report.converged && report.passes == 1)
        #expect(report.bodyEvaluations(of: PaletteParent.self) == 1)
        return report
    }

    @Test("an uncomparable value set above, unchanged since, does not re-run a reader")
    func unchangedCopyIsEqual() {
        #expect(rerun(reapplies: false).bodyEvaluations(of: PaletteReader.self) == 0)
    }

    @Test("an uncomparable value set again re-runs its reader")
    func uncomparableValueSetAgainIsAChange() {
        #expect(rerun(reapplies: true).bodyEvaluations(of: PaletteReader.self) == 1)
    }
}
