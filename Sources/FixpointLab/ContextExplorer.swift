import Fixpoint
import FixpointGallery
import FixpointRender
import Foundation

/// The check of one context: samples and bisects the widths, walks resize paths, runs the
/// scripts, and turns what it saw into findings.
///
/// Owned by `ConvergenceCheck.run()` for one context; caches one fresh run per width, so each
/// width is run fresh at most once.
struct ContextExplorer {
    let check: ConvergenceCheck
    let context: CheckContext
    /// Fresh runs by width: the probe and the layout signature.
    private var cache: [CGFloat: (probe: WidthProbe, signature: [String])] = [:]
    /// Runs made so far (fresh probes, detailed re-runs, resize paths, scripts).
    private(set) var runs = 0

    init(check: ConvergenceCheck, context: CheckContext) {
        self.check = check
        self.context = context
    }

    // MARK: Widths

    /// The fresh run at `width`, from the cache or run now.
    mutating func probe(_ width: CGFloat) -> (probe: WidthProbe, signature: [String]) {
        if let known = cache[width] { return known }
        let host = check.host(width: width, context: context)
        host.traceDetail = .off
        let report = host.run()
        runs += 1
        let snapshot = host.snapshot
        let result = (WidthProbe(width: width, outcome: RunOutcome(report), variant: check.example.variant(snapshot)),
                      LayoutSignature.lines(of: snapshot))
        cache[width] = result
        return result
    }

    /// The bands of equal outcome over the check's widths, ascending.
    mutating func bands() -> [OutcomeBand] {
        let grid = check.sampledWidths
        var probes = grid.map { probe($0).probe }
        for (lower, upper) in zip(probes, probes.dropFirst()) where lower.outcome != upper.outcome {
            locate(lower, upper)
        }
        probes = cache.values.map(\.probe).sorted { $0.width < $1.width }
        var bands: [OutcomeBand] = []
        for probe in probes {
            if let last = bands.last, last.outcome == probe.outcome {
                bands[bands.count - 1].to = probe.width
                if last.variants.last != probe.variant { bands[bands.count - 1].variants.append(probe.variant) }
            } else {
                bands.append(OutcomeBand(context: context, from: probe.width, to: probe.width, outcome: probe.outcome,
                                         variants: [probe.variant]))
            }
        }
        return bands
    }

    /// Bisects `low...high`, whose ends differ, at every change of outcome down to the
    /// precision (both halves, so an interval holding several changes reports all of them).
    private mutating func locate(_ low: WidthProbe, _ high: WidthProbe) {
        let middle = (low.width + high.width) / 2
        guard low.outcome != high.outcome, middle > low.width, middle < high.width,
              high.width - low.width > check.precision else { return }
        let mid = probe(middle).probe
        locate(low, mid)
        locate(mid, high)
    }

    /// A width of the band near its middle that was run.
    private func representative(of band: OutcomeBand) -> CGFloat {
        let middle = (band.from + band.to) / 2
        let inside = cache.keys.filter { $0 >= band.from && $0 <= band.to }
        return inside.min { (abs($0 - middle), $0) < (abs($1 - middle), $1) } ?? band.from
    }

    // MARK: Band findings

