import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// Reference part 2, §3: sections in `List` and `Form` (gaps, one card per section, headers and
/// footers outside the rows; the label spacings are the README's documented approximations).
@Suite("Sections in List and Form (reference part 2, §3)")
struct ListSectionTests {
    private func cards(_ s: LayoutSnapshot) -> [CGRect] {
        s.nodes(typeName: "RoundedRectangle").map(\.frame)
    }

    private func separators(_ s: LayoutSnapshot) -> [CGRect] {
        s.nodes.filter { $0.typeName == "Color" && $0.frame.height < 1 }.map(\.frame)
    }

    @Test("inset grouped: each section is its own card, 35 apart; a separator only between rows of one section")
    func twoSectionsInsetGrouped() {
        let (s, report) = layOut(List {
            Section { Text("A1"); Text("A2") }
            Section { Text("B1") }
        }, width: 390, height: 844)
        #expect(report.passes == 1 && report.converged)
        #expect(cards(s) == [CGRect(x: 16, y: 35, width: 358, height: 88),
                             CGRect(x: 16, y: 35 + 88 + 35, width: 358, height: 44)])
        #expect(isClose(s.node(text: "B1")!.frame.midY, 35 + 88 + 35 + 22))
        #expect(s.node(text: "B1")!.frame.minX == 32)
        #expect(separators(s).count == 1)
        #expect(separators(s).first.map { isClose($0.maxY, 35 + 44) } == true)
    }

    @Test("a header sits above its card at the rows' content inset, 7 above the card; a footer 7 below; neither is a row")
    func headerAndFooter() {
        let (s, report) = layOut(List {
            Section {
                Text("Row")
            } header: {
                Text("Header")
            } footer: {
                Text("Footer")
            }
        }, width: 390, height: 844)
        #expect(report.passes == 1 && report.converged)
        let header = s.node(text: "Header")!.frame
        let line = header.height
        #expect(header.minX == 32 && header.minY == 35)
        let card = cards(s)
        #expect(card == [CGRect(x: 16, y: 35 + line + 7, width: 358, height: 44)])
        let footer = s.node(text: "Footer")!.frame
        #expect(footer.minX == 32 && isClose(footer.minY, 35 + line + 7 + 44 + 7))
        // The header and footer get no card and no separator; only the row is 44 tall.
        #expect(separators(s).isEmpty)
        #expect(isClose(s.node(text: "Row")!.frame.midY, 35 + line + 7 + 22))
        // Proposed nil: the list is as tall as the gaps, labels and rows.
        let (t, _) = layOut(List {
            Section { Text("Row") } header: { Text("Header") } footer: { Text("Footer") }
        }, width: 390, height: nil)
        #expect(isClose(t.nodes(typeName: "List").first!.frame.height, 35 + line + 7 + 44 + 7 + line + 35))
    }

    @Test("rows outside any section form a section of their own; Form groups the same way, whatever the style")
    func looseRowsAndForm() {
        let (s, report) = layOut(Form {
            Text("Loose")
            Section("Network") { Text("Wi-Fi"); Text("Bluetooth") }
        }.listStyle(.plain), width: 430, height: 932)
        #expect(report.passes == 1)
        let line = s.node(text: "Network")!.frame.height
        let second = 35 + 44 + 35 + line + 7
        #expect(cards(s) == [CGRect(x: 20, y: 35, width: 390, height: 44),
                             CGRect(x: 20, y: second, width: 390, height: 88)])
        #expect(s.node(text: "Network")!.frame.minX == 40)
        #expect(isClose(s.node(text: "Bluetooth")!.frame.midY, second + 44 + 22))
    }

    @Test("plain: no gaps and no cards; a header is inset 6 above and below; no separator across sections")
    func plain() {
        let (s, report) = layOut(List {
            Section { Text("A1"); Text("A2") } header: { Text("First") }
            Section { Text("B1") } header: { Text("Second") }
        }.listStyle(.plain), width: 390, height: 844)
        #expect(report.passes == 1)
        #expect(cards(s).isEmpty)
        let line = s.node(text: "First")!.frame.height
        #expect(s.node(text: "First")!.frame.minY == 6 && s.node(text: "First")!.frame.minX == 16)
        #expect(isClose(s.node(text: "A1")!.frame.midY, line + 12 + 22))
        #expect(isClose(s.node(text: "Second")!.frame.minY, line + 12 + 88 + 6))
        #expect(isClose(s.node(text: "B1")!.frame.midY, 2 * (line + 12) + 88 + 22))
        #expect(separators(s).count == 1)
    }

    @Test("grouped: full-width cards per section with the 35 gaps", arguments: [390, 430])
    func grouped(width: CGFloat) {
        let (s, _) = layOut(List {
            Section { Text("A") }
            Section { Text("B"); Text("C") }
        }.listStyle(.grouped), width: width, height: 600)
        #expect(cards(s) == [CGRect(x: 0, y: 35, width: width, height: 44),
                             CGRect(x: 0, y: 35 + 44 + 35, width: width, height: 88)])
    }

    @Test("a ForEach of sections makes one card per element; in RTL the header sits at the right inset")
    func forEachOfSections() {
        let (s, report) = layOut(List {
            ForEach(0..<3) { index in
                Section { Text("Row \(index)") } header: { Text("H\(index)") }
            }
        }.environment(\.layoutDirection, .rightToLeft), width: 390, height: 844)
        #expect(report.passes == 1)
        #expect(cards(s).count == 3)
        let line = s.node(text: "H0")!.frame.height
        #expect(isClose(s.node(text: "H2")!.frame.minY, 3 * 35 + 2 * (line + 7 + 44)))
        #expect(isClose(s.node(text: "H1")!.frame.maxX, 390 - 32))
    }
}
