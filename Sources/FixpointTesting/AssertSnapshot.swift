import Foundation
import Testing

/// Checks `value` against the golden file `Snapshots/<name>.txt` beside the calling test file
/// (or `Snapshots/<name>` when the name has an extension, such as `airplane.svg`).
///
/// Tests call it after rendering a snapshot or a trace. A missing golden is recorded (and a
/// warning issue says where); with `record` true, a differing golden is rewritten. When the
/// environment variable `CI` is set nothing is ever written: a missing golden is a failure and a
/// differing one fails with the diff. A mismatch records an issue holding `lineDiff(_:_:)` of the
/// golden against `value`; matching goldens are never rewritten.
///
/// - Parameters:
///   - value: The text to check, compared byte for byte.
///   - name: The golden's name, optionally with an extension; may contain `/` for subfolders.
///   - directory: The folder of the goldens; `nil` means `Snapshots` next to the test file.
///   - record: Whether to overwrite a differing golden; by default, whether the environment
///     variable `RECORD_SNAPSHOTS` is `1`.
///   - sourceLocation: Where issues are reported, and whose file locates the default folder.
public func assertSnapshot(
    _ value: String,
    named name: String,
    directory: String? = nil,
    record: Bool = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard !name.isEmpty else {
        Issue.record(Comment(rawValue: "A snapshot needs a non-empty name."), sourceLocation: sourceLocation)
        return
    }
    let folder = directory ?? SnapshotStore.defaultDirectory(forTestFile: sourceLocation.filePath)
    let store = SnapshotStore(directory: folder, isCI: SnapshotStore.isCI(ProcessInfo.processInfo.environment))
    switch store.verify(value, named: name, record: record) {
    case .matched:
        break
    case let .recorded(path):
        Issue.record(Comment(rawValue: "Recorded snapshot \"\(name)\" at \(path); review and commit it."),
                     severity: .warning, sourceLocation: sourceLocation)
    case let .mismatched(path, diff):
        Issue.record(Comment(rawValue: """
            Snapshot "\(name)" does not match \(path):
            \(diff)Run with RECORD_SNAPSHOTS=1 to accept the new output.
            """), sourceLocation: sourceLocation)
    case let .missing(path):
        Issue.record(Comment(rawValue: """
            No golden file for snapshot "\(name)" at \(path), and recording is disabled because \
            CI is set. Record it locally and commit it.
            """), sourceLocation: sourceLocation)
    case let .failed(path, message):
        Issue.record(Comment(rawValue: "Snapshot \"\(name)\" at \(path): \(message)."),
                     sourceLocation: sourceLocation)
    }
}

/// Renders `value` with `format` and checks it against the golden `<name>.<format extension>`,
/// as `assertSnapshot(_:named:directory:record:sourceLocation:)` does.
///
/// Tests call it with `.tree`, `.ascii` or `.svg` on a `LayoutSnapshot`; the extension keeps
/// the goldens of one name apart (`card.tree.txt`, `card.ascii.txt`, `card.svg`).
public func assertSnapshot<Value>(
    of value: Value,
    as format: SnapshotFormat<Value>,
    named name: String,
    directory: String? = nil,
    record: Bool = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    assertSnapshot(format.render(value), named: name + "." + format.pathExtension,
                   directory: directory, record: record, sourceLocation: sourceLocation)
}
