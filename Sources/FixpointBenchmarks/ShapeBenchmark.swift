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
                host = shape.makeHost(handle)
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
        smallStackFirstRuns(shapes.filter { ["wide-1000", "deep-1000"].contains($0.name) })
    }

    /// First runs from a thread with a default 8 MB stack, as a program's main thread has: a
    /// tree deeper than that stack has room for (deep-1000) runs its phases on the engine's
    /// large-stack thread, and pays a thread hop per phase that the table above (measured on
    /// a thread with a 1 GiB stack, as the floor is) does not.
    private static func smallStackFirstRuns(_ shapes: [FloorShape]) {
        guard !shapes.isEmpty else { return }
        var lines: [String] = []
        ThreadStack.runOnNewThread(stackBytes: 8 << 20) {
            for shape in shapes {
                var host: ViewHost?
                let first = medianTime(runs: 9, prepare: {
                    host = nil
                    host = shape.makeHost(LeafHandle())
                }) { host!.run() }
                lines.append("\(shape.name) \(fixed(first / Double(shape.nodes))) ns/node")
            }
        }
        print("first runs from a thread with an 8 MB stack: " + lines.joined(separator: ", "))
    }
}

/// Repeats one phase of one shape many times, untimed, for a profiler (`perf record`):
/// `profile SHAPE first|resize|incr|noop [COUNT]`, or `profile summing|texts|wide first|resize|incr [COUNT] [standard]`.
enum ShapeProfile {
    static func run(_ arguments: [String]) {
        if arguments.first == "summing" || arguments.first == "texts" || arguments.first == "wide" {
            runWorkload(arguments)
            return
        }
        let all: [FloorShape] = [.wide(1000), .wide(10_000), .wide(100_000), .deep(100), .deep(1000), .deep(10_000), .grid(100)]
        guard arguments.count >= 2, let shape = all.first(where: { $0.name == arguments[0] }) else {
            print("usage: profile SHAPE first|resize|incr|noop [COUNT]")
            return
        }
        let count = arguments.count > 2 ? Int(arguments[2]) ?? 20 : 20
        var handle = LeafHandle()
        var host = shape.makeHost(handle)
        host.run()
        var toggle = false
        for _ in 0..<count {
            toggle.toggle()
            switch arguments[1] {
            case "first":
                handle = LeafHandle()
                host = shape.makeHost(handle)
            case "resize":
                host.proposal = toggle ? shape.pinnedAlternative : shape.pinned
            case "incr":
                handle.grow?.wrappedValue = toggle
            default:
                break
            }
            host.run()
        }
    }

    /// The summing tree or the 1,000 Texts: first runs, or the leaf's (root's) state change.
    private static func runWorkload(_ arguments: [String]) {
        let count = arguments.count > 2 ? Int(arguments[2]) ?? 20 : 20
        let handle = CounterHandle()
        func make() -> ViewHost {
            let proposal = ProposedViewSize(width: 390, height: nil)
            let host = switch arguments[0] {
            case "summing": ViewHost(SummingTree(groups: 100, handle: handle), proposal: proposal)
            case "wide": ViewHost(WideRows(), proposal: proposal)
            default: ViewHost(ThousandTexts(handle: handle), proposal: proposal)
            }
            host.traceDetail = arguments.contains("standard") ? .standard : .off
            host.run()
            return host
        }
        var host = make()
        for index in 0..<count {
            if arguments.count > 1, arguments[1] == "first" {
                host = make()
            } else if arguments.count > 1, arguments[1] == "resize" {
                // The width the workloads toggle (`Workloads.wide`: "at another width").
                host.proposal = ProposedViewSize(width: index % 2 == 0 ? 320 : 390, height: nil)
                host.run()
            } else {
                handle.tick?.wrappedValue = index + 2
                host.run()
            }
        }
    }
}

/// Heap retained by a host after its first run, per floor node: the allocator's bytes in use
/// (glibc's `malloc_stats` total) before the host is made and after it ran, the host kept alive.
enum RetainedMemory {
    static func run(_ shapes: [FloorShape]) {
        print("— heap retained per node after a first run (goal ≤ 1 KB)")
        for shape in shapes {
            guard let before = bytesInUse() else {
                print("(malloc_stats is not available; no figures)")
                return
            }
            let handle = LeafHandle()
            let host = shape.makeHost(handle)
            host.run()
            let after = bytesInUse() ?? before
            let perNode = Double(after - before) / Double(shape.nodes)
            print(column(shape.name, 13) + column("\(shape.nodes)", 8) + column(fixed(perNode, 0) + " B/node", 16))
            withExtendedLifetime(host) {}
        }
        summing()
    }

    /// The summing tree (`Workloads.summing`: bodies, state, text and a summing preference) after
    /// its run to a fixed point, per snapshot node: what a tree of user views retains.
    private static func summing() {
        guard let before = bytesInUse() else { return }
        let host = ViewHost(SummingTree(groups: 100, handle: CounterHandle()), proposal: ProposedViewSize(width: 390, height: nil))
        host.traceDetail = .off
        host.run()
        let after = bytesInUse() ?? before
        let nodes = host.snapshot.nodes.count
        let engineNodes = host.engineStatistics.nodes
        print(column("summing tree", 13) + column("\(nodes)", 8) + column(fixed(Double(after - before) / Double(nodes), 0) + " B/node", 16)
              + " per snapshot node; " + fixed(Double(after - before) / Double(engineNodes), 0) + " B per engine node (\(engineNodes))")
        withExtendedLifetime(host) {}
    }

    /// The allocator's total bytes in use: glibc's `malloc_stats()` report (written to standard
    /// error, captured through a temporary file).
    private static func bytesInUse() -> Int? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_stats") else { return nil }
        let stats = unsafeBitCast(symbol, to: (@convention(c) () -> Void).self)
        let path = NSTemporaryDirectory() + "fixpoint-malloc-stats-\(getpid())"
        let file = open(path, O_CREAT | O_TRUNC | O_RDWR, 0o600)
        guard file >= 0 else { return nil }
        defer { close(file); unlink(path) }
        fflush(nil)
        let saved = dup(2)
        dup2(file, 2)
        stats()
        fflush(nil)
        dup2(saved, 2)
        close(saved)
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        // The last "in use bytes" line is the total over all arenas (mmapped chunks included).
        guard let line = text.split(separator: "\n").last(where: { $0.contains("in use bytes") }),
              let value = line.split(separator: "=").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) })
        else { return nil }
        return value
    }
}
