/// Shrinking: smaller trees that may still fail, tried greedily until none does, so a failure
/// is reported as the smallest reproduction found.
extension FuzzTree {
    /// The number of views and modifiers in the tree.
    public var size: Int {
        switch self {
        case .text, .color, .rectangle, .spacer, .empty, .arc: 1
        case .geometryReader(_, let content), .forEach(_, let content), .feedback(_, let content): 1 + content.size
        case .hStack(_, _, let children), .vStack(_, _, let children), .zStack(let children), .viewThatFits(let children),
             .layout(_, let children): 1 + children.reduce(0) { $0 + $1.size }
        case let .modified(modifier, content): 1 + content.size + (modifier.tree?.size ?? 0)
        }
    }

    /// Trees one step smaller than this one: a child in place of its parent, a child removed,
    /// a modifier dropped, a leaf simplified, or one of these inside a subtree.
    public var shrinkCandidates: [FuzzTree] {
        var result: [FuzzTree] = []
        if self != .color, self != .empty { result += [.empty, .color] }
        switch self {
        case .text(let string) where !string.isEmpty:
            result.append(.text(String(string.prefix(string.count / 2))))
        case let .geometryReader(scale, content):
            result.append(content)
            result += content.shrinkCandidates.map { .geometryReader(scale: scale, $0) }
        case let .forEach(ids, content):
            result.append(content)
            for index in ids.indices { var fewer = ids; fewer.remove(at: index); result.append(.forEach(ids: fewer, content)) }
            result += content.shrinkCandidates.map { .forEach(ids: ids, $0) }
        case let .feedback(mode, content):
            result.append(content)
            result += content.shrinkCandidates.map { .feedback(mode, $0) }
        case let .modified(modifier, content):
            result.append(content)
            if let tree = modifier.tree {
                result += tree.shrinkCandidates.map { .modified(modifier.replacingTree(with: $0), content) }
            }
            result += content.shrinkCandidates.map { .modified(modifier, $0) }
        case .hStack, .vStack, .zStack, .viewThatFits, .layout:
            let children = self.children
            result += children
            for index in children.indices {
                var fewer = children; fewer.remove(at: index); result.append(replacingChildren(with: fewer))
            }
            for index in children.indices {
                for candidate in children[index].shrinkCandidates {
                    var changed = children; changed[index] = candidate; result.append(replacingChildren(with: changed))
                }
            }
        default:
            break
        }
        return result
    }

    private var children: [FuzzTree] {
        switch self {
        case .hStack(_, _, let children), .vStack(_, _, let children), .zStack(let children), .viewThatFits(let children),
             .layout(_, let children): children
        default: []
        }
    }

    private func replacingChildren(with children: [FuzzTree]) -> FuzzTree {
        switch self {
        case let .hStack(alignment, spacing, _): .hStack(alignment, spacing: spacing, children)
        case let .vStack(alignment, spacing, _): .vStack(alignment, spacing: spacing, children)
        case .zStack: .zStack(children)
        case .viewThatFits: .viewThatFits(children)
        case .layout(let misbehaviour, _): .layout(misbehaviour, children)
        default: self
        }
    }

    /// The smallest tree found that still `fails`: greedy descent over `shrinkCandidates`,
    /// bounded by `attempts` checks.
    public func shrunk(attempts: Int = 400, while fails: (FuzzTree) -> Bool) -> FuzzTree {
        var current = self
        var remaining = attempts
        var improved = true
        while improved && remaining > 0 {
            improved = false
            let length = current.description.count
            for candidate in current.shrinkCandidates
            where candidate.size < current.size || (candidate.size == current.size && candidate.description.count < length) {
                guard remaining > 0 else { break }
                remaining -= 1
                if fails(candidate) {
                    current = candidate
                    improved = true
                    break
                }
            }
        }
        return current
    }
}

extension FuzzModifier {
    /// The tree a background or overlay holds.
    var tree: FuzzTree? {
        switch self {
        case .background(let tree), .overlay(let tree): tree
        default: nil
        }
    }

    func replacingTree(with tree: FuzzTree) -> FuzzModifier {
        switch self {
        case .background: .background(tree)
        case .overlay: .overlay(tree)
        default: self
        }
    }
}
