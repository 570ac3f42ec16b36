import Foundation

/// The floor's figures for one shape (the retained class tree, the fair comparison for a
/// retained view graph), in nanoseconds per node, and microseconds for `incremental`/`noop`.
struct FloorFigures {
    var first: Double
    var resize: Double
    var incremental: Double
    var noop: Double
}

/// Builds and runs `../shared/bench/swift-floor` in this run, so ratios compare like with like;
/// returns its figures by shape name, or nil with a reason when the floor is not available.
enum Floor {
    static func measure(quick: Bool) -> (figures: [String: FloorFigures], note: String?) {
        let environment = ProcessInfo.processInfo.environment
        let directory = environment["FIXPOINT_FLOOR"] ?? "../shared/bench/swift-floor"
        guard FileManager.default.fileExists(atPath: directory + "/Package.swift") else {
            return ([:], "floor not found at \(directory) (set FIXPOINT_FLOOR)")
        }
        let scratch = FileManager.default.currentDirectoryPath + "/.build-floor"
        guard run("/usr/bin/env", ["swift", "build", "-c", "release", "--package-path", directory,
                                  "--scratch-path", scratch]) != nil else {
            return ([:], "the floor did not build")
        }
        guard let output = run(scratch + "/release/baseline", quick ? ["--quick"] : []) else {
            return ([:], "the floor did not run")
        }
        var figures: [String: FloorFigures] = [:]
        for line in output.split(separator: "\n") where line.hasPrefix("CSV,") {
            let fields = line.split(separator: ",").map(String.init)
            // CSV,shape,engine,nodes,first_med,first_min,first_cpu,resize_med,incr_med_ns,incr_med_us,noop_med_us
            guard fields.count == 11, fields[2] == "swift-class",
                  let first = Double(fields[4]), let resize = Double(fields[7]),
                  let incremental = Double(fields[9]), let noop = Double(fields[10]) else { continue }
            figures[fields[1]] = FloorFigures(first: first, resize: resize, incremental: incremental, noop: noop)
        }
        return (figures, figures.isEmpty ? "the floor printed no figures" : nil)
    }

    private static func run(_ executable: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
