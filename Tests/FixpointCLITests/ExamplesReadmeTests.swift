import Foundation
import Testing

/// The README's "Use it in your package" section is copied from `Examples/`: each of its Swift
/// blocks must appear in the file it comes from, line by line and in order (indentation and
/// trailing comments aside; the README may leave lines out).
@Suite("README: Use it in your package")
struct ExamplesReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The files the section's Swift blocks are copied from, in the order of the blocks.
    static let sources = [
        "Examples/Package.swift",
        "Examples/Sources/MyViews/LabeledForm.swift",
        "Examples/Tests/MyViewsTests/LabeledFormTests.swift",
        "Examples/Sources/my-previews/main.swift",
    ]

    /// A line without indentation and without a trailing `//` comment; nil for blank and
    /// comment-only lines.
    static func normalized(_ line: Substring) -> String? {
        var text = line.trimmingCharacters(in: .whitespaces)
        if let comment = text.range(of: "  //") { text = String(text[..<comment.lowerBound]) }
        text = text.trimmingCharacters(in: .whitespaces)
        return text.isEmpty || text.hasPrefix("//") ? nil : text
    }

    @Test("each Swift block of the section appears in its Examples file, in order")
    func blocksAreCopied() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "## Use it in your package"))
        let end = try #require(readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex))
        let section = readme[start.upperBound..<end.lowerBound]
        let blocks = section.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(blocks.count == Self.sources.count)
        for (block, path) in zip(blocks, Self.sources) {
            let file = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            let lines = file.split(separator: "\n", omittingEmptySubsequences: false).compactMap(Self.normalized)
            var cursor = lines.startIndex
            for line in block.split(separator: "\n").compactMap(Self.normalized) {
                guard let found = lines[cursor...].firstIndex(of: line) else {
                    Issue.record("README line not found (in order) in \(path): \(line)")
                    break
                }
                cursor = found + 1
            }
        }
    }
}
