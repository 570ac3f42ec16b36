import Foundation
import Fixpoint

/// The resolution phase: breaks a `Layout` into lines at an available width, measuring labels
/// and deciding every `.choice` (first alternative that fits, the last as fallback).
///
/// `LayoutContainer` calls it once per layout, before placement. It is a pure function of the
/// layout, the width and the environment's text settings. The rules:
/// - Elements flow onto the current line; `.newline` starts the next one. A line's minimum width
///   is the sum of its labels' ideal widths, its spaces' minimums and its boxes' minimums.
/// - A box's contents are resolved on their own lines, at the width the box can have: its
///   absolute width, or else the available width minus what precedes the box on its line; the
///   wrapper's left and right margins are taken off either way.
/// - A `.choice` resolves each alternative in turn from the current line (so the elements
///   already on the line count) to the end of the enclosing box (so what follows counts too,
///   because `+` distributes over alternatives). An alternative **fits** when every one of its
///   lines has a minimum width ≤ the available width (+ `tolerance`). The first that fits wins;
///   if none does, the last is taken anyway. Choices inside nested boxes are decided inside
///   those boxes, at their widths, and reach the enclosing choice only through the box's
///   minimum width (0 for `.flexible(min: 0)`).
struct LineResolver {
    /// Slack when comparing a line's minimum width with the available width, so that laying out
    /// at exactly the width a layout needs keeps it.
    static let tolerance: CGFloat = 1e-9

    /// The environment whose platform, Dynamic Type size and text measurer size the labels.
    let environment: EnvironmentValues

    /// Whether a line needing `needed` points fits in `available` points.
    ///
    /// The single definition of "fits", shared by resolution and `LineChoice.fits`.
    static func fits(_ needed: CGFloat, in available: CGFloat) -> Bool {
        needed <= available + tolerance
    }

    /// The lines of `layout` at `available` points, with the choices made directly in them.
    ///
    /// Always returns at least one line (an `.empty` layout gives one empty line).
    func resolve(_ layout: Layout, available: CGFloat) -> (lines: [Line], choices: [LineChoice]) {
        resolve(layout, available: available, continuing: Line())
    }

    /// The lines of `layout` when it continues `current`, a line that already holds elements
    /// (which stay at its start); used for the whole layout and for each alternative.
    private func resolve(_ layout: Layout, available: CGFloat,
                         continuing current: Line) -> (lines: [Line], choices: [LineChoice]) {
        var lines: [Line] = []
        var line = current
        var rest = layout
        while true {
            switch rest {
            case .empty:
                lines.append(line)
                return (lines, [])
            case let .label(label, next):
                line.elements.append(.label(label, label.measure(in: environment)))
                rest = next
            case let .space(width, next):
                line.elements.append(.space(width))
                rest = next
            case let .newline(space, next):
                lines.append(line)
                line = Line(spaceAbove: space)
                rest = next
            case let .box(contents, width, wrapper, next):
                let box = resolveBox(contents, width: width, wrapper: wrapper,
                                     remaining: available - line.minWidth)
                line.elements.append(.box(box))
                rest = next
            case let .choice(alternatives):
                guard !alternatives.isEmpty else {
                    rest = .empty
                    continue
                }
                let decided = decide(alternatives, available: available, continuing: line)
                return (lines + decided.lines, decided.choices)
            }
        }
    }

    /// Tries `alternatives` in order from `line`; returns the winner's lines and choices, with
    /// the record of this decision first.
    private func decide(_ alternatives: [Layout], available: CGFloat,
                        continuing line: Line) -> (lines: [Line], choices: [LineChoice]) {
        var required: [CGFloat] = []
        for (index, alternative) in alternatives.enumerated() {
            let candidate = resolve(alternative, available: available, continuing: line)
            let widest = candidate.lines.map(\.minWidth).max() ?? 0
            required.append(widest)
            if Self.fits(widest, in: available) || index == alternatives.count - 1 {
                let record = LineChoice(path: "", chosen: index, count: alternatives.count,
                                        available: available, requiredWidths: required)
                return (candidate.lines, [record] + candidate.choices)
            }
        }
        preconditionFailure("decide(_:) needs at least one alternative")
    }

    /// Resolves a box's contents at the width the box can have (`remaining` is what is left on
    /// the line after the elements before it), never below 0.
    private func resolveBox(_ contents: Layout, width: Width, wrapper: UIView?,
                            remaining: CGFloat) -> ResolvedBox {
        let margins = wrapper?.layoutMargins ?? .zero
        let outer: CGFloat
        switch width {
        case let .absolute(value): outer = value
        case .flexible, .basedOnContents: outer = remaining
        }
        let inner = max(0, outer - margins.left - margins.right)
        let resolved = resolve(contents, available: inner)
        return ResolvedBox(lines: resolved.lines, width: width, wrapper: wrapper, choices: resolved.choices)
    }
}
