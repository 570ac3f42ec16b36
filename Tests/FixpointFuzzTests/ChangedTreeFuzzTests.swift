import Fixpoint
import FixpointFuzz
import FixpointRender
import Foundation
import Testing

/// Keeps the switch's binding where the test can reach it.
private final class SwitchHandle {
    var showsSecond: Binding<Bool>?
}

/// Shows one of two trees by its state, inside a stack with a sibling, so that a change of the
/// state re-runs this body and re-mounts what it returns in place (the nodes of views whose
/// type is the same in both trees are kept and updated).
private struct SwitchedScene: View {
    let first: AnyView
    let second: AnyView
    let handle: SwitchHandle?
    @State private var showsSecond: Bool

    init(first: AnyView, second: AnyView, handle: SwitchHandle?, showsSecond: Bool) {
        self.first = first
        self.second = second
        self.handle = handle
        _showsSecond = State(initialValue: showsSecond)
    }

    var body: some View {
        let _ = handle?.showsSecond = $showsSecond
        VStack(spacing: 0) {
            Color.gray.frame(width: 10, height: 10)
            // One AnyView either way: views of the same type are re-mounted in place.
            showsSecond ? second : first
        }
    }
}

/// A state change re-runs its body, and only the mounts of what the body returns invalidate
/// layout (a body that returns the same views lays out nothing). A random tree switched to a
/// related one (a shrink step: a child removed, a text halved, a modifier dropped, a leaf
/// simplified) must then show what a fresh host showing that tree shows, and so must the switch
/// back.
@Suite("changed random trees")
struct ChangedTreeFuzzTests {
    static let treeCount: UInt64 = 400
    static let baseSeed: UInt64 = 0xC4A6_0000

    private static func host(_ first: FuzzTree, _ second: FuzzTree, handle: SwitchHandle?, showsSecond: Bool) -> ViewHost {
        ViewHost(SwitchedScene(first: first.makeView(), second: second.makeView(), handle: handle, showsSecond: showsSecond),
                 proposal: ProposedViewSize(width: 390, height: nil))
    }

    /// The fresh host's dump, or nil when it does not converge.
    private static func freshDump(_ first: FuzzTree, _ second: FuzzTree, showsSecond: Bool) -> String? {
        let fresh = host(first, second, handle: nil, showsSecond: showsSecond)
        guard fresh.run().converged else { return nil }
        return TreeDump.render(fresh.snapshot)
    }

    /// Whether two dumps agree line by line, numbers to within one step of their printed
    /// precision: a subtree that moved along has frames that are sums (placed origin plus the
    /// container's displacement), which may round the other way in the last printed digit.
    static func agree(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        let linesA = a.split(separator: "\n", omittingEmptySubsequences: false)
        let linesB = b.split(separator: "\n", omittingEmptySubsequences: false)
        guard linesA.count == linesB.count else { return false }
        for (lineA, lineB) in zip(linesA, linesB) where lineA != lineB {
            let (shapeA, numbersA) = split(lineA)
            let (shapeB, numbersB) = split(lineB)
            guard shapeA == shapeB, numbersA.count == numbersB.count else { return false }
            for (x, y) in zip(numbersA, numbersB) where abs(x - y) > 0.0015 { return false }
        }
        return true
    }

    /// A dump line with its decimal numbers taken out, and the numbers.
    private static func split(_ line: Substring) -> (shape: String, numbers: [Double]) {
        var shape = ""
        var numbers: [Double] = []
        var current = ""
        for character in line {
            if character.isNumber || character == "." || (character == "-" && current.isEmpty) {
                current.append(character)
            } else {
                if !current.isEmpty {
                    if let value = Double(current) { numbers.append(value); shape.append("#") } else { shape += current }
                    current = ""
                }
                shape.append(character)
            }
        }
        if !current.isEmpty {
            if let value = Double(current) { numbers.append(value); shape.append("#") } else { shape += current }
        }
        return (shape, numbers)
    }

