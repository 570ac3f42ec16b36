import Foundation
import Fixpoint

/// A hand-written node of a layout tree, flattened by `snapshot(_:)` into the pre-order
/// `LayoutSnapshot` the engine would produce (paths, depths, parent indices, inherited hiding).
struct TestNode {
    var typeName: String
    var frame: CGRect
    var text: String?
    var fullText: String?
    var isHidden = false
    var drawing = Drawing()
    var children: [TestNode] = []

    /// A node without content of its own (a stack, a modifier, a user view).
    static func container(_ typeName: String, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                          hidden: Bool = false, _ children: [TestNode] = []) -> TestNode {
        TestNode(typeName: typeName, frame: CGRect(x: x, y: y, width: width, height: height),
                 isHidden: hidden, children: children)
    }

    /// A `Text` whose lines are given (one line, `text`, by default); the frame's height is the
    /// number of lines times the line height of `fontSize` (1.149 em).
    static func text(_ text: String, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, lines: [String]? = nil,
                     fullText: String? = nil, fontSize: CGFloat = 17, alignment: TextAlignment = .leading,
                     color: RGBAColor = .primary, border: Drawing.Border? = nil) -> TestNode {
        let lines = lines ?? [text]
        let lineHeight = fontSize * 1.149
        let drawing = Drawing(content: .text(TextDrawing(lines: lines, fontSize: fontSize, lineHeight: lineHeight,
                                                         alignment: alignment, color: color)),
                              border: border)
        return TestNode(typeName: "Text",
                        frame: CGRect(x: x, y: y, width: width, height: CGFloat(lines.count) * lineHeight),
                        text: text, fullText: fullText ?? text, drawing: drawing)
    }

    /// A filled shape or colour (`Color`, `Rectangle`, `Capsule`, …).
    static func shape(_ typeName: String, _ kind: ShapeKind, _ fill: RGBAColor,
                      _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> TestNode {
        TestNode(typeName: typeName, frame: CGRect(x: x, y: y, width: width, height: height),
                 drawing: Drawing(content: .shape(kind, fill: fill)))
    }

    /// An `Image(systemName:)`.
    static func image(_ systemName: String, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> TestNode {
        TestNode(typeName: "Image", frame: CGRect(x: x, y: y, width: width, height: height),
                 drawing: Drawing(content: .image(systemName: systemName)))
    }

    /// The same node with drawing-only modifiers folded in.
    func drawing(cornerRadius: CGFloat? = nil, clipShape: ShapeKind? = nil, border: Drawing.Border? = nil,
                 opacity: Double? = nil) -> TestNode {
        var copy = self
        if let cornerRadius { copy.drawing.cornerRadius = cornerRadius }
        if let clipShape { copy.drawing.clipShape = clipShape }
        if let border { copy.drawing.border = border }
        if let opacity { copy.drawing.opacity = opacity }
        return copy
    }
}

/// Flattens `root` into a snapshot: pre-order, `[i]` (0-based) on names that siblings share,
/// `isHidden` inherited down hidden subtrees as the engine does.
func snapshot(_ root: TestNode) -> LayoutSnapshot {
    var nodes: [ViewSnapshot] = []
    func visit(_ node: TestNode, name: String, parentPath: String?, depth: Int, parent: Int?, hidden: Bool) {
        let path = parentPath.map { $0 + "/" + name } ?? name
        let isHidden = hidden || node.isHidden
        let index = nodes.count
        nodes.append(ViewSnapshot(path: path, typeName: node.typeName, frame: node.frame, text: node.text,
                                  fullText: node.fullText, isHidden: isHidden, depth: depth,
                                  parentIndex: parent, drawing: node.drawing))
        var seen: [String: Int] = [:]
        let counts = Dictionary(node.children.map { ($0.typeName, 1) }, uniquingKeysWith: +)
        for child in node.children {
            let ordinal = seen[child.typeName, default: 0]
            seen[child.typeName] = ordinal + 1
            let childName = counts[child.typeName, default: 0] > 1 ? "\(child.typeName)[\(ordinal)]" : child.typeName
            visit(child, name: childName, parentPath: path, depth: depth + 1, parent: index, hidden: isHidden)
        }
    }
    visit(root, name: root.typeName, parentPath: nil, depth: 0, parent: nil, hidden: false)
    return LayoutSnapshot(nodes: nodes)
}

extension RGBAColor {
    static let red = RGBAColor(name: "red", red: 1, green: 0.231, blue: 0.188)
    static let blue = RGBAColor(name: "blue", red: 0, green: 0.478, blue: 1)
    static let green = RGBAColor(name: "green", red: 0.204, green: 0.78, blue: 0.349)
    static let orange = RGBAColor(name: "orange", red: 1, green: 0.584, blue: 0)
    static let primary = RGBAColor(name: "primary", red: 0, green: 0, blue: 0)
    static let secondary = RGBAColor(name: "secondary", red: 0.235, green: 0.235, blue: 0.263, opacity: 0.6)
    static let clear = RGBAColor(name: "clear", red: 0, green: 0, blue: 0, opacity: 0)
    static let custom = RGBAColor(red: 0.5, green: 0.25, blue: 0.75)
}
