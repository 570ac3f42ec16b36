import Foundation
import Fixpoint

/// Draws a laid-out tree as boxes and text on a character grid, for terminals and text goldens.
///
/// The `fixpoint` CLI and golden tests call it on the snapshot taken after `ViewHost.run()`.
/// It reads only the snapshot; column = x / `scale`, row = y / `rowScale`, after shifting the
/// union of the visible frames to the origin, so equal snapshots give byte-identical text.
///
/// Nodes are painted in pre-order, later over earlier. Filled shapes are boxes (`+`, `-`, `|`;
/// rounded shapes get `/` and `\` corners) filled with the colour's first letter (`#` when the
/// colour has no name; left empty when the colour shows at under 50% opacity); clear colours
/// and zero opacity paint nothing. Text lines are written at their rows, clipped to the frame's
/// columns and aligned per `TextAlignment`; images are `[name]` markers and controls `<kind>`
/// markers. Borders are `+-|` outlines (under text and markers, over shapes). Hidden nodes and
/// their subtrees, and nodes without content of their own, are not drawn. When two different
/// fills share a letter (`gray` and `green`, or two unnamed colours as `#`), a last line names
/// them: `legend: g = gray, green`.
public struct ASCIIRenderer: Hashable, Sendable {
    /// Points per column.
    public var scale: CGFloat
    /// Points per row.
    public var rowScale: CGFloat
    /// Whether nodes without content of their own (stacks, modifiers) get an outline too.
    public var outlineContainers: Bool

    /// Creates a renderer with `scale` points per column and `rowScale` points per row
    /// (by default twice `scale`, which makes cells roughly square in a terminal).
    ///
    /// Called by the CLI and tests; both scales must be positive.
    public init(scale: CGFloat = 4, rowScale: CGFloat? = nil, outlineContainers: Bool = false) {
        precondition(scale > 0 && scale.isFinite, "ASCIIRenderer needs a positive scale")
        self.scale = scale
        self.rowScale = rowScale ?? 2 * scale
        self.outlineContainers = outlineContainers
        precondition(self.rowScale > 0 && self.rowScale.isFinite, "ASCIIRenderer needs a positive rowScale")
    }

    /// Renders `snapshot` as lines of text, each ending in "\n", trailing spaces trimmed.
    ///
    /// Called by the CLI and golden tests after a run; the output has one line per row of the
    /// visible bounds (more if rounding pushes a box further) and is empty for an empty snapshot.
    public func render(_ snapshot: LayoutSnapshot) -> String {
        let canvas = paint(snapshot)
        return canvas.text + (canvas.legend.map { $0 + "\n" } ?? "")
    }

    /// Paints `snapshot` onto a fresh canvas; tests read `drawnNodes` from it to check that the
    /// ASCII and SVG renderers draw the same nodes.
    package func paint(_ snapshot: LayoutSnapshot) -> ASCIICanvas {
        let scene = RenderScene(Self.flatteningEffects(snapshot))
        guard !scene.visibleIndices.isEmpty else { return ASCIICanvas(rows: 0) }
        var grid = Grid(origin: scene.bounds.origin, scale: scale, rowScale: rowScale)
        grid.sceneBounds = scene.bounds
        var canvas = ASCIICanvas(rows: grid.cellCount(scene.bounds.height, rowScale))
        for (index, node) in scene.visibleNodes {
            canvas.begin(node: index)
            let clip = scene.clips[index]
            if let clip {
                // An empty clip hides the node entirely.
                guard clip.rect.clipped(to: node.frame).isDrawable, let box = grid.box(for: clip.rect) else { continue }
                canvas.clipBox = box
            } else {
                canvas.clipBox = nil
            }
            draw(node, clip: clip, on: &canvas, grid: grid)
        }
        return canvas
    }

