import Fixpoint
import Foundation
import Testing

// Finders for tests: a node by its path, its text or its view type, recording an issue that
// lists what the snapshot holds when the node is missing (rather than crashing on a nil).

extension LayoutSnapshot {
    /// Every path, in pre-order; failure messages list them.
    public var paths: [String] { nodes.map(\.path) }

    /// The frame of the node at `path` (`AirplaneView/HStack/Text[1]`), in root coordinates;
    /// records an issue listing the paths and returns `.null` when there is none.
    public func frame(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) -> CGRect {
        guard let node = node(path: path) else {
            Issue.record(Comment(rawValue: "No node at \(path); paths: \(paths)"), sourceLocation: sourceLocation)
            return .null
        }
        return node.frame
    }

    /// The frame of the first node showing `text` (displayed or full text), in root coordinates;
    /// records an issue listing the texts and returns `.null` when there is none.
    public func frame(of text: String, sourceLocation: SourceLocation = #_sourceLocation) -> CGRect {
        guard let node = node(text: text) else {
            Issue.record(Comment(rawValue: "No node shows \"\(text)\"; texts: \(nodes.compactMap(\.fullText))"),
                         sourceLocation: sourceLocation)
            return .null
        }
        return node.frame
    }

    /// The nodes of views of `type`, in pre-order (matched by the type's name without generic
    /// arguments, as snapshots record it).
    public func nodes<V: View>(ofType type: V.Type) -> [ViewSnapshot] {
        nodes(typeName: Self.snapshotName(of: type))
    }

    /// The first node of a view of `type`; records an issue listing the type names and returns
    /// nil when there is none.
    public func node<V: View>(ofType type: V.Type, sourceLocation: SourceLocation = #_sourceLocation) -> ViewSnapshot? {
        guard let node = nodes(ofType: type).first else {
            let names = nodes.map(\.typeName).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            Issue.record(Comment(rawValue: "No \(Self.snapshotName(of: type)) node; types: \(names)"),
                         sourceLocation: sourceLocation)
            return nil
        }
        return node
    }

    /// The name a snapshot records for `type`: `String(describing:)` without generic arguments
    /// or module qualification.
    static func snapshotName(of type: Any.Type) -> String {
        var name = String(describing: type)
        if let bracket = name.firstIndex(of: "<") { name = String(name[..<bracket]) }
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        return name
    }
}
