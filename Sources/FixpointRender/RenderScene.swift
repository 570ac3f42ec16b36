import Foundation
import Fixpoint

/// The part of a snapshot that renderers draw: the visible nodes in pre-order and their bounds.
///
/// Built once per `render(_:)` call by the ASCII and SVG renderers so that both skip the same
/// hidden subtrees and measure the same canvas; it reads only the snapshot's values.
struct RenderScene {
    /// The snapshot being rendered.
    let snapshot: LayoutSnapshot
    /// Indices into `snapshot.nodes` of the nodes that are neither hidden nor under a hidden
    /// node, in pre-order (the drawing order: later nodes paint over earlier ones).
    let visibleIndices: [Int]
    /// The union of the visible nodes' finite frames, or `.zero` when there is none.
    let bounds: CGRect
    /// For nodes under a `.clipped()`, `.clipShape` or `.cornerRadius` ancestor: what their
    /// drawing is clipped to (the intersection of those ancestors' frames, with the innermost
    /// one's shape when its frame is that intersection).
    let clips: [Int: RenderClip]

    /// Collects the visible nodes of `snapshot` in painting order: pre-order, except that among
    /// siblings background layers are painted first; a hidden node hides its whole subtree,
    /// whatever its descendants' own `isHidden` says.
    init(_ snapshot: LayoutSnapshot) {
        self.snapshot = snapshot
        let nodes = snapshot.nodes
        var children = [[Int]](repeating: [], count: nodes.count)
        var roots: [Int] = []
        var stack: [Int] = []
        for (index, node) in nodes.enumerated() {
            while let last = stack.last, nodes[last].depth >= node.depth { stack.removeLast() }
            if let parent = stack.last { children[parent].append(index) } else { roots.append(index) }
            stack.append(index)
        }
        var visible: [Int] = []
        var clips: [Int: RenderClip] = [:]
        // In pre-order without recursion (a snapshot may be thousands of levels deep): the nodes
        // still to paint, the next one last, each with the clip its ancestors set.
        var pending: [(index: Int, clip: RenderClip?)] = roots.reversed().map { ($0, nil) }
        while let (index, clip) = pending.popLast() {
            let node = nodes[index]
            guard !node.isHidden else { continue }
            visible.append(index)
            if let clip { clips[index] = clip }
            var childClip = clip
            if let shape = node.drawing.clipOutline, node.frame.isFiniteRect {
                childClip = RenderClip(outer: clip, frame: node.frame, shape: shape)
            }
            for child in Self.paintingOrder(children[index], nodes).reversed() { pending.append((child, childClip)) }
        }
        visibleIndices = visible
        self.clips = clips

        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for index in visible {
            // What shows of a clipped node is its frame inside the clip.
            let frame = clips[index].map { $0.rect.clipped(to: snapshot.nodes[index].frame) } ?? snapshot.nodes[index].globalFrame
            guard !frame.isNull else { continue }
            guard frame.isFiniteRect else { continue }
            minX = min(minX, frame.minX)
            minY = min(minY, frame.minY)
            maxX = max(maxX, frame.maxX)
            maxY = max(maxY, frame.maxY)
        }
        bounds = minX <= maxX && minY <= maxY
            ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            : .zero
    }

