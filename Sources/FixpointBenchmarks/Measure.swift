import Fixpoint
import Foundation

/// Whether times are the process's CPU time (`--cpu`: steadier on a loaded machine; the process's,
/// not the thread's, because deep trees are laid out on a large-stack thread) rather
/// than wall-clock time.
let measuresCPUTime = CommandLine.arguments.contains("--cpu")

/// Nanoseconds taken by `body`.
func nanoseconds(_ body: () -> Void) -> Double {
    let clockID = measuresCPUTime ? CLOCK_PROCESS_CPUTIME_ID : CLOCK_MONOTONIC
    var start = timespec()
    var end = timespec()
    clock_gettime(clockID, &start)
    body()
    clock_gettime(clockID, &end)
    return Double(end.tv_sec - start.tv_sec) * 1e9 + Double(end.tv_nsec - start.tv_nsec)
}

/// The median of `samples`.
func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// The median time of `runs` calls of `body`, each after `prepare` (untimed), after two warm-ups.
func medianTime(runs: Int, prepare: () -> Void = {}, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    for index in 0..<(runs + 2) {
        prepare()
        let elapsed = nanoseconds(body)
        if index >= 2 { samples.append(elapsed) }
    }
    return median(samples)
}

/// Times of two variants of one measurement taken in alternation, so that both see the same
/// load on the machine: each round times a block of `block` calls of variant 0, then of
/// variant 1, each call after `prepare` for it (untimed); a block's first `warmUps` calls are
/// not timed (a variant's caches are warm again), and the first two rounds are warm-ups.
struct PairedTimes {
    /// Each variant's median time, by variant.
    let medians: [Double]
    /// The median of the rounds' ratios of variant 1's median time to variant 0's.
    let ratio: Double

    init(rounds: Int, block: Int = 1, warmUps: Int = 0, prepare: (_ variant: Int) -> Void = { _ in },
         _ body: (_ variant: Int) -> Void) {
        var samples: ([Double], [Double]) = ([], []), ratios: [Double] = []
        func timeBlock(_ variant: Int) -> [Double] {
            var times: [Double] = []
            for call in 0..<(warmUps + block) {
                prepare(variant)
                let elapsed = nanoseconds { body(variant) }
                if call >= warmUps { times.append(elapsed) }
            }
            return times
        }
        for round in 0..<(rounds + 2) {
            let a = timeBlock(0), b = timeBlock(1)
            guard round >= 2 else { continue }
            samples.0 += a
            samples.1 += b
            ratios.append(median(a) > 0 ? median(b) / median(a) : 0)
        }
        medians = [median(samples.0), median(samples.1)]
        ratio = median(ratios)
    }
}

/// A number with `digits` decimals.
func fixed(_ value: Double, _ digits: Int = 1) -> String {
    String(format: "%.\(digits)f", value)
}

/// `text` right-aligned in `width` columns.
func column(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

/// "value (ratio×)" against the floor's figure, or the value alone without a floor.
func withRatio(_ value: Double, _ floor: Double?, digits: Int = 1) -> String {
    guard let floor, floor > 0 else { return fixed(value, digits) }
    return "\(fixed(value, digits)) (\(fixed(value / floor, 0))×)"
}
