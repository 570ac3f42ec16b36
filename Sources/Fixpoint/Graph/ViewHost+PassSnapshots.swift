/// The layout after one update pass of a run, as a value: what a filmstrip of the run shows.
///
/// Taken by `ViewHost.runRecordingPassSnapshots()` at the end of each pass, after its layout and
/// binders and before the actions they queued run; the last one equals the host's `snapshot`
/// after the run.
public struct PassSnapshot: Hashable, Sendable {
    /// The pass number within the run, from 1 (as in `TraceEvent.pass`).
    public var pass: Int
    /// The frame the pass ran in, from 1 (as in `TraceEvent.frame`).
    public var frame: Int
    /// Why the pass ran.
    public var reason: PassReason
    /// The laid-out tree after the pass.
    public var snapshot: LayoutSnapshot

    /// Creates a pass snapshot; hosts build these, tests may build them by hand.
    public init(pass: Int, frame: Int, reason: PassReason, snapshot: LayoutSnapshot) {
        self.pass = pass
        self.frame = frame
        self.reason = reason
        self.snapshot = snapshot
    }
}

extension ViewHost {
    /// Runs update passes exactly as `run()` does and also returns the layout after every pass.
    ///
    /// Opt-in because building a snapshot per pass costs a tree walk per pass; the run itself,
    /// its trace and its counters are the same as `run()`'s (building a snapshot only reads the
    /// graph). Used by `fixpoint report` for its filmstrip.
    public func runRecordingPassSnapshots() -> (report: UpdateReport, passSnapshots: [PassSnapshot]) {
        var passSnapshots: [PassSnapshot] = []
        let previous = passObserver
        passObserver = { host in
            let statistics = host.recorder.lastPass
            passSnapshots.append(PassSnapshot(pass: host.recorder.pass, frame: host.recorder.frame,
                                              reason: statistics?.reason ?? .rerun, snapshot: host.snapshot))
        }
        defer { passObserver = previous }
        let report = run()
        return (report, passSnapshots)
    }
}
