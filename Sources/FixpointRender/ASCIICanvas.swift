import Fixpoint
import Foundation

/// A character grid that `ASCIIRenderer` paints nodes onto, growing as it is written.
///
/// Built fresh by each `ASCIIRenderer.paint(_:)` call; a wide glyph (emoji, CJK) takes two
/// cells so terminal columns line up, and overwriting either half of it blanks the other half.
/// It remembers which nodes painted at least one cell, for the renderer-agreement tests.
package struct ASCIICanvas: Sendable {
    /// One cell of the grid.
    enum Cell: Equatable, Sendable {
        /// Nothing painted.
        case blank
        /// A glyph starts in this cell.
        case glyph(Character)
        /// The right half of the wide glyph in the cell to the left.
        case continuation
    }

    /// The inclusive cell range of a frame on the grid.
    struct Box: Equatable, Sendable {
        var left: Int
        var top: Int
        var right: Int
        var bottom: Int
        /// The number of columns.
        var width: Int { right - left + 1 }
        /// The number of rows.
        var height: Int { bottom - top + 1 }
        /// The columns, for clipping text to the frame.
        var columns: ClosedRange<Int> { left...right }
        /// The rows.
        var rows: ClosedRange<Int> { top...bottom }

        /// The cells in both boxes, or nil when they do not overlap.
        func intersection(_ other: Box) -> Box? {
            let box = Box(left: max(left, other.left), top: max(top, other.top),
                          right: min(right, other.right), bottom: min(bottom, other.bottom))
            return box.left <= box.right && box.top <= box.bottom ? box : nil
        }
    }

    private var cells: [[Cell]] = []
    /// The indices of the nodes that painted at least one cell, in painting order.
    package private(set) var drawnNodes: [Int] = []
    /// The fills painted, by letter, in the order first used: a colour's name, or its hex
    /// value when it has none.
    private var fillNames: [Character: [String]] = [:]
    private var letterOrder: [Character] = []
    private var currentNode: Int?
    private var currentNodePainted = false
    /// Cells outside this box are not painted (an ancestor's clip), when set.
    var clipBox: Box?

    /// Creates a canvas with at least `rows` (possibly empty) lines.
    init(rows: Int) {
        cells = Array(repeating: [], count: max(rows, 0))
    }

    /// The grid as text: one line per row, trailing blanks trimmed, each line ending in "\n".
    package var text: String {
        var output = ""
        for row in cells {
            var line = ""
            for cell in row {
                switch cell {
                case .blank: line.append(" ")
                case let .glyph(character): line.append(character)
                case .continuation: break
                }
            }
            while line.last == " " { line.removeLast() }
            output += line + "\n"
        }
        return output
    }

    /// Starts attributing painted cells to the node at `index`.
    /// The letter that paints `color` (`ASCIIRenderer.fillCharacter(for:)`), noting the colour
    /// for the legend.
    mutating func fillLetter(for color: RGBAColor) -> Character {
        let letter = ASCIIRenderer.fillCharacter(for: color)
        let name = color.name ?? color.hex
        if fillNames[letter] == nil { letterOrder.append(letter) }
        if fillNames[letter, default: []].contains(name) == false { fillNames[letter, default: []].append(name) }
        return letter
    }

    /// `legend: g = gray, green; # = #102030, #405060` for every letter that painted more than
    /// one fill, letters in the order first used; nil when every letter means one fill.
    package var legend: String? {
        let shared = letterOrder.compactMap { letter -> String? in
            guard let names = fillNames[letter], names.count > 1 else { return nil }
            return "\(letter) = " + names.joined(separator: ", ")
        }
        return shared.isEmpty ? nil : "legend: " + shared.joined(separator: "; ")
    }

    mutating func begin(node index: Int) {
        currentNode = index
        currentNodePainted = false
    }

    /// Paints `character` at (`column`, `row`); a wide glyph needs its second cell inside
    /// `clip` too, or nothing is painted. Returns the number of columns used (0 when skipped).
    @discardableResult
    mutating func put(_ character: Character, column: Int, row: Int, clip: ClosedRange<Int>? = nil) -> Int {
        let width = character.displayWidth
        guard column >= 0, row >= 0 else { return 0 }
        if let clip, !(clip.contains(column) && clip.contains(column + width - 1)) { return 0 }
        if let clipBox, !(clipBox.rows.contains(row) && clipBox.columns.contains(column)
                          && clipBox.columns.contains(column + width - 1)) { return 0 }
        ensure(row: row, column: column + width - 1)
        clearHalves(row: row, column: column)
        if width == 2 { clearHalves(row: row, column: column + 1) }
        cells[row][column] = .glyph(character)
        if width == 2 { cells[row][column + 1] = .continuation }
        markPainted()
        return width
    }

    /// Paints every cell of `box` with `character`.
    mutating func fill(_ box: Box, with character: Character) {
        for row in box.rows {
            var column = box.left
            while column <= box.right {
                column += max(put(character, column: column, row: row, clip: box.columns), 1)
            }
        }
    }

    /// Paints the edges of `box`: `horizontal` along the top and bottom rows, `vertical` down
    /// the sides and the four corner characters (top-left, top-right, bottom-left, bottom-right).
    mutating func outline(_ box: Box, horizontal: Character = "-", vertical: Character = "|",
                          corners: (Character, Character, Character, Character) = ("+", "+", "+", "+")) {
        for column in box.columns {
            put(horizontal, column: column, row: box.top)
            put(horizontal, column: column, row: box.bottom)
        }
        for row in box.rows {
            put(vertical, column: box.left, row: row)
            put(vertical, column: box.right, row: row)
        }
        put(corners.0, column: box.left, row: box.top)
        put(corners.1, column: box.right, row: box.top)
        put(corners.2, column: box.left, row: box.bottom)
        put(corners.3, column: box.right, row: box.bottom)
    }

    /// Writes `text` on `row` starting at `column`, clipped to `clip`; stops at the clip's end.
    mutating func write(_ text: String, column: Int, row: Int, clip: ClosedRange<Int>) {
        var current = column
        for character in text {
            if current > clip.upperBound { break }
            if current >= clip.lowerBound {
                if put(character, column: current, row: row, clip: clip) == 0 { break }
            }
            current += character.displayWidth
        }
    }

    /// Grows the grid so that (`column`, `row`) exists.
    private mutating func ensure(row: Int, column: Int) {
        while cells.count <= row { cells.append([]) }
        if cells[row].count <= column {
            cells[row].append(contentsOf: repeatElement(.blank, count: column + 1 - cells[row].count))
        }
    }

    /// Blanks the other half of a wide glyph that a write at (`column`, `row`) would cut.
    private mutating func clearHalves(row: Int, column: Int) {
        let line = cells[row]
        if line[column] == .continuation, column > 0 {
            cells[row][column - 1] = .blank
        }
        if case let .glyph(existing) = line[column], existing.displayWidth == 2, column + 1 < line.count {
            cells[row][column + 1] = .blank
        }
    }

    private mutating func markPainted() {
        guard let node = currentNode, !currentNodePainted else { return }
        currentNodePainted = true
        drawnNodes.append(node)
    }
}

extension Character {
    /// The number of terminal columns the character takes: 2 for emoji presentation and East
    /// Asian wide characters, 1 otherwise; used by the ASCII canvas to keep columns aligned.
    var displayWidth: Int {
        let scalars = unicodeScalars
        if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        guard let first = scalars.first else { return 1 }
        if first.properties.isEmojiPresentation { return 2 }
        switch first.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