    /// The snapshot with every node drawn in its `globalFrame`: a grid cannot rotate, so a view
    /// under a geometry effect is drawn upright in the bounding box of where it is drawn.
    static func flatteningEffects(_ snapshot: LayoutSnapshot) -> LayoutSnapshot {
        guard snapshot.nodes.contains(where: { !$0.transform.isIdentity }) else { return snapshot }
        var flat = snapshot
        for index in flat.nodes.indices where !flat.nodes[index].transform.isIdentity {
            flat.nodes[index].frame = flat.nodes[index].globalFrame
            flat.nodes[index].transform = .identity
        }
        return flat
    }

    /// Paints one node: a shape and then its border, or a border and then the text or marker
    /// (so that text in a thin bordered frame stays readable). A clipped filled rectangle is
    /// drawn as its visible part, with the clip's outline when it covers the whole clip.
    private func draw(_ node: ViewSnapshot, clip: RenderClip?, on canvas: inout ASCIICanvas, grid: Grid) {
        let drawing = node.drawing
        guard !drawing.isTransparent, let box = grid.box(for: node.frame) else { return }
        let isBorderFirst = switch drawing.content {
        case .text, .image, .control: true
        case .none, .shape, .gradient, .stroke: false
        }
        if isBorderFirst && drawing.visibleBorder != nil { canvas.outline(box) }
        switch drawing.content {
        case .none:
            if outlineContainers && drawing.visibleBorder == nil { canvas.outline(box) }
        case .shape:
            if let (ownKind, fill) = drawing.filledShape, !fill.isInvisible {
                var kind = ownKind
                var frame = node.frame
                if ownKind == .rectangle, let clip {
                    // A clipped rectangle shows its visible part; covering the whole clip, it
                    // takes the clip's outline (a token background under a corner radius).
                    let visible = clip.rect.clipped(to: node.frame)
                    if grid.box(for: visible) == grid.box(for: clip.rect) {
                        kind = clip.shape
                        frame = clip.rect
                    } else {
                        frame = visible
                    }
                }
                drawShape(kind, fill: fill, isTranslucent: fill.opacity * drawing.opacity < 0.5,
                          frame: frame, on: &canvas, grid: grid)
            }
        case let .gradient(kind, gradient):
            drawGradient(drawing.clipped(kind), gradient: gradient, frame: node.frame, on: &canvas, grid: grid)
        case let .stroke(kind, stroke):
            drawStroke(kind, stroke: stroke, frame: node.frame, on: &canvas, grid: grid)
        case let .text(text):
            if !text.color.isInvisible { drawText(text, frame: node.frame, box: box, on: &canvas, grid: grid) }
        case let .image(systemName):
            drawMarker(["[\(systemName)]", "[*]", "*"], frame: node.frame, box: box, on: &canvas, grid: grid)
        case let .control(kind):
            drawMarker(["<\(kind)>", "<>", "*"], frame: node.frame, box: box, on: &canvas, grid: grid)
        }
        if !isBorderFirst && drawing.visibleBorder != nil { canvas.outline(box) }
    }

    /// The most cells a path is tested on before it is limited to the scene.
    static let maximumPathCells = 250_000

    /// A filled shape: an outlined box when it is at least 2×2 cells (left empty inside when
    /// translucent, so text over tints stays readable), else a solid patch.
    private func drawShape(_ kind: ShapeKind, fill: RGBAColor, isTranslucent: Bool, frame: CGRect,
                           on canvas: inout ASCIICanvas, grid: Grid) {
        if case let .path(path) = kind {
            return drawPath(path, fill: fill, on: &canvas, grid: grid)
        }
        let shapeFrame = kind == .circle ? frame.centredSquare : frame
        guard let box = grid.box(for: shapeFrame) else { return }
        let character = canvas.fillLetter(for: fill)
        guard box.width >= 2 && box.height >= 2 else {
            canvas.fill(box, with: character)
            return
        }
        if box.width > 2 && box.height > 2 && !isTranslucent {
            canvas.fill(ASCIICanvas.Box(left: box.left + 1, top: box.top + 1, right: box.right - 1,
                                        bottom: box.bottom - 1), with: character)
        }
        if kind == .rectangle {
            canvas.outline(box)
        } else {
            canvas.outline(box, corners: ("/", "\\", "\\", "/"))
        }
    }

