import Foundation

/// The golden files of one folder: compares a text with `<name>` there and records it when
/// allowed; the file-system half of `assertSnapshot`, kept apart so tests can drive it directly.
///
/// `assertSnapshot` builds one per call. It never writes when `isCI` is true (a missing golden is
/// then an error), never rewrites a golden that already matches, and writes atomically.
package struct SnapshotStore: Sendable {
    /// What a comparison found.
    package enum Outcome: Equatable, Sendable {
        /// The golden at `path` equals the value.
        case matched(path: String)
        /// The value was written to `path` (the golden was missing, or recording was asked for).
        case recorded(path: String)
        /// The golden at `path` differs; `diff` is `lineDiff(golden, value)`.
        case mismatched(path: String, diff: String)
        /// There is no golden at `path` and recording is not allowed (CI).
        case missing(path: String)
        /// Reading or writing `path` failed with `message`.
        case failed(path: String, message: String)
    }

    /// The folder that holds the golden files.
    package var directory: String
    /// Whether the tests run on CI, where recording is disabled.
    package var isCI: Bool

    /// Creates a store for `directory`.
    package init(directory: String, isCI: Bool) {
        self.directory = directory
        self.isCI = isCI
    }

    /// The `Snapshots` folder beside the test file at `filePath`, with symbolic links resolved
    /// so goldens land in the real source tree.
    package static func defaultDirectory(forTestFile filePath: String) -> String {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().resolvingSymlinksInPath()
            .appendingPathComponent("Snapshots", isDirectory: true).path
    }

    /// The file name for a snapshot name: the name itself when it has an extension
    /// (`airplane.svg`), else the name plus `.txt`.
    package static func fileName(for name: String) -> String {
        URL(fileURLWithPath: name).pathExtension.isEmpty ? name + ".txt" : name
    }

    /// Whether the environment says the tests run on CI (`CI` set and not empty).
    package static func isCI(_ environment: [String: String]) -> Bool {
        !(environment["CI"] ?? "").isEmpty
    }

    /// Compares `value` with the golden for `name`, recording it when the golden is missing or
    /// `record` is true, unless on CI.
    package func verify(_ value: String, named name: String, record: Bool) -> Outcome {
        let path = URL(fileURLWithPath: directory, isDirectory: true)
            .appendingPathComponent(Self.fileName(for: name)).path
        let golden: String?
        if FileManager.default.fileExists(atPath: path) {
            guard let data = FileManager.default.contents(atPath: path) else {
                return .failed(path: path, message: "could not read the golden file")
            }
            golden = String(decoding: data, as: UTF8.self)
        } else {
            golden = nil
        }
        if let golden, golden == value { return .matched(path: path) }
        if isCI || (golden != nil && !record) {
            guard let golden else { return .missing(path: path) }
            return .mismatched(path: path, diff: lineDiff(golden, value))
        }
        do {
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try Data(value.utf8).write(to: url, options: .atomic)
            return .recorded(path: path)
        } catch {
            return .failed(path: path, message: "could not write the golden file: \(error)")
        }
    }
}
