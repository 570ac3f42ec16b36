import Fixpoint
import Foundation

// Benchmarks for the figures the issues ask for; run with `swift run -c release FixpointBenchmarks`.
// Timing lives here, never in tests. Arguments: `shapes`, `workloads`, `layout`, `loop` or
// `converge` run one group (no argument runs all; `memory`, run alone, prints memory per node); `--quick` leaves out the largest shapes;
// `--no-floor` skips building and running the floor (`FIXPOINT_FLOOR` names its folder);
// `--shape NAME` runs one shape; `--cpu` measures thread CPU time instead of wall-clock time.

let arguments = Array(CommandLine.arguments.dropFirst())
let quick = arguments.contains("--quick")
let groups = arguments.enumerated().filter { !$0.element.hasPrefix("--") && (($0.offset == 0) || arguments[$0.offset - 1] != "--shape") }.map(\.element)

func wants(_ group: String) -> Bool { groups.isEmpty || groups.contains(group) }

func runAll() {
    if groups.first == "profile" {
        ShapeProfile.run(Array(groups.dropFirst()))
        return
    }
    if wants("shapes") {
        var floor: [String: FloorFigures] = [:]
        if !arguments.contains("--no-floor") {
            let measured = Floor.measure(quick: quick)
            floor = measured.figures
            if let note = measured.note { print("(\(note); no ratios)") }
        }
        print("— the floor's shapes; ratios to the floor's retained class tree measured in this run")
        var shapes: [FloorShape] = [.wide(1000), .wide(10_000), .deep(100), .deep(1000), .grid(100)]
        if !quick { shapes += [.wide(100_000), .deep(10_000)] }
        if let index = arguments.firstIndex(of: "--shape"), index + 1 < arguments.count {
            shapes = (shapes + [.wide(100_000), .deep(10_000)]).filter { $0.name == arguments[index + 1] }
        }
        ShapeBenchmark.run(shapes, floor: floor)
    }
    if groups.contains("memory") {
        RetainedMemory.run([.wide(100_000), .grid(100), .deep(10_000)])
    }
    if wants("workloads") || groups.contains(where: ["wide", "texts", "summing"].contains) {
        Workloads.run(only: Set(groups).intersection(["wide", "texts", "summing"]))
    }
    if wants("layout") {
        layoutBenchmark(sections: 140)
        layoutBenchmark(sections: 1400)
    }
    if wants("loop") { loopBenchmark() }
    if wants("converge") {
        print("— non-converging views")
        nonConvergenceBenchmark("Grower", Grower())
        nonConvergenceBenchmark("Flipper", Flipper())
    }
}

// Deep shapes recurse ten thousand levels: run on a thread with a 1 GiB stack, as the floor does.
var attributes = pthread_attr_t()
pthread_attr_init(&attributes)
pthread_attr_setstacksize(&attributes, 1 << 30)
var thread = pthread_t()
let created = pthread_create(&thread, &attributes, { _ in
    runAll()
    return nil
}, nil)
precondition(created == 0, "pthread_create failed: \(created)")
pthread_join(thread, nil)
