import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// A custom modifier with its own state: pads its content by `inset` over a yellow background.
private struct Badge: ViewModifier {
    let stash: Probe<Binding<CGFloat>?>
    @State private var inset: CGFloat = 3

    func body(content: Content) -> some View {
        let _ = (stash.value = $inset)
        content.padding(inset).background(Color.yellow, alignment: .center)
    }
}

/// A label with its own state, to check that modified content keeps its identity.
private struct Tally: View {
    let stash: Probe<Binding<Int>?>
    @State private var count = 0

    var body: some View {
        let _ = (stash.value = $count)
        Text("tally=\(count)")
    }
}

/// Pads by 3.
private struct Inset: ViewModifier {
    func body(content: Content) -> some View { content.padding(3) }
}

/// Puts a red background behind.
private struct Tint: ViewModifier {
    func body(content: Content) -> some View { content.background(Color.red, alignment: .center) }
}

/// A custom view whose body has two views.
private struct Pair: View {
    var body: some View {
        Text("a")
        Text("bb")
    }
}

/// A custom view whose body has one view.
private struct Single: View {
    var body: some View { Text("one") }
}

/// Reference §5.1 ("Modifiers on multi-view content distribute per element") and the custom
/// `ViewModifier` protocol.
@Suite("Custom modifiers and per-element modifiers")
struct CustomModifierTests {
    @Test("a custom ViewModifier with its own @State, applied with .modifier(_:)")
    func customModifierState() {
        let stash = Probe<Binding<CGFloat>?>(nil)
        let (host, first) = hosted(Text("Hi").modifier(Badge(stash: stash)), width: 300)
        #expect(first.passes == 1)
        #expect(first.bodyEvaluations(of: Badge.self) == 1)
        let s = host.snapshot
        #expect(s.paths == ["Badge", "Badge/background", "Badge/background/padding", "Badge/background/padding/Text",
                            "Badge/background/Color"])
        #expect(isClose(s.frame("Badge/background/padding").width, textWidth("Hi") + 6))
        stash.value?.wrappedValue = 10
        let second = host.run()
        #expect(second.bodyEvaluations(of: Badge.self) == 1)
        #expect(isClose(host.snapshot.frame("Badge/background/padding").width, textWidth("Hi") + 20))
        #expect(isClose(host.snapshot.frame("Badge/background/Color").width, textWidth("Hi") + 20))
        host.proposal = ProposedViewSize(width: 200, height: nil)
        host.run()
        #expect(isClose(host.snapshot.frame("Badge/background/padding").width, textWidth("Hi") + 20))
    }

    @Test("the modified content keeps its identity and state when the modifier's body re-runs")
    func contentIdentity() {
        let inset = Probe<Binding<CGFloat>?>(nil)
        let tally = Probe<Binding<Int>?>(nil)
        let (host, _) = hosted(Tally(stash: tally).modifier(Badge(stash: inset)), width: 300)
        tally.value?.wrappedValue = 4
        host.run()
        #expect(host.snapshot.node(text: "tally=4") != nil)
        inset.value?.wrappedValue = 9
        host.run()
        #expect(host.snapshot.node(text: "tally=4") != nil)
    }

    @Test("EmptyModifier leaves layout unchanged")
    func emptyModifier() {
        let plain = layOut(HStack { Text("a"); Text("b") }, width: 300).0
        let (s, _) = layOut(HStack { Text("a").modifier(EmptyModifier()); Text("b").modifier(EmptyModifier.identity) }, width: 300)
        #expect(s.nodes(typeName: "Text").map(\.frame) == plain.nodes(typeName: "Text").map(\.frame))
        #expect(s.frame("HStack") == plain.frame("HStack"))
    }

    @Test("modifier(A().concat(B())) applies A, then B (no crash)")
    func concatenatedModifiers() {
        let (chained, _) = layOut(Text("a").modifier(Inset()).modifier(Tint()), width: 300)
        #expect(isClose(chained.nodes(typeName: "background").first?.frame.width ?? 0, textWidth("a") + 6))
        let (concatenated, _) = layOut(Text("a").modifier(Inset().concat(Tint())), width: 300)
        #expect(concatenated.nodes.map(\.frame) == chained.nodes.map(\.frame))
        #expect(concatenated.nodes.map(\.typeName) == chained.nodes.map(\.typeName))
    }

    @Test("padding on a Group in an HStack gives two padding nodes")
    func groupDistributes() {
        let (s, report) = layOut(HStack { Group { Text("a"); Text("b") }.padding() }, width: 300)
        #expect(report.passes == 1)
        #expect(s.nodes(typeName: "padding").count == 2)
        let a = textWidth("a"), b = textWidth("b")
        #expect(isClose(s.frame("HStack/padding[0]").width, a + 32))
        #expect(isClose(s.frame("HStack/padding[1]").minX, a + 32 + 8))
        #expect(isClose(s.frame("HStack").width, a + b + 64 + 8))
        #expect(s.frame("HStack/padding[1]/Text").minY == 16)
    }

    @Test("a frame on a ForEach applies to each element")
    func forEachDistributes() {
        let (s, _) = layOut(HStack(spacing: 0) { ForEach(0..<3) { Text("\($0)") }.frame(width: 30) }, width: 300)
        #expect(s.nodes(typeName: "frame").map(\.frame.minX) == [0, 30, 60])
        #expect(s.frame("HStack").width == 90)
    }

    @Test("a background on a TupleView applies to each element, sized to it")
    func tupleDistributes() {
        let (s, _) = layOut(HStack(spacing: 0) {
            TupleView((Text("a"), Text("bb"))).background(Color.red, alignment: .center)
        }, width: 300)
        let backgrounds = s.nodes(typeName: "background")
        #expect(backgrounds.count == 2)
        #expect(isClose(backgrounds[0].frame.width, textWidth("a")))
        #expect(isClose(backgrounds[1].frame.width, textWidth("bb")))
        #expect(s.nodes(typeName: "Color").map(\.frame) == backgrounds.map(\.frame))
    }

    @Test("a modifier on a custom view whose body has two views applies to each")
    func compositeDistributes() {
        let (s, _) = layOut(HStack(spacing: 0) { Pair().padding(4) }, width: 300)
        #expect(s.nodes(typeName: "padding").count == 2)
        #expect(isClose(s.frame("HStack").width, textWidth("a") + textWidth("bb") + 16))
        let (one, _) = layOut(HStack(spacing: 0) { Single().padding(4) }, width: 300)
        #expect(one.nodes(typeName: "padding").count == 1)
        #expect(isClose(one.frame("HStack").width, textWidth("one") + 8))
    }

    @Test("hidden on a Group hides every element; the font applies to all")
    func groupEnvironment() {
        let (s, _) = layOut(HStack { Group { Text("a"); Text("b") }.hidden().font(.caption) }, width: 300)
        #expect(s.nodes(typeName: "Text").map(\.isHidden) == [true, true])
        #expect(s.nodes(typeName: "Text").allSatisfy { isClose($0.frame.height, lineHeight(12)) })
    }
}
