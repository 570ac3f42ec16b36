import Foundation

extension Font {
    /// A weight to use for fonts (SwiftUI's `Font.Weight`), ordered from ultra light to black.
    ///
    /// Layout → text sizing carries it into `ResolvedFont`; the measurement model has one set of
    /// widths, so a weight never changes a size. Values are SwiftUI's (regular 0, bold 0.4).
    public struct Weight: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// SwiftUI's numeric weight, from −0.8 (ultra light) to 0.62 (black).
        package let value: CGFloat

        private init(value: CGFloat) {
            self.value = value
        }

        /// The ultra-light weight.
        public static let ultraLight = Weight(value: -0.8)
        /// The thin weight.
        public static let thin = Weight(value: -0.6)
        /// The light weight.
        public static let light = Weight(value: -0.4)
        /// The regular weight; the default of most text styles.
        public static let regular = Weight(value: 0)
        /// The medium weight.
        public static let medium = Weight(value: 0.23)
        /// The semibold weight; iOS headline's weight.
        public static let semibold = Weight(value: 0.3)
        /// The bold weight; macOS headline's weight and `bold()`'s.
        public static let bold = Weight(value: 0.4)
        /// The heavy weight.
        public static let heavy = Weight(value: 0.56)
        /// The black weight.
        public static let black = Weight(value: 0.62)

        /// The named weights, lightest first.
        static let named: [(Weight, String)] = [
            (.ultraLight, "ultraLight"), (.thin, "thin"), (.light, "light"), (.regular, "regular"),
            (.medium, "medium"), (.semibold, "semibold"), (.bold, "bold"), (.heavy, "heavy"), (.black, "black"),
        ]

        /// Orders weights from light to heavy; dumps and tests use it, sizing never does.
        public static func < (lhs: Weight, rhs: Weight) -> Bool {
            lhs.value < rhs.value
        }

        /// The weight's name (`semibold`), stable across runs for dumps and traces.
        public var description: String {
            Weight.named.first { $0.0 == self }?.1 ?? "Weight(\(NumberFormat.string(value)))"
        }
    }
}
