import Fixpoint
import Foundation

extension RunSection {
    /// The layout after each pass, side by side, on one shared view box; from the second pass
    /// on, views that moved, resized, changed text or appeared are outlined (where moved or
    /// resized views were is dashed), and every change is listed under the picture.
    func filmstrip() -> String {
        let passes = run.passSnapshots
        guard !passes.isEmpty else { return "<p class=\"empty\">No pass snapshots were recorded.</p>\n" }
        var box = CGRect.null
        for pass in passes {
            let bounds = RenderScene(pass.snapshot).bounds
            box = box.union(bounds)
        }
        if box.isNull || !box.isFiniteRect { box = .zero }
        box = box.insetBy(dx: -4, dy: -4)
        let pixels = min(max(box.width * 2, 160), 520)
        var html = "<div class=\"filmstrip\" id=\"\(prefix)-filmstrip\">\n"
        var previous: LayoutSnapshot?
        for pass in passes {
            let changes = previous.map { LayoutChange.changes(from: $0, to: pass.snapshot) } ?? []
            html += "<figure class=\"pass\" data-pass=\"\(pass.pass)\" style=\"width:\(HTML.number(pixels))px\">\n"
            html += picture(pass.snapshot, box: box, highlighted: changes.filter { $0.isVisible || $0.wasVisible })
            html += "<figcaption>pass \(pass.pass) · frame \(pass.frame) · \(HTML.escape(pass.reason.description))"
            if previous == nil {
                html += " · first layout"
            } else {
                html += " · \(changes.count) change\(changes.count == 1 ? "" : "s")"
            }
            html += "</figcaption>\n"
            if !changes.isEmpty {
                html += "<details class=\"changes\"><summary>what changed since pass \(pass.pass - 1)</summary>\n<ul>\n"
                for change in changes {
                    html += "<li><code>\(HTML.escape(change.path))</code>: \(HTML.escape(change.summary))</li>\n"
                }
                html += "</ul></details>\n"
            }
            html += "</figure>\n"
            previous = pass.snapshot
        }
        return html + "</div>\n"
    }

    /// One pass's picture: the SVG renderer's drawing on `box`, with `highlighted` views outlined.
    private func picture(_ snapshot: LayoutSnapshot, box: CGRect, highlighted: [LayoutChange]) -> String {
        let drawing = SVGRenderer().render(snapshot)
        // Replace the renderer's opening tag (its first line) to share one view box across passes.
        let body = drawing.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).dropFirst().first ?? ""
        let viewBox = [box.minX, box.minY, box.width, box.height].map(HTML.number).joined(separator: " ")
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"layout\" viewBox=\"\(viewBox)\""
            + " font-family=\"\(SVGRenderer.fontFamily)\" role=\"img\">\n"
        svg += "  <rect class=\"canvas\"" + HTML.attributes([("x", HTML.number(box.minX)), ("y", HTML.number(box.minY)),
                                                           ("width", HTML.number(box.width)),
                                                           ("height", HTML.number(box.height))]) + "/>\n"
        var content = String(body)
        if content.hasSuffix("</svg>\n") { content.removeLast("</svg>\n".count) }
        svg += content
        if !highlighted.isEmpty {
            // Where moved, resized or removed views were, dashed, under the outlines of where they are.
            svg += "  <g class=\"previous\">\n"
            for change in highlighted where change.wasVisible {
                guard let frame = change.previousFrame, frame.isFiniteRect else { continue }
                svg += "    <rect" + HTML.attributes([
                    ("x", HTML.number(frame.minX)), ("y", HTML.number(frame.minY)),
                    ("width", HTML.number(frame.width)), ("height", HTML.number(frame.height)),
                ]) + "/>\n"
            }
            svg += "  </g>\n"
            svg += "  <g class=\"changed\">\n"
            for change in highlighted where change.isVisible && change.frame.isFiniteRect {
                svg += "    <rect" + HTML.attributes([
                    ("x", HTML.number(change.frame.minX)), ("y", HTML.number(change.frame.minY)),
                    ("width", HTML.number(change.frame.width)), ("height", HTML.number(change.frame.height)),
                ]) + "><title>\(HTML.escape(change.path + ": " + change.summary))</title></rect>\n"
            }
            svg += "  </g>\n"
        }
        return svg + "</svg>\n"
    }
}
