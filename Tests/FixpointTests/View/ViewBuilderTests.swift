import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// A tile of a given width, 10 high; its frame shows where a stack put it.
private func tile(_ width: CGFloat) -> some View {
    Color.gray.frame(width: width, height: 10)
}

/// Data identified through `Identifiable`.
private struct Fruit: Identifiable {
    var id: String
    var width: CGFloat
}

/// Data identified through a key path.
private struct Planet {
    var name: String
    var width: CGFloat
}

/// A body built with `switch`.
private struct Switcher: View {
    var choice: Int
    var body: some View {
        switch choice {
        case 0: Text("zero")
        case 1: Color.red.frame(width: 11, height: 11)
        default: EmptyView()
        }
    }
}

/// A body built from an optional view expression.
private struct OptionalBody: View {
    var label: String?
    var body: some View {
        HStack(spacing: 0) {
            tile(10)
            label.map { Text($0) }
            tile(10)
        }
    }
}

/// Reference §2.1: `ForEach`, `Group` and `TupleView` expand into the stack's children;
/// `EmptyView` and an `if` without a live branch contribute nothing, not even spacing.
@Suite("ViewBuilder and structural views")
struct ViewBuilderTests {
    @Test("a block of one view is the view itself: no container node")
    func blockOfOne() {
        let (s, report) = layOut(HStack { tile(30) }, width: 200)
        #expect(report.passes == 1)
        #expect(s.paths == ["HStack", "HStack/frame", "HStack/frame/Color"])
        #expect(s.frame("HStack") == CGRect(x: 0, y: 0, width: 30, height: 10))
    }

    @Test("a block of two views: two children with one default 8-point gap")
    func blockOfTwo() {
        let (s, report) = layOut(HStack { tile(30); tile(40) }, width: 200)
        #expect(report.passes == 1)
        #expect(s.frame("HStack/frame[0]") == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(s.frame("HStack/frame[1]") == CGRect(x: 38, y: 0, width: 40, height: 10))
        #expect(s.frame("HStack").width == 78)
    }

    @Test("a block of ten views")
    func blockOfTen() {
        let (s, _) = layOut(HStack(spacing: 1) {
            tile(1); tile(2); tile(3); tile(4); tile(5); tile(6); tile(7); tile(8); tile(9); tile(10)
        }, width: 500)
        let frames = s.children(of: 0).map { s.nodes[$0].frame }
        #expect(frames.map(\.width) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
        // x of child k (1-based) = Σ_{j<k} j + (k − 1) gaps of 1.
        #expect(frames.map(\.minX) == [0, 2, 5, 9, 14, 20, 27, 35, 44, 54])
        #expect(s.frame("HStack").width == 64)
    }

    @Test("a block of twelve views: parameter packs go past SwiftUI's old ten-view limit")
    func blockOfTwelve() {
        let (s, _) = layOut(VStack(spacing: 0) {
            tile(10); tile(10); tile(10); tile(10); tile(10); tile(10)
            tile(10); tile(10); tile(10); tile(10); tile(10); tile(10)
        }, width: 500)
        #expect(s.children(of: 0).count == 12)
        #expect(s.frame("VStack") == CGRect(x: 0, y: 0, width: 10, height: 120))
        #expect(s.frame("VStack/frame[11]").minY == 110)
    }

    @Test("if/else builds the active branch only", arguments: [true, false])
    func ifElse(flag: Bool) {
        let (s, _) = layOut(HStack(spacing: 0) {
            if flag { tile(20) } else { Text("off") }
            tile(5)
        }, width: 300)
        let names = s.children(of: 0).map { s.nodes[$0].typeName }
        #expect(names == (flag ? ["frame", "frame"] : ["Text", "frame"]))
        #expect(isClose(s.frame("HStack").width, (flag ? 20 : textWidth("off")) + 5))
    }

    @Test("if without else: a false condition contributes nothing, not even spacing")
    func ifWithoutElse() {
        let hidden = false
        let (s, _) = layOut(HStack {
            tile(20)
            if hidden { tile(100) }
            tile(20)
        }, width: 300)
        #expect(s.children(of: 0).count == 2)
        #expect(s.frame("HStack").width == 48)
        #expect(s.frame("HStack/frame[1]").minX == 28)
        let shown = true
        let (t, _) = layOut(HStack {
            tile(20)
            if shown { tile(100) }
            tile(20)
        }, width: 300)
        #expect(t.frame("HStack").width == 156)
    }

    @Test("switch picks one case; a default of EmptyView gives an empty body", arguments: [0, 1, 2])
    func switchStatement(choice: Int) {
        let (s, _) = layOut(HStack(spacing: 0) { tile(10); Switcher(choice: choice); tile(10) }, width: 300)
        switch choice {
        case 0:
            #expect(isClose(s.frame("HStack").width, 20 + textWidth("zero")))
            #expect(s.node(path: "HStack/Switcher/Text")?.text == "zero")
        case 1:
            #expect(s.frame("HStack").width == 31)
            #expect(s.frame("HStack/Switcher/frame") == CGRect(x: 10, y: 0, width: 11, height: 11))
        default:
            #expect(s.frame("HStack").width == 20)
            #expect(s.nodes(typeName: "Switcher").isEmpty)
        }
    }

