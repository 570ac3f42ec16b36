import Foundation

/// A Dynamic Type size, which specifies how large scalable content should be (SwiftUI's enum).
///
/// Layout → text sizing reads it from the environment when `Font.resolve(platform:dynamicTypeSize:)`
/// turns an iOS text style into a point size; the cases are declared from smallest to largest,
/// so `<` orders them and iOS text-style sizes never decrease along that order. macOS ignores it.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// An extra small size.
    case xSmall
    /// A small size.
    case small
    /// A medium size.
    case medium
    /// A large size; the system default.
    case large
    /// An extra large size.
    case xLarge
    /// An extra extra large size.
    case xxLarge
    /// An extra extra extra large size.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The fifth accessibility size; the largest.
    case accessibility5

    /// Whether the size is one of the accessibility sizes (`accessibility1` or larger).
    ///
    /// Views read it during the bodies phase to switch to accessibility layouts; it is true
    /// exactly for the last five cases.
    public var isAccessibilitySize: Bool {
        self >= .accessibility1
    }
}
