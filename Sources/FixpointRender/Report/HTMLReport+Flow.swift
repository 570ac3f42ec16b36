import Fixpoint
import Foundation

extension RunSection {
    /// Geometry of the flow diagram, in CSS pixels.
    private enum FlowMetrics {
        static let columnWidth: CGFloat = 176
        static let gap: CGFloat = 40
        static let nodeHeight: CGFloat = 44
        static let rowHeight: CGFloat = 54
        static let top: CGFloat = 28
        /// Characters that fit on one line of a node at 10 px.
        static let characters = 27
    }

    /// The preference flow as an SVG diagram: one column per stage (writers → combined values →
    /// binders → actions → state → bodies), a box per view and role, arrows along causes;
    /// hovering a box lights its arrows. Each box's tooltip has the full path, the values seen
    /// and the event ids.
    func flowSection() -> String {
        let flow = PreferenceFlow(trace: run.report.trace)
        guard !flow.isEmpty else {
            return "<p class=\"empty\">No preference was written in this run.</p>\n"
        }
        typealias M = FlowMetrics
        var rows = [Int](repeating: 0, count: PreferenceFlow.Stage.allCases.count)
        var positions: [CGPoint] = []
        for node in flow.nodes {
            let column = node.stage.rawValue
            positions.append(CGPoint(x: CGFloat(column) * (M.columnWidth + M.gap), y: M.top + CGFloat(rows[column]) * M.rowHeight))
            rows[column] += 1
        }
        let width = CGFloat(rows.count) * (M.columnWidth + M.gap) - M.gap + 24
        let height = M.top + CGFloat(rows.max() ?? 1) * M.rowHeight
        var svg = "<div class=\"flow\"><svg xmlns=\"http://www.w3.org/2000/svg\" class=\"flow-diagram\" id=\"\(prefix)-flow\""
            + " width=\"\(HTML.number(width))\" height=\"\(HTML.number(height))\" viewBox=\"0 0 \(HTML.number(width)) \(HTML.number(height))\">\n"
        svg += "  <defs><marker id=\"\(prefix)-arrow\" viewBox=\"0 0 8 8\" refX=\"8\" refY=\"4\" markerWidth=\"7\" markerHeight=\"7\""
            + " orient=\"auto-start-reverse\"><path d=\"M0,0 L8,4 L0,8 z\"/></marker></defs>\n"
        for stage in PreferenceFlow.Stage.allCases {
            let x = CGFloat(stage.rawValue) * (M.columnWidth + M.gap)
            svg += "  <text class=\"column\" x=\"\(HTML.number(x))\" y=\"14\">\(HTML.escape(stage.title))</text>\n"
        }
        for edge in flow.edges {
            let from = positions[edge.from], to = positions[edge.to]
            let sameColumn = flow.nodes[edge.from].stage == flow.nodes[edge.to].stage
            let start = CGPoint(x: from.x + M.columnWidth, y: from.y + M.nodeHeight / 2)
            let end = sameColumn ? CGPoint(x: to.x + M.columnWidth, y: to.y + M.nodeHeight / 2)
                : CGPoint(x: to.x, y: to.y + M.nodeHeight / 2)
            let bend = sameColumn ? M.gap * 0.8 : max(abs(end.x - start.x) / 2, 16)
            let control2x = sameColumn ? end.x + bend : end.x - bend
            let d = "M\(HTML.number(start.x)),\(HTML.number(start.y)) C\(HTML.number(start.x + bend)),\(HTML.number(start.y))"
                + " \(HTML.number(control2x)),\(HTML.number(end.y)) \(HTML.number(end.x)),\(HTML.number(end.y))"
            let count = flow.weights[edge] ?? 1
            svg += "  <path class=\"edge\"" + HTML.attributes([("data-from", "\(prefix)-n\(edge.from)"),
                                                            ("data-to", "\(prefix)-n\(edge.to)"), ("d", d),
                                                            ("marker-end", "url(#\(prefix)-arrow)")])
                + "><title>\(count) time\(count == 1 ? "" : "s")</title></path>\n"
        }
        for node in flow.nodes {
            let origin = positions[node.index]
            let value = node.values.last.map { node.values.count > 1 ? "\($0) (\(node.values.count) values)" : $0 } ?? ""
            let title = "\(node.stage.title): \(node.name) at \(node.path)\nvalues: \(node.values.joined(separator: ", "))"
                + "\nevents: \(node.events.map { "#\($0)" }.joined(separator: " "))"
            svg += "  <g class=\"node \(node.stage)\" data-node=\"\(prefix)-n\(node.index)\""
                + " transform=\"translate(\(HTML.number(origin.x)),\(HTML.number(origin.y)))\">"
                + "<title>\(HTML.escape(title))</title>"
                + "<rect width=\"\(HTML.number(M.columnWidth))\" height=\"\(HTML.number(M.nodeHeight))\" rx=\"5\"/>"
                + "<text x=\"6\" y=\"14\" class=\"name\">\(HTML.escape(Self.clip(node.name)))</text>"
                + "<text x=\"6\" y=\"27\">\(HTML.escape(Self.clipFront(node.path)))</text>"
                + "<text x=\"6\" y=\"39\" class=\"value\">\(HTML.escape(Self.clip(value)))</text></g>\n"
        }
        return svg + "</svg></div>\n"
    }

    /// `text` cut to the line's characters, ending in `…` when cut.
    private static func clip(_ text: String) -> String {
        text.count <= FlowMetrics.characters ? text : String(text.prefix(FlowMetrics.characters - 1)) + "…"
    }

    /// `text` cut from the front (a path's end says most), starting with `…` when cut.
    private static func clipFront(_ text: String) -> String {
        text.count <= FlowMetrics.characters ? text : "…" + String(text.suffix(FlowMetrics.characters - 1))
    }
}