    @Test("an optional view: nil contributes nothing, some is its wrapped view")
    func optionals() {
        let (none, _) = layOut(OptionalBody(label: nil), width: 300)
        #expect(none.frame("OptionalBody/HStack").width == 20)
        #expect(none.nodes(typeName: "Text").isEmpty)
        let (some, _) = layOut(OptionalBody(label: "x"), width: 300)
        #expect(isClose(some.frame("OptionalBody/HStack").width, 20 + textWidth("x")))
        #expect(isClose(some.frame("OptionalBody/HStack/Text").minX, 10))
    }

    @Test("a for loop builds one child per iteration")
    func forLoop() {
        // The loop body must have a concrete type: Swift cannot infer opaque types through
        // buildArray (a compiler limitation, not Fixpoint's).
        let words = ["a", "bbb", "ccccc"]
        let (s, _) = layOut(HStack(spacing: 2) {
            for word in words { Text(word) }
        }, width: 300, environment: monospaceEnvironment)
        #expect(s.children(of: 0).map { s.nodes[$0].frame.minX } == [0, 3, 8])
        #expect(s.frame("HStack").width == 13)
        let widths: [CGFloat] = [5, 15, 25]
        let (t, _) = layOut(HStack(spacing: 2) {
            for width in widths { AnyView(tile(width)) }
        }, width: 300)
        #expect(t.children(of: 0).map { t.nodes[$0].frame.minX } == [0, 7, 24])
        #expect(t.frame("HStack").width == 49)
    }

    @Test("if #available wraps its content, which still lays out as a child")
    func availability() {
        let (s, _) = layOut(HStack(spacing: 0) {
            if #available(macOS 10.15, iOS 13, *) {
                tile(30)
            }
            tile(10)
        }, width: 300)
        #expect(s.frame("HStack").width == 40)
        #expect(s.frame("HStack/frame[1]").minX == 30)
    }

    @Test("TupleView, Group and AnyView flatten into the stack's children")
    func structuralFlattening() {
        let (s, report) = layOut(HStack(spacing: 1) {
            TupleView((tile(10), tile(20)))
            Group { tile(30); Group { tile(40) } }
            AnyView(Group { tile(50); tile(60) })
            AnyView(erasing: tile(70))
        }, width: 500)
        #expect(report.passes == 1)
        let frames = s.children(of: 0).map { s.nodes[$0].frame }
        #expect(frames.map(\.width) == [10, 20, 30, 40, 50, 60, 70])
        #expect(frames.map(\.minX) == [0, 11, 32, 63, 104, 155, 216])
        #expect(s.frame("HStack").width == 286)
    }

    @Test("EmptyView contributes no child and no spacing")
    func emptyView() {
        let (s, _) = layOut(HStack { tile(20); EmptyView(); EmptyView(); tile(20) }, width: 300)
        #expect(s.children(of: 0).count == 2)
        #expect(s.frame("HStack").width == 48)
        let (v, _) = layOut(VStack { EmptyView(); tile(20); EmptyView() }, width: 300)
        #expect(v.frame("VStack") == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test("ForEach over a range, Identifiable data and an id key path")
    func forEachForms() {
        let fruits = [Fruit(id: "apple", width: 12), Fruit(id: "pear", width: 24)]
        let planets = [Planet(name: "Mars", width: 6), Planet(name: "Venus", width: 8)]
        let (s, _) = layOut(VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 0) { ForEach(1..<4) { tile(CGFloat($0)) } }
            HStack(spacing: 0) { ForEach(fruits) { tile($0.width) } }
            HStack(spacing: 0) { ForEach(planets, id: \.name) { tile($0.width) } }
            HStack(spacing: 0) { ForEach(0..<0) { _ in tile(99) } }
        }, width: 300)
        #expect(s.frame("VStack/HStack[0]").width == 6)
        #expect(s.children(of: s.nodes.firstIndex { $0.path == "VStack/HStack[0]" }!).count == 3)
        #expect(s.frame("VStack/HStack[1]").width == 36)
        #expect(s.frame("VStack/HStack[2]").width == 14)
        #expect(s.frame("VStack/HStack[1]/frame[1]") == CGRect(x: 12, y: 10, width: 24, height: 10))
        // An empty ForEach leaves an HStack with no subviews: size zero.
        #expect(s.frame("VStack/HStack[3]").size == .zero)
    }

    @Test("ForEach inside a Group inside a stack flattens next to its siblings")
    func nestedForEach() {
        let (s, _) = layOut(HStack(spacing: 4) {
            tile(10)
            Group { ForEach(0..<2) { _ in tile(10) } }
            tile(10)
        }, width: 300)
        #expect(s.children(of: 0).map { s.nodes[$0].frame.minX } == [0, 14, 28, 42])
    }
}
