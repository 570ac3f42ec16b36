import Fixpoint
import Foundation

extension RunSection {
    /// For every pass, the answer to "why did this pass run?": its reason and each chain of
    /// causes, from a GeometryReader's preference write to the state the pass applied, every
    /// event linked to its row in the trace table.
    func whySection() -> String {
        let explanations = PassExplanation.all(in: run.report.trace)
        guard !explanations.isEmpty else { return "<p class=\"empty\">The trace holds no pass.</p>\n" }
        var html = "<div class=\"why\" id=\"\(prefix)-why\">\n"
        for explanation in explanations {
            html += "<article data-pass=\"\(explanation.pass)\">\n<h4>\(HTML.escape(explanation.headline))"
            if let start = explanation.start { html += " " + eventLink(start.id) }
            html += "</h4>\n"
            for chain in explanation.chains {
                guard let last = chain.last else { continue }
                var heading = "because of " + TraceTextWriter.subject(of: last)
                if let measurement = PassExplanation.measurement(in: chain), let path = measurement.path {
                    heading += ", measured by " + path
                }
                html += "<p>\(HTML.escape(heading)):</p>\n<ol class=\"chain\">\n"
                for event in chain {
                    html += "<li>\(eventLink(event.id)) \(HTML.escape(event.description))</li>\n"
                }
                html += "</ol>\n"
            }
            html += "</article>\n"
        }
        return html + "</div>\n"
    }

    /// The trace as a table, one event a row with its id, frame, pass, phase, what happened,
    /// the view's path, its cause and its effects (links to their rows); a check box per phase
    /// shows or hides that phase's rows (layout starts hidden); clicking a row marks its chain
    /// of causes.
    func traceSection() -> String {
        let trace = run.report.trace
        guard !trace.events.isEmpty else { return "<p class=\"empty\">The trace is empty.</p>\n" }
        var effects: [Int: [Int]] = [:]
        for event in trace.events {
            if let cause = event.cause { effects[cause, default: []].append(event.id) }
        }
        var counts: [TraceEvent.Phase: Int] = [:]
        for event in trace.events { counts[event.phase, default: 0] += 1 }
        let table = "\(prefix)-trace"
        var html = "<form class=\"phases\" data-table=\"\(table)\">show:"
        for phase in TraceEvent.Phase.allCases {
            let checked = phase == .layout ? "" : " checked"
            html += " <label><input type=\"checkbox\" name=\"\(phase.rawValue)\"\(checked)> \(phase.rawValue)"
                + " (\(counts[phase] ?? 0))</label>"
        }
        html += "</form>\n"
        html += "<table class=\"trace hide-layout\" id=\"\(table)\">\n<thead><tr><th>id</th><th>frame</th><th>pass</th>"
            + "<th>phase</th><th>event</th><th>path</th><th>cause</th><th>effects</th></tr></thead>\n<tbody>\n"
        for event in trace.events {
            let fields = TraceEventFields(event)
            var attributes: [(String, String)] = [("id", eventAnchor(event.id)), ("data-phase", event.phase.rawValue),
                                                  ("data-kind", fields.kind)]
            if let cause = event.cause { attributes.append(("data-cause", eventAnchor(cause))) }
            html += "<tr" + HTML.attributes(attributes) + "><td>\(event.id)</td><td>\(event.frame)</td>"
                + "<td>\(event.pass)</td><td>\(event.phase.rawValue)</td><td>\(HTML.escape(detail(of: event)))</td>"
                + "<td>\(event.path.map(HTML.escape) ?? "")</td><td>\(event.cause.map(eventLink) ?? "")</td>"
                + "<td>\((effects[event.id] ?? []).map(eventLink).joined(separator: " "))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    /// What happened, without the pass prefix and the path (they have their own columns).
    private func detail(of event: TraceEvent) -> String {
        var text = event.description
        let passPrefix = "pass \(event.pass) · "
        if text.hasPrefix(passPrefix) { text.removeFirst(passPrefix.count) }
        if let path = event.path { text = text.replacingOccurrences(of: " at \(path)", with: "") }
        return text
    }
}
