import Fixpoint
import FixpointGallery   // AirplaneView, seed 000's view

import FixpointTesting
import Foundation
import Testing

// The README's first snippet, kept compiling: its imports are this file's first lines, and its
// statements are the body of `readmeSnippet()` between the markers. A test checks that the README
// shows exactly that code.

/// The README's first snippet; returns what it computes so the test can check it.
private func readmeSnippet() -> (report: UpdateReport, plane: ViewSnapshot?) {
    // README snippet begins
    let host = ViewHost(AirplaneView(), proposal: ProposedViewSize(width: 175, height: nil), environment: .macOS)
    let report = host.run()                       // passes, frames, body evaluations, diagnostics
    let plane = host.snapshot.node(text: "✈️")    // frames in root coordinates
    // README snippet ends
    return (report, plane)
}

@Suite("The README's first snippet")
struct ReadmeSnippetTests {
    @Test("it runs: two passes, the airplane off-centre at 175 points")
    func snippetRuns() throws {
        let (report, plane) = readmeSnippet()
        #expect(report.converged)
        #expect(report.passes == 2)
        let frame = try #require(plane).frame
        #expect(frame.width > 0)
        #expect(abs(frame.midX - 175 / 2) > 0.5)
    }

    @Test("the README shows exactly the code compiled here")
    func readmeShowsThisCode() throws {
        let here = URL(fileURLWithPath: #filePath)
        let source = try String(contentsOf: here, encoding: .utf8)
        let readme = try String(contentsOf: here.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let sourceLines = source.components(separatedBy: "\n")
        let imports = sourceLines.prefix { !$0.isEmpty }
        let begin = try #require(sourceLines.firstIndex { $0.hasSuffix("// README snippet begins") })
        let end = try #require(sourceLines.firstIndex { $0.hasSuffix("// README snippet ends") })
        let statements = sourceLines[(begin + 1)..<end].map { String($0.dropFirst(4)) }
        let compiled = (imports + [""] + statements).joined(separator: "\n") + "\n"

        let readmeLines = readme.components(separatedBy: "\n")
        let open = try #require(readmeLines.firstIndex(of: "```swift"))
        let close = try #require(readmeLines[(open + 1)...].firstIndex(of: "```"))
        let shown = readmeLines[(open + 1)..<close].joined(separator: "\n") + "\n"
        #expect(shown == compiled, "\(lineDiff(compiled, shown))")
    }
}
