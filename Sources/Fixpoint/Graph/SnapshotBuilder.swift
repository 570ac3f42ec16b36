import Foundation

/// Turns the live tree into a `LayoutSnapshot`: one entry per composite view and layout element,
/// pre-order, with paths, frames (composites: the union of their elements), displayed text and
/// drawing (drawing-only modifiers folded into their content).
///
/// Runs after the layout phase; reads the graph, never changes it.
struct SnapshotBuilder {
    let engine: LayoutEngine
    /// Which composite subtrees hold a layout element, by node id (each subtree answered once).
    private let elementPresence = ElementPresence()

    /// Memoised answers of `hasElement(_:)` for one builder.
    private final class ElementPresence {
        var known: [Int: Bool] = [:]
    }

    private struct Entry {
        var node: ViewNode
        var effects: [DrawingEffect]
        var isBackgroundLayer = false
        var marks = Marks()
    }

    /// The traits and accessibility modifiers met between a snapshot entry and its parent.
    private struct Marks {
        var zIndex: Double?
        var tag: TagValue?
        var accessibility: [AccessibilityModification] = []
        /// The `Section` part (header or footer) the entry is, read from the trait its
        /// section sets; the container decides whether it is pinned.
        var sectionPart: SectionPart?

        /// These marks with those of the transparent `node` inside them (inner values win).
        func adding(_ node: ViewNode) -> Marks {
            var result = self
            if !node.traits.isEmpty {
                if let z = node.traits.values[ZIndexTraitKey.id] as? Double { result.zIndex = z }
                if let tag = node.traits.values[TagTraitKey.id] as? TagValue { result.tag = tag }
                if let part = node.traits.values[ObjectIdentifier(SectionPartKey.self)] as? SectionPart { result.sectionPart = part }
            }
            if let modification = node.accessibility { result.accessibility.append(modification) }
            return result
        }
    }

    func build(root: ViewNode) -> LayoutSnapshot {
        var nodes: [ViewSnapshot] = []
        let entries = snapshotChildren(of: root, includingSelf: true)
        for (entry, name) in named(entries) {
            visit(entry, name: name, parentPath: nil, parentIndex: nil, depth: 0, containerOrigin: .zero,
                  inheritedOpacity: 1, into: &nodes)
        }
        let size = nodes.first?.frame.size ?? .zero
        return LayoutSnapshot(nodes: nodes, size: size)
    }

    /// Appends `entry` and its subtree; returns the entry's frame. `containerOrigin` is the root
    /// origin of the nearest element above (an element's position is relative to it).
    @discardableResult
    private func visit(_ entry: Entry, name: String, parentPath: SnapshotPath?, parentIndex: Int?, depth: Int,
                       containerOrigin: CGPoint, inheritedOpacity: Double, into nodes: inout [ViewSnapshot]) -> CGRect {
        let node = entry.node
        let path = SnapshotPath(parent: parentPath, component: name)
        // An element's frame adds its position to its container's origin; a composite's is the
        // union of its elements', known after them.
        let isElement = node.role == .element
        let frame = isElement ? CGRect(origin: node.origin(in: containerOrigin), size: node.placedSize) : .zero
        var drawing = Drawing(content: node.behavior?.drawingContent(ElementContent(node), frame: frame) ?? .none, opacity: inheritedOpacity)
        for effect in entry.effects { effect.apply(to: &drawing, frame: frame) }
        if node.behavior?.clipsContent == true, drawing.clipShape == nil { drawing.clipShape = .rectangle }
        let text = node.behavior?.text(ElementContent(node))
        let index = nodes.count
        nodes.append(ViewSnapshot(sharedPath: path, typeName: node.name, frame: frame, text: text?.displayed,
                                  fullText: text?.full, isHidden: node.environment.isHidden, depth: depth,
                                  parentIndex: parentIndex, drawing: drawing, isBackgroundLayer: entry.isBackgroundLayer))
        record(entry.marks, on: &nodes[index])
        if let transform = node.effectTransform { nodes[index].transform = transform }
        var union = CGRect.null
        var firstChild = true
        for (child, childName) in named(snapshotChildren(of: node, includingSelf: false)) {
            let childIndex = nodes.count
            let childFrame = visit(child, name: childName, parentPath: path, parentIndex: index, depth: depth + 1,
                                   containerOrigin: isElement ? frame.origin : containerOrigin,
                                   inheritedOpacity: drawing.opacity, into: &nodes)
            union = union.union(childFrame)
            // A composite is drawn where its elements are: under their effects.
            if node.role == .composite && firstChild { nodes[index].transform = nodes[childIndex].transform }
            firstChild = false
        }
        if node.role == .composite {
            nodes[index].frame = union.isNull ? .zero : union
            // A clip shape's outline follows the composite's frame, known only now.
            for case .clipShape(let outline) in entry.effects { nodes[index].drawing.clipShape = outline(nodes[index].frame) }
        }
        return nodes[index].frame
    }

