import Fixpoint
import Foundation

/// One self-contained HTML page about one or more runs of a view: a filmstrip of the layout
/// after each pass with what changed highlighted, why each pass ran, the preference flow as a
/// diagram, the trace as a filterable table linked by cause, the frames per node, the
/// diagnostics and, for a sweep, passes and variants along the widths with the switches marked.
///
/// `fixpoint report` builds it from `ViewHost.runRecordingPassSnapshots()` results; it reads only
/// snapshots, traces and report values, inlines its SVG, CSS and script (nothing is fetched
/// from a network), and prints every number with `NumberFormat`, so equal inputs give
/// byte-identical pages. Element ids are prefixed per run (`r1-e9` is event 9 of the first run).
public struct HTMLReport: Sendable {
    /// A name and a value shown in a run's summary line (`variant: off-centre`).
    public struct Fact: Hashable, Sendable {
        /// The name.
        public var name: String
        /// The value.
        public var value: String
        /// Creates a fact.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// One run of the view: its report, the layout after each pass and the final layout.
    public struct Run: Sendable {
        /// The heading of the run's section (`width 175`).
        public var title: String
        /// Extra facts for the summary line, after passes, frames and convergence.
        public var facts: [Fact]
        /// The run's report (its trace should be recorded with `TraceDetail.full` for the layout
        /// rows of the trace table).
        public var report: UpdateReport
        /// The layout after each pass, in pass order.
        public var passSnapshots: [PassSnapshot]
        /// The layout after the run.
        public var snapshot: LayoutSnapshot

        /// Creates a run section's input.
        public init(title: String, facts: [Fact] = [], report: UpdateReport, passSnapshots: [PassSnapshot],
                    snapshot: LayoutSnapshot) {
            self.title = title
            self.facts = facts
            self.report = report
            self.passSnapshots = passSnapshots
            self.snapshot = snapshot
        }
    }

    /// One sampled width of a sweep.
    public struct SweepSample: Hashable, Sendable {
        /// The width.
        public var width: CGFloat
        /// The variant shown there.
        public var variant: String
        /// Passes to the fixed point.
        public var passes: Int
        /// Whether the run converged.
        public var converged: Bool
        /// Creates a sample.
        public init(width: CGFloat, variant: String, passes: Int, converged: Bool) {
            self.width = width
            self.variant = variant
            self.passes = passes
            self.converged = converged
        }
    }

    /// A switch between two variants found between two widths.
    public struct SweepSwitch: Hashable, Sendable {
        /// The largest width known to show `lowerVariant`.
        public var below: CGFloat
        /// The smallest width known to show `upperVariant`.
        public var above: CGFloat
        /// The variant below the switch.
        public var lowerVariant: String
        /// The variant from the switch on.
        public var upperVariant: String
        /// Creates a switch.
        public init(below: CGFloat, above: CGFloat, lowerVariant: String, upperVariant: String) {
            self.below = below
            self.above = above
            self.lowerVariant = lowerVariant
            self.upperVariant = upperVariant
        }
    }

    /// A sweep over widths: its heading, samples (ascending widths) and switches.
    public struct Sweep: Sendable {
        /// The heading (`widths 100...250, step 25`).
        public var title: String
        /// The samples, by ascending width.
        public var samples: [SweepSample]
        /// The switches, by ascending width.
        public var switches: [SweepSwitch]
        /// Creates a sweep section's input.
        public init(title: String, samples: [SweepSample], switches: [SweepSwitch]) {
            self.title = title
            self.samples = samples
            self.switches = switches
        }
    }

    /// A figure given as SVG markup with a heading and lines under it (the convergence check's
    /// chart and findings), shown after the sweep.
    public struct Figure: Sendable {
        /// The section's anchor (`check`).
        public var id: String
        /// The heading.
        public var title: String
        /// An inline SVG document, inserted as given.
        public var svg: String
        /// Lines listed under the picture, escaped.
        public var lines: [String]
        /// Creates a figure.
        public init(id: String, title: String, svg: String, lines: [String] = []) {
            self.id = id
            self.title = title
            self.svg = svg
            self.lines = lines
        }
    }