    /// Any other outline: every cell whose centre the filled path contains (non-zero rule).
    /// A path far larger than the scene (hostile coordinates) is drawn only over the scene's
    /// cells, so its cost stays bounded by the scene rather than by `Grid.maximumCell`².
    private func drawPath(_ path: Path, fill: RGBAColor, on canvas: inout ASCIICanvas, grid: Grid) {
        guard var box = grid.box(for: path.boundingRect) else { return }
        if box.width * box.height > Self.maximumPathCells {
            guard let limit = grid.box(for: grid.sceneBounds), let clipped = box.intersection(limit) else { return }
            box = clipped
        }
        let character = canvas.fillLetter(for: fill)
        let contains = path.containment()
        for row in box.rows {
            for column in box.columns where contains(grid.centre(column: column, row: row)) {
                canvas.put(character, column: column, row: row)
            }
        }
    }

    /// A gradient fill: every cell whose centre the outline contains, marked with the letter of
    /// the stop nearest to the gradient's value there (`#` for an unnamed colour).
    private func drawGradient(_ kind: ShapeKind, gradient: Drawing.Gradient, frame: CGRect,
                              on canvas: inout ASCIICanvas, grid: Grid) {
        let path = kind.outlinePath(in: frame)
        guard let box = grid.box(for: path.boundingRect) else { return }
        for row in box.rows {
            for column in box.columns {
                let centre = grid.centre(column: column, row: row)
                guard path.contains(centre),
                      let stop = gradient.nearestStop(at: gradient.location(of: centre)), !stop.color.isInvisible else { continue }
                canvas.put(canvas.fillLetter(for: stop.color), column: column, row: row)
            }
        }
    }

    /// A stroke: every cell the stroked lines touch (dashes left out), marked with the paint's
    /// letter (a gradient's nearest stop at the cell).
    private func drawStroke(_ kind: ShapeKind, stroke: Drawing.Stroke, frame: CGRect,
                            on canvas: inout ASCIICanvas, grid: Grid) {
        guard stroke.style.lineWidth > 0, !stroke.paint.representativeColor.isInvisible || isGradient(stroke.paint) else { return }
        guard let box = grid.box(for: frame) else { return }
        // Cell space: the frame's edges run through the centres of its edge cells.
        let sx = frame.width > 0 ? CGFloat(box.width - 1) / frame.width : 0
        let sy = frame.height > 0 ? CGFloat(box.height - 1) / frame.height : 0
        func toCells(_ p: CGPoint) -> CGPoint {
            CGPoint(x: CGFloat(box.left) + 0.5 + (p.x - frame.minX) * sx, y: CGFloat(box.top) + 0.5 + (p.y - frame.minY) * sy)
        }
        let polylines = kind.outlinePath(in: frame).strokePolylines(stroke.style).map { $0.points.map(toCells) }
        // A line wider than the frame's cells marks no more than the frame's extent around it.
        let half = stroke.style.lineWidth / 2
        let reach = CGFloat(max(box.width, box.height))
        let finder = StrokeCells(grow: CGSize(width: min(max(half / scale - 0.5, 0), reach),
                                              height: min(max(half / rowScale - 0.5, 0), reach)))
        let cells = finder.cells(of: polylines, limit: Grid.maximumCell)
        for (column, row) in cells {
            let color: RGBAColor
            switch stroke.paint {
            case let .color(plain): color = plain
            case let .gradient(gradient):
                let centre = grid.centre(column: column, row: row)
                guard let stop = gradient.nearestStop(at: gradient.location(of: centre)) else { continue }
                color = stop.color
            }
            guard !color.isInvisible else { continue }
            canvas.put(canvas.fillLetter(for: color), column: column, row: row)
        }
    }

    private func isGradient(_ paint: Drawing.Paint) -> Bool {
        if case .gradient = paint { return true }
        return false
    }

