import Fixpoint
import FixpointFuzz
import Foundation
import Testing

/// The seeded random-tree fuzzer: every run checks `treeCount` trees, each at two proposals
/// (hostile ones included), with `FuzzChecker`. A failure prints the seed and a shrunk tree.
@Suite("random-tree fuzzer")
struct RandomTreeFuzzTests {
    /// Trees checked per run, split over `batches` tests that run in parallel.
    static let treeCount = 1_000
    static let batches = 4
    /// The first seed; seeds run from it upwards, so a failure's seed reproduces it alone.
    static let baseSeed: UInt64 = 0xF1C5_0000

    @Test("random trees survive hostile proposals: deterministic, idempotent, finite or diagnosed",
          arguments: 0..<batches)
    func randomTrees(batch: Int) {
        let perBatch = Self.treeCount / Self.batches
        let checker = FuzzChecker()
        var checked = 0
        for index in 0..<perBatch {
            let seed = Self.baseSeed + UInt64(batch * perBatch + index)
            var generator = FuzzTreeGenerator(seed: seed)
            let tree = generator.tree()
            let proposals = [generator.proposal(), generator.proposal()]
            for (proposal, resize) in [(proposals[0], proposals[1]), (proposals[1], nil)] {
                let failures = checker.failures(of: tree, proposal: proposal, resizedTo: resize)
                guard let failure = failures.first else { continue }
                let shrunk = tree.shrunk { !checker.failures(of: $0, proposal: proposal, resizedTo: resize).isEmpty }
                let shrunkFailure = checker.failures(of: shrunk, proposal: proposal, resizedTo: resize).first ?? failure
                Issue.record("""
                    fuzz seed \(seed) failed at proposal \(proposal)\(resize.map { " resized to \($0)" } ?? ""): \(shrunkFailure)
                    shrunk reproduction (\(shrunk.size) views, from \(tree.size)):
                    \(shrunk)
                    """)
                return
            }
            checked += 1
        }
        print("fuzz batch \(batch): \(checked) random trees checked at 2 proposals each, the first host then resized (seeds from \(Self.baseSeed + UInt64(batch * perBatch)))")
    }

    @Test("the generator is deterministic and reaches every kind of view")
    func generatorCoverage() {
        var first = FuzzTreeGenerator(seed: 7)
        var second = FuzzTreeGenerator(seed: 7)
        // Descriptions, not values: NaN lengths make equal trees unequal.
        #expect(first.tree().description == second.tree().description)
        var kinds = Set<String>()
        for seed in 0..<300 as Range<UInt64> {
            var generator = FuzzTreeGenerator(seed: seed)
            collectKinds(generator.tree(), into: &kinds)
        }
        for kind in ["text", "hStack", "vStack", "zStack", "viewThatFits", "forEach", "layout", "feedback",
                     "geometryReader", "arc", "spacer", "frame", "flexibleFrame", "padding", "layoutPriority",
                     "background", "overlay", "preference", "hidden", "id", "offset", "alignmentGuide", "aspectRatio",
                     "drawing", "clipped", "transformPreference", "fixedSize", "fontSize", "lineLimit"] {
            #expect(kinds.contains(kind), "no generated tree holds \(kind)")
        }
    }

    @Test("the shrinker finds a small reproduction")
    func shrinker() {
        let tree = FuzzTree.vStack(.leading, spacing: nil, [
            .text("a"), .hStack(.center, spacing: 3, [.color, .modified(.hidden, .text("needle"))]), .rectangle,
        ])
        let shrunk = tree.shrunk { $0.description.contains("needle") }
        #expect(shrunk.size <= 2)
        #expect(shrunk.description.contains("needle"))
    }

    private func collectKinds(_ tree: FuzzTree, into kinds: inout Set<String>) {
        switch tree {
        case .text: kinds.insert("text")
        case .color, .rectangle, .empty: kinds.insert("shape")
        case .spacer: kinds.insert("spacer")
        case .arc: kinds.insert("arc")
        case .geometryReader(_, let content): kinds.insert("geometryReader"); collectKinds(content, into: &kinds)
        case .hStack(_, _, let children): kinds.insert("hStack"); children.forEach { collectKinds($0, into: &kinds) }
        case .vStack(_, _, let children): kinds.insert("vStack"); children.forEach { collectKinds($0, into: &kinds) }
        case .zStack(let children): kinds.insert("zStack"); children.forEach { collectKinds($0, into: &kinds) }
        case .viewThatFits(let children): kinds.insert("viewThatFits"); children.forEach { collectKinds($0, into: &kinds) }
        case .layout(_, let children): kinds.insert("layout"); children.forEach { collectKinds($0, into: &kinds) }
        case .forEach(_, let content): kinds.insert("forEach"); collectKinds(content, into: &kinds)
        case .feedback(_, let content): kinds.insert("feedback"); collectKinds(content, into: &kinds)
        case let .modified(modifier, content):
            let label = String(String(describing: modifier).prefix { $0 != "(" })
            kinds.insert(label)
            if case .background(let tree) = modifier { collectKinds(tree, into: &kinds) }
            if case .overlay(let tree) = modifier { collectKinds(tree, into: &kinds) }
            collectKinds(content, into: &kinds)
        }
    }
}
