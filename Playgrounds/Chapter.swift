import Fixpoint
import FixpointGallery
import FixpointRender
import Foundation

/// One article retold step by step: a name for the command line, a title, and the steps.
struct Chapter {
    let name: String
    let title: String
    let steps: [Step]
}

/// One step of a chapter: what the article does at this point, and the view to show for it.
///
/// A step that shows a view writes its numbers as placeholders filled from the run —
/// `{passes}`, `{frames}`, `{bodies}` (every body evaluated, GeometryReader content included) —
/// so the prose never disagrees with the counts printed below it.
struct Step {
    let text: String
    let show: Showing?

    init(_ text: String, show: Showing? = nil) {
        self.text = text
        self.show = show
    }
}

/// What a step hosts and how it is shown: the view's source, the view at some widths, and
/// optionally its trace.
struct Showing {
    let make: () -> ViewHost
    let source: ViewSource
    let widths: [CGFloat]
    let variant: (LayoutSnapshot) -> String
    let showsTrace: Bool

    init<V: View>(_ view: @escaping @autoclosure () -> V, source: ViewSource, widths: [CGFloat],
                  environment: EnvironmentValues = .iOS,
                  variant: @escaping (LayoutSnapshot) -> String = Variants.size, showsTrace: Bool = false) {
        make = { ViewHost(view(), proposal: ProposedViewSize(width: widths.first, height: nil), environment: environment) }
        self.source = source
        self.widths = widths
        self.variant = variant
        self.showsTrace = showsTrace
    }
}

/// Prints chapters to a string (deterministic; the executable writes it to standard output).
struct ChapterPrinter {
    let renderer = ASCIIRenderer(scale: 4)

    func render(_ chapter: Chapter) -> String {
        var output = "# \(chapter.title)\n"
        for (index, step) in chapter.steps.enumerated() {
            output += "\n## Step \(index + 1)\n"
            guard let show = step.show else {
                output += step.text + "\n"
                continue
            }
            let host = show.make()
            var reports: [UpdateReport] = []
            var shown = ""
            for width in show.widths {
                host.proposal = ProposedViewSize(width: width, height: nil)
                let report = host.run()
                reports.append(report)
                shown += "\nwidth \(NumberFormat.string(width)): \(show.variant(host.snapshot)) · passes \(report.passes)"
                    + " · frames \(report.frames) · bodies \(report.totalBodyEvaluations)"
                    + (report.converged ? "" : " · NOT CONVERGED") + "\n"
                shown += renderer.render(host.snapshot)
                for diagnostic in report.diagnostics { shown += "diagnostic: \(diagnostic)\n" }
                if show.showsTrace {
                    shown += "trace (preferences and state):\n"
                    shown += String(describing: report.trace.filtered(phases: [.update, .preferences, .state]))
                }
            }
            output += Self.fill(step.text, widths: show.widths, reports: reports) + "\n"
            output += "\n" + Self.sourceBlock(show.source)
            output += shown
        }
        return output
    }

    /// The view's source, indented, under the file it comes from.
    static func sourceBlock(_ source: ViewSource) -> String {
        "source (\(source.file)):\n" + source.code.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n") + "\n"
    }

    /// `text` with `{passes}`, `{frames}` and `{bodies}` replaced by the runs' counts: one
    /// number when every width gives the same, else each with its width (`2 at 250, 1 at 175`).
    static func fill(_ text: String, widths: [CGFloat], reports: [UpdateReport]) -> String {
        let counts: [(String, (UpdateReport) -> Int)] = [
            ("{passes}", \.passes), ("{frames}", \.frames), ("{bodies}", \.totalBodyEvaluations),
        ]
        var text = text
        for (placeholder, count) in counts {
            let values = reports.map(count)
            let filled = Set(values).count <= 1 ? values.first.map(String.init) ?? "?"
                : zip(values, widths).map { "\($0) at \(NumberFormat.string($1))" }.joined(separator: ", ")
            text = text.replacingOccurrences(of: placeholder, with: filled)
        }
        return text
    }
}