    @Test("dumps that differ in the last printed digit agree; other differences do not")
    func agreement() {
        #expect(Self.agree("Color [x:49.323 y:0 w:10 h:10]", "Color [x:49.324 y:0 w:10 h:10]"))
        #expect(!Self.agree("Color [x:49.323 y:0 w:10 h:10]", "Color [x:49.326 y:0 w:10 h:10]"))
        #expect(!Self.agree("Color [x:49.323 y:0 w:10 h:10]", "Rectangle [x:49.323 y:0 w:10 h:10]"))
        #expect(!Self.agree("Text [x:0 y:0 w:10 h:10] \"12\"", "Text [x:0 y:0 w:10 h:10] \"13\""))
        #expect(!Self.agree("a\nb", "a"))
    }

    /// What comparing a retained host with a fresh one found.
    enum Outcome: Equatable {
        /// Every comparison agreed.
        case agreed
        /// A run did not converge, so history matters and nothing was compared.
        case skipped
        /// The first difference, with the trees.
        case disagreed(String)
    }

    /// Switches a host from `tree` to `variant` and back, comparing each result with a fresh
    /// host's.
    static func comparison(_ tree: FuzzTree, _ variant: FuzzTree) -> Outcome {
        let handle = SwitchHandle()
        let changed = host(tree, variant, handle: handle, showsSecond: false)
        guard changed.run().converged else { return .skipped }
        for showsSecond in [true, false] {
            handle.showsSecond?.wrappedValue = showsSecond
            guard changed.run().converged, let fresh = freshDump(tree, variant, showsSecond: showsSecond) else { return .skipped }
            let dump = TreeDump.render(changed.snapshot)
            if !agree(dump, fresh) {
                return .disagreed("\(showsSecond ? "changed" : "changed back") versus fresh:\n\(FuzzChecker.firstDifference(dump, fresh))\n\(tree)\n→ \(variant)")
            }
        }
        return .agreed
    }

    /// The related tree the fuzz test picks as candidate `index` of `seed`'s tree (nil when the
    /// generator or the shrinker changed and the seed no longer gives that many candidates).
    private static func pair(seed: UInt64, candidate index: Int) -> (FuzzTree, FuzzTree)? {
        var generator = FuzzTreeGenerator(seed: seed)
        let tree = generator.tree()
        let candidates = tree.shrinkCandidates.filter { !$0.containsFeedback }
        return candidates.indices.contains(index) ? (tree, candidates[index]) : nil
    }

    /// Pairs that once disagreed: a frame moved from 5e299 to 190 (its child, moved along,
    /// landed at 0); a `ForEach` over duplicate ids (one node became two children); a layout
    /// that never places its subviews, asked for a baseline (the scratch placement read where
    /// an earlier pass had left them); a NaN position made 0 rather than the container's edge
    /// (a moved container did not carry it along); a padding over several `ViewThatFits` (the
    /// one laid out first, moved second by a change, kept its choice and frame).
    @Test("pairs that once disagreed with a fresh layout agree",
          arguments: [(UInt64(3_299_213_319), 8), (3_299_213_542, 23), (3_299_213_721, 19), (3_299_214_776, 28),
                      (3_322_085_877, 9)])
    func regressions(seed: UInt64, candidate: Int) throws {
        let (tree, variant) = try #require(Self.pair(seed: seed, candidate: candidate))
        #expect(Self.comparison(tree, variant) == .agreed)
    }

