import Fixpoint
import Foundation

/// What a convergence check found: the bands of equal outcome per context and the findings,
/// problems first by kind.
///
/// Returned by `ConvergenceCheck.run()`; a plain value, byte-identical in its text for the same
/// check.
public struct ConvergenceReport: Sendable {
    /// The example's name.
    public var example: String
    /// The widths explored.
    public var widths: ClosedRange<CGFloat>
    /// The contexts explored, in order.
    public var contexts: [CheckContext]
    /// Every band of equal outcome, by context then width.
    public var bands: [OutcomeBand]
    /// Every finding, by context in the order found.
    public var findings: [ConvergenceFinding]
    /// How many runs the check made.
    public var runs: Int

    /// The findings that are problems.
    public var problems: [ConvergenceFinding] { findings.filter(\.kind.isProblem) }
    /// The findings that are notes (pass-count bands, wasted work).
    public var notes: [ConvergenceFinding] { findings.filter { !$0.kind.isProblem } }
    /// Whether no problem was found.
    public var isClean: Bool { problems.isEmpty }

    /// The findings of `kind`.
    public func findings(_ kind: ConvergenceFinding.Kind) -> [ConvergenceFinding] {
        findings.filter { $0.kind == kind }
    }

    /// The bands of `context`.
    public func bands(in context: CheckContext) -> [OutcomeBand] {
        bands.filter { $0.context == context }
    }

    /// The verdict in one line: `clean: no non-convergence, flicker, hysteresis or per-frame limit`
    /// or `problems: 3 flicker, 1 hysteresis`.
    public var verdict: String {
        func counts(_ list: [ConvergenceFinding]) -> String {
            ConvergenceFinding.Kind.allCases.compactMap { kind in
                let count = list.filter { $0.kind == kind }.count
                return count == 0 ? nil : "\(count) \(kind.rawValue)"
            }.joined(separator: ", ")
        }
        var line = isClean ? "clean: no non-convergence, flicker, hysteresis or per-frame limit"
            : "problems: " + counts(problems)
        if !notes.isEmpty { line += "; notes: " + counts(notes) }
        return line
    }

    /// The text report: a heading, the verdict, the bands of every context, then each finding
    /// with its details, shown frames (when `includeFrames`) and reproduction.
    public func text(includeFrames: Bool = true, includeTests: Bool = true) -> String {
        var output = "check \(example): widths \(NumberFormat.string(widths.lowerBound))...\(NumberFormat.string(widths.upperBound)), "
            + "\(contexts.count) context\(contexts.count == 1 ? "" : "s"), \(runs) runs\n"
        output += verdict + "\n"
        output += "\nbands (width range: outcome · variants)\n"
        for context in contexts {
            let list = bands(in: context)
            output += "  \(context): " + list.map { band in
                let range = band.from == band.to ? NumberFormat.string(band.from)
                    : "\(NumberFormat.string(band.from))...\(NumberFormat.string(band.to))"
                return "\(range) \(band.outcome) · \(band.variants.joined(separator: " → "))"
            }.joined(separator: " | ") + "\n"
        }
        let ordered = ConvergenceFinding.Kind.allCases.flatMap { kind in findings.filter { $0.kind == kind } }
        for finding in ordered {
            output += "\n\(finding.kind.isProblem ? "problem" : "note"): \(finding.kind.rawValue) — \(finding.summary)\n"
            for line in finding.details { output += "  \(line)\n" }
            if includeFrames {
                for frame in finding.shownFrames {
                    output += "  " + frame.replacingOccurrences(of: "\n", with: "\n  ").trimmingCharacters(in: .whitespaces)
                    if !output.hasSuffix("\n") { output += "\n" }
                }
            }
            output += "  reproduce: \(finding.reproduction.command)\n"
            if includeTests {
                output += "  test:\n    " + finding.reproduction.test.replacingOccurrences(of: "\n", with: "\n    ") + "\n"
            }
        }
        return output
    }
}