    /// Non-convergence, flicker, per-frame limit and pass-count findings, one per band.
    mutating func bandFindings(_ bands: [OutcomeBand]) -> [ConvergenceFinding] {
        var counts: [Int: Int] = [:]
        for width in check.sampledWidths {
            let outcome = probe(width).probe.outcome
            if outcome.converged { counts[outcome.passes, default: 0] += 1 }
        }
        let usual = counts.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key
        var findings: [ConvergenceFinding] = []
        for band in bands {
            let outcome = band.outcome
            let extraPasses = usual.map { outcome.converged && outcome.frames == 1 && outcome.passes > $0 } ?? false
            guard !outcome.converged || outcome.flickers || outcome.hitFrameLimit || extraPasses else { continue }
            let width = representative(of: band)
            let detail = DetailedRun(check: check, context: context, width: width)
            runs += 1
            let range = band.from...band.to
            let where_ = "at \(rangeText(range)) (\(context))"
            if !outcome.converged {
                let cycle = detail.cycle()
                var details = ["run at \(NumberFormat.string(width)): \(outcome)"]
                if let cycle {
                    details.append("cycle of \(cycle.period) pass\(cycle.period == 1 ? "" : "es"): "
                                   + (cycle.binders.map { "binder \($0)" } + cycle.states.map { "state \($0)" }).joined(separator: ", "))
                    for (index, values) in cycle.values.enumerated() {
                        details.append("  pass \(index + 1) of the cycle: " + (values.isEmpty ? "nothing changes" : values.joined(separator: "; ")))
                    }
                } else {
                    details.append("the changes do not repeat with a period of 12 passes or less")
                }
                findings.append(finding(.nonConvergence, range, width: width,
                                        summary: "never reaches a fixed point \(where_)"
                                            + (cycle.map { ": a cycle of period \($0.period) through \(($0.binders + $0.states).joined(separator: ", "))" } ?? ""),
                                        details: details, detail: detail, cycle: cycle))
            }
            if outcome.flickers {
                findings.append(finding(.flicker, range, width: width,
                                        summary: "takes \(outcome.frames) frames (\(outcome.passes) passes) \(where_): "
                                            + "\(outcome.frames - 1) intermediate frame\(outcome.frames == 2 ? "" : "s") shown"
                                            + (detail.shownFramesDiffer() ? ", each a different layout" : ", identical to the fixed point"),
                                        details: detail.flickerCause(), detail: detail, shownFrames: detail.shownFrames()))
            }
            if outcome.hitFrameLimit {
                findings.append(finding(.frameLimit, range, width: width,
                                        summary: "hits a per-frame limit \(where_): "
                                            + detail.frameLimitMessages().joined(separator: " "),
                                        details: detail.droppedChanges(), detail: detail))
            }
            if extraPasses, let usual {
                findings.append(finding(.passCountBand, range, width: width,
                                        summary: "needs \(outcome.passes) passes \(where_), where the sampled widths usually need \(usual)",
                                        details: detail.passReasons(), detail: detail))
            }
        }
        return findings
    }

    private func rangeText(_ range: ClosedRange<CGFloat>) -> String {
        range.lowerBound == range.upperBound ? "width \(NumberFormat.string(range.lowerBound))"
            : "widths \(NumberFormat.string(range.lowerBound))...\(NumberFormat.string(range.upperBound))"
    }

    private func finding(_ kind: ConvergenceFinding.Kind, _ range: ClosedRange<CGFloat>, width: CGFloat, summary: String,
                         details: [String], detail: DetailedRun, cycle: ConvergenceFinding.Cycle? = nil,
                         shownFrames: [String] = []) -> ConvergenceFinding {
        ConvergenceFinding(kind: kind, context: context, widths: range, summary: summary, details: details,
                           shownFrames: shownFrames, cycle: cycle, resizePath: nil, script: nil,
                           reproduction: Reproductions.run(kind, check: check, context: context, width: width,
                                                           frames: detail.report.frames))
    }

    // MARK: Hysteresis

