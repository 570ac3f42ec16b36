import Fixpoint
import Foundation

// The public ways to make an example of one's own view, for the command line as a library
// (`FixpointCommand.main(examples:)`) and for sweeps and gallery reports in a user's package.

extension Example {
    /// An example named `name` that hosts the view `view` builds, fresh for every run.
    ///
    /// - Parameters:
    ///   - name: The name on the command line (`run <name>`); unique within a catalogue.
    ///   - summary: One line for `list` and the overview.
    ///   - width: The width proposed when the command line gives none (390, an iPhone's).
    ///   - widths: The widths the overview (the command with no arguments) shows; `[width]` by default.
    ///   - environment: The environment the example is hosted with unless `--environment` or
    ///     `--dynamic-type` say otherwise (`.iOS` by default; `.macOS` for macOS text styles).
    ///   - variant: Names what a laid-out snapshot shows, for `run` and for the switches `sweep`
    ///     finds; by default the root's size (`320×44`).
    ///   - comparedWith: The name of another example of the catalogue that solves the same
    ///     problem another way (a one-pass twin); `run` and the overview print its variant beside.
    ///   - view: Builds the view; called once per hosting.
    public init<V: View>(_ name: String, summary: String = "", width: CGFloat = 390, widths: [CGFloat]? = nil,
                         environment: @autoclosure @escaping @Sendable () -> EnvironmentValues = .iOS,
                         variant: @escaping @Sendable (LayoutSnapshot) -> String = Variants.size,
                         comparedWith: String? = nil,
                         view: @escaping @Sendable () -> V) {
        let build: @Sendable () -> any View = view
        self.init(name: name, summary: summary, defaultWidth: width, prefersMacOS: false, galleryWidths: widths ?? [width],
                  variant: variant, comparedWith: comparedWith, environment: environment) { proposal, environment in
            ViewHost(build(), proposal: proposal, environment: environment)
        }
    }

    /// An example that hosts `provider`'s `previews`, named after the provider without its
    /// `_Previews` or `Previews` suffix (`TagLine_Previews` → `TagLine`) unless `name` is given.
    ///
    /// The other parameters are those of `init(_:summary:width:widths:environment:variant:comparedWith:view:)`.
    public init<Provider: PreviewProvider & SendableMetatype>(preview provider: Provider.Type, name: String? = nil, summary: String = "",
                                           width: CGFloat = 390, widths: [CGFloat]? = nil,
                                           environment: @autoclosure @escaping @Sendable () -> EnvironmentValues = .iOS,
                                           variant: @escaping @Sendable (LayoutSnapshot) -> String = Variants.size) {
        self.init(name: name ?? Self.name(ofPreview: provider), summary: summary, defaultWidth: width, prefersMacOS: false,
                  galleryWidths: widths ?? [width], variant: variant, comparedWith: nil,
                  environment: environment) { proposal, environment in
            ViewHost(Provider.previews, proposal: proposal, environment: environment)
        }
    }

    /// The name of a preview provider's example: its type name without generic arguments and
    /// without a `_Previews` or `Previews` suffix.
    static func name(ofPreview provider: Any.Type) -> String {
        var name = String(describing: provider)
        if let bracket = name.firstIndex(of: "<") { name = String(name[..<bracket]) }
        for suffix in ["_Previews", "Previews"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }
}
