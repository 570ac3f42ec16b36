import Fixpoint
import FixpointTesting
import Foundation
import Testing

private func rightToLeft(_ environment: EnvironmentValues = .iOS) -> EnvironmentValues {
    var environment = environment
    environment.layoutDirection = .rightToLeft
    return environment
}

/// Reference part 2, §5.1 and observable cases 21–22: a right-to-left container mirrors the x
/// position of each child inside its own frame.
@Suite("Layout direction (reference part 2, §5.1)")
struct LayoutDirectionTests {
    @Test("case 21: HStack { A; B } in RTL puts B at the left and A at the right")
    func stackMirrors() {
        let (s, report) = layOut(HStack { Text("A"); Text("B") }.environment(\.layoutDirection, .rightToLeft), width: 390)
        #expect(report.passes == 1 && report.converged)
        let a = s.node(text: "A")!.frame, b = s.node(text: "B")!.frame
        #expect(b.minX == 0)
        #expect(isClose(a.minX, textWidth("B") + 8))
        #expect(isClose(a.maxX, s.nodes(typeName: "HStack")[0].frame.maxX))
    }

    @Test("case 21: padding(.leading, 10) on the stack adds the 10 points on the right")
    func leadingPadding() {
        let (s, _) = layOut(HStack { Text("A"); Text("B") }.padding(.leading, 10).environment(\.layoutDirection, .rightToLeft),
                            width: 390)
        let padding = s.nodes(typeName: "padding")[0].frame
        let stack = s.nodes(typeName: "HStack")[0].frame
        #expect(stack.minX == padding.minX)
        #expect(isClose(padding.maxX - stack.maxX, 10))
    }

    @Test("leading alignment in a frame is the right edge; trailing the left", arguments: [
        (Alignment.leading, true), (.trailing, false),
    ])
    func frameAlignment(alignment: Alignment, atRight: Bool) {
        let (s, _) = layOut(Text("A").frame(width: 200, alignment: alignment).environment(\.layoutDirection, .rightToLeft),
                            width: 390)
        let text = s.node(text: "A")!.frame
        #expect(isClose(atRight ? text.maxX : text.minX, atRight ? 200 : 0))
    }

    @Test("VStack(alignment: .leading) aligns its children's right edges in RTL")
    func vstackLeading() {
        let (s, _) = layOut(VStack(alignment: .leading) { Text("short"); Text("a longer line") }
            .environment(\.layoutDirection, .rightToLeft), width: 390)
        #expect(isClose(s.node(text: "short")!.frame.maxX, s.node(text: "a longer line")!.frame.maxX))
        #expect(s.node(text: "a longer line")!.frame.minX == 0)
    }

    @Test("case 22: position(x: 30, y: 10) in a 200×100 frame centres the square at (30, 10) in LTR, (170, 10) in RTL",
          arguments: [(LayoutDirection.leftToRight, CGFloat(30)), (.rightToLeft, 170)])
    func position(direction: LayoutDirection, centre: CGFloat) {
        let (s, report) = layOut(Color.red.frame(width: 20, height: 20).position(x: 30, y: 10).frame(width: 200, height: 100)
            .environment(\.layoutDirection, direction), width: 390)
        #expect(report.passes == 1)
        let square = s.nodes(typeName: "Color")[0].frame
        #expect(isClose(square.midX, centre) && isClose(square.midY, 10))
        #expect(s.nodes(typeName: "position").first?.frame.size == CGSize(width: 200, height: 100))
    }

    @Test("offset(x:) moves toward the leading side (left) in RTL (OpenSwiftUI's rule)")
    func offsetMirrors() {
        let (s, _) = layOut(Color.red.frame(width: 20, height: 20).offset(x: 30).frame(width: 200, height: 100)
            .environment(\.layoutDirection, .rightToLeft), width: 390)
        #expect(s.nodes(typeName: "Color")[0].frame == CGRect(x: 60, y: 40, width: 20, height: 20))
        let (t, _) = layOut(Color.red.frame(width: 20, height: 20).offset(x: 30).frame(width: 200, height: 100), width: 390)
        #expect(t.nodes(typeName: "Color")[0].frame == CGRect(x: 120, y: 40, width: 20, height: 20))
    }