    /// Hysteresis found by walking one host up and down the sampled widths and along the check's
    /// resize paths, each reduced to its smallest path.
    mutating func hysteresisFindings() -> [ConvergenceFinding] {
        let grid = check.sampledWidths
        var paths: [(name: String, widths: [CGFloat])] = [("walking up through the sampled widths", grid),
                                                          ("walking down through the sampled widths", grid.reversed())]
        for path in check.resizePaths where path.count >= 2 {
            paths.append(("along the path " + path.map { NumberFormat.string($0) }.joined(separator: " → "), path))
        }
        var findings: [ConvergenceFinding] = []
        var seen: Set<[CGFloat]> = []
        for (name, path) in paths {
            // Only settled layouts can disagree: widths whose fresh run does not converge are left out.
            var widths: [CGFloat] = []
            for width in path where probe(width).probe.outcome.converged { widths.append(width) }
            guard let first = widths.first, widths.count >= 2 else { continue }
            let host = check.host(width: first, context: context)
            host.traceDetail = .off
            host.run()
            runs += 1
            var found: (index: Int, resized: [String])?
            var differing = 0
            for (index, width) in widths.enumerated().dropFirst() {
                host.proposal = ProposedViewSize(width: width, height: context.height)
                guard host.run().converged else { continue }
                let resized = LayoutSignature.lines(of: host.snapshot)
                if resized != probe(width).signature {
                    differing += 1
                    if found == nil { found = (index, resized) }
                }
            }
            guard let found else { continue }
            let target = widths[found.index]
            let path = minimalPath(to: target, before: Array(widths[..<found.index]))
            guard seen.insert(path).inserted else { continue }
            let start = path.count == 2 ? path[0] : first
            let fresh = probe(target)
            let resizedLines = shows(path) ?? found.resized
            var details = ["found \(name): \(differing) of \(widths.count - 1) resizes settle differently from a fresh host"]
            details.append("fresh at \(NumberFormat.string(target)): \(fresh.probe.variant)")
            details += LayoutSignature.differences(fresh: fresh.signature, resized: resizedLines, limit: 4)
            findings.append(ConvergenceFinding(
                kind: .hysteresis, context: context, widths: target...target,
                summary: "a host resized \(path.map { NumberFormat.string($0) }.joined(separator: " → ")) settles differently "
                    + "from a fresh host at \(NumberFormat.string(target)) (\(context))"
                    + (path.count == 2 ? "; from \(NumberFormat.string(start)) the smallest resize that shows it" : ""),
                details: details, shownFrames: [], cycle: nil, resizePath: path, script: nil,
                reproduction: Reproductions.resize(check: check, context: context, path: path)))
        }
        return findings
    }

    /// The signature a host taken along `path` settles at, or nil when it equals a fresh host's
    /// at the last width.
    private mutating func shows(_ path: [CGFloat]) -> [String]? {
        guard let first = path.first, let last = path.last, path.count >= 2 else { return nil }
        let host = check.host(width: first, context: context)
        host.traceDetail = .off
        host.run()
        var converged = true
        for width in path.dropFirst() {
            host.proposal = ProposedViewSize(width: width, height: context.height)
            converged = host.run().converged
        }
        runs += 1
        guard converged, probe(last).probe.outcome.converged else { return nil }
        let resized = LayoutSignature.lines(of: host.snapshot)
        return resized == probe(last).signature ? nil : resized
    }

    /// The smallest path ending at `target` that shows the difference: one resize from the
    /// nearest earlier width that shows it, moved towards `target` by bisection while it still
    /// shows; else the whole walk.
    private mutating func minimalPath(to target: CGFloat, before: [CGFloat]) -> [CGFloat] {
        let candidates = before.enumerated().sorted { (abs($0.element - target), $0.offset) < (abs($1.element - target), $1.offset) }
        for (_, start) in candidates where start != target {
            guard shows([start, target]) != nil else { continue }
            // Bisect between the start (shows) and the target (a fresh host: does not).
            var showing = start, clean = target
            while abs(showing - clean) > check.precision {
                let middle = (showing + clean) / 2
                guard middle != showing, middle != clean else { break }
                if shows([middle, target]) != nil { showing = middle } else { clean = middle }
            }
            return [Self.rounded(showing, towards: start, precision: check.precision), target]
        }
        return before + [target]
    }

