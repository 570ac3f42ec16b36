import Foundation

extension Task where Success == Never, Failure == Never {
    /// Suspends the current task for at least `duration`: inside a task a host started (a
    /// `task` modifier's), on the host's clock, which only `ViewHost.advance(by:)` moves;
    /// elsewhere on the continuous clock, as the standard library does.
    public static func sleep(for duration: Duration) async throws {
        if let task = HostTaskScheduler.current {
            try await task.scheduler.sleep(for: duration, task: task)
        } else {
            try await Task.sleep(for: duration, tolerance: nil, clock: ContinuousClock())
        }
    }

    /// Suspends the current task for at least `duration`, with a tolerance the host clock
    /// ignores (see `sleep(for:)`).
    public static func sleep(for duration: Duration, tolerance: Duration?) async throws {
        if let task = HostTaskScheduler.current {
            try await task.scheduler.sleep(for: duration, task: task)
        } else {
            try await Task.sleep(for: duration, tolerance: tolerance, clock: ContinuousClock())
        }
    }

    /// Suspends the current task for at least `duration` nanoseconds, on the host's clock inside
    /// a host task (see `sleep(for:)`).
    public static func sleep(nanoseconds duration: UInt64) async throws {
        let clamped = Duration.nanoseconds(Int64(clamping: duration))
        try await sleep(for: clamped)
    }
}
