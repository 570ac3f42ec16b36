import Foundation
import Fixpoint

/// Draws a laid-out tree as an SVG document with the exact frames, for viewing in a browser
/// and for SVG goldens.
///
/// The `fixpoint` CLI and golden tests call it on the snapshot taken after `ViewHost.run()`.
/// It reads only the snapshot, prints every number with `NumberFormat` and names elements by
/// their node's path (never by address), so equal snapshots give byte-identical documents.
///
/// Each drawn node becomes one `<g data-path="…">` in pre-order (later over earlier), carrying
/// `opacity` when the node is faded. Inside: `<rect>` for rectangles and colours (`rx` for
/// rounded rectangles, corner-radius clips and capsules), `<circle>` and `<ellipse>`, one
/// `<text>` per displayed line (baseline at the line's top + 0.905273 em, anchored per
/// `TextAlignment`), SF Symbols as outlined glyph boxes titled with the symbol's name (shown on
/// hover), sliders as a track and a thumb at their value, toggle switches as a track and a knob
/// showing `isOn`, and borders as rectangles stroked inside the frame, drawn above the node's
/// whole subtree (as `.border` is an overlay). Hidden subtrees, clear colours and nodes without
/// content of their own are omitted. Shadows are not drawn.
public struct SVGRenderer: Hashable, Sendable {
    /// Extra space around the union of the visible frames, in points.
    public var padding: CGFloat
    /// Whether every visible node's frame is also drawn as a thin dashed outline, on top.
    public var showOutlines: Bool
    /// Pixels per point: the document's `width` and `height` are the view box's times this
    /// (the view box stays in points), so a viewer shows the picture this many times larger.
    public var scale: CGFloat
    /// An opaque background drawn under everything, or nil for a transparent document.
    public var background: RGBAColor?

    /// The font stack of every text element: Helvetica first, matching the text metrics.
    static let fontFamily = "Helvetica, Arial, sans-serif"
    /// The ascender of the Helvetica metrics, in ems: the baseline's distance from a line's top.
    static let ascender: CGFloat = 0.905273

    /// Creates a renderer; `padding` widens the view box on every side, `scale` multiplies the
    /// document's size in pixels, and `background` fills the view box first.
    ///
    /// Called by the CLI and tests; padding must be finite and not negative, scale finite and
    /// positive.
    public init(padding: CGFloat = 0, showOutlines: Bool = false, scale: CGFloat = 1, background: RGBAColor? = nil) {
        precondition(padding >= 0 && padding.isFinite, "SVGRenderer needs a finite, non-negative padding")
        precondition(scale > 0 && scale.isFinite, "SVGRenderer needs a finite, positive scale")
        self.padding = padding
        self.showOutlines = showOutlines
        self.scale = scale
        self.background = background
    }

