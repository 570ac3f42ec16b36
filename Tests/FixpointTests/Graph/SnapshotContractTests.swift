import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// A generic view, like Sundell's HeightSyncedRow: its snapshot name drops the generic argument.
private struct HeightSyncedRow<Content: View>: View {
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
    var body: some View { HStack(spacing: 0) { content } }
}

private struct Previews: PreviewProvider {
    static var previews: some View {
        Text("First preview")
        Text("Second preview").font(.caption)
    }
}

private struct SinglePreview: PreviewProvider {
    static var previews: some View {
        HStack { Text("Preview"); Color.red.frame(width: 10, height: 10) }
    }
}

/// ARCHITECTURE §1: the snapshot contract — paths, lookup, pre-order, root placement, names,
/// determinism.
@Suite("Snapshot contract")
struct SnapshotContractTests {
    @Test("paths join type names, with [i] where siblings share a name; pre-order with depths")
    func paths() {
        let (s, report) = layOut(VStack {
            HStack { Text("a"); Text("b") }
            HStack { Text("c") }
            Text("d")
        }, width: 300)
        #expect(report.passes == 1)
        #expect(s.paths == ["VStack", "VStack/HStack[0]", "VStack/HStack[0]/Text[0]", "VStack/HStack[0]/Text[1]",
                            "VStack/HStack[1]", "VStack/HStack[1]/Text", "VStack/Text"])
        #expect(s.nodes.map(\.depth) == [0, 1, 2, 2, 1, 2, 1])
        #expect(s.nodes.map(\.parentIndex) == [nil, 0, 1, 1, 0, 4, 0])
        #expect(s.children(of: 0) == [1, 4, 6])
        #expect(s.nodes(typeName: "Text").map(\.text) == ["a", "b", "c", "d"])
    }

    @Test("node(text:) finds a node by its displayed or its full text")
    func lookupByText() {
        let (s, _) = layOut(VStack {
            Text("✈️")
            Text("abcdefghij").lineLimit(1).frame(width: 5)
        }, width: 300, environment: monospaceEnvironment)
        #expect(s.node(text: "✈️")?.path == "VStack/Text")
        #expect(s.node(text: "abcd…")?.path == "VStack/frame/Text")
        #expect(s.node(text: "abcdefghij")?.path == "VStack/frame/Text")
        #expect(s.node(text: "abcd…")?.fullText == "abcdefghij")
        #expect(s.node(text: "nothing") == nil)
        #expect(s.node(path: "VStack/nothing") == nil)
    }

    @Test("the root is placed at the origin with the size it chose, which may differ from the proposal")
    func rootPlacement() {
        let (s, _) = layOut(Text("Hi"), width: 390, height: 844)
        #expect(isClose(s.nodes[0].frame, CGRect(x: 0, y: 0, width: textWidth("Hi"), height: lineHeight())))
        #expect(isClose(s.size, s.nodes[0].frame.size))
        let (wide, _) = layOut(Color.red.frame(width: 500, height: 20), width: 100, height: 100)
        #expect(wide.nodes[0].frame == CGRect(x: 0, y: 0, width: 500, height: 20))
        #expect(wide.size == CGSize(width: 500, height: 20))
    }

    @Test("a view inside a GeometryReader has GeometryReader in its path")
    func geometryReaderPath() {
        let (s, _) = layOut(VStack { GeometryReader { _ in Text("inside") } }, width: 300, height: 100)
        #expect(s.node(text: "inside")?.path == "VStack/GeometryReader/Text")
    }

    @Test("type names drop generic arguments; composites frame the union of their content")
    func typeNames() {
        let (s, _) = layOut(HeightSyncedRow { Text("a"); Color.red.frame(width: 10, height: 50) }, width: 300)
        #expect(s.nodes.map(\.typeName) == ["HeightSyncedRow", "HStack", "Text", "frame", "Color"])
        #expect(s.paths[2] == "HeightSyncedRow/HStack/Text")
        #expect(isClose(s.frame("HeightSyncedRow"), s.frame("HeightSyncedRow/HStack")))
    }

    @Test("modifiers use readable names")
    func modifierNames() {
        let (s, _) = layOut(
            Color.red
                .aspectRatio(1, contentMode: .fit)
                .alignmentGuide(.leading) { _ in 0 }
                .frame(width: 10)
                .frame(maxWidth: 20)
                .padding(1)
                .fixedSize()
                .offset(x: 1)
                .overlay(Color.blue)
                .background(Color.green, alignment: .center)
                .coordinateSpace(name: "space")
                .hidden()
                .opacity(0.5)
                .layoutPriority(1)
                .id(3),
            width: 300)
        #expect(s.nodes.map(\.typeName) == ["coordinateSpace", "background", "overlay", "offset", "fixedSize",
                                            "padding", "frame", "frame", "alignmentGuide", "aspectRatio", "Color",
                                            "Color", "Color"])
    }

    @Test("two hosts of the same view give identical snapshots; re-running changes nothing")
    func determinism() {
        func make() -> some View {
            VStack(alignment: .leading) {
                HStack { Image(systemName: "star"); Text("Title").font(.headline); Spacer() }
                Text("A paragraph that wraps over a couple of lines in a narrow column.")
                GeometryReader { proxy in Color.blue.frame(width: proxy.size.width / 2) }.frame(height: 20)
            }.padding()
        }
        let (a, _) = layOut(make(), width: 200)
        let (b, _) = layOut(make(), width: 200)
        #expect(a == b)
        let (host, _) = hosted(make(), width: 200)
        host.run()
        #expect(host.snapshot == a)
    }

    @Test("PreviewProvider.previews is hosted like any view; several previews stack vertically")
    func previews() {
        let (single, report) = layOut(SinglePreview.previews, width: 300)
        #expect(report.passes == 1)
        #expect(single.paths == ["HStack", "HStack/Text", "HStack/frame", "HStack/frame/Color"])
        let (s, _) = layOut(Previews.previews, width: 300)
        let first = s.node(text: "First preview")?.frame ?? .null
        let second = s.node(text: "Second preview")?.frame ?? .null
        #expect(first.minY == 0)
        #expect(second.minY > first.maxY)
        #expect(isClose(second.height, lineHeight(12)))
    }
}