    /// The page title (`fixpoint report · airplane`).
    public var title: String
    /// One line under the title (the example's summary, the environment).
    public var summary: String
    /// The runs, each a section.
    public var runs: [Run]
    /// The sweep, if any, shown before the runs.
    public var sweep: Sweep?
    /// Figures shown after the sweep, before the runs.
    public var figures: [Figure] = []

    /// Creates a report.
    public init(title: String, summary: String, runs: [Run], sweep: Sweep? = nil) {
        self.title = title
        self.summary = summary
        self.runs = runs
        self.sweep = sweep
    }

    /// The page: a complete HTML5 document ending in a newline.
    public func render() -> String {
        var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<title>\(HTML.escape(title))</title>\n<style>\n\(Self.style)</style>\n</head>\n<body>\n"
        page += "<header>\n<h1>\(HTML.escape(title))</h1>\n<p class=\"summary\">\(HTML.escape(summary))</p>\n"
        page += "<nav>"
        var links: [String] = []
        if sweep != nil { links.append("<a href=\"#sweep\">sweep</a>") }
        for figure in figures { links.append("<a href=\"#\(HTML.escape(figure.id))\">\(HTML.escape(figure.title))</a>") }
        for (index, run) in runs.enumerated() {
            links.append("<a href=\"#r\(index + 1)\">\(HTML.escape(run.title))</a>")
        }
        page += links.joined(separator: " · ") + "</nav>\n</header>\n"
        if let sweep { page += Self.sweepSection(sweep) }
        for figure in figures {
            page += "<section class=\"figure\" id=\"\(HTML.escape(figure.id))\">\n<h2>\(HTML.escape(figure.title))</h2>\n"
            page += figure.svg + (figure.svg.hasSuffix("\n") ? "" : "\n")
            if !figure.lines.isEmpty {
                page += "<ul>\n" + figure.lines.map { "<li>\(HTML.escape($0))</li>\n" }.joined() + "</ul>\n"
            }
            page += "</section>\n"
        }
        for (index, run) in runs.enumerated() {
            page += RunSection(run: run, prefix: "r\(index + 1)").render()
        }
        page += "<script>\n\(Self.script)</script>\n</body>\n</html>\n"
        return page
    }
}

/// The section of one run: summary, filmstrip, why, flow, trace, frames and diagnostics.
///
/// Built by `HTMLReport.render()` per run; `prefix` keeps its element ids apart from other runs'.
struct RunSection {
    let run: HTMLReport.Run
    let prefix: String

    func render() -> String {
        let report = run.report
        var facts = ["passes \(report.passes)", "frames \(report.frames)",
                     report.converged ? "converged" : "not converged", "bodies \(report.totalBodyEvaluations)"]
        facts += run.facts.map { "\($0.name) \($0.value)" }
        var html = "<section class=\"run\" id=\"\(prefix)\">\n<h2>\(HTML.escape(run.title))</h2>\n"
        html += "<p class=\"facts\">\(HTML.escape(facts.joined(separator: " · ")))</p>\n"
        html += "<h3>Filmstrip: the layout after each pass</h3>\n" + filmstrip()
        html += "<h3>Why each pass ran</h3>\n" + whySection()
        html += "<h3>Preference flow</h3>\n" + flowSection()
        html += "<h3>Trace</h3>\n" + traceSection()
        html += "<h3>Frames</h3>\n" + framesSection()
        html += "<h3>Diagnostics</h3>\n" + diagnosticsSection()
        return html + "</section>\n"
    }

    /// The id of event `id`'s row.
    func eventAnchor(_ id: Int) -> String {
        "\(prefix)-e\(id)"
    }

    /// A link to event `id`'s row, `#id`.
    func eventLink(_ id: Int) -> String {
        "<a class=\"ev\" href=\"#\(eventAnchor(id))\">#\(id)</a>"
    }
}
