import Foundation
import Testing
@testable import Fixpoint

/// `ViewNode.walkSubtree(_:)` visits what a recursion in pre-order visits, in the same order;
/// skipping a node's children and stopping do what they say; the questions built on it
/// (`layoutElements`, `standsForOneLayoutElement`, `hasAppearingContent`) agree with their
/// recursive definitions.
@Suite struct SubtreeWalkTests {
    struct Card: View {
        let title: String
        var body: some View {
            VStack {
                Text(title)
                ForEach(0..<3, id: \.self) { Text("\(title) \($0)").padding(1) }
                if title.count > 3 { Color.red } else { EmptyView() }
            }
        }
    }

    struct Pair: View {
        var body: some View {
            Group { Text("left"); Text("right") }
        }
    }

    /// Trees with composites, lists, transparent modifiers, empty branches and several elements.
    static let names = ["cards", "pair", "empty", "leaf"]

    static func view(named name: String) -> AnyView {
        switch name {
        case "cards": AnyView(HStack { Card(title: "one"); Card(title: "three").preference(key: Key.self, value: 1); Pair() })
        case "pair": AnyView(Pair().onAppear {})
        case "empty": AnyView(ForEach(0..<0, id: \.self) { _ in Text("none") })
        default: AnyView(Text("alone"))
        }
    }

    struct Key: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    static func mounted(_ view: AnyView) -> ViewHost {
        let host = ViewHost(view)
        host.run()
        return host
    }

    /// Every node below and at `node`, in pre-order, by recursion.
    static func preorder(_ node: ViewNode) -> [ViewNode] {
        [node] + node.children.flatMap(preorder)
    }

    /// The layout elements `node` stands for, by recursion.
    static func elements(_ node: ViewNode) -> [ViewNode] {
        node.role == .element ? [node] : node.children.flatMap(elements)
    }

    @Test("a walk that always descends visits every node once, in pre-order", arguments: names)
    func visitsInPreorder(name: String) throws {
        let host = Self.mounted(Self.view(named: name))
        let root = try #require(host.graph.root)
        var visited: [ViewNode] = []
        root.walkSubtree { visited.append($0); return .descend }
        let reference = Self.preorder(root)
        #expect(visited.count == reference.count && zip(visited, reference).allSatisfy { $0 === $1 })
        // Every live node hangs from the root: the walk reaches each one.
        #expect(visited.count == host.graph.liveNodes.count)
    }

    @Test("skipping the children of layout elements finds the elements a node stands for, and each question agrees with its recursive definition",
          arguments: names)
    func questionsAgree(name: String) throws {
        let host = Self.mounted(Self.view(named: name))
        let root = try #require(host.graph.root)
        for node in Self.preorder(root) {
            let reference = Self.elements(node)
            let elements = Array(node.layoutElements)
            #expect(elements.count == reference.count && zip(elements, reference).allSatisfy { $0 === $1 })
            #expect(node.standsForOneLayoutElement == (reference.count == 1))
            let appearing = Self.preorder(node).contains { $0.role == .composite || $0.role == .element }
            #expect(node.hasAppearingContent == appearing)
        }
    }

    @Test("a walk stops at the node that says so, having visited only the nodes before it")
    func stops() throws {
        let host = Self.mounted(Self.view(named: "cards"))
        let root = try #require(host.graph.root)
        let all = Self.preorder(root)
        let secondElement = try #require(all.filter { $0.role == .element }.dropFirst().first)
        var visited: [ViewNode] = []
        root.walkSubtree { node in
            visited.append(node)
            return node === secondElement ? .stop : .descend
        }
        let end = try #require(all.firstIndex { $0 === secondElement })
        #expect(visited.count == end + 1 && zip(visited, all).allSatisfy { $0 === $1 })
    }
}