    /// Renders `snapshot` as a complete SVG document ending in a newline.
    ///
    /// Called by the CLI and golden tests after a run; the view box is the union of the
    /// visible frames in root coordinates (so overflow at negative x stays visible) plus
    /// `padding` on each side, and is empty for an empty snapshot.
    public func render(_ snapshot: LayoutSnapshot) -> String {
        let scene = RenderScene(snapshot)
        let box = inkBounds(scene).insetBy(dx: -padding, dy: -padding)
        var output = "<svg xmlns=\"http://www.w3.org/2000/svg\""
        output += attributes([("width", number(box.width * scale)), ("height", number(box.height * scale)),
                              ("viewBox", [box.minX, box.minY, box.width, box.height].map(number).joined(separator: " ")),
                              ("font-family", Self.fontFamily)])
        output += ">\n"
        if let background {
            output += "  <rect" + attributes(rectAttributes(box) + paint("fill", background)) + "/>\n"
        }
        // Borders wait until the node's subtree is drawn: `.border` is an overlay.
        var pendingBorders: [(depth: Int, group: String)] = []
        for (index, node) in scene.visibleNodes {
            while let last = pendingBorders.last, last.depth >= node.depth {
                output += last.group
                pendingBorders.removeLast()
            }
            // A node clipped away entirely by an ancestor draws nothing.
            if let clip = scene.clips[index], !clip.rect.clipped(to: node.frame).isDrawable { continue }
            let elements = elements(for: node, id: "paint-\(index)")
            let border = borderElements(for: node)
            guard !elements.isEmpty || !border.isEmpty else { continue }
            var group: [(String, String)] = [("data-path", node.path)]
            if node.drawing.opacity < 1 { group.append(("opacity", number(node.drawing.opacity))) }
            if !node.transform.isIdentity {
                // Geometry effects: the node is drawn in its layout frame through the matrix.
                let t = node.transform
                group.append(("transform", "matrix(" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: " ") + ")"))
            }
            if let clip = scene.clips[index] {
                let id = "clip-\(index)"
                let shape = clip.rect.isNull ? shapeElement(.rectangle, frame: .zero, paint: [])
                    : shapeElement(clip.shape, frame: clip.rect, paint: [])
                output += "  <clipPath" + attributes([("id", id)]) + ">" + shape + "</clipPath>\n"
                group.append(("clip-path", "url(#\(id))"))
            }
            if !elements.isEmpty {
                output += "  <g" + attributes(group) + ">\n"
                for element in elements { output += "    " + element + "\n" }
                output += "  </g>\n"
            }
            if !border.isEmpty {
                let borderGroup = "  <g" + attributes(group + [("data-layer", "border")]) + ">\n"
                    + border.map { "    " + $0 + "\n" }.joined() + "  </g>\n"
                pendingBorders.append((node.depth, borderGroup))
            }
        }
        for pending in pendingBorders.reversed() { output += pending.group }
        if showOutlines { output += outlines(scene) }
        output += "</svg>\n"
        return output
    }

    /// The SVG elements of one node's own content (its border is `borderElements(for:)`); `id`
    /// names the node's gradient definitions (deterministic: from the node's index).
    func elements(for node: ViewSnapshot, id: String) -> [String] {
        let drawing = node.drawing
        guard !drawing.isTransparent, node.frame.isDrawable else { return [] }
        var elements: [String] = []
        switch drawing.content {
        case .none:
            break
        case .shape:
            if let (kind, fill) = drawing.filledShape, !fill.isInvisible {
                elements.append(shapeElement(kind, frame: node.frame, paint: paint("fill", fill)))
            }
        case let .gradient(kind, gradient):
            elements += gradientElements(drawing.clipped(kind), gradient: gradient, frame: node.frame, id: id)
        case let .stroke(kind, stroke):
            elements += strokeElements(kind, stroke: stroke, frame: node.frame, id: id)
        case let .text(text):
            if !text.color.isInvisible { elements += textElements(text, frame: node.frame) }
        case let .image(systemName):
            elements += symbolElements(systemName, frame: node.frame)
        case let .control(kind):
            elements += controlElements(kind, frame: node.frame)
        }
        return elements
    }

    /// The scene's bounds grown to hold the outer half of every stroke (a stroke is centred on
    /// its outline, so half its width draws outside the frame).
    private func inkBounds(_ scene: RenderScene) -> CGRect {
        var bounds = scene.bounds
        guard !scene.visibleIndices.isEmpty else { return bounds }
        for (_, node) in scene.visibleNodes where node.frame.isDrawable {
            guard case let .stroke(kind, stroke) = node.drawing.content, stroke.style.lineWidth.isFinite else { continue }
            let half = max(stroke.style.lineWidth / 2, 0)
            let outline = kind.outlinePath(in: node.frame).boundingRect
            guard outline.isFiniteRect, !outline.isNull else { continue }
            bounds = bounds.union(outline.insetBy(dx: -half, dy: -half))
        }
        return bounds
    }

    /// The node's border, if it draws one: drawn after the node's subtree.
    func borderElements(for node: ViewSnapshot) -> [String] {
        let drawing = node.drawing
        guard !drawing.isTransparent, node.frame.isDrawable, let border = drawing.visibleBorder else { return [] }
        return [borderElement(border, frame: node.frame, cornerRadius: drawing.cornerRadius)]
    }

    /// Every visible frame as a dashed outline, in one group drawn last.
    private func outlines(_ scene: RenderScene) -> String {
        var output = "  <g fill=\"none\" stroke=\"#ff2d55\" stroke-width=\"0.5\" stroke-dasharray=\"2 2\">\n"
        for (_, node) in scene.visibleNodes where node.frame.isFiniteRect {
            output += "    <rect" + attributes(rectAttributes(node.frame)) + "/>\n"
        }
        return output + "  </g>\n"
    }
}