    /// Records the traits and accessibility properties collected for an entry on its snapshot.
    private func record(_ marks: Marks, on snapshot: inout ViewSnapshot) {
        if let z = marks.zIndex { snapshot.zIndex = z }
        if let tag = marks.tag { snapshot.tag = ValueDescription.describe(tag.value.base) }
        if !marks.accessibility.isEmpty {
            var properties = AccessibilityProperties()
            for modification in marks.accessibility { modification.apply(to: &properties) }
            snapshot.accessibility = properties
        }
    }

    /// The snapshot children of `node`: composites and elements reached through lists and
    /// transparent modifiers, with the drawing effects met on the way.
    private func snapshotChildren(of node: ViewNode, includingSelf: Bool) -> [Entry] {
        var result: [Entry] = []
        let filter = includingSelf ? nil : node.behavior.flatMap { $0.showsSomeElementsOnly ? $0 : nil }
        var isBackground = false
        func collect(_ current: ViewNode, _ effects: [DrawingEffect], _ marks: Marks) {
            switch current.role {
            case .composite, .element:
                if let filter, !engine.elements(standingFor: current, recordingTraits: false).contains(where: { filter.showsElement(id: $0.id) }) { return }
                if current.role == .composite && !hasElement(current) { return }
                result.append(Entry(node: current, effects: effects, isBackgroundLayer: isBackground, marks: marks))
            case .list, .transparent:
                let inner = current.drawingEffect.map { effects + [$0] } ?? effects
                let innerMarks = current.role == .transparent ? marks.adding(current) : marks
                for child in current.children { collect(child, inner, innerMarks) }
            }
        }
        if includingSelf {
            collect(node, [], Marks())
        } else {
            let background = node.behavior?.backgroundLayer(among: node.children)
            for child in node.behavior?.visibleChildren(among: node.children) ?? node.children {
                isBackground = child === background
                collect(child, [], Marks())
            }
            raisePinnedSectionParts(of: node, in: &result)
        }
        return result
    }

    /// Pinned `Section` headers and footers of a lazy container draw above its rows: without a
    /// `zIndex` of their own they get zIndex 1 (reference part 2, §2.1 item 6).
    ///
    /// Only a container with section parts among its entries asks its behaviour what it pins
    /// (one dynamic cast); every other container returns after a scan of its entries' marks.
    private func raisePinnedSectionParts(of node: ViewNode, in entries: inout [Entry]) {
        guard entries.contains(where: { $0.marks.sectionPart != nil }),
              let pinned = (node.behavior as? any PinningContainerBehavior)?.pinnedViews, !pinned.isEmpty else { return }
        for index in entries.indices where entries[index].marks.zIndex == nil {
            switch entries[index].marks.sectionPart {
            case .header where pinned.contains(.sectionHeaders), .footer where pinned.contains(.sectionFooters):
                entries[index].marks.zIndex = 1
            default:
                continue
            }
        }
    }

    /// Whether a subtree holds at least one layout element (stops at the first).
    private func hasElement(_ node: ViewNode) -> Bool {
        if node.role == .element { return true }
        if let known = elementPresence.known[node.id] { return known }
        let found = node.children.contains { hasElement($0) }
        elementPresence.known[node.id] = found
        return found
    }

