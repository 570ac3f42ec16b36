import Fixpoint
import FixpointGallery
import FixpointLab
import Foundation

/// A check of the catalogue example `name` over `widths` in the given contexts, sampled every
/// `step` points (coarse, so the debug-build tests stay quick, unless a test compares bands).
func labCheck(_ name: String, widths: ClosedRange<CGFloat>? = nil, presets: [EnvironmentPreset] = [.iOS],
              sizes: [DynamicTypeSize] = [.large], step: CGFloat = 10) -> ConvergenceCheck {
    guard let example = ExampleCatalog.example(named: name) else { fatalError("no example \(name)") }
    var check = ConvergenceCheck(example: example, widths: widths)
    check.presets = presets
    check.dynamicTypeSizes = sizes
    check.step = step
    return check
}

/// A fresh run of `name` at `width` in `context`.
func freshRun(_ name: String, width: CGFloat, context: CheckContext,
              policy: UpdatePolicy = UpdatePolicy(maxFrames: 12)) -> (report: UpdateReport, snapshot: LayoutSnapshot) {
    guard let example = ExampleCatalog.example(named: name) else { fatalError("no example \(name)") }
    let host = example.host(proposal: ProposedViewSize(width: width, height: context.height), environment: context.environment)
    host.policy = policy
    let report = host.run()
    return (report, host.snapshot)
}

/// The frames of a host of `name` taken through `path`, and of a fresh host at its last width.
func resizedAndFresh(_ name: String, path: [CGFloat], context: CheckContext) -> (resized: [CGRect], fresh: [CGRect]) {
    guard let example = ExampleCatalog.example(named: name), let first = path.first, let last = path.last else { fatalError() }
    let host = example.host(proposal: ProposedViewSize(width: first, height: context.height), environment: context.environment)
    host.run()
    for width in path.dropFirst() {
        host.proposal = ProposedViewSize(width: width, height: context.height)
        host.run()
    }
    return (host.snapshot.nodes.map(\.frame), freshRun(name, width: last, context: context).snapshot.nodes.map(\.frame))
}

/// Whether two lists of frames agree to a thousandth of a point.
func sameFrames(_ a: [CGRect], _ b: [CGRect]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { left, right in
        abs(left.minX - right.minX) < 0.001 && abs(left.minY - right.minY) < 0.001
            && abs(left.width - right.width) < 0.001 && abs(left.height - right.height) < 0.001
    }
}
