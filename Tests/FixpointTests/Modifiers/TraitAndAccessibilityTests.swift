@testable import Fixpoint
import FixpointRender
import FixpointTesting
import Foundation
import Testing

/// A button whose taps are counted, reachable by accessibility identifier and action.
private struct Liked: View {
    @State private var likes = 0

    var body: some View {
        Text("Likes \(likes)")
            .accessibilityIdentifier("likes")
            .accessibilityAction(named: "Like") { likes += 1 }
            .accessibilityAction { likes += 10 }
    }
}

/// `zIndex`, `tag` and the accessibility modifiers: recorded on the snapshot, no layout effect.
@Suite("zIndex, tag and accessibility")
struct TraitAndAccessibilityTests {
    @Test("zIndex changes drawing order among siblings, never layout or snapshot order")
    func zIndexOrder() {
        let plain = layOut(ZStack { Color.red.frame(width: 40, height: 40); Color.blue.frame(width: 20, height: 20) },
                           width: 100).snapshot
        let (s, report) = layOut(ZStack {
            Color.red.frame(width: 40, height: 40).zIndex(1)
            Color.blue.frame(width: 20, height: 20)
        }, width: 100)
        #expect(report.passes == 1)
        #expect(s.paths == plain.paths)
        #expect(s.nodes.map(\.frame) == plain.nodes.map(\.frame))
        #expect(s.node(path: "ZStack/frame[0]")?.zIndex == 1)
        #expect(s.node(path: "ZStack/frame[1]")?.zIndex == 0)
        // The red square now covers the blue one: ASCII shows no blue cell.
        let ascii = ASCIIRenderer(scale: 4).render(s)
        #expect(!ascii.contains("b"))
        #expect(ASCIIRenderer(scale: 4).render(plain).contains("b"))
        // SVG paints the red group after the blue one.
        let svg = SVGRenderer().render(s)
        let red = svg.range(of: "data-path=\"ZStack/frame[0]/Color\"")!.lowerBound
        let blue = svg.range(of: "data-path=\"ZStack/frame[1]/Color\"")!.lowerBound
        #expect(blue < red)
        #expect(TreeDump.render(s).contains("zIndex:1"))
    }

    @Test("zIndex inside a frame orders only within that frame; equal z keeps tree order; NaN is 0 with a diagnostic")
    func zIndexScope() {
        let (s, report) = layOut(ZStack {
            Color.red.zIndex(5).frame(width: 40, height: 40)
            Color.blue.frame(width: 20, height: 20).zIndex(.nan)
        }, width: 100)
        #expect(s.node(path: "ZStack/frame[0]")?.zIndex == 0)
        #expect(s.node(path: "ZStack/frame[0]/Color")?.zIndex == 5)
        #expect(s.node(path: "ZStack/frame[1]")?.zIndex == 0)
        #expect(report.diagnostics.contains { $0.message.contains("zIndex(nan)") })
        #expect(ASCIIRenderer(scale: 4).render(s).contains("b"))
    }

    @Test("tag is recorded on the snapshot and readable by containers, through modifiers and ForEach")
    func tags() throws {
        let view = VStack {
            ForEach(["a", "b"], id: \.self) { Text($0).tag($0) }
            Text("c").tag(3).padding(2)
            Text("none")
        }
        let (host, report) = hosted(view, width: 200)
        #expect(report.passes == 1)
        let s = host.snapshot
        #expect(s.node(text: "a")?.tag == "\"a\"" || s.node(text: "a")?.tag == "a")
        #expect(s.node(text: "c")?.tag == "3")
        #expect(s.node(text: "none")?.tag == nil)
        let plain = layOut(VStack {
            ForEach(["a", "b"], id: \.self) { Text($0) }
            Text("c").padding(2)
            Text("none")
        }, width: 200).snapshot
        #expect(s.nodes.map(\.frame) == plain.nodes.map(\.frame))
        func stackNode(_ node: ViewNode) -> ViewNode? {
            if node.role == .element && node.name == "VStack" { return node }
            return node.children.lazy.compactMap(stackNode).first
        }
        let stack = try #require(stackNode(host.graph.root))
        let tags = TagValue.tags(under: stack)
        #expect(tags.map(\.tag.value) == [AnyHashable("a"), AnyHashable("b"), AnyHashable(3)])
        #expect(tags[0].tag.matches("a"))
        #expect(!tags[0].tag.matches("b"))
        #expect(tags[2].tag.matches(Optional(3)))
    }

