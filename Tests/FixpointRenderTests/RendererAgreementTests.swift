import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import Fixpoint
import FixpointRender

@Suite("Renderers agree and are deterministic")
struct RendererAgreementTests {
    /// The seeds of one run: fixed, so a failure names a seed that reproduces it.
    static let seeds: [UInt64] = Array(1...200)

    @Test("the same snapshot renders byte-identically twice, also when rebuilt")
    func determinism() {
        let first = Fixtures.flightCard, second = Fixtures.flightCard
        #expect(first == second)
        #expect(TreeDump.render(first) == TreeDump.render(second))
        #expect(ASCIIRenderer().render(first) == ASCIIRenderer().render(second))
        #expect(SVGRenderer().render(first) == SVGRenderer().render(second))
        let renderer = SVGRenderer(padding: 3, showOutlines: true)
        #expect(renderer.render(first) == renderer.render(first))
    }

    @Test("random snapshots render byte-identically twice")
    func randomDeterminism() {
        for seed in Self.seeds.prefix(50) {
            var a = SplitMix64(seed: seed), b = SplitMix64(seed: seed)
            let one = RandomSnapshots.make(using: &a), two = RandomSnapshots.make(using: &b)
            #expect(TreeDump.render(one) == TreeDump.render(two), "seed \(seed)")
            #expect(ASCIIRenderer().render(one) == ASCIIRenderer().render(two), "seed \(seed)")
            #expect(SVGRenderer().render(one) == SVGRenderer().render(two), "seed \(seed)")
        }
    }

    /// Paths of the nodes under a clipping ancestor (`cornerRadius` or `clipShape`): cell
    /// rounding may clip their ASCII drawing away where SVG still shows a sliver.
    private func clippedPaths(_ tree: LayoutSnapshot) -> Set<String> {
        var result: Set<String> = []
        var clippingDepths: [Int] = []
        for node in tree.nodes {
            while let last = clippingDepths.last, last >= node.depth { clippingDepths.removeLast() }
            if !clippingDepths.isEmpty { result.insert(node.path) }
            if node.drawing.cornerRadius != nil || node.drawing.clipShape != nil { clippingDepths.append(node.depth) }
        }
        return result
    }

    @Test("ASCII and SVG draw the same unclipped nodes, in the same order; ASCII draws no clipped node SVG omits")
    func sameNodesDrawn() {
        var drawn = 0, skipped = 0
        for seed in Self.seeds {
            var random = SplitMix64(seed: seed)
            let tree = RandomSnapshots.make(using: &random)
            let clipped = clippedPaths(tree)
            // SVG draws a border after the node's subtree (`.border` is an overlay): the drawn
            // nodes are compared as content groups and border groups together, in pre-order.
            let rendered = SVGRenderer().render(tree)
            let asciiAll = ASCIIRenderer().paint(tree).drawnNodes.map { tree.nodes[$0].path }
            let svgAll = inPreOrder(drawnPaths(rendered) + drawnPaths(rendered, layer: "border"), tree)
            let contentOrder = drawnPaths(rendered).map { path in tree.nodes.firstIndex { $0.path == path } ?? -1 }
            #expect(contentOrder == contentOrder.sorted(), "seed \(seed): content groups in pre-order")
            let ascii = asciiAll.filter { !clipped.contains($0) }
            let svg = svgAll.filter { !clipped.contains($0) }
            #expect(ascii == svg, "seed \(seed):\n\(TreeDump.render(tree))")
            #expect(Set(asciiAll).isSubset(of: Set(svgAll)), "seed \(seed)")
            drawn += svgAll.count
            skipped += tree.nodes.count - svgAll.count
        }
        // The property is not vacuous: plenty of nodes are drawn and plenty are left out.
        #expect(drawn > 400 && skipped > 400, "drawn \(drawn), skipped \(skipped)")
        let card = Fixtures.flightCard
        let cardSVG = SVGRenderer().render(card)
        #expect(ASCIIRenderer().paint(card).drawnNodes.map { card.nodes[$0].path }
                == inPreOrder(drawnPaths(cardSVG) + drawnPaths(cardSVG, layer: "border"), card))
    }

    @Test("SVG rectangles have exactly the frames the tree dump prints")
    func framesAgree() {
        for seed in Self.seeds {
            var random = SplitMix64(seed: seed)
            let tree = RandomSnapshots.make(using: &random)
            let svg = SVGRenderer().render(tree).split(separator: "\n")
            for (index, node) in tree.nodes.enumerated() {
                guard case let .shape(.rectangle, fill) = node.drawing.content, fill.opacity > 0, fill.name != "clear",
                      node.drawing.cornerRadius == nil,
                      node.drawing.clipShape == nil,
                      let group = svg.firstIndex(of: "  <g data-path=\"\(node.path)\"" + opacitySuffix(node) + ">")
                else { continue }
                let dump = TreeDump.render(LayoutSnapshot(nodes: [tree.nodes[index]]))
                let numbers = dump.split(separator: "[")[1].split(separator: "]")[0]
                    .split(separator: " ").map { $0.split(separator: ":")[1] }
                #expect(svg[group + 1].hasPrefix("    <rect x=\"\(numbers[0])\" y=\"\(numbers[1])\" width=\"\(numbers[2])\" height=\"\(numbers[3])\""),
                        "seed \(seed): \(node.path)")
            }
        }
    }

    #if canImport(FoundationXML) || canImport(Darwin)
    @Test("SVG documents are well-formed XML, whatever the text")
    func wellFormed() {
        var trees = [Fixtures.flightCard, snapshot(.text("<&>\"'\u{1}\u{FFFE} é ✈️", 0, 0, 100))]
        for seed in Self.seeds.prefix(50) {
            var random = SplitMix64(seed: seed)
            trees.append(RandomSnapshots.make(using: &random))
        }
        for (number, tree) in trees.enumerated() {
            let parser = XMLParser(data: Data(SVGRenderer(showOutlines: true).render(tree).utf8))
            #expect(parser.parse(), "document \(number): \(String(describing: parser.parserError))")
        }
    }
    #endif

    /// The paths of the `<g data-path="…">` groups of an SVG document, in order.
    /// The paths of the content groups, or with `layer` of the groups of that layer, in order.
    private func drawnPaths(_ svg: String, layer: String? = nil) -> [String] {
        svg.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "<g data-path=\"") else { return nil }
            let isLayer = layer.map { line.contains(" data-layer=\"\($0)\"") } ?? !line.contains(" data-layer=")
            guard isLayer else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
    }

    /// `paths` without repeats, in the order of the tree's nodes (pre-order).
    private func inPreOrder(_ paths: [String], _ tree: LayoutSnapshot) -> [String] {
        let drawn = Set(paths)
        var seen: Set<String> = []
        return tree.nodes.map(\.path).filter { drawn.contains($0) && seen.insert($0).inserted }
    }

    private func opacitySuffix(_ node: ViewSnapshot) -> String {
        node.drawing.opacity < 1 ? " opacity=\"\(node.drawing.opacity)\"" : ""
    }
}

