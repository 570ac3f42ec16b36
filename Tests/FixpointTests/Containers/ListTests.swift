import Fixpoint
import FixpointTesting
import Foundation
import Testing

private struct Item: Identifiable {
    let id: Int
    let name: String
}

/// Reference part 2, §3 (List and Form) and observable case 42.
@Suite("List and Form (reference part 2, §3)")
struct ListTests {
    @Test("case 42: List { Text(\"Row\") } has a 44-pt row; the text is centred in it at the row inset")
    func oneRow() {
        let (s, report) = layOut(List { Text("Row") }, width: 390, height: 844)
        #expect(report.passes == 1 && report.converged)
        #expect(s.nodes(typeName: "List").first?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        let text = s.node(text: "Row")!.frame
        #expect(text.minX == 32)
        #expect(isClose(text.midY, 35 + 22))
        // The card behind the row: inset 16 from the edges, 44 tall.
        let card = s.nodes(typeName: "RoundedRectangle").first?.frame
        #expect(card == CGRect(x: 16, y: 35, width: 358, height: 44))
    }

    @Test("rows stack at 44 each with separators between them; a tall row grows by its insets", arguments: [390, 430])
    func rows(width: CGFloat) {
        let margin: CGFloat = width < 414 ? 16 : 20
        let items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two"), Item(id: 3, name: "Three")]
        let (s, _) = layOut(List(items) { Text($0.name) }.listStyle(.plain), width: width, height: 600)
        let tops = items.map { s.node(text: $0.name)!.frame.midY }
        #expect(tops.indices.allSatisfy { isClose(tops[$0], 22 + 44 * CGFloat($0)) })
        #expect(s.node(text: "One")!.frame.minX == margin)
        let separators = s.nodes.filter { $0.typeName == "Color" && $0.frame.height < 1 }
        #expect(separators.count == 2)
        #expect(separators.first.map { isClose($0.frame.maxY, 44) && $0.frame.minX == margin } == true)
        let (t, _) = layOut(List { Color.red.frame(height: 60) }.listStyle(.plain), width: width, height: 600)
        #expect(t.nodes(typeName: "frame").last?.frame == CGRect(x: margin, y: 11, width: width - 2 * margin, height: 60))
    }

    @Test("listRowInsets replaces the insets; listRowSeparator(.hidden) drops a separator; defaultMinListRowHeight")
    func rowModifiers() {
        let (s, _) = layOut(List {
            Text("A").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0)).listRowSeparator(.hidden)
            Text("B")
            Text("C")
        }.listStyle(.plain).environment(\.defaultMinListRowHeight, 60), width: 390, height: 600)
        #expect(s.node(text: "A")!.frame.minX == 40)
        #expect(isClose(s.node(text: "B")!.frame.midY, 90))
        #expect(s.nodes.filter { $0.typeName == "Color" && $0.frame.height < 1 }.count == 1)
    }

    @Test("Form is inset grouped whatever the list style; a NavigationStack puts it under the bar")
    func form() {
        let (s, report) = layOut(NavigationStack {
            Form { Toggle("Wi-Fi", isOn: .constant(true)); Text("About") }.listStyle(.plain).navigationTitle("Settings")
        }, width: 390, height: 844, environment: .iPhone13)
        #expect(report.passes == 1)
        #expect(s.nodes(typeName: "Form").first?.frame == CGRect(x: 0, y: 143, width: 390, height: 667))
        #expect(s.node(text: "About")?.frame.minX == 32)
        // The toggle's row is its 31-pt switch plus the 11-pt insets: 53.
        #expect(isClose(s.node(text: "About")!.frame.midY, 143 + 35 + 53 + 22))
    }

    @Test("a list proposed nil is its rows' height plus the section spacing")
    func unspecified() {
        let (s, _) = layOut(List { Text("a"); Text("b") }, width: 390, height: nil)
        #expect(s.nodes(typeName: "List").first?.frame.height == CGFloat(35 + 88 + 35))
        let (t, _) = layOut(List { Text("a") }.environment(\.defaultMinListRowHeight, .nan), width: 390, height: nil)
        #expect(t.nodes(typeName: "List").first?.frame.height == CGFloat(35 + 44 + 35))
    }

    @Test("in RTL the rows sit at the right inset")
    func rightToLeft() {
        let (s, _) = layOut(List { Text("Row") }.environment(\.layoutDirection, .rightToLeft), width: 390, height: 844)
        #expect(isClose(s.node(text: "Row")!.frame.maxX, 390 - 32))
    }
}
