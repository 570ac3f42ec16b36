import Fixpoint
import Foundation

/// What changed for one view between two layouts of the same tree, matched by path: it
/// appeared, disappeared, moved or resized, showed other text, or was hidden or shown.
///
/// Computed by the HTML report's filmstrip between consecutive passes; reads only the two
/// snapshots. `changes(from:to:)` lists changes in the newer layout's pre-order, then removals
/// in the older one's.
struct LayoutChange: Hashable {
    /// How the view changed.
    enum Kind: Hashable {
        case added
        case removed
        case frame(from: CGRect, to: CGRect)
        case text(from: String?, to: String?)
        case visibility(isHidden: Bool)
    }

    /// The view's path.
    let path: String
    /// The view's type name.
    let typeName: String
    /// Every way it changed, in the order added/removed, frame, text, visibility.
    let kinds: [Kind]
    /// The view's frame in the newer layout (its old frame when removed).
    let frame: CGRect
    /// Whether the view is drawn in the newer layout (not hidden, not removed).
    let isVisible: Bool
    /// Whether the view was drawn in the older layout (not hidden, not added).
    let wasVisible: Bool

    /// The view's frame in the older layout when it moved, resized or was removed.
    var previousFrame: CGRect? {
        for kind in kinds {
            switch kind {
            case let .frame(from, _): return from
            case .removed: return frame
            default: continue
            }
        }
        return nil
    }

    /// The changes from `old` to `new`.
    static func changes(from old: LayoutSnapshot, to new: LayoutSnapshot) -> [LayoutChange] {
        var oldByPath: [String: ViewSnapshot] = [:]
        for node in old.nodes where oldByPath[node.path] == nil { oldByPath[node.path] = node }
        let visible = Set(RenderScene(new).visibleIndices)
        let oldVisible = Set(RenderScene(old).visibleIndices.map { old.nodes[$0].path })
        var result: [LayoutChange] = []
        var seen: Set<String> = []
        for (index, node) in new.nodes.enumerated() where seen.insert(node.path).inserted {
            var kinds: [Kind] = []
            if let before = oldByPath[node.path] {
                if before.frame != node.frame { kinds.append(.frame(from: before.frame, to: node.frame)) }
                if before.text != node.text { kinds.append(.text(from: before.text, to: node.text)) }
                if before.isHidden != node.isHidden { kinds.append(.visibility(isHidden: node.isHidden)) }
            } else {
                kinds.append(.added)
            }
            guard !kinds.isEmpty else { continue }
            result.append(LayoutChange(path: node.path, typeName: node.typeName, kinds: kinds, frame: node.frame,
                                       isVisible: visible.contains(index), wasVisible: oldVisible.contains(node.path)))
        }
        let newPaths = Set(new.nodes.map(\.path))
        var removed: Set<String> = []
        for node in old.nodes where !newPaths.contains(node.path) && removed.insert(node.path).inserted {
            result.append(LayoutChange(path: node.path, typeName: node.typeName, kinds: [.removed], frame: node.frame,
                                       isVisible: false, wasVisible: oldVisible.contains(node.path)))
        }
        return result
    }

    /// One readable line: `frame [x:0 …] → [x:14.845 …]; text "San Fr…" → "San Francisco"`.
    var summary: String {
        kinds.map { kind in
            switch kind {
            case .added: "added at \(HTML.frame(frame))"
            case .removed: "removed (was at \(HTML.frame(frame)))"
            case let .frame(from, to): "frame \(HTML.frame(from)) → \(HTML.frame(to))"
            case let .text(from, to): "text \(Self.quoted(from)) → \(Self.quoted(to))"
            case let .visibility(isHidden): isHidden ? "hidden" : "shown"
            }
        }.joined(separator: "; ")
    }

    private static func quoted(_ text: String?) -> String {
        text.map { "\"\($0)\"" } ?? "none"
    }
}
