import Foundation
import Fixpoint

/// A text dump of a laid-out tree, one node a line with box-drawing connectors, in the style
/// of taffy's `print_tree`.
///
/// Golden tests and the `fixpoint` CLI call it on the snapshot taken after `ViewHost.run()`;
/// it reads only the snapshot and formats every number with `NumberFormat`, so equal snapshots
/// give byte-identical dumps. For example:
///
/// ```
/// HStack [x:0 y:0 w:120 h:20]
/// ├─ Text [x:0 y:0 w:40 h:20] "✈️"
/// └─ Color [x:48 y:0 w:72 h:20] hidden
/// ```
public enum TreeDump {
    /// What a dump shows besides the frames.
    ///
    /// Passed to `render(_:options:)` by tests and the CLI; the defaults give the canonical
    /// golden format, so changing one of them changes every golden that uses it.
    public struct Options: Hashable, Sendable {
        /// Whether each line names the node by its full `path` instead of its `typeName`.
        public var showPaths: Bool
        /// Whether hidden nodes (and everything under them) are listed, marked ` hidden`.
        public var includesHidden: Bool

        /// Creates options; the defaults list every node by type name.
        public init(showPaths: Bool = false, includesHidden: Bool = true) {
            self.showPaths = showPaths
            self.includesHidden = includesHidden
        }
    }

    /// Renders `snapshot` as one line per node, pre-order, each line
    /// `Name [x:… y:… w:… h:…]` plus ` "text"` for text and ` hidden` for hidden nodes.
    ///
    /// Called by golden tests and the CLI after a run; the nesting comes from each node's
    /// `depth`, the output ends with a newline and is empty for an empty snapshot.
    public static func render(_ snapshot: LayoutSnapshot, options: Options = .init()) -> String {
        let nodes = listedNodes(of: snapshot, options: options)
        let isLast = lastChildFlags(depths: nodes.map(\.depth))
        var output = ""
        // `openLevels[d]` is true when the ancestor at depth d + 1 has siblings still to come,
        // so its column continues with "│".
        var openLevels: [Bool] = []
        for (position, node) in nodes.enumerated() {
            let depth = max(node.depth, 0)
            if depth > 0 {
                openLevels.removeSubrange(min(depth - 1, openLevels.count)...)
                while openLevels.count < depth - 1 { openLevels.append(false) }
                for isOpen in openLevels { output += isOpen ? "│  " : "   " }
                output += isLast[position] ? "└─ " : "├─ "
                openLevels.append(!isLast[position])
            } else {
                openLevels.removeAll()
            }
            output += line(for: node, options: options)
            output += "\n"
        }
        return output
    }

    /// The frame as `[x:… y:… w:… h:…]`; shared with diagnostics that quote frames.
    package static func frameDescription(_ frame: CGRect) -> String {
        "[x:\(NumberFormat.string(frame.minX)) y:\(NumberFormat.string(frame.minY))"
            + " w:\(NumberFormat.string(frame.width)) h:\(NumberFormat.string(frame.height))]"
    }

    /// One node's line without its connectors.
    private static func line(for node: ViewSnapshot, options: Options) -> String {
        var line = options.showPaths ? node.path : node.typeName
        line += " " + frameDescription(node.frame)
        if let text = node.text { line += " " + quoted(text) }
        if node.isHidden { line += " hidden" }
        // Effects, traits and accessibility only when set, so dumps without them are unchanged.
        if !node.transform.isIdentity { line += " drawn " + frameDescription(node.globalFrame) }
        if node.zIndex != 0 { line += " zIndex:" + NumberFormat.string(CGFloat(node.zIndex)) }
        if let tag = node.tag { line += " tag:" + tag }
        if let identifier = node.accessibility?.identifier { line += " id:" + quoted(identifier) }
        return line
    }

    /// The nodes the dump lists: all of them, or only those outside hidden subtrees.
    private static func listedNodes(of snapshot: LayoutSnapshot, options: Options) -> [ViewSnapshot] {
        if options.includesHidden { return snapshot.nodes }
        return RenderScene(snapshot).visibleNodes.map(\.node)
    }

    /// For each position of a pre-order depth sequence, whether that node is its parent's last
    /// child; one backward sweep, so linear in the number of nodes.
    private static func lastChildFlags(depths: [Int]) -> [Bool] {
        var flags = [Bool](repeating: true, count: depths.count)
        // `followed[d]` says whether a later sibling at depth d has been seen under the
        // current parent; deeper entries are dropped when a shallower node closes their scope.
        var followed: [Bool] = []
        for position in depths.indices.reversed() {
            let depth = max(depths[position], 0)
            if followed.count > depth + 1 { followed.removeSubrange((depth + 1)...) }
            while followed.count <= depth { followed.append(false) }
            flags[position] = !followed[depth]
            followed[depth] = true
        }
        return flags
    }

    /// The text in double quotes with `\`, `"`, newlines and tabs escaped, so it stays on one line.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n", "\r\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
