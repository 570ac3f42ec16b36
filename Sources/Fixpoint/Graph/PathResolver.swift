import Foundation

/// The snapshot children of one parent and their path components: a member's name, followed by
/// `[i]` (its place among the siblings of that name) when the name repeats. The one rule for
/// both snapshots (`SnapshotBuilder`, by position) and traces (`PathResolver`, by node id).
/// Nothing is spelled here (`SnapshotPath.component` is).
///
/// Most parents have one child, or a few: they are searched and grouped by name linearly, which
/// costs less than hashing; a parent with many children (a `ForEach`) gets hashed look-ups, so
/// nothing is quadratic. A class: the resolver hands it around without copying its lists.
final class SiblingComponents {
    /// A member's name and its place among the siblings of that name (-1: no sibling shares it).
    typealias Component = (name: String, occurrence: Int)

    /// The only member of a parent with one snapshot child (most composites): no lists.
    private let only: (id: Int, name: String)?
    private let ids: [Int]
    private let names: [String]
    /// Each member's place among the siblings of its name; -1 for a name no sibling shares.
    private let occurrences: [Int]
    /// Each member's position by id, for a parent with many children, made at the first look-up
    /// by id that `next` does not answer (the snapshot builder reads by position); nil for a few
    /// children.
    @exclusivity(unchecked) private var positions: IDMap<Int>?
    /// The position after the last one looked up by id: a trace resolves siblings in tree order,
    /// so the next look-up is usually there, and a map of a long list is made only when not.
    @exclusivity(unchecked) private var next = 0

    /// Up to this many siblings are grouped and searched linearly.
    private static let linearLimit = 16

    init(_ members: [ViewNode]) {
        if members.count == 1 {
            only = (members[0].id, members[0].name)
            ids = []
            names = []
            occurrences = []
            return
        }
        only = nil
        ids = members.map(\.id)
        names = members.map(\.name)
        var occurrences = [Int](repeating: 0, count: members.count)
        var repeated = [Bool](repeating: false, count: members.count)
        if members.count <= Self.linearLimit {
            for position in names.indices {
                for earlier in 0..<position where names[earlier] == names[position] {
                    occurrences[position] += 1
                    repeated[position] = true
                    repeated[earlier] = true
                }
            }
        } else {
            // Same-named siblings come in runs (a `ForEach`'s): each run's name is hashed once.
            var counts: [String: Int] = [:]
            var runs: [Range<Int>] = []
            var start = 0
            for position in 1...names.count where position == names.count || names[position] != names[start] {
                let before = counts[names[start], default: 0]
                for member in start..<position { occurrences[member] = before + (member - start) }
                counts[names[start]] = before + (position - start)
                runs.append(start..<position)
                start = position
            }
            for run in runs where counts[names[run.lowerBound], default: 0] > 1 {
                for member in run { repeated[member] = true }
            }
        }
        for position in occurrences.indices where !repeated[position] { occurrences[position] = -1 }
        self.occurrences = occurrences
    }

    /// The name and place among same-named siblings (-1: the name is its own) of the member with
    /// node id `id`, if it is a sibling here.
    func component(of id: Int) -> Component? {
        if let only { return only.id == id ? (only.name, -1) : nil }
        let position: Int?
        if ids.count <= Self.linearLimit {
            position = ids.firstIndex(of: id)
        } else if next < ids.count, ids[next] == id {
            position = next
        } else if let positions {
            position = positions[id]
        } else {
            var made = IDMap<Int>()
            for (position, id) in ids.enumerated() { made[id] = position }
            positions = made
            position = made[id]
        }
        guard let position else { return nil }
        next = position + 1
        return component(at: position)
    }

    /// The component of the member at `position` among the siblings.
    func component(at position: Int) -> Component {
        if let only {
            precondition(position == 0, "a single sibling is at position 0")
            return (only.name, -1)
        }
        return (names[position], occurrences[position])
    }
}

