import Synchronization

/// The task executor of a host: jobs of the tasks that `task(_:)` modifiers start wait in a
/// queue until the host drains it, on the host's thread.
///
/// Drained by the actions phase after task starts and by `ViewHost.advance(by:)` after each
/// sleeper it wakes; so task code runs between passes, in enqueue order, never concurrently
/// with an update. Jobs may be enqueued from any thread (the queue is locked).
final class HostExecutor: TaskExecutor, @unchecked Sendable {
    private let queue = Mutex<[UnownedJob]>([])

    /// Queues a job; it runs at the next drain.
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.withLock { $0.append(job) }
    }

    /// Runs queued jobs, and those they enqueue, until none is left; returns how many ran.
    @discardableResult
    func drain(beforeEachJob: () -> Void = {}) -> Int {
        var count = 0
        while let job = queue.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
            beforeEachJob()
            job.runSynchronously(on: asUnownedTaskExecutor())
            count += 1
        }
        return count
    }
}
