import Fixpoint
import FixpointRender

/// A way to turn a value into golden-file text, with the file extension its goldens use.
///
/// Passed to `assertSnapshot(of:as:named:)` by tests; a format must be deterministic (equal
/// values give byte-identical text), or its goldens flap.
///
/// ```swift
/// assertSnapshot(of: host.snapshot, as: .tree, named: "airplane")   // Snapshots/airplane.tree.txt
/// assertSnapshot(of: host.snapshot, as: .svg, named: "airplane")    // Snapshots/airplane.svg
/// ```
public struct SnapshotFormat<Value>: Sendable {
    /// The extension appended to the snapshot name, without the leading dot (`tree.txt`, `svg`).
    public var pathExtension: String
    /// Turns the value into the text that is compared with the golden.
    public var render: @Sendable (Value) -> String

    /// Creates a format from its extension and its rendering.
    public init(pathExtension: String, render: @escaping @Sendable (Value) -> String) {
        self.pathExtension = pathExtension
        self.render = render
    }
}

extension SnapshotFormat where Value == String {
    /// The text itself, in a `.txt` golden.
    public static var lines: SnapshotFormat<String> {
        SnapshotFormat(pathExtension: "txt") { $0 }
    }
}

extension SnapshotFormat where Value == LayoutSnapshot {
    /// The `TreeDump` of the snapshot with default options, in a `.tree.txt` golden.
    public static var tree: SnapshotFormat<LayoutSnapshot> {
        tree(TreeDump.Options())
    }

    /// The `TreeDump` of the snapshot with `options`, in a `.tree.txt` golden.
    public static func tree(_ options: TreeDump.Options) -> SnapshotFormat<LayoutSnapshot> {
        SnapshotFormat(pathExtension: "tree.txt") { TreeDump.render($0, options: options) }
    }

    /// The snapshot drawn by a default `ASCIIRenderer`, in an `.ascii.txt` golden.
    public static var ascii: SnapshotFormat<LayoutSnapshot> {
        ascii(ASCIIRenderer())
    }

    /// The snapshot drawn by `renderer`, in an `.ascii.txt` golden.
    public static func ascii(_ renderer: ASCIIRenderer) -> SnapshotFormat<LayoutSnapshot> {
        SnapshotFormat(pathExtension: "ascii.txt") { renderer.render($0) }
    }

    /// The snapshot drawn by a default `SVGRenderer`, in an `.svg` golden.
    public static var svg: SnapshotFormat<LayoutSnapshot> {
        svg(SVGRenderer())
    }

    /// The snapshot drawn by `renderer`, in an `.svg` golden.
    public static func svg(_ renderer: SVGRenderer) -> SnapshotFormat<LayoutSnapshot> {
        SnapshotFormat(pathExtension: "svg") { renderer.render($0) }
    }
}

extension SnapshotFormat where Value == Trace {
    /// The trace's text log (`String(describing:)`), one event a line, in a `.trace.txt` golden.
    public static var trace: SnapshotFormat<Trace> {
        SnapshotFormat(pathExtension: "trace.txt") { String(describing: $0) }
    }

    /// The trace as JSON Lines (`JSONLinesTraceWriter`), in a `.trace.jsonl` golden.
    public static var jsonLines: SnapshotFormat<Trace> {
        SnapshotFormat(pathExtension: "trace.jsonl") { JSONLinesTraceWriter.render($0) }
    }
}