    @Test("a nested left-to-right subtree keeps its order but is placed mirrored in its RTL parent")
    func nestedLeftToRight() {
        let (s, _) = layOut(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            HStack(spacing: 0) { Color.green.frame(width: 20, height: 10); Color.blue.frame(width: 30, height: 10) }
                .environment(\.layoutDirection, .leftToRight)
        }.environment(\.layoutDirection, .rightToLeft), width: 390)
        let colors = s.nodes(typeName: "Color").map(\.frame.minX)
        #expect(colors == [50, 0, 20])
    }

    @Test("a GeometryReader's leading inset is the right one in RTL; its content sits top-trailing")
    func readerInsets() {
        let probe = Probe<EdgeInsets?>(nil)
        let (s, _) = layOut(GeometryReader { proxy in
            let _ = (probe.value = proxy.safeAreaInsets)
            Color.red.frame(width: 10, height: 10)
        }.safeAreaInset(edge: .leading, spacing: 0) { Color.green.frame(width: 30) }
            .environment(\.layoutDirection, .rightToLeft), width: 390, height: 844, environment: .iPhone13)
        #expect(probe.value == EdgeInsets(top: 47, leading: 30, bottom: 34, trailing: 0))
        #expect(s.nodes(typeName: "GeometryReader")[0].frame == CGRect(x: 0, y: 47, width: 360, height: 763))
        #expect(s.nodes(typeName: "Color")[0].frame == CGRect(x: 350, y: 47, width: 10, height: 10))
        #expect(s.nodes(typeName: "Color")[1].frame.minX == 360)
    }

    @Test("a right-to-left host puts a root narrower than the canvas at its right edge")
    func hostDirection() {
        let (s, report) = layOut(Text("A"), width: 390, environment: rightToLeft())
        #expect(report.passes == 1)
        #expect(isClose(s.node(text: "A")!.frame.maxX, 390))
        let (t, _) = layOut(HStack { Text("A"); Spacer(); Text("B") }, width: 300, environment: rightToLeft(.macOS))
        #expect(t.node(text: "B")!.frame.minX == 0)
        #expect(isClose(t.node(text: "A")!.frame.maxX, 300))
    }

    @Test("changing the host's direction re-lays out the tree in one pass")
    func hostChange() {
        let (host, first) = hosted(HStack { Text("A"); Spacer(); Text("B") }, width: 300)
        #expect(first.passes == 1)
        #expect(host.snapshot.node(text: "A")!.frame.minX == 0)
        host.environment.layoutDirection = .rightToLeft
        let second = runCheckingInvariants(host)
        #expect(second.passes == 1 && second.converged)
        #expect(isClose(host.snapshot.node(text: "A")!.frame.maxX, 300))
    }

    @Test("a child that moves to its own mirrored position in an RTL frame is placed again, at the other edge")
    func moveToMirroredPosition() {
        let handle = BindingHandle()
        let (host, first) = hosted(FlippingAlignment(handle: handle), width: 100)
        #expect(first.passes == 1)
        // Leading in RTL is the right edge: the square's logical x is 0, its frame's x is 80.
        #expect(host.snapshot.nodes(typeName: "Color")[0].frame.minX == 80)
        // Trailing puts its logical x at 80, where its frame was: the frame must still move.
        handle.value?.wrappedValue = 1
        let second = runCheckingInvariants(host)
        #expect(second.passes == 1 && second.converged)
        #expect(host.snapshot.nodes(typeName: "Color")[0].frame.minX == 0)
    }

    @Test("@Environment(\\.layoutDirection) and the size classes read the presets")
    func environmentReads() {
        let probe = Probe<(LayoutDirection, UserInterfaceSizeClass?, UserInterfaceSizeClass?)?>(nil)
        struct Reader: View {
            let probe: Probe<(LayoutDirection, UserInterfaceSizeClass?, UserInterfaceSizeClass?)?>
            @Environment(\.layoutDirection) var direction
            @Environment(\.horizontalSizeClass) var horizontal
            @Environment(\.verticalSizeClass) var vertical
            var body: some View {
                let _ = (probe.value = (direction, horizontal, vertical))
                Text(horizontal == .compact ? "compact" : "regular")
            }
        }
        _ = layOut(Reader(probe: probe), width: 390, environment: rightToLeft(.iPadPro11))
        #expect(probe.value?.0 == .rightToLeft && probe.value?.1 == .regular && probe.value?.2 == .regular)
        _ = layOut(Reader(probe: probe), width: 390)
        #expect(probe.value?.0 == .leftToRight && probe.value?.1 == .compact && probe.value?.2 == .regular)
        _ = layOut(Reader(probe: probe), width: 390, environment: .macOS)
        #expect(probe.value?.1 == nil && probe.value?.2 == nil)
    }

    @Test("sizeCategory is a view of dynamicTypeSize, one case each (reference §5.3)",
          arguments: zip(ContentSizeCategory.allCases, DynamicTypeSize.allCases))
    func sizeCategory(category: ContentSizeCategory, size: DynamicTypeSize) {
        var environment = EnvironmentValues()
        #expect(environment.sizeCategory == .large)
        environment.sizeCategory = category
        #expect(environment.dynamicTypeSize == size)
        #expect(DynamicTypeSize(category) == size && ContentSizeCategory(size) == category)
        #expect(category.isAccessibilityCategory == size.isAccessibilitySize)
        let (s, _) = layOut(Text("Hello").environment(\.sizeCategory, category), width: 390)
        let (t, _) = layOut(Text("Hello").dynamicTypeSize(size), width: 390)
        #expect(s.node(text: "Hello")?.frame == t.node(text: "Hello")?.frame)
    }
}

/// A 20-point square in a 100-point right-to-left frame, leading until its state says trailing.
private struct FlippingAlignment: View {
    let handle: BindingHandle
    @State private var trailing = 0

    var body: some View {
        let _ = handle.value = $trailing
        Color.red.frame(width: 20, height: 10)
            .frame(width: 100, alignment: trailing == 1 ? .trailing : .leading)
            .environment(\.layoutDirection, .rightToLeft)
    }
}
