import Fixpoint
import Foundation

/// Generates random fuzz trees and proposals from a seed: ordinary values most of the time,
/// hostile ones (NaN, ±∞, negative, 10³⁰⁰, hostile text) often enough that every run meets them.
///
/// Deterministic: the same seed gives the same tree and proposals (`SeededGenerator`).
public struct FuzzTreeGenerator {
    /// The most views a tree holds (modifiers count as views).
    public var maximumNodes: Int
    /// The deepest a tree nests.
    public var maximumDepth: Int
    private var random: SeededGenerator
    private var budget = 0

    /// Creates a generator for `seed`.
    public init(seed: UInt64, maximumNodes: Int = 24, maximumDepth: Int = 6) {
        random = SeededGenerator(seed: seed)
        self.maximumNodes = maximumNodes
        self.maximumDepth = maximumDepth
    }

    /// Lengths a view may be given: ordinary first, then hostile.
    public static let lengths: [CGFloat] = [0, 1, 8, 20, 50, 100, 333.3, 0.5, -10, 1e300, -1e300, .infinity, -.infinity, .nan, 1e-300]
    /// Proposal dimensions: unspecified, ordinary and hostile.
    public static let dimensions: [CGFloat?] = [nil, 0, 175, 390, 1, .infinity, .nan, -50, 1e300, -.infinity]
    /// Strings to show: ordinary, empty, emoji sequences, combining marks, newlines, long.
    public static let texts: [String] = [
        "Hello", "Berlin", "", " ", "San Francisco", "👨‍👩‍👧‍👦🏳️‍🌈✈️", "e\u{301}\u{302}\u{303}\u{304}",
        "line one\nline two\n\n", "\t\u{0}\u{200B}\u{FEFF}", "مرحبا بالعالم",
        String(repeating: "long words wrap ", count: 40), String(repeating: "x", count: 600),
    ]

    /// The trees of `seeds` whose layout does not depend on their history (no feedback loop,
    /// whose state depends on the runs before, not only on the final layout), each with its
    /// seed and the generator that made it (to draw proposals from next). For fuzz tests that
    /// compare two layouts of one tree.
    public static func historyFreeTrees(seeds: Range<UInt64>) -> [(seed: UInt64, generator: FuzzTreeGenerator, tree: FuzzTree)] {
        seeds.compactMap { seed in
            var generator = FuzzTreeGenerator(seed: seed)
            let tree = generator.tree()
            return tree.containsFeedback ? nil : (seed, generator, tree)
        }
    }

    /// A random tree.
    public mutating func tree() -> FuzzTree {
        budget = random.int(in: 1...maximumNodes)
        return node(depth: 0)
    }

    /// A random proposal.
    public mutating func proposal() -> ProposedViewSize {
        ProposedViewSize(width: random.pick(Self.dimensions), height: random.pick(Self.dimensions))
    }

    private mutating func length() -> CGFloat {
        random.chance(0.7) ? random.pick(Array(Self.lengths.prefix(7))) : random.pick(Self.lengths)
    }

    private mutating func optionalLength() -> CGFloat? {
        random.chance(0.4) ? nil : length()
    }

    private mutating func leaf() -> FuzzTree {
        switch random.int(in: 0...9) {
        case 0, 1, 2: return .text(random.chance(0.6) ? random.pick(Array(Self.texts.prefix(3))) : random.pick(Self.texts))
        case 3: return .color
        case 4: return .rectangle
        case 5: return .spacer(minLength: optionalLength())
        case 6: return .empty
        case 7: return .arc(radius: length(), start: Double(length()), end: Double(random.pick([0, 1, 7, 1e19, .nan, .infinity, -3])),
                            clockwise: random.chance(0.5))
        default: return .text("Label")
        }
    }

    private mutating func children(depth: Int) -> [FuzzTree] {
        let count = random.int(in: 0...4)
        var result: [FuzzTree] = []
        for _ in 0..<count where budget > 0 { result.append(node(depth: depth + 1)) }
        return result
    }

    private mutating func node(depth: Int) -> FuzzTree {
        budget -= 1
        guard budget > 0, depth < maximumDepth, random.chance(0.75) else { return leaf() }
        switch random.int(in: 0...15) {
        case 0, 1: return .hStack(random.pick(FuzzVerticalAlignment.allCases), spacing: optionalLength(), children(depth: depth))
        case 2, 3: return .vStack(random.pick(FuzzHorizontalAlignment.allCases), spacing: optionalLength(), children(depth: depth))
        case 4: return .zStack(children(depth: depth))
        case 5: return .viewThatFits(children(depth: depth))
        case 6: return .forEach(ids: (0..<random.int(in: 0...3)).map { _ in random.int(in: 0...2) }, node(depth: depth + 1))
        case 7: return .layout(random.pick(FuzzTree.Misbehaviour.allCases), children(depth: depth))
        case 8: return .feedback(random.pick(FuzzTree.FeedbackMode.allCases), node(depth: depth + 1))
        case 9: return .geometryReader(scale: random.pick([0.5, 1, 2, .nan, -1]), node(depth: depth + 1))
        default: return .modified(modifier(depth: depth), node(depth: depth + 1))
        }
    }

    private mutating func modifier(depth: Int) -> FuzzModifier {
        switch random.int(in: 0...20) {
        case 0, 1: return .frame(width: optionalLength(), height: optionalLength())
        case 2, 3: return .flexibleFrame(minWidth: optionalLength(), maxWidth: optionalLength(),
                                         minHeight: optionalLength(), maxHeight: optionalLength())
        case 4: return .idealFrame(width: optionalLength(), height: optionalLength())
        case 5: return .padding(length())
        case 6: return .fixedSize(horizontal: random.chance(0.5), vertical: random.chance(0.5))
        case 7: return .offset(x: length(), y: length())
        case 8: return .layoutPriority(random.pick([0, 1, -1, 1e300, .infinity, -.infinity, .nan]))
        case 9: return .alignmentGuide(length())
        case 10: return .hidden
        case 11: return .id(random.int(in: 0...2))
        case 12: return .background(node(depth: depth + 1))
        case 13: return .overlay(node(depth: depth + 1))
        case 14: return .preference(length())
        case 15: return random.chance(0.5) ? .fontSize(random.pick([0, 1, 13, 200, 1e300, .nan, -4, .infinity]))
            : .dynamicType(random.int(in: 0...(DynamicTypeSize.allCases.count - 1)))
        case 16: return .lineLimit(random.pick([nil, 0, 1, 3, -1]))
        case 17: return .aspectRatio(random.chance(0.3) ? nil : length(), fit: random.chance(0.5))
        case 18: return .drawing(opacity: random.pick([1, 0.5, 0, -1, 2, .nan, .infinity]), cornerRadius: length(),
                                 border: length(), shadow: length())
        case 19: return .clipped
        default: return .transformPreference(length())
        }
    }
}
