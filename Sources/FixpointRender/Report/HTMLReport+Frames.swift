import Fixpoint
import Foundation

extension RunSection {
    /// The frames of the final layout, one view a row in pre-order, indented by depth, with its
    /// type, frame, text and whether it is hidden.
    func framesSection() -> String {
        let nodes = run.snapshot.nodes
        guard !nodes.isEmpty else { return "<p class=\"empty\">The layout is empty.</p>\n" }
        var html = "<table class=\"frames\" id=\"\(prefix)-frames\">\n<thead><tr><th>view</th><th>x</th><th>y</th>"
            + "<th>width</th><th>height</th><th>text</th><th>path</th></tr></thead>\n<tbody>\n"
        for node in nodes {
            let indent = String(repeating: "\u{00A0}\u{00A0}", count: node.depth)
            let hidden = node.isHidden ? " class=\"hidden\"" : ""
            html += "<tr\(hidden)><td>\(indent)\(HTML.escape(node.typeName))\(node.isHidden ? " (hidden)" : "")</td>"
                + "<td>\(HTML.number(node.frame.minX))</td><td>\(HTML.number(node.frame.minY))</td>"
                + "<td>\(HTML.number(node.frame.width))</td><td>\(HTML.number(node.frame.height))</td>"
                + "<td>\(node.text.map { HTML.escape("\"\($0)\"") } ?? "")</td><td>\(HTML.escape(node.path))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    /// The run's diagnostics, in order, or a line saying there were none.
    func diagnosticsSection() -> String {
        let diagnostics = run.report.diagnostics
        guard !diagnostics.isEmpty else { return "<p class=\"diagnostics none\">No diagnostics.</p>\n" }
        var html = "<ul class=\"diagnostics\">\n"
        for diagnostic in diagnostics {
            html += "<li><strong>\(HTML.escape(diagnostic.kind.rawValue))</strong>: \(HTML.escape(diagnostic.description))</li>\n"
        }
        return html + "</ul>\n"
    }
}
