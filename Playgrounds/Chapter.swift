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
struct Step {
    let text: String
    let show: Showing?

    init(_ text: String, show: Showing? = nil) {
        self.text = text
        self.show = show
    }
}

/// What a step hosts and how it is shown: the view at some widths, optionally with its trace.
struct Showing {
    let make: () -> ViewHost
    let widths: [CGFloat]
    let variant: (LayoutSnapshot) -> String
    let showsTrace: Bool

    init<V: View>(_ view: @escaping @autoclosure () -> V, widths: [CGFloat], environment: EnvironmentValues = .iOS,
                  variant: @escaping (LayoutSnapshot) -> String = Variants.size, showsTrace: Bool = false) {
        make = { ViewHost(view(), proposal: ProposedViewSize(width: widths.first, height: nil), environment: environment) }
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
            output += "\n## Step \(index + 1)\n\(step.text)\n"
            guard let show = step.show else { continue }
            let host = show.make()
            for width in show.widths {
                host.proposal = ProposedViewSize(width: width, height: nil)
                let report = host.run()
                output += "\nwidth \(NumberFormat.string(width)): \(show.variant(host.snapshot)) · passes \(report.passes)"
                    + " · frames \(report.frames) · bodies \(report.totalBodyEvaluations)"
                    + (report.converged ? "" : " · NOT CONVERGED") + "\n"
                output += renderer.render(host.snapshot)
                for diagnostic in report.diagnostics { output += "diagnostic: \(diagnostic)\n" }
                if show.showsTrace {
                    output += "trace (preferences and state):\n"
                    output += String(describing: report.trace.filtered(phases: [.update, .preferences, .state]))
                }
            }
        }
        return output
    }
}