    /// The order siblings are painted in: background layers first, then ascending `zIndex`,
    /// view-tree order among equals (SwiftUI draws a higher `zIndex` over its siblings).
    static func paintingOrder(_ siblings: [Int], _ nodes: [ViewSnapshot]) -> [Int] {
        guard siblings.contains(where: { nodes[$0].zIndex != 0 }) else {
            return siblings.filter { nodes[$0].isBackgroundLayer } + siblings.filter { !nodes[$0].isBackgroundLayer }
        }
        return siblings.enumerated().sorted { lhs, rhs in
            let l = nodes[lhs.element], r = nodes[rhs.element]
            if l.isBackgroundLayer != r.isBackgroundLayer { return l.isBackgroundLayer }
            if l.zIndex != r.zIndex { return l.zIndex < r.zIndex }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The visible nodes with their indices, in drawing order.
    var visibleNodes: [(index: Int, node: ViewSnapshot)] {
        visibleIndices.map { ($0, snapshot.nodes[$0]) }
    }
}

/// What a clipping ancestor leaves visible of its descendants: a rectangle, and the outline
/// drawn there (rounded when a `cornerRadius` or rounded `clipShape` made it).
///
/// Built by `RenderScene` while it collects the visible nodes; renderers clip to `rect` and, when
/// a filled rectangle exactly covers the clip, draw it with `shape`'s outline. Invariant: `shape`
/// is `.rectangle` unless `rect` is exactly the frame of the ancestor whose shape it is.
struct RenderClip: Hashable {
    /// The visible rectangle, in root coordinates (null when nothing is visible).
    var rect: CGRect
    /// The outline of the clip inside `rect`.
    var shape: ShapeKind

    /// The clip of a node with `frame` clipping to `shape`, inside the ancestors' `outer` clip:
    /// the intersection, with the node's shape when the outer clip does not cut its frame (the
    /// rounded corners survive), else a plain rectangle (nested clips are not composed).
    init(outer: RenderClip?, frame: CGRect, shape: ShapeKind) {
        guard let outer else {
            self.init(rect: frame, shape: shape)
            return
        }
        let rect = outer.rect.clipped(to: frame)
        if rect == frame {
            self.init(rect: rect, shape: shape)
        } else if rect == outer.rect {
            self.init(rect: rect, shape: outer.shape)
        } else {
            self.init(rect: rect, shape: .rectangle)
        }
    }

    /// A clip of `rect` with `shape`.
    init(rect: CGRect, shape: ShapeKind) {
        self.rect = rect
        self.shape = shape
    }
}

extension CGRect {
    /// Whether every coordinate is finite; renderers skip frames that are not.
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// The part of the rectangle inside `other`, or `.null` when they do not meet or either is
    /// not finite. Foundation's `intersection` traps on some non-finite or huge rectangles
    /// (found by the fuzzer); renderers intersect with this instead.
    func clipped(to other: CGRect) -> CGRect {
        guard isFiniteRect, other.isFiniteRect, !isNull, !other.isNull else { return .null }
        let minX = Swift.max(self.minX, other.minX), maxX = Swift.min(self.maxX, other.maxX)
        let minY = Swift.max(self.minY, other.minY), maxY = Swift.min(self.maxY, other.maxY)
        guard minX <= maxX, minY <= maxY, (maxX - minX).isFinite, (maxY - minY).isFinite else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the frame covers some area and is finite: only such frames are drawn.
    var isDrawable: Bool {
        isFiniteRect && width > 0 && height > 0
    }

    /// The largest square centred in the rectangle: where a `Circle` is drawn.
    var centredSquare: CGRect {
        let side = min(width, height)
        return CGRect(x: midX - side / 2, y: midY - side / 2, width: side, height: side)
    }
}

extension RGBAColor {
    /// Whether the colour paints nothing: `clear`, or an opacity of zero or less.
    var isInvisible: Bool {
        opacity <= 0 || name == "clear"
    }
}

extension Drawing {
    /// The outline a `.shape` content is filled in after the folded clips: `clipShape` wins,
    /// then `cornerRadius` rounds a plain rectangle; `nil` for content that is not a shape.
    var filledShape: (kind: ShapeKind, fill: RGBAColor)? {
        guard case let .shape(kind, fill) = content else { return nil }
        if let clipShape { return (clipShape, fill) }
        if let cornerRadius, cornerRadius > 0, kind == .rectangle {
            return (.roundedRectangle(cornerRadius: cornerRadius), fill)
        }
        return (kind, fill)
    }

    /// The outline this node clips its descendants to: its `clipShape` (`.clipped()` is a
    /// rectangle), else its `cornerRadius` as a rounded rectangle; nil when it does not clip.
    var clipOutline: ShapeKind? {
        if let clipShape { return clipShape }
        guard let cornerRadius else { return nil }
        return cornerRadius > 0 ? .roundedRectangle(cornerRadius: cornerRadius) : .rectangle
    }

    /// The border if it paints anything: a visible colour and a positive width.
    var visibleBorder: Border? {
        guard let border, border.width > 0, !border.color.isInvisible else { return nil }
        return border
    }

    /// Whether the whole drawing is faded out by `opacity(_:)` so nothing of it shows.
    var isTransparent: Bool {
        opacity <= 0
    }
}
