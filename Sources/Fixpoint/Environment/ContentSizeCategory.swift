import Foundation

/// The sizes that you can specify for content (SwiftUI's deprecated `ContentSizeCategory`).
///
/// A view of `EnvironmentValues.dynamicTypeSize`, one case per Dynamic Type size (reference
/// part 2, §5.3): reading or writing `sizeCategory` reads or writes `dynamicTypeSize`, so text
/// layout sees the same size through either name.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    /// A size to use for small content (`DynamicTypeSize.xSmall`).
    case extraSmall
    /// A size to use for small content (`DynamicTypeSize.small`).
    case small
    /// A size to use for medium content (`DynamicTypeSize.medium`).
    case medium
    /// A size to use for large content; the default (`DynamicTypeSize.large`).
    case large
    /// A size to use for extra large content (`DynamicTypeSize.xLarge`).
    case extraLarge
    /// A size to use for extra extra large content (`DynamicTypeSize.xxLarge`).
    case extraExtraLarge
    /// A size to use for extra extra extra large content (`DynamicTypeSize.xxxLarge`).
    case extraExtraExtraLarge
    /// A medium accessibility size (`DynamicTypeSize.accessibility1`).
    case accessibilityMedium
    /// A large accessibility size (`DynamicTypeSize.accessibility2`).
    case accessibilityLarge
    /// An extra large accessibility size (`DynamicTypeSize.accessibility3`).
    case accessibilityExtraLarge
    /// An extra extra large accessibility size (`DynamicTypeSize.accessibility4`).
    case accessibilityExtraExtraLarge
    /// An extra extra extra large accessibility size (`DynamicTypeSize.accessibility5`).
    case accessibilityExtraExtraExtraLarge

    /// A Boolean value indicating whether the content size category is one that is associated
    /// with accessibility.
    public var isAccessibilityCategory: Bool { DynamicTypeSize(self).isAccessibilitySize }

    /// Creates a size category from its Dynamic Type size.
    public init?(_ dynamicTypeSize: DynamicTypeSize) {
        self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3]
    }
}

extension DynamicTypeSize {
    /// Create a Dynamic Type size from its `ContentSizeCategory` equivalent.
    public init(_ category: ContentSizeCategory) {
        self = Self.allCases[ContentSizeCategory.allCases.firstIndex(of: category) ?? 3]
    }
}