    @Test("tag(_:includeOptional: false) does not match an optional selection")
    func tagOptional() {
        let strict = TagValue(value: AnyHashable(1), includeOptional: false, isOptional: false)
        #expect(strict.matches(1))
        #expect(!strict.matches(Optional(1)))
        let loose = TagValue(value: AnyHashable(1), includeOptional: true, isOptional: false)
        #expect(loose.matches(Optional(1)))
        #expect(!loose.matches(Optional<Int>.none))
    }

    @Test("accessibility modifiers are recorded on the view they modify, closest wins, no layout effect")
    func accessibilityRecorded() {
        let (s, report) = layOut(HStack {
            Image(systemName: "star")
                .accessibilityLabel("Favourite")
                .accessibilityHint(Text("Adds to favourites"))
                .accessibilityValue("On")
                .accessibilityIdentifier("star")
                // The removal is closer to the view than the addition, so it wins for isSelected.
                .accessibilityRemoveTraits(.isSelected)
                .accessibilityAddTraits([.isButton, .isSelected])
                .accessibilityLabel("ignored: the inner label wins")
            Text("Hidden").accessibilityHidden(true)
            VStack { Text("x"); Text("y") }.accessibilityElement(children: .combine)
        }, width: 300)
        #expect(report.passes == 1)
        let star = s.node(accessibilityIdentifier: "star")
        #expect(star?.typeName == "Image")
        #expect(star?.accessibility?.label == "Favourite")
        #expect(star?.accessibility?.hint == "Adds to favourites")
        #expect(star?.accessibility?.value == "On")
        #expect(star?.accessibility?.addedTraits == [.isButton])
        #expect(star?.accessibility?.removedTraits == [.isSelected])
        #expect(star?.accessibility?.addedTraits.names == ["isButton"])
        #expect(s.node(text: "Hidden")?.accessibility?.isHidden == true)
        #expect(s.node(path: "HStack/VStack")?.accessibility?.childBehavior == .combine)
        #expect(s.accessibilityIdentifiers == ["star"])
        #expect(s.frame(accessibilityIdentifier: "star") == s.frame("HStack/Image"))
        let plain = layOut(HStack {
            Image(systemName: "star")
            Text("Hidden")
            VStack { Text("x"); Text("y") }
        }, width: 300).snapshot
        #expect(s.nodes.map(\.frame) == plain.nodes.map(\.frame))
        #expect(s.paths == plain.paths)
        #expect(TreeDump.render(s).contains("id:\"star\""))
    }

    @Test("performAccessibilityAction runs the named or default handler and updates")
    func accessibilityAction() throws {
        let (host, _) = hosted(Liked(), width: 200)
        #expect(host.snapshot.node(accessibilityIdentifier: "likes")?.accessibility?.actions == ["default", "Like"])
        let report = try host.performAccessibilityAction("Like", onIdentifier: "likes")
        #expect(report.passes == 1)
        #expect(host.snapshot.node(text: "Likes 1") != nil)
        try host.performAccessibilityAction(onIdentifier: "likes")
        #expect(host.snapshot.node(text: "Likes 11") != nil)
        #expect(throws: InteractionError.self) { try host.performAccessibilityAction("Nope", onIdentifier: "likes") }
        #expect(throws: InteractionError.self) { try host.performAccessibilityAction(onIdentifier: "missing") }
    }
}
