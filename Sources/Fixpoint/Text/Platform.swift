import Foundation

/// The platform whose text styles the simulator reproduces.
///
/// Layout → text sizing passes it to `Font.resolve(platform:dynamicTypeSize:)`: iOS text styles
/// follow the Dynamic Type size (body 17 pt at `.large`), macOS styles are fixed (body 13 pt).
/// The raw value is the platform's name, stable for dumps.
package enum Platform: String, Hashable, CaseIterable, Sendable {
    /// iOS and iPadOS: text styles scale with Dynamic Type.
    case iOS
    /// macOS: text styles have fixed sizes; Dynamic Type is ignored.
    case macOS

    /// Whether text styles on this platform scale with the Dynamic Type size.
    package var supportsDynamicType: Bool {
        self == .iOS
    }
}
