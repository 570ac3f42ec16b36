import Fixpoint
import Foundation

/// Runs the floor's shapes through Fixpoint: first run (build + layout, a fresh host each time),
/// resize (alternating proposals), one leaf changed, and a run with nothing changed; prints ns
/// per floor node beside the floor measured in the same run.
enum ShapeBenchmark {
    static func run(_ shapes: [FloorShape], floor: [String: FloorFigures]) {
        print(column("shape", 13) + column("nodes", 8) + column("first ns/node", 22) + column("resize ns/node", 22)
              + column("incr µs", 20) + column("noop µs", 16) + "  passes")
        for shape in shapes {
            let big = shape.nodes >= 50_000 || shape.name == "deep-10000"
            let runs = big ? 3 : 9
            let nodes = Double(shape.nodes)
            var host: ViewHost?
            var handle = LeafHandle()
            var passes = 0
            let first = medianTime(runs: runs, prepare: {
                host = nil
                handle = LeafHandle()
                host = ViewHost(shape.make(handle), proposal: shape.pinned)
                host!.traceDetail = .off
            }) {
                passes = host!.run().passes
            }
            let reused = host!
            let repetitions = big ? 5 : 31
            var alternate = false
            let resize = medianTime(runs: repetitions, prepare: {
                alternate.toggle()
                reused.proposal = alternate ? shape.pinnedAlternative : shape.pinned
            }) { reused.run() }
            reused.proposal = shape.pinned
            reused.run()
            var grown = false
            let incremental = medianTime(runs: repetitions, prepare: {
                grown.toggle()
                handle.grow?.wrappedValue = grown
            }) { reused.run() }
            let noop = medianTime(runs: repetitions) { reused.run() }
            let reference = floor[shape.name]
            print(column(shape.name, 13) + column("\(shape.nodes)", 8)
                  + column(withRatio(first / nodes, reference?.first), 22)
                  + column(withRatio(resize / nodes, reference?.resize), 22)
                  + column(withRatio(incremental / 1000, reference?.incremental, digits: 2), 20)
                  + column(withRatio(noop / 1000, reference?.noop, digits: 2), 16)
                  + "  \(passes)")
        }
    }
}