/// Resolves the snapshot paths of live nodes for traces and diagnostics, memoising sibling
/// names per parent and each member's path (sharing its parent's, so resolving every node of a
/// deep tree is linear; a node that is no member has its nearest member's); valid while the
/// graph's `structureVersion` is the one it was made at (the host keeps one across passes and
/// runs until then).
final class PathResolver {
    private let builder: SnapshotBuilder
    // Unchecked: every access is instantaneous (the run-time exclusivity check cost as much as
    // the rest of a trace event's path look-up).
    @exclusivity(unchecked) private var components = IDMap<SiblingComponents>()
    @exclusivity(unchecked) private var paths = IDMap<SnapshotPath>()
    /// The graph's `structureVersion` the paths are valid for.
    let structureVersion: Int
    /// Told of each path resolved (not found among those already known).
    private let onResolve: (() -> Void)?

    init(builder: SnapshotBuilder, structureVersion: Int = 0, onResolve: (() -> Void)? = nil) {
        self.builder = builder
        self.structureVersion = structureVersion
        self.onResolve = onResolve
    }

    /// Makes room for about `count` more paths (the events a run asks paths for).
    func reservePaths(_ count: Int) {
        paths.reserveCapacity(paths.count + count)
    }

    /// The path of `node`, as snapshots spell it.
    func path(of node: ViewNode) -> String {
        sharedPath(of: node).text
    }

    /// The path of `node` as a component under its nearest snapshot ancestor's path.
    func sharedPath(of node: ViewNode) -> SnapshotPath {
        if let known = paths[node.id] { return known }
        // The nearest member above (a few steps: modifiers and lists between members).
        var above = node.parent
        while let candidate = above, !Self.isMember(candidate) { above = candidate.parent }
        if Self.isMember(node) {
            // Most members asked have their nearest member above known: one step, no list.
            if let parent = above, let parentPath = paths[parent.id] {
                onResolve?()
                return memberPath(of: node, parent: parent, parentPath: parentPath, root: parent)
            }
        } else if let member = above, let known = paths[member.id] {
            // A node that is no member (a modifier, a list) has its nearest member's path: known,
            // it is found, not resolved, and not stored (a writer's modifier would double the
            // paths kept).
            return known
        }
        onResolve?()
        // The snapshot members from `node` up to the first whose path is known (or the root).
        var chain: [ViewNode] = []
        var base: (node: ViewNode, path: SnapshotPath)?
        var current: ViewNode? = node
        var top = node
        while let candidate = current {
            if Self.isMember(candidate) {
                if let known = paths[candidate.id] {
                    base = (candidate, known)
                    break
                }
                chain.append(candidate)
            }
            top = candidate
            current = candidate.parent
        }
        var parent = base?.node
        var path = base?.path
        for member in chain.reversed() {
            path = memberPath(of: member, parent: parent, parentPath: path, root: top)
            parent = member
        }
        let result = path ?? SnapshotPath(parent: nil, name: "")
        // A member's path is stored by `memberPath`; a node that is no member, under a member,
        // finds that member's from now on. Only one with no member above keeps its own.
        if above == nil && !Self.isMember(node) { paths[node.id] = result }
        return result
    }

    /// Whether a node is a snapshot member (a composite or an element), with a path of its own.
    private static func isMember(_ node: ViewNode) -> Bool {
        node.role == .composite || node.role == .element
    }

    /// Makes and remembers the path of `member`, whose nearest member above is `parent`, with the
    /// path `parentPath` (a nil `parent`: `member` is the entry of the tree's `root`, which is
    /// read only then).
    private func memberPath(of member: ViewNode, parent: ViewNode?, parentPath: SnapshotPath?,
                            root: ViewNode) -> SnapshotPath {
        let key = parent?.id ?? -1
        let siblings: SiblingComponents
        if let known = components[key] {
            siblings = known
        } else {
            siblings = builder.childComponents(of: parent, root: root)
            components[key] = siblings
        }
        let component = siblings.component(of: member.id) ?? (member.name, -1)
        let made = SnapshotPath(parent: parentPath, name: component.name, occurrence: component.occurrence)
        paths[member.id] = made
        return made
    }
}
