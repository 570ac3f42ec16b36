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
        /// Stacks its subviews vertically, as a correct layout would.
        case honest
        /// Reports a NaN width.
        case nanSize
        /// Reports a negative size.
        case negativeSize
        /// Reports an infinite size whatever the proposal.
        case infiniteSize
        /// Places subviews at a NaN x.
        case nanPlacement
        /// Places subviews at an infinite y, proposing infinity.
        case infinitePlacement
        /// Places each subview twice, the second time with a NaN and negative proposal.
        case placeTwice
        /// Never places every other subview.
        case placeNever
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
    /// The alignments of the same names.
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// `HorizontalAlignment` as data.
public enum FuzzHorizontalAlignment: String, Hashable, Sendable, CaseIterable {
    /// The alignments of the same names.
    case leading, center, trailing
}

/// A modifier as data: each case is the SwiftUI modifier of the same name with its arguments.
public enum FuzzModifier: Hashable, Sendable {
    /// `frame(width:height:)`.
    case frame(width: CGFloat?, height: CGFloat?)
    /// `frame(minWidth:maxWidth:minHeight:maxHeight:)`.
    case flexibleFrame(minWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, maxHeight: CGFloat?)
    /// `frame(idealWidth:idealHeight:)`.
    case idealFrame(width: CGFloat?, height: CGFloat?)
    /// `padding(_:)` on every edge (negative included).
    case padding(CGFloat)
    /// `fixedSize(horizontal:vertical:)`.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `offset(x:y:)`.
    case offset(x: CGFloat, y: CGFloat)
    /// `layoutPriority(_:)`.
    case layoutPriority(Double)
    /// `alignmentGuide(.leading) { _ in value }`.
    case alignmentGuide(CGFloat)
    /// `hidden()`.
    case hidden
    /// `id(_:)`.
    case id(Int)
    /// `background { tree }`.
    case background(FuzzTree)
    /// `overlay { tree }`.
    case overlay(FuzzTree)
    /// `preference(key: FuzzSumKey.self, value:)`.
    case preference(CGFloat)
    /// `font(.system(size:))`.
    case fontSize(CGFloat)
    /// `dynamicTypeSize(_:)`, by index in `DynamicTypeSize.allCases`.
    case dynamicType(Int)
    /// `lineLimit(_:)`.
    case lineLimit(Int?)
    /// `aspectRatio(_:contentMode:)`, `.fit` or `.fill`.
    case aspectRatio(CGFloat?, fit: Bool)
    /// `opacity`, `cornerRadius`, `border` and `shadow` with one value each.
    case drawing(opacity: Double, cornerRadius: CGFloat, border: CGFloat, shadow: CGFloat)
    /// `clipped()`.
    case clipped
    /// `transformPreference(FuzzSumKey.self) { $0 += value }`.
    case transformPreference(CGFloat)
}

extension FuzzTree {
    /// The trees directly inside this one: children, content, and a background's or overlay's
    /// layer.
    public var subtrees: [FuzzTree] {
        switch self {
        case .text, .color, .rectangle, .spacer, .empty, .arc: []
        case .geometryReader(_, let content), .forEach(_, let content), .feedback(_, let content): [content]
        case .hStack(_, _, let children), .vStack(_, _, let children), .zStack(let children), .viewThatFits(let children),
             .layout(_, let children):
            children
        case let .modified(modifier, content):
            switch modifier {
            case .background(let layer), .overlay(let layer): [layer, content]
            default: [content]
            }
        }
    }

    /// Whether a feedback loop is anywhere in the tree (its state then depends on the runs
    /// before, not only on the last layout).
    public var containsFeedback: Bool {
        if case .feedback = self { return true }
        return subtrees.contains { $0.containsFeedback }
    }
}
