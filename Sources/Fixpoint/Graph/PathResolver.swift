import Foundation

/// The snapshot children of one parent and their path components: a member's name, followed by
/// `[i]` (its place among the siblings of that name) when the name repeats. The one rule for
/// both snapshots (`SnapshotBuilder`, by position) and traces (`PathResolver`, by node id).
/// Nothing is spelled here (`SnapshotPath.component` is).
///
/// Members are kept as runs of one name (a `ForEach`'s are one run): a member's place is its
/// run's earlier same-named members plus its place in the run, so a long list keeps its ids
/// and one name per run, and names are compared or hashed once per run. A parent with many
/// children gets hashed look-ups by id, so nothing is quadratic. A class: the resolver hands
/// it around without copying its lists.
final class SiblingComponents {
    /// A member's name and its place among the siblings of that name (-1: no sibling shares it).
    typealias Component = (name: String, occurrence: Int)

    /// Consecutive members of one name.
    fileprivate struct Run {
        /// The position of its first member.
        let start: Int
        let name: String
        /// How many members of its name come before it, in earlier runs.
        var before = 0
        /// Whether its name is another member's too.
        var repeats = false
    }

    /// Members added in order, made into `SiblingComponents` by `make()`.
    struct Builder {
        fileprivate private(set) var ids: [Int] = []
        fileprivate private(set) var runs: [Run] = []

        /// An empty list of members.
        init() {}

        /// Adds the next member.
        mutating func add(_ member: ViewNode) {
            let name = member.name
            if runs.last?.name != name { runs.append(Run(start: ids.count, name: name)) }
            ids.append(member.id)
        }

        /// The components of the members added.
        consuming func make() -> SiblingComponents {
            SiblingComponents(self)
        }
    }

    private let ids: [Int]
    private let runs: [Run]
    /// Each member's position by id, for a parent with many children, made at the first look-up
    /// by id that `next` does not answer (the snapshot builder reads by position); nil for a few
    /// children.
    @exclusivity(unchecked) private var positions: IDMap<Int>?
    /// The position after the last one looked up by id: a trace resolves siblings in tree order,
    /// so the next look-up is usually there, and a map of a long list is made only when not.
    @exclusivity(unchecked) private var next = 0

    /// Up to this many siblings are searched, and runs grouped by name, linearly.
    private static let linearLimit = 16

    /// The components of `members`, in order.
    convenience init(_ members: [ViewNode]) {
        var builder = Builder()
        for member in members { builder.add(member) }
        self.init(builder)
    }

    private init(_ builder: Builder) {
        let ids = builder.ids
        self.ids = ids
        var runs = builder.runs
        // Each run's earlier same-named members, and whether its name repeats (within it, or
        // in another run).
        func length(_ index: Int) -> Int { (index + 1 < runs.count ? runs[index + 1].start : ids.count) - runs[index].start }
        if runs.count <= Self.linearLimit {
            for index in runs.indices {
                var total = length(index)
                for earlier in 0..<index where runs[earlier].name == runs[index].name {
                    runs[index].before += length(earlier)
                }
                total += runs[index].before
                for later in (index + 1)..<runs.count where runs[later].name == runs[index].name { total += length(later) }
                runs[index].repeats = total > 1
            }
        } else {
            var counts: [String: Int] = [:]
            for index in runs.indices {
                let before = counts[runs[index].name, default: 0]
                runs[index].before = before
                counts[runs[index].name] = before + length(index)
            }
            for index in runs.indices { runs[index].repeats = counts[runs[index].name, default: 0] > 1 }
        }
        self.runs = runs
    }

    /// The name and place among same-named siblings (-1: the name is its own) of the member with
    /// node id `id`, if it is a sibling here.
    func component(of id: Int) -> Component? {
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
        precondition(position >= 0 && position < ids.count, "sibling position out of range")
        // The last run that starts at or before `position` (most parents have one run).
        var low = 0, high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].start <= position { low = middle } else { high = middle - 1 }
        }
        let run = runs[low]
        return (run.name, run.repeats ? run.before + position - run.start : -1)
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
        sharedPath(of: node, checkingStack: true)
    }

    /// `sharedPath(of:)`; when `checkingStack`, a path to resolve on a tree too deep for this
    /// thread's stack is resolved on the large one.
    private func sharedPath(of node: ViewNode, checkingStack: Bool) -> SnapshotPath {
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
        // Resolving walks each new member's siblings, down chains of composites and transparent
        // modifiers as deep as they go; a path is also asked outside a phase's stack check (in a
        // diagnostic, an interaction).
        if checkingStack && !builder.hasRoomForMemberWalks { return sharedPathOnLargeStack(of: node) }
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

    /// `sharedPath(of:)` on the large stack (inline when already there).
    @inline(never)
    private func sharedPathOnLargeStack(of node: ViewNode) -> SnapshotPath {
        LargeStack.run { sharedPath(of: node, checkingStack: false) }
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
