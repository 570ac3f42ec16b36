import Fixpoint
import FixpointTesting
import Foundation
import Testing

@Suite("Grid and GridRow")
struct GridTests {
    @Test("§11 case 12: three colours in a 350×350 grid make three equal columns of (350 − 16)/3")
    func equalColumns() throws {
        let view = Grid { GridRow { Color.orange; Color.indigo; Color.cyan } }.frame(width: 350, height: 350)
        let (s, report) = layOut(view, width: 390, height: 763)
        let cells = s.nodes(typeName: "Color").map(\.frame)
        let grid = s.frame("frame/Grid")
        #expect(grid.size == CGSize(width: 350, height: 350))
        #expect(cells.allSatisfy { isClose($0.width, 334.0 / 3) && $0.height == 350 })
        #expect(isClose(cells[1].minX - grid.minX, 334.0 / 3 + 8))
        #expect(report.passes == 1 && report.converged)
    }

    @Test("§11 case 13: a Divider row makes the grid as wide as the proposal; unsized horizontally it takes the text row's width")
    func dividerRow() throws {
        let (s, _) = layOut(Grid { GridRow { Text("a"); Text("bb") }; Divider() }.fixedSize(horizontal: false, vertical: true),
                            width: 390, height: 763)
        #expect(s.frame("fixedSize/Grid").width == 390)
        let (u, _) = layOut(Grid { GridRow { Text("a"); Text("bb") }; Divider().gridCellUnsizedAxes(.horizontal) }
                                .fixedSize(horizontal: false, vertical: true), width: 390, height: 763)
        let textRow = textWidth("a") + 8 + textWidth("bb")
        #expect(isClose(u.frame("fixedSize/Grid").width, textRow))
        let divider = try #require(u.nodes(typeName: "Divider").first)
        #expect(isClose(divider.frame.width, textRow))
    }

    @Test("columns are as wide as their widest cell, rows as tall as their tallest; short rows leave empty cells")
    func columnsAndRows() throws {
        let view = Grid(horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow { Color.red.frame(width: 30, height: 10); Color.red.frame(width: 10, height: 25) }
            GridRow { Color.blue.frame(width: 50, height: 5) }
        }
        let (s, _) = layOut(view, width: 390, height: 763)
        let grid = s.frame("Grid")
        #expect(grid.size == CGSize(width: 50 + 4 + 10, height: 25 + 2 + 5))
        let colors = s.nodes(typeName: "Color").map { $0.frame.offsetBy(dx: -grid.minX, dy: -grid.minY) }
        // Centred in their boxes by default.
        #expect(colors[0] == CGRect(x: 10, y: 7.5, width: 30, height: 10))
        #expect(colors[1] == CGRect(x: 54, y: 0, width: 10, height: 25))
        #expect(colors[2] == CGRect(x: 0, y: 27, width: 50, height: 5))
    }

    @Test("alignment precedence: Grid, then GridRow (vertical) and gridColumnAlignment (whole column), then gridCellAnchor")
    func alignmentPrecedence() throws {
        let view = Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 10, height: 10); Color.red.frame(width: 40, height: 40) }
            GridRow(alignment: .bottom) {
                Color.blue.frame(width: 20, height: 10).gridColumnAlignment(.trailing)
                Color.blue.frame(width: 10, height: 20).gridCellAnchor(.center)
            }
            GridRow { Color.green.frame(width: 5, height: 5) }
        }
        let (s, _) = layOut(view, width: 390, height: 763)
        let grid = s.frame("Grid")
        let c = s.nodes(typeName: "Color").map { $0.frame.offsetBy(dx: -grid.minX, dy: -grid.minY) }
        #expect(c[0].origin == CGPoint(x: 10, y: 0))   // column 0 is trailing-aligned
        #expect(c[2].origin == CGPoint(x: 0, y: 50))   // trailing, bottom of its 20-tall row
        #expect(c[3].origin == CGPoint(x: 35, y: 40))  // anchored at the centre of 40×20
        #expect(c[4].origin == CGPoint(x: 15, y: 60))  // trailing column, top (grid alignment)
    }

    @Test("gridCellColumns spans columns: the cell's box is the columns and the gaps between them")
    func spanning() throws {
        let view = Grid(horizontalSpacing: 6) {
            GridRow { Color.red.frame(width: 20, height: 10); Color.red.frame(width: 30, height: 10); Color.red.frame(width: 5, height: 10) }
            GridRow { Color.blue.frame(height: 10).gridCellColumns(2) }
            GridRow { Color.green.frame(width: 100, height: 10).gridCellColumns(2) }
        }
        let (s, _) = layOut(view, width: 390, height: 763)
        let grid = s.frame("Grid")
        // The 100-wide spanning cell widens its two columns equally: 20 + 22 and 30 + 22; a
        // flexible cell spanning them takes their width (a cell spanning every column is offered
        // the grid's proposal, like the Divider of case 13).
        #expect(isClose(grid.width, 42 + 6 + 52 + 6 + 5))
        let c = s.nodes(typeName: "Color").map { $0.frame.offsetBy(dx: -grid.minX, dy: -grid.minY) }
        #expect(isClose(c[3].width, 100) && c[3].minX == 0)
        #expect(isClose(c[4].width, 100))
        #expect(isClose(c[1].minX, 42 + 6 + (52 - 30) / 2))
    }

    @Test("a GridRow outside a Grid lays out as an HStack; bad spacing is reported and replaced by 0")
    func standaloneAndHostile() throws {
        let (s, _) = layOut(GridRow { Color.red.frame(width: 10, height: 10); Color.red.frame(width: 10, height: 10) }, width: 390, height: 763)
        #expect(s.frame("GridRow").width == 28)
        let (h, report) = layOut(Grid(horizontalSpacing: -.infinity) { GridRow { Color.red; Color.blue } }, width: 100, height: 50)
        #expect(report.diagnostics.contains { $0.message.contains("Grid spacing") })
        #expect(h.nodes(typeName: "Color").map(\.frame.width) == [50, 50])
    }
}
