import Fixpoint
import Foundation
import Testing

/// Hosts `view`, runs it, and returns the snapshot and report; asserts the run converged and
/// that the host's invariants held after every pass and at the fixed point.
func layOut<V: View>(_ view: V, width: CGFloat?, height: CGFloat? = nil, environment: EnvironmentValues = .iOS,
                     sourceLocation: SourceLocation = #_sourceLocation) -> (LayoutSnapshot, UpdateReport) {
    let host = ViewHost(view, proposal: ProposedViewSize(width: width, height: height), environment: environment)
    let report = runCheckingInvariants(host, sourceLocation: sourceLocation)
    #expect(report.converged, sourceLocation: sourceLocation)
    return (host.snapshot, report)
}

/// Runs `host` with `checkInvariants()` after every pass, and the fixed-point checks after a
/// converged run; each broken invariant is recorded as an issue.
@discardableResult
func runCheckingInvariants(_ host: ViewHost, sourceLocation: SourceLocation = #_sourceLocation) -> UpdateReport {
    var problems: [String] = []
    host.passObserver = { host in problems += host.checkInvariants() }
    let report = host.run()
    host.passObserver = nil
    _ = host.snapshot
    problems += host.checkInvariants(atFixedPoint: report.converged)
    for problem in problems { Issue.record("invariant broken: \(problem)", sourceLocation: sourceLocation) }
    return report
}

extension LayoutSnapshot {
    /// The frame at `path`, recording an issue when there is no such node.
    func frame(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) -> CGRect {
        guard let node = node(path: path) else {
            Issue.record("no node at \(path); paths: \(nodes.map(\.path))", sourceLocation: sourceLocation)
            return .null
        }
        return node.frame
    }
}

/// Whether two numbers agree to a thousandth of a point.
func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }

/// Whether two rects agree to a thousandth of a point.
func close(_ a: CGRect, _ b: CGRect) -> Bool {
    close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
}

/// Width of `text` at `size` points with the Helvetica-metric model.
func textWidth(_ text: String, size: CGFloat = 17) -> CGFloat {
    text.reduce(0) { $0 + SansTextMeasurer().advance(of: $1, pointSize: size) }
}

/// Line height at `size` points with the Helvetica-metric model.
func lineHeight(_ size: CGFloat = 17) -> CGFloat {
    SansTextMeasurer().lineHeight(pointSize: size)
}
