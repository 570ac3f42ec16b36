import Foundation
import Testing
import Fixpoint
import FixpointRender
import FixpointTesting

@Suite("TreeDump")
struct TreeDumpTests {
    @Test("draws print_tree connectors by depth")
    func connectors() {
        let tree = snapshot(
            .container("VStack", 0, 0, 100, 60, [
                .container("HStack", 0, 0, 100, 20, [
                    .text("a", 0, 0, 10),
                    .container("Spacer", 10, 0, 90, 20),
                ]),
                .container("padding", 0, 28, 100, 32, [
                    .shape("Color", .rectangle, .red, 16, 44, 68, 0),
                ]),
            ])
        )
        #expect(TreeDump.render(tree) == """
            VStack [x:0 y:0 w:100 h:60]
            ├─ HStack [x:0 y:0 w:100 h:20]
            │  ├─ Text [x:0 y:0 w:10 h:19.533] "a"
            │  └─ Spacer [x:10 y:0 w:90 h:20]
            └─ padding [x:0 y:28 w:100 h:32]
               └─ Color [x:16 y:44 w:68 h:0]

            """)
    }

    @Test("a single node is one line ending in a newline; no nodes is empty")
    func trivialTrees() {
        #expect(TreeDump.render(snapshot(.container("EmptyView", 0, 0, 0, 0))) == "EmptyView [x:0 y:0 w:0 h:0]\n")
        #expect(TreeDump.render(LayoutSnapshot(nodes: [])) == "")
    }

    @Test("numbers use the one format: three decimals at most, no -0, ∞")
    func numbers() {
        let node = ViewSnapshot(path: "Color", typeName: "Color",
                                frame: CGRect(x: -0.0001, y: 83.08333, width: 1 / 3, height: 175))
        #expect(TreeDump.render(LayoutSnapshot(nodes: [node])) == "Color [x:0 y:83.083 w:0.333 h:175]\n")
    }

    @Test("text is quoted and escaped onto one line; hidden nodes say so")
    func textAndHidden() {
        let tree = snapshot(
            .container("ZStack", 0, 0, 50, 50, hidden: true, [
                .text("say \"hi\"\nback\\slash", 0, 0, 50),
            ])
        )
        #expect(TreeDump.render(tree) == """
            ZStack [x:0 y:0 w:50 h:50] hidden
            └─ Text [x:0 y:0 w:50 h:19.533] "say \\"hi\\"\\nback\\\\slash" hidden

            """)
    }

    @Test("showPaths names nodes by path; includesHidden false drops hidden subtrees")
    func options() {
        let tree = snapshot(
            .container("HStack", 0, 0, 40, 10, [
                .shape("Color", .rectangle, .red, 0, 0, 10, 10),
                .container("VStack", 10, 0, 10, 10, hidden: true, [.shape("Color", .rectangle, .red, 10, 0, 10, 10)]),
                .shape("Color", .rectangle, .blue, 30, 0, 10, 10),
            ])
        )
        #expect(TreeDump.render(tree, options: .init(showPaths: true, includesHidden: false)) == """
            HStack [x:0 y:0 w:40 h:10]
            ├─ HStack/Color[0] [x:0 y:0 w:10 h:10]
            └─ HStack/Color[1] [x:30 y:0 w:10 h:10]

            """)
    }

    @Test("a last child's subtree gets blank continuation columns")
    func deepNesting() {
        let tree = snapshot(
            .container("A", 0, 0, 1, 1, [
                .container("B", 0, 0, 1, 1, [.container("C", 0, 0, 1, 1, [.container("D", 0, 0, 1, 1)])]),
                .container("E", 0, 0, 1, 1, [
                    .container("F", 0, 0, 1, 1, [.container("G", 0, 0, 1, 1)]),
                    .container("H", 0, 0, 1, 1),
                ]),
            ])
        )
        let names = TreeDump.render(tree).split(separator: "\n").map { $0.replacingOccurrences(of: " [x:0 y:0 w:1 h:1]", with: "") }
        #expect(names == ["A", "├─ B", "│  └─ C", "│     └─ D", "└─ E", "   ├─ F", "   │  └─ G", "   └─ H"])
    }

    @Test("flight card golden, by type name and by path")
    func flightCardGolden() {
        assertSnapshot(of: Fixtures.flightCard, as: .tree, named: "flight-card")
        assertSnapshot(of: Fixtures.flightCard, as: .tree(.init(showPaths: true)), named: "flight-card-paths")
    }
}
