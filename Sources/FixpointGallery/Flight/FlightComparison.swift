import Fixpoint
import FixpointLineLayout
import Foundation

/// Seed 002 solved twice: the line library's `.or` alternatives (`FlightLines`) beside the
/// SwiftUI flight card's `ViewThatFits` (`FlightCard`), at the same widths and Dynamic Type sizes.
///
/// Called by the README test, the gallery and the CLI after layout; each answer is one fresh
/// run of `FlightCard` (1 pass, no state), so the comparison is deterministic.
public enum FlightComparison {
    /// The variant the `ViewThatFits` card shows at `width` on iOS at `dynamicTypeSize`, in the
    /// line library's words (`side by side · 1×4`).
    ///
    /// Hosts and runs a fresh `FlightCard`, then reads its two `ViewThatFits` choices from the
    /// snapshot (`Variants.flightCardChoice`); no state survives the call.
    public static func viewThatFitsVariant(width: CGFloat, dynamicTypeSize: DynamicTypeSize) -> FlightLines.Variant {
        var environment = EnvironmentValues.iOS
        environment.dynamicTypeSize = dynamicTypeSize
        let host = ViewHost(FlightCard(), proposal: ProposedViewSize(width: width, height: nil), environment: environment)
        host.run()
        // A FlightCard always lays out both choosers, so the choice is always there.
        return Variants.flightCardChoice(host.snapshot)!
    }

    /// The README's table: the line library's choice at each width, then the `ViewThatFits`
    /// card's at the same widths, for every Dynamic Type size.
    ///
    /// Called by the README test; `FlightLines.table(viewThatFits:)` with this type's answers, so
    /// the text changes only when a layout rule or the text metrics do.
    public static func table(widths: [CGFloat] = FlightLines.widths,
                             sizes: [DynamicTypeSize] = DynamicTypeSize.allCases) -> String {
        FlightLines.table(widths: widths, sizes: sizes) { width, size in
            viewThatFitsVariant(width: width, dynamicTypeSize: size).description
        }
    }

    /// The (width, size) pairs, in table order, where the two approaches choose differently.
    ///
    /// Called by the tests after both layouts; empty for the article's screen (see the README).
    public static func differences(widths: [CGFloat] = FlightLines.widths,
                                   sizes: [DynamicTypeSize] = DynamicTypeSize.allCases) -> [(CGFloat, DynamicTypeSize)] {
        sizes.flatMap { size in
            widths.filter { width in
                FlightLines.variant(width: width, dynamicTypeSize: size)
                    != viewThatFitsVariant(width: width, dynamicTypeSize: size)
            }.map { ($0, size) }
        }
    }
}
