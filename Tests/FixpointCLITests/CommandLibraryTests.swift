import Fixpoint
import FixpointCLI
import FixpointTesting
import Foundation
import Testing

// A user's own views, run through the command line as a library, as a previews executable of
// their package would (`FixpointCommand.main(examples:)` is this catalogue plus the process's
// arguments and exit code).

/// The widest label's width.
private struct LabelWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Labels as wide as the widest: measured into state, then laid out again (two passes).
private struct WidestLabel: View {
    @State private var width: CGFloat?

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(["Name", "Email address"], id: \.self) { title in
                Text(title)
                    .fixedSize()
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: LabelWidthKey.self, value: proxy.size.width)
                    })
                    .frame(width: width, alignment: .leading)
                    .background(Color.yellow)
            }
        }
        .onPreferenceChange(LabelWidthKey.self) { width = $0 }
    }
}

/// The one-pass twin: the stack is as wide as its widest label and the labels fill it.
private struct WidestLabelTwin: View {
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(["Name", "Email address"], id: \.self) { title in
                Text(title).frame(maxWidth: .infinity, alignment: .leading).background(Color.yellow)
            }
        }
        .fixedSize(horizontal: true, vertical: false)
    }
}

private struct WidestLabel_Previews: PreviewProvider {
    static var previews: some View { WidestLabel() }
}

/// A provider spelled without the underscore.
private struct TwinPreviews: PreviewProvider {
    static var previews: some View { WidestLabelTwin().padding() }
}

/// "equal widths" when the yellow backgrounds share one width, else "uneven widths".
private func labelWidths(_ snapshot: LayoutSnapshot) -> String {
    let widths = Set(snapshot.nodes(typeName: "Color").filter(\.isBackgroundLayer).map { ($0.frame.width * 1000).rounded() })
    return widths.count == 1 ? "equal widths" : "uneven widths"
}

@Suite("The command line as a library, on a user's own views")
struct CommandLibraryTests {
    static let catalogue = CommandLineTool.Catalogue(programName: "my-previews", examples: [
        Example("labels", summary: "Labels measured to the widest", width: 200, widths: [200, 120],
                variant: labelWidths, comparedWith: "labels-twin") { WidestLabel() },
        Example("labels-twin", summary: "The one-pass twin", width: 200, widths: [200], variant: labelWidths) {
            WidestLabelTwin()
        },
        Example(preview: WidestLabel_Previews.self, environment: .macOS),
    ])

    private func run(_ arguments: String...) -> CommandLineTool.Result {
        CommandLineTool.run(arguments, catalogue: Self.catalogue)
    }

    @Test("list prints the user's examples in order; a preview is named after its provider")
    func list() {
        #expect(run("list") == .init(output: """
            labels       Labels measured to the widest
            labels-twin  The one-pass twin
            WidestLabel

            """, exitCode: 0))
    }

    @Test("run hosts the user's view: two passes, its variant, and its twin's beside it")
    func runMeasured() {
        let result = run("run", "labels", "--width", "320")
        #expect(result.exitCode == 0)
        #expect(result.output.hasPrefix("WidestLabel [x:0 y:0 w:"))
        #expect(result.output.contains("passes: 2, frames: 1, converged: true\nvariant: equal widths\n"))
        #expect(result.output.hasSuffix("beside labels-twin: equal widths (same choice)\n"))
        let twin = run("run", "labels-twin")
        #expect(twin.output.contains("passes: 1, frames: 1, converged: true\nvariant: equal widths\n"))
    }

    @Test("run --trace prints the user's view's trace; layout and every format work")
    func traceAndFormats() {
        let traced = run("run", "WidestLabel", "--trace", "--only", "state")
        #expect(traced.exitCode == 0)
        #expect(traced.output.contains("trace (only state, "))
        #expect(traced.output.contains("pass 2 · start"))
        for format in ["tree", "ascii", "svg"] {
            let result = run("layout", "labels", "--format", format)
            #expect(result.exitCode == 0)
            #expect(result == run("layout", "labels", "--format", format))
        }
    }

    @Test("the example's environment is its default; --environment overrides it")
    func environment() {
        let macOS = run("run", "WidestLabel")
        let iOS = run("run", "WidestLabel", "--environment", "iOS")
        #expect(macOS.exitCode == 0 && iOS.exitCode == 0)
        #expect(macOS.output != iOS.output)
        #expect(macOS == run("run", "WidestLabel", "--environment", "macOS"))
    }

    @Test("sweep runs over the user's view")
    func sweep() {
        let result = run("sweep", "labels", "--width", "100...200", "--step", "50")
        #expect(result.exitCode == 0)
        #expect(result.output.hasPrefix("sweep labels, width 100...200 step 50\n"))
        #expect(result.output.contains("equal widths"))
    }

    @Test("no command prints every example at its widths under the program's name")
    func overview() {
        let result = run()
        #expect(result.exitCode == 0)
        #expect(result.output.hasPrefix("my-previews: each example at its widths"))
        #expect(result.output.contains("== labels — Labels measured to the widest\nwidth 200: equal widths · passes 2"))
        #expect(result.output.contains("width 120: equal widths · passes 2"))
        #expect(result.output.contains("  beside labels-twin: equal widths (same choice)"))
        #expect(!result.output.contains("article"))
    }

    @Test("help and errors name the user's program, never the gallery")
    func usage() {
        let help = run("help")
        #expect(help.exitCode == 0)
        #expect(help.output.hasPrefix("USAGE: my-previews [<command> [options]]\n\nWith no command, prints every example"))
        #expect(!help.output.contains("fixpoint") && !help.output.contains("article"))
        let unknown = run("run", "airplane")
        #expect(unknown.exitCode == 2)
        #expect(unknown.output == "error: unknown example 'airplane' ('my-previews list' lists them)\nsee 'my-previews help run'\n")
        #expect(run("--version").output.hasPrefix("my-previews (Fixpoint "))
    }

    @Test("a catalogue whose names cannot be typed or repeat is a one-line error", arguments: [
        (["a", "a"], "error: two examples are named 'a'\n"),
        ([""], "error: an example has an empty name\n"),
        (["-x"], "error: the example name '-x' cannot be typed as an argument (no spaces, no leading '-')\n"),
        (["my view"], "error: the example name 'my view' cannot be typed as an argument (no spaces, no leading '-')\n"),
    ])
    func badCatalogues(names: [String], message: String) {
        let catalogue = CommandLineTool.Catalogue(programName: "p", examples: names.map { Example($0) { Text("x") } })
        #expect(CommandLineTool.run(["list"], catalogue: catalogue) == .init(output: message, exitCode: 2))
    }

    @Test("preview providers become examples named without their suffix")
    func previews() {
        let examples = FixpointCommand.examples(previews: WidestLabel_Previews.self, TwinPreviews.self)
        #expect(examples.map(\.name) == ["WidestLabel", "Twin"])
        #expect(examples[1].summary.isEmpty && examples[1].galleryWidths == [390])
        #expect(Example(preview: WidestLabel_Previews.self, name: "custom").name == "custom")
        let host = examples[0].host(proposal: ProposedViewSize(width: 300, height: nil), environment: .iOS)
        #expect(host.run().passes == 2)
    }

    @Test("the gallery catalogue is fixpoint's")
    func gallery() {
        #expect(CommandLineTool.run(["list"]) == CommandLineTool.run(["list"], catalogue: .gallery))
        #expect(CommandLineTool.usage == CommandLineTool.usage(for: .gallery))
        #expect(CommandLineTool.usage.hasPrefix("USAGE: fixpoint [<command> [options]]\n\nWith no command, prints the gallery"))
    }
}