    /// Pairs entries with their path component: the name, with `[i]` where siblings share it.
    private func named(_ entries: [Entry]) -> [(Entry, String)] {
        var counts: [String: Int] = [:]
        for entry in entries { counts[entry.node.name, default: 0] += 1 }
        var seen: [String: Int] = [:]
        return entries.map { entry in
            let name = entry.node.name
            guard counts[name, default: 0] > 1 else { return (entry, name) }
            let index = seen[name, default: 0]
            seen[name] = index + 1
            return (entry, "\(name)[\(index)]")
        }
    }

    /// The names of the snapshot children of `parent` (the root's own entry when `parent` is
    /// nil), from which a member's path component is spelled on demand.
    func childComponents(of parent: ViewNode?, root: ViewNode) -> SiblingComponents {
        let entries = parent.map { snapshotChildren(of: $0, includingSelf: false) } ?? snapshotChildren(of: root, includingSelf: true)
        return SiblingComponents(entries.map { ($0.node.id, $0.node.name) })
    }
}

/// The snapshot children of one parent, by id and name: a member's path component is its name,
/// followed by `[i]` (its place among the siblings of that name) when the name repeats, as
/// `SnapshotBuilder.named` spells it. Only the components asked for are spelled.
struct SiblingComponents {
    private let names: [String]
    /// Each member's position among the siblings.
    private let positions: [Int: Int]
    /// Each member's place among the siblings of its name.
    private let occurrences: [Int]
    /// How many siblings have each name.
    private let counts: [String: Int]

    init(_ members: [(id: Int, name: String)]) {
        var positions: [Int: Int] = [:]
        positions.reserveCapacity(members.count)
        var counts: [String: Int] = [:]
        var occurrences: [Int] = []
        occurrences.reserveCapacity(members.count)
        for (position, member) in members.enumerated() {
            positions[member.id] = position
            occurrences.append(counts[member.name, default: 0])
            counts[member.name, default: 0] += 1
        }
        self.names = members.map(\.name)
        self.positions = positions
        self.occurrences = occurrences
        self.counts = counts
    }

    /// The path component of the member with node id `id`, if it is a sibling here.
    func component(of id: Int) -> String? {
        guard let position = positions[id] else { return nil }
        let name = names[position]
        guard counts[name, default: 0] > 1 else { return name }
        return "\(name)[\(occurrences[position])]"
    }
}

/// Resolves the snapshot paths of live nodes for traces and diagnostics, memoising sibling
/// names per parent and each node's path (sharing its parent's, so resolving every node of a
/// deep tree is linear); valid while the graph's `structureVersion` is the one it was made at
/// (the host keeps one across passes and runs until then).
final class PathResolver {
    private let builder: SnapshotBuilder
    // Unchecked: every access is instantaneous (the run-time exclusivity check cost as much as
    // the rest of a trace event's path look-up).
    @exclusivity(unchecked) private var components: [Int: SiblingComponents] = [:]
    @exclusivity(unchecked) private var paths: [Int: SnapshotPath] = [:]
    /// The graph's `structureVersion` the paths are valid for.
    let structureVersion: Int
    /// Told of each path resolved (not found among those already known).
    private let onResolve: (() -> Void)?

    init(builder: SnapshotBuilder, structureVersion: Int = 0, onResolve: (() -> Void)? = nil) {
        self.builder = builder
        self.structureVersion = structureVersion
        self.onResolve = onResolve
    }

    /// The path of `node`, as snapshots spell it.
    func path(of node: ViewNode) -> String {
        sharedPath(of: node).text
    }

    /// The path of `node` as a component under its nearest snapshot ancestor's path.
    func sharedPath(of node: ViewNode) -> SnapshotPath {
        if let known = paths[node.id] { return known }
        onResolve?()
        // The snapshot members from `node` up to the first whose path is known (or the root).
        var chain: [ViewNode] = []
        var base: (node: ViewNode, path: SnapshotPath)?
        var current: ViewNode? = node
        var top = node
        while let candidate = current {
            if candidate.role == .composite || candidate.role == .element {
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
            let key = parent?.id ?? -1
            if components[key] == nil { components[key] = builder.childComponents(of: parent, root: top) }
            let made = SnapshotPath(parent: path, component: components[key]?.component(of: member.id) ?? member.name)
            paths[member.id] = made
            path = made
            parent = member
        }
        let result = path ?? SnapshotPath(parent: nil, component: "")
        paths[node.id] = result
        return result
    }
}
