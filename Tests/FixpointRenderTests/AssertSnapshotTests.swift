import Foundation
import Testing
import FixpointTesting

/// The golden-file helper itself, driven in throw-away folders.
@Suite("assertSnapshot")
struct AssertSnapshotTests {
    /// A fresh, empty folder under the temporary directory.
    private func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("fixpoint-snapshots-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("names without an extension get .txt; names with one keep it")
    func fileNames() {
        #expect(SnapshotStore.fileName(for: "flight-card") == "flight-card.txt")
        #expect(SnapshotStore.fileName(for: "airplane.svg") == "airplane.svg")
        #expect(SnapshotStore.fileName(for: "cards/airplane.tree.txt") == "cards/airplane.tree.txt")
    }

    @Test("a missing golden is recorded, then matched, and never rewritten when equal")
    func recordThenMatch() throws {
        let folder = try temporaryFolder()
        let store = SnapshotStore(directory: folder, isCI: false)
        let path = folder + "/card.txt"
        #expect(store.verify("a\nb\n", named: "card", record: false) == .recorded(path: path))
        #expect(contents(path) == "a\nb\n")
        #expect(store.verify("a\nb\n", named: "card", record: false) == .matched(path: path))
        #expect(store.verify("a\nb\n", named: "card", record: true) == .matched(path: path))
    }

    @Test("a differing golden fails with the line diff and is kept, unless recording")
    func mismatch() throws {
        let folder = try temporaryFolder()
        let store = SnapshotStore(directory: folder, isCI: false)
        let path = folder + "/nested/card.svg"
        _ = store.verify("<svg/>\n", named: "nested/card.svg", record: false)
        #expect(store.verify("<svg></svg>\n", named: "nested/card.svg", record: false)
                == .mismatched(path: path, diff: lineDiff("<svg/>\n", "<svg></svg>\n")))
        #expect(contents(path) == "<svg/>\n")
        #expect(store.verify("<svg></svg>\n", named: "nested/card.svg", record: true) == .recorded(path: path))
        #expect(contents(path) == "<svg></svg>\n")
    }

    @Test("on CI nothing is written: a missing golden is an error, recording is ignored")
    func neverRecordsOnCI() throws {
        let folder = try temporaryFolder()
        let store = SnapshotStore(directory: folder, isCI: true)
        let path = folder + "/card.txt"
        #expect(store.verify("a\n", named: "card", record: true) == .missing(path: path))
        #expect(!FileManager.default.fileExists(atPath: path))
        _ = SnapshotStore(directory: folder, isCI: false).verify("a\n", named: "card", record: false)
        #expect(store.verify("b\n", named: "card", record: true) == .mismatched(path: path, diff: lineDiff("a\n", "b\n")))
        #expect(contents(path) == "a\n")
        #expect(SnapshotStore.isCI(["CI": "true"]))
        #expect(!SnapshotStore.isCI(["CI": ""]))
        #expect(!SnapshotStore.isCI([:]))
    }

    @Test("a mismatch is reported as an issue at the caller")
    func mismatchIsAnIssue() throws {
        let folder = try temporaryFolder()
        try Data("expected\n".utf8).write(to: URL(fileURLWithPath: folder + "/value.txt"))
        withKnownIssue {
            assertSnapshot("actual\n", named: "value", directory: folder, record: false)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("-1   | expected") && text.contains("+  1 | actual")
        }
    }

    @Test("the default folder is Snapshots beside the test file, with symbolic links resolved")
    func defaultFolder() throws {
        let folder = try temporaryFolder()
        let real = folder + "/real", link = folder + "/link"
        try FileManager.default.createDirectory(atPath: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        let resolved = URL(fileURLWithPath: real).resolvingSymlinksInPath().path
        #expect(SnapshotStore.defaultDirectory(forTestFile: link + "/SomeTests.swift") == resolved + "/Snapshots")
        // This file's goldens exist where the default points.
        let here = SnapshotStore.defaultDirectory(forTestFile: #filePath)
        #expect(FileManager.default.fileExists(atPath: here + "/flight-card.tree.txt"))
    }
}