    /// Text lines, each on the row that holds its vertical centre, clipped to the frame.
    private func drawText(_ text: TextDrawing, frame: CGRect, box: ASCIICanvas.Box,
                          on canvas: inout ASCIICanvas, grid: Grid) {
        for (number, line) in text.lines.enumerated() where !line.isEmpty {
            let centre = frame.minY + (CGFloat(number) + 0.5) * text.lineHeight
            let row = grid.row(containing: centre, in: box)
            let width = line.reduce(0) { $0 + $1.displayWidth }
            let column: Int
            switch text.alignment {
            case _ where width >= box.width: column = box.left
            case .leading: column = box.left
            case .center: column = box.left + (box.width - width) / 2
            case .trailing: column = box.right - width + 1
            }
            canvas.write(line, column: column, row: row, clip: box.columns)
        }
    }

    /// The first marker that fits the frame's width, centred, on the row holding the frame's middle.
    private func drawMarker(_ candidates: [String], frame: CGRect, box: ASCIICanvas.Box,
                            on canvas: inout ASCIICanvas, grid: Grid) {
        let marker = candidates.first { $0.count <= box.width } ?? candidates[candidates.count - 1]
        let column = box.left + max(box.width - marker.count, 0) / 2
        canvas.write(marker, column: column, row: grid.row(containing: frame.midY, in: box), clip: box.columns)
    }

    /// The character a colour fills with: its name's first letter, `#` for an unnamed colour.
    package static func fillCharacter(for color: RGBAColor) -> Character {
        guard let first = color.name?.first(where: { $0.isLetter || $0.isNumber }) else { return "#" }
        return first.isASCII ? Character(first.lowercased()) : "#"
    }
}

extension ASCIIRenderer {
    /// Maps root coordinates to cells: shifts by `origin`, divides, rounds to the nearest cell
    /// edge, and keeps every drawable frame at least one cell wide and tall.
    struct Grid {
        /// The largest cell index used, so absurd frames cannot allocate huge grids.
        static let maximumCell = 4096
        let origin: CGPoint
        let scale: CGFloat
        let rowScale: CGFloat
        /// The bounds of the visible nodes (paths larger than the scene are limited to it).
        var sceneBounds = CGRect.zero

        /// The cells covering `frame`, or `nil` for an empty or non-finite frame.
        func box(for frame: CGRect) -> ASCIICanvas.Box? {
            guard frame.isDrawable else { return nil }
            let left = edge(frame.minX - origin.x, scale)
            let top = edge(frame.minY - origin.y, rowScale)
            let right = max(left, edge(frame.maxX - origin.x, scale) - 1)
            let bottom = max(top, edge(frame.maxY - origin.y, rowScale) - 1)
            return ASCIICanvas.Box(left: left, top: top, right: right, bottom: bottom)
        }

        /// The centre of a cell, in root coordinates.
        func centre(column: Int, row: Int) -> CGPoint {
            CGPoint(x: origin.x + (CGFloat(column) + 0.5) * scale, y: origin.y + (CGFloat(row) + 0.5) * rowScale)
        }

        /// The row whose band holds the y-coordinate `y`.
        func row(containing y: CGFloat) -> Int {
            clamp(((y - origin.y) / rowScale).rounded(.down))
        }

        /// The row holding `y`, kept within `box`'s rows.
        func row(containing y: CGFloat, in box: ASCIICanvas.Box) -> Int {
            min(max(row(containing: y), box.top), box.bottom)
        }

        /// How many cells `length` points span.
        func cellCount(_ length: CGFloat, _ cellSize: CGFloat) -> Int {
            length.isFinite ? edge(length, cellSize) : 0
        }

        private func edge(_ offset: CGFloat, _ cellSize: CGFloat) -> Int {
            clamp((offset / cellSize).rounded())
        }

        private func clamp(_ value: CGFloat) -> Int {
            value.isNaN ? 0 : Int(min(max(value, 0), CGFloat(Self.maximumCell)))
        }
    }
}
