import Fixpoint
import Foundation
import Testing

/// Hosts `view` proposed `width` × `height`, runs it to its fixed point, and returns the host and
/// the run's report; records an issue when the run does not converge.
///
/// The first step of most tests: the host keeps the tree, so a test can change the proposal or
/// interact (`tap`, `setValue`) and run again; the report holds the passes, frames and trace.
///
/// ```swift
/// let (host, report) = hosted(AirplaneView(), width: 175, environment: .macOS)
/// #expect(report.passes == 2)
/// ```
public func hosted<V: View>(_ view: V, width: CGFloat?, height: CGFloat? = nil, environment: EnvironmentValues = .iOS,
                            policy: UpdatePolicy = UpdatePolicy(),
                            sourceLocation: SourceLocation = #_sourceLocation) -> (host: ViewHost, report: UpdateReport) {
    let host = ViewHost(view, proposal: ProposedViewSize(width: width, height: height), environment: environment,
                        policy: policy)
    let report = runCheckingInvariants(host, sourceLocation: sourceLocation)
    if !report.converged {
        Issue.record(Comment(rawValue: "\(V.self) did not converge in \(report.passes) passes: "
                                 + report.diagnostics.map(\.message).joined(separator: "; ")),
                     sourceLocation: sourceLocation)
    }
    return (host, report)
}

/// Hosts `view` as `hosted(_:width:height:environment:policy:sourceLocation:)` does and returns the
/// laid-out snapshot and the run's report.
///
/// For tests that only read frames and counts after one run.
///
/// ```swift
/// let (snapshot, report) = layOut(HStack { Text("A"); Spacer(); Text("B") }, width: 200)
/// #expect(snapshot.frame(of: "B").maxX == 200)
/// ```
public func layOut<V: View>(_ view: V, width: CGFloat?, height: CGFloat? = nil, environment: EnvironmentValues = .iOS,
                            policy: UpdatePolicy = UpdatePolicy(),
                            sourceLocation: SourceLocation = #_sourceLocation) -> (snapshot: LayoutSnapshot, report: UpdateReport) {
    let (host, report) = hosted(view, width: width, height: height, environment: environment, policy: policy,
                                sourceLocation: sourceLocation)
    return (host.snapshot, report)
}

/// Runs `host` with the engine's invariant checks after every pass, and the fixed-point checks
/// after a converged run; each broken invariant is recorded as an issue at `sourceLocation`.
///
/// `hosted` and `layOut` run through it; call it directly to re-run a host you changed.
@discardableResult
public func runCheckingInvariants(_ host: ViewHost, sourceLocation: SourceLocation = #_sourceLocation) -> UpdateReport {
    var problems: [String] = []
    host.passObserver = { host in problems += host.checkInvariants() }
    let report = host.run()
    host.passObserver = nil
    _ = host.snapshot
    problems += host.checkInvariants(atFixedPoint: report.converged)
    for problem in problems {
        Issue.record(Comment(rawValue: "invariant broken: \(problem)"), sourceLocation: sourceLocation)
    }
    return report
}
