extension ViewHost {
    /// The host clock's time: how far `advance(by:)` has moved it since the host was created.
    public var currentTime: Duration { graph.tasks.now }

    /// Moves the host clock forward by `duration`: tasks sleeping on it (`Task.sleep(for:)` in a
    /// `task` modifier) wake in deadline order and run until they suspend again; then the
    /// update their state writes caused runs. Negative or zero durations only run that update.
    @discardableResult
    public func advance(by duration: Duration) -> UpdateReport {
        graph.tasks.advance(by: duration)
        return run()
    }

    /// Whether a task started by a `task` modifier is sleeping on the host clock.
    public var hasSleepingTasks: Bool { graph.tasks.hasSleepers }
}
