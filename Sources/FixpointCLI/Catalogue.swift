import Fixpoint
import FixpointGallery
import FixpointRender
import Foundation

/// An example of the command line's catalogue: a name, how to build the view, and how to name
/// what a layout of it shows (see `Example.init(_:summary:width:widths:environment:variant:comparedWith:view:)`
/// and `Example.init(preview:name:summary:width:widths:environment:variant:)`).
///
/// The same type as `FixpointGallery.Example`, named here so that `import FixpointCLI` suffices.
public typealias Example = FixpointGallery.Example

extension CommandLineTool {
    /// The examples a command line runs and the name it prints in its usage: the built-in
    /// gallery for `fixpoint`, or a user's own views for their previews executable.
    ///
    /// Passed to `CommandLineTool.run(_:catalogue:)`; every command (`layout`, `run`, `sweep`,
    /// `list`) looks examples up here, and no command prints the catalogue's overview.
    public struct Catalogue: Sendable {
        /// The program name in the usage and in error pointers (`fixpoint`, `my-previews`).
        public var programName: String
        /// The examples, in the order `list` prints them; names are unique.
        public var examples: [Example]
        /// What runs with no command.
        let overview: @Sendable (Catalogue) -> String
        /// What the usage says running with no command prints.
        var overviewHelp: String

        /// A catalogue of `examples` for the program `programName`; with no command it prints
        /// each example at its widths, as the gallery does.
        public init(programName: String, examples: [Example]) {
            self.programName = programName
            self.examples = examples
            self.overview = { catalogue in
                GalleryReport.render(examples: catalogue.examples, heading: """
                    \(catalogue.programName): each example at its widths — the variant it shows, the update passes and
                    frames it took to reach a fixed point, the bodies it evaluated, and what it looks like
                    (1 column = 4 pt).

                    """, catalogue: catalogue.examples)
            }
            self.overviewHelp = """
                With no command, prints every example at its widths, with the variant it shows, its
                passes, frames and body evaluations, and an ASCII rendering.
                """
        }

        /// The built-in catalogue of `fixpoint`: every gallery example; with no command it prints
        /// the gallery of the articles.
        public static let gallery: Catalogue = {
            var catalogue = Catalogue(programName: "fixpoint", examples: ExampleCatalog.all,
                                      overview: { _ in GalleryReport.render() })
            catalogue.overviewHelp = """
                With no command, prints the gallery: every article at a few widths, with the variant it
                shows, its passes, frames and body evaluations, and an ASCII rendering.
                """
            return catalogue
        }()

        private init(programName: String, examples: [Example], overview: @escaping @Sendable (Catalogue) -> String) {
            self.programName = programName
            self.examples = examples
            self.overview = overview
            self.overviewHelp = ""
        }

        /// Why the catalogue cannot be run, or nil: every name must be non-empty, free of
        /// whitespace, not start with `-` (it would read as an option), and unique.
        var problem: String? {
            var seen: Set<String> = []
            for example in examples {
                let name = example.name
                if name.isEmpty { return "an example has an empty name" }
                if name.hasPrefix("-") || name.contains(where: \.isWhitespace) {
                    return "the example name '\(name)' cannot be typed as an argument (no spaces, no leading '-')"
                }
                if !seen.insert(name).inserted { return "two examples are named '\(name)'" }
            }
            return nil
        }

        /// The example named `name`.
        public func example(named name: String) -> Example? {
            examples.first { $0.name == name }
        }
    }
}
