import Foundation
import Fixpoint

extension FlightLines {
    /// The container widths from which each non-fallback alternative of the screen fits, at one
    /// Dynamic Type size: below `sideBySide` the airports stack, below `oneByFour` the metadata
    /// goes 2×2, below `twoByTwo` it goes 4×1.
    ///
    /// Computed by `thresholds(dynamicTypeSize:)`; each value is the alternative's widest line
    /// plus the card's left and right margins, and the alternative fits at a width exactly when
    /// the width is at least this value (see `LineResolver.fits`).
    public struct Thresholds: Hashable, Sendable {
        /// The least container width at which the airports sit side by side.
        public var sideBySide: CGFloat
        /// The least container width at which the metadata is one line of four.
        public var oneByFour: CGFloat
        /// The least container width at which the metadata is two lines of two.
        public var twoByTwo: CGFloat
    }

    /// The switching widths at `dynamicTypeSize` on iOS, read from the choices' required widths
    /// in a layout at width 0, where every alternative is tried.
    ///
    /// For the README and the gallery; the tests check these values against sums of the text
    /// metrics. Widths do not affect what an alternative needs here (no choice is nested in
    /// another card's alternative), so one layout gives every threshold.
    public static func thresholds(dynamicTypeSize: DynamicTypeSize) -> Thresholds {
        let result = layout(width: 0, dynamicTypeSize: dynamicTypeSize)
        let margins = UIView(backgroundColor: .gray).layoutMargins
        let inset = margins.left + margins.right
        let airports = result.choices(at: airportsPath).first?.requiredWidths ?? []
        let metadata = result.choices(at: metadataPath).first?.requiredWidths ?? []
        func width(_ list: [CGFloat], _ index: Int) -> CGFloat {
            list.indices.contains(index) ? list[index] + inset : .infinity
        }
        return Thresholds(sideBySide: width(airports, 0), oneByFour: width(metadata, 0), twoByTwo: width(metadata, 1))
    }

    /// The README's table: for each Dynamic Type size, the point sizes of the three text styles
    /// used, then the variant the line library chooses at each width, then, when `viewThatFits`
    /// is given, a column with its answers at the same widths (the gallery passes the SwiftUI
    /// flight card's `ViewThatFits` choices).
    ///
    /// Called by the gallery's `FlightComparison` and the tests; a Markdown table ending in a
    /// newline, one row per size from xSmall to accessibility5, deterministic.
    public static func table(widths: [CGFloat] = widths, sizes: [DynamicTypeSize] = DynamicTypeSize.allCases,
                             viewThatFits: ((CGFloat, DynamicTypeSize) -> String)? = nil) -> String {
        let widthList = widths.map(NumberFormat.string).joined(separator: " / ")
        var header = ["Dynamic Type", "body / largeTitle / caption1 (pt)"]
        header += widths.map { "line library at \(NumberFormat.string($0))" }
        if viewThatFits != nil { header.append("ViewThatFits at \(widthList)") }
        var output = row(header) + row(header.map { _ in "---" })
        for size in sizes {
            var cells = ["`\(size)`", pointSizes(size)]
            cells += widths.map { variant(width: $0, dynamicTypeSize: size).description }
            if let viewThatFits {
                cells.append(widths.map { viewThatFits($0, size) }.joined(separator: " / "))
            }
            output += row(cells)
        }
        return output
    }

    /// The README's second table: for each Dynamic Type size, the container width from which
    /// each alternative fits (`thresholds(dynamicTypeSize:)`), to three decimals.
    ///
    /// Called by the README test; a Markdown table ending in a newline, deterministic.
    public static func thresholdTable(sizes: [DynamicTypeSize] = DynamicTypeSize.allCases) -> String {
        var output = row(["Dynamic Type", "airports side by side from", "metadata 1×4 from", "metadata 2×2 from"])
        output += row(["---", "---:", "---:", "---:"])
        for size in sizes {
            let limits = thresholds(dynamicTypeSize: size)
            output += row(["`\(size)`", NumberFormat.string(limits.sideBySide),
                           NumberFormat.string(limits.oneByFour), NumberFormat.string(limits.twoByTwo)])
        }
        return output
    }

    /// The iOS point sizes of body, largeTitle and caption1 at `size`, as `17 / 34 / 12`.
    private static func pointSizes(_ size: DynamicTypeSize) -> String {
        [Font.TextStyle.body, .largeTitle, .caption].map {
            NumberFormat.string(Font.system($0).resolve(platform: .iOS, dynamicTypeSize: size).pointSize)
        }.joined(separator: " / ")
    }

    /// One Markdown table row.
    private static func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |\n"
    }
}
