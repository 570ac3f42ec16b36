import Fixpoint
import FixpointRender
import Foundation

/// The gallery, the CLI's main job: for each article example and a few widths, the variant
/// shown, passes, frames, body evaluations and a small ASCII rendering.
///
/// Runs each example in a fresh host; the text is deterministic.
public enum GalleryReport {
    /// One example at one width.
    public struct Entry: Sendable {
        /// The example's name.
        public var example: String
        /// The proposed width.
        public var width: CGFloat
        /// The variant shown.
        public var variant: String
        /// The run's report.
        public var report: UpdateReport
        /// The laid-out tree.
        public var snapshot: LayoutSnapshot
    }

    /// Runs `example` at `width` and `height` (nil: the ideal height) in `environment` (nil: its
    /// default).
    public static func entry(_ example: Example, width: CGFloat, height: CGFloat? = nil,
                             environment: EnvironmentValues? = nil) -> Entry {
        let host = example.host(proposal: ProposedViewSize(width: width, height: height),
                                environment: environment ?? example.defaultEnvironment)
        let report = host.run()
        let snapshot = host.snapshot
        return Entry(example: example.name, width: width, variant: example.variant(snapshot), report: report,
                     snapshot: snapshot)
    }

    /// The one-line summary of an entry: `width 175: off-centre · passes 2 · frames 1 · bodies 6`.
    public static func summary(_ entry: Entry) -> String {
        let report = entry.report
        return "width \(NumberFormat.string(entry.width)): \(entry.variant) · passes \(report.passes) · frames \(report.frames)"
            + " · bodies \(report.totalBodyEvaluations)" + (report.converged ? "" : " · NOT CONVERGED")
    }

    /// For an example that names another (`Example.comparedWith`), the other's variant at the
    /// same width and environment, e.g. `  beside flight: airports stacked, metadata 2×2 (same
    /// choice)`; nil for the others.
    ///
    /// Called by the gallery and `fixpoint run` after the example's own run; one fresh run of
    /// the other example, looked up by name in `examples`.
    public static func comparison(of example: Example, variant: String, width: CGFloat,
                                  environment: EnvironmentValues? = nil, among examples: [Example] = ExampleCatalog.all) -> String? {
        guard let name = example.comparedWith, let other = examples.first(where: { $0.name == name }) else { return nil }
        let theirs = entry(other, width: width, environment: environment ?? other.defaultEnvironment).variant
        return "  beside \(name): \(theirs)" + (theirs == variant ? " (same choice)" : " (differs)")
    }

    /// The gallery's heading: what each entry shows.
    public static let heading = """
        Fixpoint gallery: each article at a few widths — the variant it shows, the update passes and frames
        it took to reach a fixed point, the bodies it evaluated, and what it looks like (1 column = 4 pt).

        """

    /// The whole gallery text: `heading`, then each of `examples` at its gallery widths, with the
    /// variant of the example it is compared with looked up in `catalogue`.
    public static func render(examples: [Example] = ExampleCatalog.articles, heading: String = Self.heading,
                              catalogue: [Example] = ExampleCatalog.all,
                              renderer: ASCIIRenderer = ASCIIRenderer(scale: 4)) -> String {
        var output = heading
        for example in examples {
            output += "\n== \(example.name) — \(example.summary)\n"
            for width in example.galleryWidths {
                let entry = entry(example, width: width)
                output += summary(entry) + "\n"
                if let comparison = comparison(of: example, variant: entry.variant, width: width, among: catalogue) {
                    output += comparison + "\n"
                }
                output += renderer.render(entry.snapshot)
            }
        }
        return output
    }
}
