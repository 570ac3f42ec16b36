import Foundation

/// A view tree as data: what the fuzzer generates, prints, shrinks and turns into views.
///
/// Views are types, so a random tree cannot be a random type; instead this recursive enum
/// describes one, and `makeView()` builds it as nested `AnyView`s of the real primitives,
/// modifiers and small view structs (`FuzzFeedbackView`, `MisbehavingLayout`). Its description
/// is a SwiftUI-like expression, so a shrunk failure reads as a reproduction.
public indirect enum FuzzTree: Hashable, Sendable {
    /// `Text(string)`.
    case text(String)
    /// `Color.red`: takes any proposal.
    case color
    /// `Rectangle()`.
    case rectangle
    /// `Spacer(minLength:)`.
    case spacer(minLength: CGFloat?)
    /// `EmptyView()`.
    case empty
    /// A `Path` with one arc (hostile angles and radii included).
    case arc(radius: CGFloat, start: Double, end: Double, clockwise: Bool)
    /// `GeometryReader { proxy in content.frame(width: proxy.size.width × scale) }`.
    case geometryReader(scale: CGFloat, FuzzTree)
    /// `HStack(alignment:spacing:)` of the children.
    case hStack(FuzzVerticalAlignment, spacing: CGFloat?, [FuzzTree])
    /// `VStack(alignment:spacing:)` of the children.
    case vStack(FuzzHorizontalAlignment, spacing: CGFloat?, [FuzzTree])
    /// `ZStack` of the children.
    case zStack([FuzzTree])
    /// `ViewThatFits` of the children.
    case viewThatFits([FuzzTree])
    /// `ForEach(ids, id: \.self) { _ in content }`: ids may repeat.
    case forEach(ids: [Int], FuzzTree)
    /// A custom `Layout` of the children that may misbehave.
    case layout(Misbehaviour, [FuzzTree])
    /// A view whose `@State` is written by `onPreferenceChange` with its own measured width.
    case feedback(FeedbackMode, FuzzTree)
    /// A modifier applied to a tree.
    case modified(FuzzModifier, FuzzTree)

    /// How a custom layout misbehaves.
    public enum Misbehaviour: String, Hashable, Sendable, CaseIterable {
        case honest, nanSize, negativeSize, infiniteSize, nanPlacement, infinitePlacement, placeTwice, placeNever
    }

    /// How a feedback view's state follows the width it measures.
    public enum FeedbackMode: String, Hashable, Sendable, CaseIterable {
        /// Half the measured width, rounded down: settles at 0 after a few frames.
        case converging
        /// Alternates between two widths: never settles (period 2).
        case oscillating
        /// The measured width plus one: never settles, never repeats.
        case growing
    }
}

/// `VerticalAlignment` as data.
public enum FuzzVerticalAlignment: String, Hashable, Sendable, CaseIterable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// `HorizontalAlignment` as data.
public enum FuzzHorizontalAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// A modifier as data.
public enum FuzzModifier: Hashable, Sendable {
    case frame(width: CGFloat?, height: CGFloat?)
    case flexibleFrame(minWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, maxHeight: CGFloat?)
    case idealFrame(width: CGFloat?, height: CGFloat?)
    case padding(CGFloat)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case offset(x: CGFloat, y: CGFloat)
    case layoutPriority(Double)
    case alignmentGuide(CGFloat)
    case hidden
    case id(Int)
    case background(FuzzTree)
    case overlay(FuzzTree)
    case preference(CGFloat)
    case fontSize(CGFloat)
    case dynamicType(Int)
    case lineLimit(Int?)
    case aspectRatio(CGFloat?, fit: Bool)
    /// `opacity`, `cornerRadius`, `border` and `shadow` with one value each.
    case drawing(opacity: Double, cornerRadius: CGFloat, border: CGFloat, shadow: CGFloat)
    case clipped
    /// `transformPreference(FuzzSumKey.self) { $0 += value }`.
    case transformPreference(CGFloat)
}