    /// Compares each seed's tree with a few of its related trees (`related`, spread over the
    /// list deterministically); returns how many pairs agreed (pairs that did not converge are
    /// not counted), recording the first that disagreed.
    private static func compareRelated(_ kind: String, _ related: (FuzzTree) -> [FuzzTree]) -> Int {
        var compared = 0
        for (seed, _, tree) in FuzzTreeGenerator.historyFreeTrees(seeds: baseSeed..<(baseSeed + treeCount)) {
            let others = related(tree).filter { !$0.containsFeedback && $0 != tree }
            guard !others.isEmpty else { continue }
            let picks = Set([0, others.count / 2, others.count - 1, Int(seed % UInt64(others.count))])
            for pick in picks.sorted() {
                switch comparison(tree, others[pick]) {
                case .agreed: compared += 1
                case .skipped: break
                case .disagreed(let problem):
                    Issue.record("seed \(seed), \(kind) \(pick), \(problem)")
                    return compared
                }
            }
        }
        return compared
    }

    @Test("random trees with one value changed by a state change land where a fresh layout puts them")
    func variedRandomTrees() {
        let compared = Self.compareRelated("variation", \.variations)
        #expect(compared >= Int(Self.treeCount))
        print("varied random trees: \(compared) pairs compared")
    }

    @Test("random trees changed by a state change land where a fresh layout puts them")
    func changedRandomTrees() {
        let compared = Self.compareRelated("candidate", \.shrinkCandidates)
        #expect(compared >= Int(Self.treeCount))
        print("changed random trees: \(compared) pairs compared")
    }

    /// A host of `tree` run at `first`, then at `second` with `environment` (nil: unchanged),
    /// against a fresh host at `second`.
    static func resizeComparison(_ tree: FuzzTree, from first: ProposedViewSize, to second: ProposedViewSize,
                                 environment: EnvironmentValues?) -> Outcome {
        let retained = ViewHost(tree.makeView(), proposal: first)
        guard retained.run().converged else { return .skipped }
        retained.proposal = second
        if let environment { retained.environment = environment }
        guard retained.run().converged else { return .skipped }
        let fresh = ViewHost(tree.makeView(), proposal: second, environment: environment ?? .iOS)
        guard fresh.run().converged else { return .skipped }
        let dump = TreeDump.render(retained.snapshot)
        let freshDump = TreeDump.render(fresh.snapshot)
        guard !agree(dump, freshDump) else { return .agreed }
        return .disagreed("resized versus fresh:\n\(FuzzChecker.firstDifference(dump, freshDump))\n\(tree)")
    }

    /// Padding and stacks declare what their content ignores, but an infinite inset or spacing
    /// makes an infinite length, which the engine replaces by the proposal's: that axis matters.
    @Test("an infinite inset or stack spacing makes its axis matter to the size",
          arguments: [FuzzTree.modified(.padding(.infinity), .vStack(.leading, spacing: .infinity, [])),
                      .vStack(.center, spacing: .infinity, [.modified(.frame(width: 10, height: 10), .color),
                                                            .modified(.frame(width: 10, height: 10), .color)])])
    func infiniteLengthsMatter(tree: FuzzTree) {
        #expect(Self.resizeComparison(tree, from: ProposedViewSize(width: 390, height: nil),
                                      to: ProposedViewSize(width: 1, height: 1), environment: nil) == .agreed)
    }

    @Test("random trees resized, or moved to another platform and text size, land where a fresh layout puts them")
    func resizedRandomTrees() {
        var compared = 0
        var macLarge = EnvironmentValues.macOS
        macLarge.dynamicTypeSize = .accessibility3
        for (seed, var generator, tree) in FuzzTreeGenerator.historyFreeTrees(seeds: Self.baseSeed..<(Self.baseSeed + Self.treeCount)) {
            let first = ProposedViewSize(width: 390, height: nil)
            let second = generator.proposal()
            for environment in [nil, macLarge] {
                switch Self.resizeComparison(tree, from: first, to: second, environment: environment) {
                case .agreed: compared += 1
                case .skipped: break
                case .disagreed(let problem):
                    Issue.record("seed \(seed), to \(second), \(environment == nil ? "same environment" : "macOS, accessibility3"), \(problem)")
                    return
                }
            }
        }
        #expect(compared >= Int(Self.treeCount))
        print("resized random trees: \(compared) pairs compared")
    }
}
