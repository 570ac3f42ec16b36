import Fixpoint
import Foundation

/// Something a convergence check found, with where it happens, what it looks like and how to
/// reproduce it.
///
/// Built by `ConvergenceCheck.run()`; problems (non-convergence, flicker, hysteresis, per-frame
/// limits) make a report unclean, notes (pass-count bands, wasted work) do not.
public struct ConvergenceFinding: Hashable, Sendable {
    /// What kind of finding it is.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// Runs that never reach a fixed point: a cycle.
        case nonConvergence = "non-convergence"
        /// Runs whose fixed point takes more than one frame, so intermediate layouts are shown.
        case flicker
        /// A settled layout that depends on the proposals before it.
        case hysteresis
        /// A bound preference or `onChange` that tried to update more than once in a frame.
        case frameLimit = "per-frame limit"
        /// A narrow band of widths that needs more passes than the rest.
        case passCountBand = "pass-count band"
        /// Passes that changed nothing: writes of equal values, bodies re-run with identical output.
        case wastedWork = "wasted work"

        /// Whether the kind is a problem (the others are notes).
        public var isProblem: Bool {
            switch self {
            case .nonConvergence, .flicker, .hysteresis, .frameLimit: true
            case .passCountBand, .wastedWork: false
            }
        }
    }

    /// A cycle of a run that does not converge: its period in passes and its members.
    public struct Cycle: Hashable, Sendable {
        /// Passes after which the changes repeat.
        public var period: Int
        /// The `onPreferenceChange` binders that keep delivering (`Key at path`).
        public var binders: [String]
        /// The states that keep changing (`name of path`).
        public var states: [String]
        /// The preference keys involved.
        public var keys: [String]
        /// The values of one period, pass by pass (`state collapsed of CollapsingTagRow = true`).
        public var values: [[String]]
    }

    /// How to reproduce a finding: a command line and the Swift code of a test.
    public struct Reproduction: Hashable, Sendable {
        /// The command line, e.g. `fixpoint run heights --width 358 --environment iOS --dynamic-type large`.
        public var command: String
        /// A Swift Testing test that reproduces the finding (it fails while the finding holds).
        public var test: String
    }

    /// The kind.
    public var kind: Kind
    /// The context it was found in.
    public var context: CheckContext
    /// The widths it was found at: a band's ends, or one width twice.
    public var widths: ClosedRange<CGFloat>
    /// One line saying what happens.
    public var summary: String
    /// Further lines: the cause, the pass-by-pass changes, what differs.
    public var details: [String]
    /// For flicker: what each shown frame looks like (ASCII, 1 column = 4 pt), in order.
    public var shownFrames: [String]
    /// For non-convergence: the cycle.
    public var cycle: Cycle?
    /// For hysteresis: the smallest resize path that shows it (the proposals' widths in order).
    public var resizePath: [CGFloat]?
    /// For interaction findings: the scripted steps before it.
    public var script: [ConvergenceCheck.Step]?
    /// The reproduction.
    public var reproduction: Reproduction

    /// `a...b` or `a` when the band is one width.
    public var widthText: String {
        widths.lowerBound == widths.upperBound ? NumberFormat.string(widths.lowerBound)
            : "\(NumberFormat.string(widths.lowerBound))...\(NumberFormat.string(widths.upperBound))"
    }
}
