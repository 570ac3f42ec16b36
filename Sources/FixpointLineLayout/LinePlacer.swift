import Foundation
import Fixpoint

/// The placement phase: gives every resolved line, label, space and box a frame and records
/// them as `ViewSnapshot` nodes, pre-order, the way Fixpoint's engine names its nodes.
///
/// `LayoutContainer` calls it once per layout, after resolution. The rules:
/// - Lines stack from the top; each starts `spaceAbove` below the previous one and is as tall
///   as its tallest element. Elements sit on the line's top edge, left to right.
/// - The width left on a line (region width − the line's minimum width, never below 0) is
///   shared equally by its flexible elements (flexible spaces and flexible boxes). A line wider
///   than its region overflows to the right; nothing shrinks below its minimum.
/// - A box is its placed width wide; its contents are laid out at that width minus the
///   wrapper's left and right margins, offset by the left and top margins; it is as tall as its
///   contents plus the top and bottom margins.
/// Paths are `LayoutContainer/line[i]/box/line[j]/Label`, with `[i]` only where siblings share a
/// name, as in the engine's snapshots. Placement never changes a decision made in resolution.
struct LinePlacer {
    /// The nodes placed so far, pre-order.
    private(set) var nodes: [ViewSnapshot] = []
    /// The choices met so far, in pre-order, with their paths filled in.
    private(set) var choices: [LineChoice] = []
    /// The labels and wrappers placed so far, pre-order, for `LineLayoutView`'s subviews.
    private(set) var placements: [LinePlacement] = []

    /// Places the container's `lines` at `width` and returns the snapshot; `choices` are the
    /// decisions resolution made in the top-level lines.
    mutating func place(_ lines: [Line], choices topChoices: [LineChoice], width: CGFloat) -> LayoutSnapshot {
        let root = "LayoutContainer"
        nodes.append(ViewSnapshot(path: root, typeName: root, frame: .zero))
        record(topChoices, path: root)
        let height = place(lines, origin: .zero, width: width, parent: 0, path: root)
        nodes[0].frame = CGRect(x: 0, y: 0, width: width, height: height)
        return LayoutSnapshot(nodes: nodes)
    }

    /// Places `lines` in a region starting at `origin`, `width` wide, as children of the node at
    /// `parent`; returns the height they take.
    private mutating func place(_ lines: [Line], origin: CGPoint, width: CGFloat, parent: Int, path: String) -> CGFloat {
        let names = Self.siblingNames(Array(repeating: "line", count: lines.count))
        var y = origin.y
        for (line, name) in zip(lines, names) {
            y += line.spaceAbove
            let linePath = path + "/" + name
            let index = appendNode(path: linePath, typeName: "line", frame: .zero, parent: parent)
            let height = place(line, origin: CGPoint(x: origin.x, y: y), width: width, parent: index, path: linePath)
            nodes[index].frame = CGRect(x: origin.x, y: y, width: width, height: height)
            y += height
        }
        return y - origin.y
    }

    /// Places the elements of one line whose node is at `parent`; returns the line's height.
    private mutating func place(_ line: Line, origin: CGPoint, width: CGFloat, parent: Int, path: String) -> CGFloat {
        let names = Self.siblingNames(line.elements.map(\.typeName))
        let flexible = line.flexibleCount
        let share = flexible > 0 ? max(0, width - line.minWidth) / CGFloat(flexible) : 0
        var x = origin.x
        var height: CGFloat = 0
        var spaces: [Int] = []
        for (element, name) in zip(line.elements, names) {
            let elementPath = path + "/" + name
            let elementWidth = element.placedWidth(share: share)
            let frame = CGRect(x: x, y: origin.y, width: elementWidth, height: 0)
            switch element {
            case let .label(label, metrics):
                let drawing = TextDrawing(lines: [label.text], fontSize: metrics.pointSize,
                                          lineHeight: metrics.size.height, alignment: .leading,
                                          color: label.textColor.rgba)
                var labelFrame = frame
                labelFrame.size.height = metrics.size.height
                appendNode(path: elementPath, typeName: "Label", frame: labelFrame, text: label.text,
                           drawing: Drawing(content: .text(drawing)), parent: parent)
                placements.append(LinePlacement(element: .label(label), frame: labelFrame))
                height = max(height, metrics.size.height)
            case .space:
                spaces.append(appendNode(path: elementPath, typeName: "space", frame: frame, parent: parent))
            case let .box(box):
                height = max(height, place(box, frame: frame, parent: parent, path: elementPath))
            }
            x += elementWidth
        }
        for index in spaces { nodes[index].frame.size.height = height }
        return height
    }

    /// Places a box at `frame` (whose height is ignored); returns the box's height.
    private mutating func place(_ box: ResolvedBox, frame: CGRect, parent: Int, path: String) -> CGFloat {
        let index = appendNode(path: path, typeName: "box", frame: frame, parent: parent)
        record(box.choices, path: path)
        var wrapperIndex: Int?
        var placementIndex: Int?
        if let wrapper = box.wrapper {
            wrapperIndex = appendNode(path: path + "/Wrapper", typeName: "Wrapper", frame: frame,
                                      drawing: wrapper.drawing, parent: index, isBackgroundLayer: true)
            placementIndex = placements.count
            placements.append(LinePlacement(element: .wrapper(wrapper), frame: frame))
        }
        let margins = box.margins
        let contentOrigin = CGPoint(x: frame.minX + margins.left, y: frame.minY + margins.top)
        let contentWidth = max(0, frame.width - margins.left - margins.right)
        let contentHeight = place(box.lines, origin: contentOrigin, width: contentWidth, parent: index, path: path)
        let height = contentHeight + margins.top + margins.bottom
        nodes[index].frame.size.height = height
        if let wrapperIndex { nodes[wrapperIndex].frame.size.height = height }
        if let placementIndex { placements[placementIndex].frame.size.height = height }
        return height
    }

    /// Appends a node under `parent` (one level deeper) and returns its index.
    @discardableResult
    private mutating func appendNode(path: String, typeName: String, frame: CGRect, text: String? = nil,
                                     drawing: Drawing = Drawing(), parent: Int,
                                     isBackgroundLayer: Bool = false) -> Int {
        nodes.append(ViewSnapshot(path: path, typeName: typeName, frame: frame, text: text, fullText: text,
                                  depth: nodes[parent].depth + 1, parentIndex: parent, drawing: drawing,
                                  isBackgroundLayer: isBackgroundLayer))
        return nodes.count - 1
    }

    /// Appends `newChoices` with their path set to `path`.
    private mutating func record(_ newChoices: [LineChoice], path: String) {
        for var choice in newChoices {
            choice.path = path
            choices.append(choice)
        }
    }

    /// Path components for siblings with these type names: the name alone when it is unique
    /// among them, else the name and its index among the siblings of that name (`line[1]`).
    static func siblingNames(_ typeNames: [String]) -> [String] {
        var counts: [String: Int] = [:]
        for name in typeNames { counts[name, default: 0] += 1 }
        var seen: [String: Int] = [:]
        return typeNames.map { name in
            guard counts[name, default: 0] > 1 else { return name }
            let index = seen[name, default: 0]
            seen[name] = index + 1
            return "\(name)[\(index)]"
        }
    }
}