    /// `value` rounded to the precision's decimals, on the side of `side` (so it still lies
    /// beyond the bisected edge).
    private static func rounded(_ value: CGFloat, towards side: CGFloat, precision: CGFloat) -> CGFloat {
        guard precision > 0 else { return value }
        let scaled = value / precision
        let whole = side < value ? scaled.rounded(.down) : scaled.rounded(.up)
        return whole * precision
    }

    // MARK: Wasted work

    /// Passes that changed nothing, at the sampled widths: runs whose writes were all of equal
    /// values, and passes that re-ran bodies and produced the layout of the pass before.
    mutating func wastedWorkFindings() -> [ConvergenceFinding] {
        var wasted: [(width: CGFloat, lines: [String], detail: DetailedRun)] = []
        for width in check.wasteSampleWidths {
            guard probe(width).probe.outcome.converged else { continue }
            let detail = DetailedRun(check: check, context: context, width: width)
            runs += 1
            let lines = detail.wastedPasses()
            if !lines.isEmpty { wasted.append((width, lines, detail)) }
        }
        guard let first = wasted.first, let last = wasted.last else { return [] }
        let total = check.wasteSampleWidths.count
        return [ConvergenceFinding(
            kind: .wastedWork, context: context, widths: first.width...last.width,
            summary: "\(wasted.count) of \(total) sampled widths run passes that change nothing (\(context)); "
                + "at \(NumberFormat.string(first.width)): " + first.lines.joined(separator: "; "),
            details: wasted.map { "width \(NumberFormat.string($0.width)): " + $0.lines.joined(separator: "; ") },
            shownFrames: [], cycle: nil, resizePath: nil, script: nil,
            reproduction: Reproductions.run(.wastedWork, check: check, context: context, width: first.width,
                                            frames: first.detail.report.frames, passes: first.detail.report.passes))]
    }

    // MARK: Scripts

    /// Non-convergence, flicker and per-frame limits after each step of each script, on a fresh
    /// host at the example's width.
    mutating func scriptFindings() -> [ConvergenceFinding] {
        var findings: [ConvergenceFinding] = []
        let width = check.scriptWidth
        for script in check.scripts where !script.isEmpty {
            let host = check.host(width: width, context: context)
            host.run()
            runs += 1
            for (index, step) in script.enumerated() {
                let prefix = Array(script[...index])
                let report: UpdateReport
                do {
                    report = try step.apply(to: host)
                } catch {
                    findings.append(ConvergenceFinding(
                        kind: .nonConvergence, context: context, widths: width...width,
                        summary: "the script cannot go on at step \(index + 1) (\(step)): \(error)", details: [],
                        shownFrames: [], cycle: nil, resizePath: nil, script: prefix,
                        reproduction: Reproductions.script(check: check, context: context, width: width, steps: prefix,
                                                           frames: 1)))
                    break
                }
                runs += 1
                let outcome = RunOutcome(report)
                let stepText = "after step \(index + 1) (\(prefix.map(\.description).joined(separator: ", ")))"
                func add(_ kind: ConvergenceFinding.Kind, _ summary: String) {
                    findings.append(ConvergenceFinding(
                        kind: kind, context: context, widths: width...width, summary: summary,
                        details: report.diagnostics.map(\.description), shownFrames: [],
                        cycle: kind == .nonConvergence ? DetailedRun.cycle(of: report.trace) : nil,
                        resizePath: nil, script: prefix,
                        reproduction: Reproductions.script(check: check, context: context, width: width, steps: prefix,
                                                           frames: report.frames)))
                }
                if !outcome.converged { add(.nonConvergence, "never reaches a fixed point \(stepText) (\(context))") }
                if outcome.flickers { add(.flicker, "takes \(outcome.frames) frames (\(outcome.passes) passes) \(stepText) (\(context))") }
                if outcome.hitFrameLimit {
                    add(.frameLimit, "hits a per-frame limit \(stepText) (\(context)): "
                        + report.diagnostics.filter(RunOutcome.isFrameLimit).map(\.message).joined(separator: " "))
                }
            }
        }
        return findings
    }
}
