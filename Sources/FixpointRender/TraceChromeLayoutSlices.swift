import Fixpoint

extension ChromeTraceWriter {
    /// The logical time span of one sizing or placement on the layout track: a flame chart of
    /// the layout recursion.
    ///
    /// The trace records a sizing when it returns (`sized`, no begin event) and a placement when
    /// it starts (`placed`, before its children are placed). Since the engine sizes and places
    /// only a view's own subviews inside its sizing and placement, the events of the recursion
    /// under a view are exactly the contiguous run of events about its descendants: a sizing
    /// slice starts at the first event of the run just before its `sized` event, a placement
    /// slice ends at the last event of the run just after its `placed` event. Built that way,
    /// slices nest properly (two slices are disjoint or one contains the other).
    struct LayoutSlice {
        /// The `sized` or `placed` event.
        let event: TraceEvent
        /// The id of the first event the slice covers.
        let firstID: Int
        /// The id of the last event the slice covers.
        let lastID: Int
    }

    /// The layout slices of `trace`, one per `sized` and `placed` event, in event order.
    static func layoutSlices(of trace: Trace) -> [LayoutSlice] {
        let events = trace.events
        var slices: [LayoutSlice] = []
        for (index, event) in events.enumerated() {
            guard let path = event.path else { continue }
            let prefix = path + "/"
            func isDescendant(_ other: TraceEvent) -> Bool {
                other.path?.hasPrefix(prefix) ?? false
            }
            switch event.kind {
            case .sized:
                var first = index
                while first > 0, isDescendant(events[first - 1]) { first -= 1 }
                slices.append(LayoutSlice(event: event, firstID: events[first].id, lastID: event.id))
            case .placed:
                var last = index
                while last + 1 < events.count, isDescendant(events[last + 1]) { last += 1 }
                slices.append(LayoutSlice(event: event, firstID: event.id, lastID: events[last].id))
            default:
                continue
            }
        }
        return slices
    }
}
