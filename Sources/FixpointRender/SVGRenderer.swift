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
/// `TextAlignment`), placeholder rectangles titled with an image's or control's name, and
/// borders as rectangles stroked inside the frame. Hidden subtrees, clear colours and nodes
/// without content of their own are omitted. Shadows are not drawn.
public struct SVGRenderer: Hashable, Sendable {
    /// Extra space around the union of the visible frames, in points.
    public var padding: CGFloat
    /// Whether every visible node's frame is also drawn as a thin dashed outline, on top.
    public var showOutlines: Bool

    /// The font stack of every text element: Helvetica first, matching the text metrics.
    static let fontFamily = "Helvetica, Arial, sans-serif"
    /// The ascender of the Helvetica metrics, in ems: the baseline's distance from a line's top.
    static let ascender: CGFloat = 0.905273

    /// Creates a renderer; `padding` widens the view box on every side.
    ///
    /// Called by the CLI and tests; padding must be finite and not negative.
    public init(padding: CGFloat = 0, showOutlines: Bool = false) {
        precondition(padding >= 0 && padding.isFinite, "SVGRenderer needs a finite, non-negative padding")
        self.padding = padding
        self.showOutlines = showOutlines
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
        output += attributes([("width", number(box.width)), ("height", number(box.height)),
                              ("viewBox", [box.minX, box.minY, box.width, box.height].map(number).joined(separator: " ")),
                              ("font-family", Self.fontFamily)])
        output += ">\n"
        for (index, node) in scene.visibleNodes {
            // A node clipped away entirely by an ancestor draws nothing.
            if let clip = scene.clips[index], !clip.rect.intersection(node.frame).isDrawable { continue }
            let elements = elements(for: node, id: "paint-\(index)")
            guard !elements.isEmpty else { continue }
            var group: [(String, String)] = [("data-path", node.path)]
            if node.drawing.opacity < 1 { group.append(("opacity", number(node.drawing.opacity))) }
            if let clip = scene.clips[index] {
                let id = "clip-\(index)"
                let shape = clip.rect.isNull ? shapeElement(.rectangle, frame: .zero, paint: [])
                    : shapeElement(clip.shape, frame: clip.rect, paint: [])
                output += "  <clipPath" + attributes([("id", id)]) + ">" + shape + "</clipPath>\n"
                group.append(("clip-path", "url(#\(id))"))
            }
            output += "  <g" + attributes(group) + ">\n"
            for element in elements { output += "    " + element + "\n" }
            output += "  </g>\n"
        }
        if showOutlines { output += outlines(scene) }
        output += "</svg>\n"
        return output
    }

    /// The SVG elements one node draws, in painting order: content, then border; `id` names
    /// the node's gradient definitions (deterministic: from the node's index).
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
            elements.append(placeholder(frame: node.frame, title: systemName,
                                        style: [("rx", "2"), ("fill", "#8e8e93"), ("fill-opacity", "0.3")]))
        case let .control(kind):
            elements.append(placeholder(frame: node.frame, title: kind,
                                        style: [("rx", "4"), ("fill", "none"), ("stroke", "#8e8e93")]))
        }
        if let border = drawing.visibleBorder {
            elements.append(borderElement(border, frame: node.frame, cornerRadius: drawing.cornerRadius))
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

    /// Every visible frame as a dashed outline, in one group drawn last.
    private func outlines(_ scene: RenderScene) -> String {
        var output = "  <g fill=\"none\" stroke=\"#ff2d55\" stroke-width=\"0.5\" stroke-dasharray=\"2 2\">\n"
        for (_, node) in scene.visibleNodes where node.frame.isFiniteRect {
            output += "    <rect" + attributes(rectAttributes(node.frame)) + "/>\n"
        }
        return output + "  </g>\n"
    }
}
