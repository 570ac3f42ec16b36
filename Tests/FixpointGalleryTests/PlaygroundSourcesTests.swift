import Foundation
import Testing

/// The Playgrounds show each step's source beside its renderings and write their numbers as
/// placeholders filled from the run (issue 11 §5). The Playgrounds are an executable, so these
/// tests read their files: every source literal must still appear verbatim in the file it
/// names, and no step may state a count the run could contradict.
@Suite("Playgrounds: sources and prose")
struct PlaygroundSourcesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Each `static let NAME = ViewSource(file: "…", code: #"""…"""#)`, the literal's lines
    /// without the closing delimiter's indentation, as Swift reads them.
    static func sources() throws -> [(name: String, file: String, code: [String])] {
        var result: [(String, String, [String])] = []
        for path in ["Playgrounds/ViewSource.swift", "Playgrounds/ViewSource+Flight.swift"] {
            let text = try read(path)
            let pattern = try NSRegularExpression(
                pattern: ##"static let (\w+) = ViewSource\(file: "([^"]+)", code: #"""\n(.*?)\n( *)"""#\)"##,
                options: [.dotMatchesLineSeparators])
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                func group(_ index: Int) -> String { String(text[Range(match.range(at: index), in: text)!]) }
                let indent = group(4).count
                let lines = group(3).split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.count >= indent ? String($0.dropFirst(indent)) : String($0) }
                result.append((group(1), group(2), lines))
            }
        }
        return result
    }

    /// Whether `lines` appear in `file` as consecutive lines, all indented by the same amount.
    static func contains(_ file: [String], _ lines: [String]) -> Bool {
        guard let first = lines.first else { return false }
        for start in file.indices where file[start].hasSuffix(first) {
            let indent = String(file[start].dropLast(first.count))
            guard indent.allSatisfy({ $0 == " " }), start + lines.count <= file.count else { continue }
            let matches = lines.indices.allSatisfy { index in
                lines[index].isEmpty ? file[start + index].trimmingCharacters(in: .whitespaces).isEmpty
                    : file[start + index] == indent + lines[index]
            }
            if matches { return true }
        }
        return false
    }

    @Test("every source literal appears verbatim in the file it names")
    func sourcesInSync() throws {
        let sources = try Self.sources()
        #expect(sources.count >= 17)
        for source in sources {
            let file = try Self.read(source.file).components(separatedBy: "\n")
            #expect(Self.contains(file, source.code), "ViewSource.\(source.name) no longer matches \(source.file): copy the code again")
        }
    }

    @Test("the sync check notices an edit")
    func checkIsNotVacuous() throws {
        let source = try #require(try Self.sources().first)
        let file = try Self.read(source.file).components(separatedBy: "\n")
        var edited = source.code
        edited[1] += " // edited"
        #expect(!Self.contains(file, edited))
    }

    @Test("every step that shows a view names a source that exists")
    func everyShowingHasASource() throws {
        let chapters = try Self.read("Playgrounds/Chapters.swift")
        let names = Set(try Self.sources().map(\.name))
        let showings = chapters.components(separatedBy: "Showing(").count - 1
        let pattern = try NSRegularExpression(pattern: #"source: \.(\w+)"#)
        let used = pattern.matches(in: chapters, range: NSRange(chapters.startIndex..., in: chapters)).map {
            String(chapters[Range($0.range(at: 1), in: chapters)!])
        }
        #expect(used.count == showings)
        #expect(Set(used).isSubset(of: names), "\(Set(used).subtracting(names))")
    }

    @Test("no step states a count: passes, frames and bodies come from the run as placeholders")
    func proseNumbersFromTheRun() throws {
        let chapters = try Self.read("Playgrounds/Chapters.swift")
        let stated = try NSRegularExpression(
            pattern: #"\b(one|two|three|four|five|[0-9]+) (extra )?(pass|passes|body evaluations?|bodies|frames?)\b"#,
            options: [.caseInsensitive])
        let found = stated.matches(in: chapters, range: NSRange(chapters.startIndex..., in: chapters)).map {
            String(chapters[Range($0.range, in: chapters)!])
        }
        #expect(found.isEmpty, "write {passes}, {frames} or {bodies} instead of \(found)")
        let placeholders = try NSRegularExpression(pattern: #"\{(\w+)\}"#)
        let names = Set(placeholders.matches(in: chapters, range: NSRange(chapters.startIndex..., in: chapters)).map {
            String(chapters[Range($0.range(at: 1), in: chapters)!])
        })
        #expect(names.isSubset(of: ["passes", "frames", "bodies"]), "\(names)")
        #expect(names.contains("passes"))
    }
}
