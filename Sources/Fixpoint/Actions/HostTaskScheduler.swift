import Synchronization

/// The tasks of one host: their executor, the host's clock and the tasks sleeping on it.
///
/// Owned by the graph. The actions phase starts and cancels tasks (`start`, `cancel`) and
/// drains the executor; `ViewHost.advance(by:)` moves the clock and wakes sleepers in deadline
/// order. Invariants: task code runs only inside `drain()`, on the host's thread; the clock
/// moves only in `advance(by:)`, so a run is deterministic.
final class HostTaskScheduler: @unchecked Sendable {
    /// The executor every host task prefers.
    let executor = HostExecutor()
    private let recorder: UpdateRecorder
    /// The host clock's time since the host was created.
    private(set) var now: Duration = .zero
    private let sleepers = Mutex<[Sleeper]>([])
    private var nextSleeperID = 0
    /// Tasks started and not finished, by start order (cancelled on shut-down).
    private var running: [HostTask] = []

    /// The host task whose code is running (a task-local value of every host task).
    @TaskLocal static var current: HostTask?

    init(recorder: UpdateRecorder) {
        self.recorder = recorder
    }

    /// A task sleeping on the host clock until `deadline`.
    private struct Sleeper {
        let id: Int
        let deadline: Duration
        let task: HostTask
        let continuation: CheckedContinuation<Void, any Error>
    }

    /// Starts `operation` as a task on the host's executor; it runs at the next drain.
    func start(_ operation: @escaping () async -> Void, priority: TaskPriority, node: ViewNode, cause: Int?) -> HostTask {
        let task = HostTask(scheduler: self, node: node)
        task.causeEvent = recorder.record(.task(event: "started", detail: ""), node: node, cause: cause)
        running.append(task)
        let box = UncheckedOperation(operation)
        task.handle = Task(executorPreference: executor, priority: priority) {
            await HostTaskScheduler.$current.withValue(task) {
                task.resumed()
                await box.operation()
                task.finish()
            }
        }
        return task
    }

    /// Cancels `task` (its sleeps throw `CancellationError`; it finishes at the next drain).
    func cancel(_ task: HostTask, cause: Int?) {
        guard !task.isFinished, !task.isCancelled else { return }
        task.isCancelled = true
        task.causeEvent = recorder.record(.task(event: "cancelled", detail: ""), node: task.node, cause: cause)
        task.handle?.cancel()
    }

    /// Runs the executor's jobs until none is left.
    func drain() {
        let previous = recorder.currentCause
        executor.drain { [recorder] in recorder.currentCause = nil }
        recorder.currentCause = previous
    }

    /// Suspends the current task until the host clock reaches now + `duration`.
    func sleep(for duration: Duration, task: HostTask) async throws {
        try Task.checkCancellation()
        let deadline = time(after: duration)
        let id = nextSleeperID
        nextSleeperID += 1
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                sleepers.withLock { $0.append(Sleeper(id: id, deadline: deadline, task: task, continuation: continuation)) }
                if Task.isCancelled { wake(id, throwing: true) }
            }
        } onCancel: {
            self.wake(id, throwing: true)
        }
        task.resumed()
    }

    private func wake(_ id: Int, throwing: Bool) {
        let sleeper = sleepers.withLock { list -> Sleeper? in
            guard let index = list.firstIndex(where: { $0.id == id }) else { return nil }
            return list.remove(at: index)
        }
        guard let sleeper else { return }
        if throwing { sleeper.continuation.resume(throwing: CancellationError()) } else { sleeper.continuation.resume() }
    }

    /// Moves the clock forward by `duration`, waking each sleeper whose deadline comes (earliest
    /// first, then in sleep order) and draining the executor after each.
    func advance(by duration: Duration) {
        let target = time(after: duration)
        while let next = sleepers.withLock({ list in
            list.filter { $0.deadline <= target }.min { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
        }) {
            now = max(now, next.deadline)
            next.task.causeEvent = recorder.record(.task(event: "resumed", detail: "\(now)"), node: next.task.node,
                                                   cause: next.task.causeEvent)
            wake(next.id, throwing: false)
            drain()
        }
        now = target
    }

    /// The latest time the clock shows (about 292 billion years): sums of two such times still
    /// fit in `Duration`, so no arithmetic on the clock can overflow.
    static let endOfTime = Duration.seconds(Int64.max)

    /// now + `duration`, with negative durations as zero and the sum capped at `endOfTime`.
    func time(after duration: Duration) -> Duration {
        min(now + min(max(duration, .zero), Self.endOfTime), Self.endOfTime)
    }

    /// Whether a task sleeps on the host clock.
    var hasSleepers: Bool { sleepers.withLock { !$0.isEmpty } }

    /// The time of the next sleeper's deadline, if any.
    var nextDeadline: Duration? { sleepers.withLock { $0.map(\.deadline).min() } }

    fileprivate func finished(_ task: HostTask) {
        running.removeAll { $0 === task }
    }

    /// Cancels every running task and lets them finish (the host is going away).
    func shutDown() {
        for task in running { task.isCancelled = true; task.handle?.cancel() }
        drain()
    }
}

/// One task started by a `task` modifier: its Swift task, the view it belongs to and the trace
/// event its code's effects are caused by.
final class HostTask: @unchecked Sendable {
    unowned let scheduler: HostTaskScheduler
    let node: ViewNode
    var handle: Task<Void, Never>?
    var isCancelled = false
    private(set) var isFinished = false
    /// The last start, resume or cancel event: the cause of what the task's code does next.
    var causeEvent: Int?

    init(scheduler: HostTaskScheduler, node: ViewNode) {
        self.scheduler = scheduler
        self.node = node
    }

    /// The task's code runs again: its state writes are caused by its last event.
    func resumed() {
        scheduler.recorderCause(causeEvent)
    }

    func finish() {
        isFinished = true
        scheduler.finished(self)
        scheduler.record(.task(event: "finished", detail: ""), node: node, cause: causeEvent)
    }
}

extension HostTaskScheduler {
    fileprivate func recorderCause(_ event: Int?) {
        recorder.currentCause = event
    }

    fileprivate func record(_ kind: TraceEvent.Kind, node: ViewNode, cause: Int?) {
        recorder.record(kind, node: node, cause: cause)
    }
}

/// A task operation handed to `Task`: host tasks run on the host's thread only.
private final class UncheckedOperation: @unchecked Sendable {
    let operation: () async -> Void
    init(_ operation: @escaping () async -> Void) { self.operation = operation }
}
