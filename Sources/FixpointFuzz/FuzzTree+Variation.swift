import Fixpoint
import Foundation

/// Variation: trees of the same structure with one value changed, so that a host switched from
/// one to the other keeps its nodes and re-mounts them with new values (what a state change in
/// a real body does), unlike a shrink step, which mostly replaces nodes.
extension FuzzTree {
    /// Each tree that differs from this one in one place: a text, a spacer's or stack's
    /// spacing, a stack's alignment, an arc's radius and direction, a GeometryReader's scale, or
    /// a modifier's argument, anywhere in the tree. All keep the tree's view types, so a host
    /// re-mounts its nodes in place, except a changed `id(_:)`, which makes a new node.
    public var variations: [FuzzTree] {
        switch self {
        case .text(let string):
            return [.text(string.isEmpty ? "Hello" : string + string)]
        case .spacer(let minLength):
            return [.spacer(minLength: minLength == nil ? 8 : nil)]
        case .color, .rectangle, .empty:
            return []
        case let .arc(radius, start, end, clockwise):
            return [.arc(radius: radius + 5, start: start, end: end, clockwise: !clockwise)]
        case let .geometryReader(scale, content):
            return [.geometryReader(scale: scale == 1 ? 0.5 : 1, content)]
                + content.variations.map { .geometryReader(scale: scale, $0) }
        case let .hStack(alignment, spacing, children):
            return [.hStack(alignment, spacing: spacing == nil ? 8 : nil, children), .hStack(alignment.next, spacing: spacing, children)]
                + Self.childVariations(children).map { .hStack(alignment, spacing: spacing, $0) }
        case let .vStack(alignment, spacing, children):
            return [.vStack(alignment, spacing: spacing == nil ? 8 : nil, children), .vStack(alignment.next, spacing: spacing, children)]
                + Self.childVariations(children).map { .vStack(alignment, spacing: spacing, $0) }
        case .zStack(let children):
            return Self.childVariations(children).map { .zStack($0) }
        case .viewThatFits(let children):
            return Self.childVariations(children).map { .viewThatFits($0) }
        case let .layout(misbehaviour, children):
            return Self.childVariations(children).map { .layout(misbehaviour, $0) }
        case let .forEach(ids, content):
            return content.variations.map { .forEach(ids: ids, $0) }
        case let .feedback(mode, content):
            return content.variations.map { .feedback(mode, $0) }
        case let .modified(modifier, content):
            return modifier.variations.map { .modified($0, content) } + content.variations.map { .modified(modifier, $0) }
        }
    }

    /// The children with one of them varied, for each variation of each child.
    private static func childVariations(_ children: [FuzzTree]) -> [[FuzzTree]] {
        var result: [[FuzzTree]] = []
        for index in children.indices {
            for variation in children[index].variations {
                var changed = children
                changed[index] = variation
                result.append(changed)
            }
        }
        return result
    }
}

extension FuzzModifier {
    /// The modifier with one argument changed (and, for a background or overlay, with its layer
    /// varied); none for modifiers without arguments.
    var variations: [FuzzModifier] {
        switch self {
        case let .frame(width, height): [.frame(width: width.map { $0 + 7 } ?? 30, height: height)]
        case let .flexibleFrame(minWidth, maxWidth, minHeight, maxHeight):
            [.flexibleFrame(minWidth: minWidth, maxWidth: maxWidth == nil ? 60 : nil, minHeight: minHeight, maxHeight: maxHeight)]
        case let .idealFrame(width, height): [.idealFrame(width: width.map { $0 + 5 } ?? 40, height: height)]
        case .padding(let length): [.padding(length + 3)]
        case let .fixedSize(horizontal, vertical): [.fixedSize(horizontal: !horizontal, vertical: vertical)]
        case let .offset(x, y): [.offset(x: x + 5, y: y)]
        case .layoutPriority(let priority): [.layoutPriority(priority + 1)]
        case .alignmentGuide(let value): [.alignmentGuide(value + 4)]
        case .hidden, .clipped: []
        case .id(let id): [.id(id + 1)]
        case .background(let layer): layer.variations.map { .background($0) }
        case .overlay(let layer): layer.variations.map { .overlay($0) }
        case .preference(let value): [.preference(value + 1)]
        case .fontSize(let size): [.fontSize(size + 2)]
        case .dynamicType(let index): [.dynamicType((index + 1) % DynamicTypeSize.allCases.count)]
        case .lineLimit(let limit): [.lineLimit(limit == nil ? 1 : nil)]
        case let .aspectRatio(ratio, fit): [.aspectRatio(ratio, fit: !fit)]
        case let .drawing(opacity, cornerRadius, border, shadow):
            [.drawing(opacity: opacity, cornerRadius: cornerRadius + 2, border: border, shadow: shadow)]
        case .transformPreference(let value): [.transformPreference(value + 1)]
        }
    }
}

extension CaseIterable where Self: Equatable, AllCases: BidirectionalCollection {
    /// The next case, the first after the last (the stacks' alignment variations).
    fileprivate var next: Self {
        let all = Self.allCases
        guard let index = all.firstIndex(of: self) else { return self }
        let following = all.index(after: index)
        return following == all.endIndex ? all[all.startIndex] : all[following]
    }
}
