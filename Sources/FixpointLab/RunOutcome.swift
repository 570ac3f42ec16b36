import Fixpoint
import Foundation

/// How one run to a fixed point went, as the check compares runs: passes, frames, whether it
/// converged and whether a per-frame limit was hit.
///
/// Two widths whose outcomes differ are bisected until the change is located; equal outcomes
/// form a band.
public struct RunOutcome: Hashable, Sendable, CustomStringConvertible {
    /// Update passes to the fixed point (or to the frame limit).
    public var passes: Int
    /// Frames the run took.
    public var frames: Int
    /// Whether the run reached a fixed point.
    public var converged: Bool
    /// Whether a per-frame limit was hit (a bound preference or `onChange` that tried to update
    /// more than once in a frame).
    public var hitFrameLimit: Bool

    /// Creates an outcome.
    public init(passes: Int, frames: Int, converged: Bool, hitFrameLimit: Bool) {
        self.passes = passes
        self.frames = frames
        self.converged = converged
        self.hitFrameLimit = hitFrameLimit
    }

    /// The outcome of `report`.
    public init(_ report: UpdateReport) {
        self.init(passes: report.passes, frames: report.frames, converged: report.converged,
                  hitFrameLimit: report.diagnostics.contains(where: Self.isFrameLimit))
    }

    /// Whether `diagnostic` reports a per-frame limit: a bound preference (or an `onChange`
    /// action) that tried to update multiple times per frame.
    public static func isFrameLimit(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.kind == .boundPreferenceUpdatedTooOften || diagnostic.message.contains("multiple times per frame")
    }

    /// Whether the run showed more than one frame before its fixed point.
    public var flickers: Bool { converged && frames > 1 }

    /// `2 passes · 1 frame`, `3 passes · 2 frames · frame limit`, `not converged (120 passes)`.
    public var description: String {
        let counts = converged ? "\(passes) pass\(passes == 1 ? "" : "es") · \(frames) frame\(frames == 1 ? "" : "s")"
            : "not converged (\(passes) passes, \(frames) frames)"
        return counts + (hitFrameLimit ? " · frame limit" : "")
    }
}

/// One width a check ran, with its outcome and the variant the example showed.
public struct WidthProbe: Hashable, Sendable {
    /// The proposed width.
    public var width: CGFloat
    /// How the run went.
    public var outcome: RunOutcome
    /// The example's variant after the run.
    public var variant: String
}

/// A range of widths of one context with the same outcome: every probe from `from` to `to`
/// had it; the neighbouring probes (within the check's precision) did not.
public struct OutcomeBand: Hashable, Sendable {
    /// The context.
    public var context: CheckContext
    /// The smallest width known to have the outcome.
    public var from: CGFloat
    /// The largest width known to have the outcome.
    public var to: CGFloat
    /// The outcome.
    public var outcome: RunOutcome
    /// The variants shown across the band, in order of width, each once in a row
    /// (`["off-centre", "centred"]`).
    public var variants: [String]
}
