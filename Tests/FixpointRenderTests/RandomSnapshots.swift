import Foundation
import Fixpoint

/// A small seeded generator (SplitMix64) so property tests are repeatable from their seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random layout snapshots for property tests: every kind of content, colours that are clear or
/// faded, borders, clips, hidden subtrees, zero-size and negative-x frames.
enum RandomSnapshots {
    /// A snapshot of at most `maxNodes` nodes drawn from `random`.
    static func make(using random: inout SplitMix64, maxNodes: Int = 24) -> LayoutSnapshot {
        var budget = Int.random(in: 4...maxNodes, using: &random)
        let rootFrame = CGRect(x: 0, y: 0, width: CGFloat.random(in: 20...300, using: &random).rounded(),
                               height: CGFloat.random(in: 20...200, using: &random).rounded())
        return snapshot(node(in: rootFrame, depth: 0, budget: &budget, random: &random))
    }

    private static func node(in area: CGRect, depth: Int, budget: inout Int, random: inout SplitMix64) -> TestNode {
        budget -= 1
        let frame = depth == 0 ? area : randomFrame(in: area, random: &random)
        var node: TestNode
        switch Int.random(in: 0..<10, using: &random) {
        case 0...2 where depth > 0:
            let kinds: [ShapeKind] = [.rectangle, .roundedRectangle(cornerRadius: 6), .capsule, .circle, .ellipse]
            node = .shape("Shape", kinds.randomElement(using: &random)!, color(&random),
                          frame.minX, frame.minY, frame.width, frame.height)
        case 3...4 where depth > 0:
            let words = ["Hi", "SFO", "on time", "gate 12", " ", ""]
            let lines = (0..<Int.random(in: 1...3, using: &random)).map { _ in words.randomElement(using: &random)! }
            let alignment = TextAlignment.allCases.randomElement(using: &random)!
            node = .text(lines.joined(separator: " "), frame.minX, frame.minY, max(frame.width, 0), lines: lines,
                         fontSize: [8, 13, 17, 34].randomElement(using: &random)!, alignment: alignment,
                         color: color(&random))
        case 5 where depth > 0:
            node = .image("star", frame.minX, frame.minY, frame.width, frame.height)
        case 6 where depth > 0:
            node = TestNode(typeName: "Toggle", frame: frame, drawing: Drawing(content: .control("toggle")))
        default:
            node = .container(["VStack", "HStack", "ZStack", "padding"].randomElement(using: &random)!,
                              frame.minX, frame.minY, frame.width, frame.height)
            let count = depth == 0 ? Int.random(in: 2...6, using: &random) : Int.random(in: 0...3, using: &random)
            for _ in 0..<count where budget > 0 && depth < 5 {
                node.children.append(self.node(in: frame, depth: depth + 1, budget: &budget, random: &random))
            }
        }
        if Int.random(in: 0..<6, using: &random) == 0 {
            node.drawing.border = Drawing.Border(color: color(&random), width: [0, 1, 2].randomElement(using: &random)!)
        }
        if Int.random(in: 0..<6, using: &random) == 0 { node.drawing.cornerRadius = 4 }
        if Int.random(in: 0..<8, using: &random) == 0 { node.drawing.opacity = [0, 0.3, 0.5].randomElement(using: &random)! }
        if depth > 0 && Int.random(in: 0..<8, using: &random) == 0 { node.isHidden = true }
        return node
    }

    /// A frame roughly inside `area`, sometimes empty, sometimes sticking out to negative x.
    private static func randomFrame(in area: CGRect, random: inout SplitMix64) -> CGRect {
        let width = Int.random(in: 0..<8, using: &random) == 0 ? 0 : CGFloat.random(in: 1...max(area.width, 1), using: &random)
        let height = Int.random(in: 0..<8, using: &random) == 0 ? 0 : CGFloat.random(in: 1...max(area.height, 1), using: &random)
        let x = area.minX + CGFloat.random(in: -20...max(area.width - width, 0), using: &random)
        let y = area.minY + CGFloat.random(in: 0...max(area.height - height, 0), using: &random)
        return CGRect(x: (x * 8).rounded() / 8, y: (y * 8).rounded() / 8,
                      width: (width * 8).rounded() / 8, height: (height * 8).rounded() / 8)
    }

    private static func color(_ random: inout SplitMix64) -> RGBAColor {
        [.red, .blue, .green, .secondary, .clear, .custom,
         RGBAColor(name: "blue", red: 0, green: 0.478, blue: 1, opacity: 0)].randomElement(using: &random)!
    }
}
