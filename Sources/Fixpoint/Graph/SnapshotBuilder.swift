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
        var known = IDMap<Bool>()
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
        for (entry, component) in named(entries) {
            visit(entry, component: component, parentPath: nil, parentIndex: nil, depth: 0, containerOrigin: .zero,
                  inheritedOpacity: 1, into: &nodes)
        }
        let size = nodes.first?.frame.size ?? .zero
        return LayoutSnapshot(nodes: nodes, size: size)
    }

    /// Appends `entry` and its subtree; returns the entry's frame. `containerOrigin` is the root
    /// origin of the nearest element above (an element's position is relative to it).
    @discardableResult
    private func visit(_ entry: Entry, component: SiblingComponents.Component, parentPath: SnapshotPath?, parentIndex: Int?, depth: Int,
                       containerOrigin: CGPoint, inheritedOpacity: Double, into nodes: inout [ViewSnapshot]) -> CGRect {
        let node = entry.node
        let path = SnapshotPath(parent: parentPath, name: component.name, occurrence: component.occurrence)
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
        var union = FrameUnion()
        var firstChild = true
        for (child, childComponent) in named(snapshotChildren(of: node, includingSelf: false)) {
            let childIndex = nodes.count
            let childFrame = visit(child, component: childComponent, parentPath: path, parentIndex: index, depth: depth + 1,
                                   containerOrigin: isElement ? frame.origin : containerOrigin,
                                   inheritedOpacity: drawing.opacity, into: &nodes)
            union.add(childFrame)
            // A composite is drawn where its elements are: under their effects.
            if node.role == .composite && firstChild { nodes[index].transform = nodes[childIndex].transform }
            firstChild = false
        }
        if node.role == .composite {
            nodes[index].frame = union.frameOrZero
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
    /// transparent modifiers, with the drawing effects and marks met on the way.
    private func snapshotChildren(of node: ViewNode, includingSelf: Bool) -> [Entry] {
        var result: [Entry] = []
        let background = includingSelf ? nil : node.behavior?.backgroundLayer(among: node.children)
        forEachSnapshotChild(of: node, includingSelf: includingSelf, details: true) { child, top, effects, marks in
            result.append(Entry(node: child, effects: effects, isBackgroundLayer: top === background, marks: marks))
        }
        if !includingSelf { raisePinnedSectionParts(of: node, in: &result) }
        return result
    }

    /// Visits the snapshot children of `node` in order (or `node`'s own entry, `includingSelf`),
    /// each with the child of `node` it was reached through and, when `details` is true, the
    /// drawing effects and marks met on the way (empty otherwise).
    private func forEachSnapshotChild(of node: ViewNode, includingSelf: Bool, details: Bool,
                                      _ visit: (_ child: ViewNode, _ top: ViewNode, _ effects: [DrawingEffect], _ marks: Marks) -> Void) {
        let filter = includingSelf ? nil : node.behavior.flatMap { $0.showsSomeElementsOnly ? $0 : nil }
        func collect(_ current: ViewNode, top: ViewNode, _ effects: [DrawingEffect], _ marks: Marks) {
            switch current.role {
            case .composite, .element:
                if let filter, !current.layoutElements.contains(where: { filter.showsElement(id: $0.id) }) { return }
                if current.role == .composite && !hasElement(current) { return }
                visit(current, top, effects, marks)
            case .list, .transparent:
                let inner = details ? current.drawingEffect.map { effects + [$0] } ?? effects : effects
                let innerMarks = details && current.role == .transparent ? marks.adding(current) : marks
                for child in current.children { collect(child, top: top, inner, innerMarks) }
            }
        }
        if includingSelf {
            collect(node, top: node, [], Marks())
        } else {
            for child in node.behavior?.visibleChildren(among: node.children) ?? node.children {
                collect(child, top: child, [], Marks())
            }
        }
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

    /// Whether this thread's stack has room for the member walks, which recurse once per level
    /// down chains of composites and transparent modifiers: always for a tree no deeper than a
    /// first run's budget (`LargeStack.firstRunLevels`), else when the stack has room for the
    /// tree's depth. Asked by callers outside a phase's stack check (`PathResolver`).
    var hasRoomForMemberWalks: Bool {
        let depth = engine.graph.maxDepth
        return depth <= LargeStack.firstRunLevels || LargeStack.hasRoom(forDepth: depth)
    }

    /// Whether a subtree holds at least one layout element (stops at the first). Most
    /// subtrees reach one within a few levels, found without the memo; deeper answers are
    /// memoised, so a subtree is searched once however many ancestors ask.
    private func hasElement(_ node: ViewNode) -> Bool {
        if let found = Self.shallowElementSearch(node, levels: 3) { return found }
        if let known = elementPresence.known[node.id] { return known }
        let found = node.children.contains { hasElement($0) }
        elementPresence.known[node.id] = found
        return found
    }

    /// Whether the top `levels` levels of a subtree hold an element: true or false when they
    /// answer it, nil when the subtree goes deeper without one.
    private static func shallowElementSearch(_ node: ViewNode, levels: Int) -> Bool? {
        if node.role == .element { return true }
        if levels == 0 { return node.children.isEmpty ? false : nil }
        // (The children unretained: the list holds them for the search.)
        return node.children.withUnmanagedNodes { children in
            var answered = true
            for child in children {
                switch child._withUnsafeGuaranteedRef({ shallowElementSearch($0, levels: levels - 1) }) {
                case true?: return true
                case nil: answered = false
                case false?: continue
                }
            }
            return answered ? false : nil
        }
    }

    /// Pairs entries with their path component (`SiblingComponents`, which the trace's path
    /// resolver uses too: one rule spells both).
    private func named(_ entries: [Entry]) -> [(Entry, SiblingComponents.Component)] {
        let components = SiblingComponents(entries.map(\.node))
        return entries.indices.map { (entries[$0], components.component(at: $0)) }
    }

    /// The snapshot children of `parent` (the root's own entry when `parent` is nil), with
    /// what their path components are made of: built from the member walk as it goes, without
    /// the effects and marks a snapshot draws with, nor a list of the members.
    func childComponents(of parent: ViewNode?, root: ViewNode) -> SiblingComponents {
        var builder = SiblingComponents.Builder()
        forEachSnapshotChild(of: parent ?? root, includingSelf: parent == nil, details: false) { child, _, _, _ in
            builder.add(child)
        }
        return builder.make()
    }
}
