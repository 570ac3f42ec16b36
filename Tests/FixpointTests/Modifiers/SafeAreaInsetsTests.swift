import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// Reads a GeometryProxy's values into a probe.
private struct ReaderProbe: View {
    let probe: Probe<(size: CGSize, insets: EdgeInsets, global: CGRect)?>
    var body: some View {
        GeometryReader { proxy in
            let _ = (probe.value = (proxy.size, proxy.safeAreaInsets, proxy.frame(in: .global)))
            Color.clear
        }
    }
}

private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    isClose(a.minX, b.minX) && isClose(a.minY, b.minY) && isClose(a.width, b.width) && isClose(a.height, b.height)
}

private func frames(_ snapshot: LayoutSnapshot, _ type: String) -> [CGRect] {
    snapshot.nodes(typeName: type).map(\.frame)
}

/// Reference part 2, §4 and observable cases 14–20: the window's insets on the device presets,
/// the touching rule, `ignoresSafeArea`, `safeAreaInset`, `safeAreaPadding` and style backgrounds.
@Suite("Safe area (reference part 2, §4)")
struct SafeAreaInsetsTests {
    @Test("case 14: a GeometryReader root on a 390×844 window is 390×763 at y = 47 with insets 47/34")
    func readerRoot() {
        let probe = Probe<(size: CGSize, insets: EdgeInsets, global: CGRect)?>(nil)
        let (s, report) = layOut(ReaderProbe(probe: probe), width: 390, height: 844, environment: .iPhone13)
        #expect(report.passes == 1 && report.converged)
        #expect(probe.value?.size == CGSize(width: 390, height: 763))
        #expect(probe.value?.insets == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(probe.value?.global.minY == 47)
        #expect(frames(s, "GeometryReader") == [CGRect(x: 0, y: 47, width: 390, height: 763)])
    }

    @Test("case 15: the same on a 393×852 window is 393×759, top 59")
    func dynamicIslandWindow() {
        let probe = Probe<(size: CGSize, insets: EdgeInsets, global: CGRect)?>(nil)
        let (_, report) = layOut(ReaderProbe(probe: probe), width: 393, height: 852, environment: .iPhone15)
        #expect(report.passes == 1)
        #expect(probe.value?.size == CGSize(width: 393, height: 759))
        #expect(probe.value?.insets.top == 59)
        #expect(probe.value?.global.minY == 59)
    }

    @Test("a view in the middle of the screen sees no insets; the default .iOS preset has none")
    func middleAndDefault() {
        let probe = Probe<(size: CGSize, insets: EdgeInsets, global: CGRect)?>(nil)
        let (_, report) = layOut(VStack { Color.red; ReaderProbe(probe: probe).frame(height: 100); Color.blue },
                                 width: 390, height: 844, environment: .iPhone13)
        #expect(report.passes == 1)
        #expect(probe.value?.insets == EdgeInsets())
        let other = Probe<(size: CGSize, insets: EdgeInsets, global: CGRect)?>(nil)
        _ = layOut(ReaderProbe(probe: other), width: 390, height: 844)
        #expect(other.value?.size == CGSize(width: 390, height: 844))
        #expect(other.value?.insets == EdgeInsets())
    }

    @Test("case 16: Color.red.ignoresSafeArea() lays out 390×763 at y = 47 and draws 0…844")
    func ignoringColor() {
        let (s, report) = layOut(Color.red.ignoresSafeArea(), width: 390, height: 844, environment: .iPhone13)
        #expect(report.passes == 1)
        #expect(frames(s, "ignoresSafeArea") == [CGRect(x: 0, y: 47, width: 390, height: 763)])
        #expect(frames(s, "Color") == [CGRect(x: 0, y: 0, width: 390, height: 844)])
    }

    @Test("case 17: ignoresSafeArea(edges: .bottom) grows only the bottom: 797 tall from y = 47")
    func ignoringBottom() {
        // The reference says 390 wide; a VStack of a Text and a Spacer is as wide as the text.
        let (s, _) = layOut(VStack { Text("top"); Spacer() }.ignoresSafeArea(edges: .bottom),
                            width: 390, height: 844, environment: .iPhone13)
        let width = textWidth("top")
        let x = (390 - width) / 2
        #expect(frames(s, "ignoresSafeArea").map { [$0.minY, $0.height] } == [[47, 763]])
        #expect(frames(s, "VStack").map { [$0.minY, $0.height] } == [[47, 797]])
        #expect(isClose(frames(s, "VStack")[0].minX, x))
        #expect(s.nodes(typeName: "Spacer").first?.frame.maxY == 844)
    }

    @Test("ignoresSafeArea(.keyboard) ignores nothing; a view not touching an edge does not grow")
    func regionsAndTouching() {
        let (s, _) = layOut(Color.red.ignoresSafeArea(.keyboard), width: 390, height: 844, environment: .iPhone13)
        #expect(frames(s, "Color") == [CGRect(x: 0, y: 47, width: 390, height: 763)])
        let (t, _) = layOut(VStack(spacing: 0) { Color.blue.frame(height: 100); Color.red.ignoresSafeArea() },
                            width: 390, height: 844, environment: .iPhone13)
        // The red view touches the bottom edge only: it grows down by 34, not up.
        #expect(t.nodes(typeName: "Color").last?.frame == CGRect(x: 0, y: 147, width: 390, height: 697))
    }

    @Test("case 18: safeAreaInset(edge: .bottom, spacing: 0) gives blue 713 at y = 47, green 50 at y = 760")
    func safeAreaInsetBottom() {
        let (s, report) = layOut(Color.blue.safeAreaInset(edge: .bottom, spacing: 0) { Color.green.frame(height: 50) },
                                 width: 390, height: 844, environment: .iPhone13)
        #expect(report.passes == 1)
        let colors = frames(s, "Color")
        #expect(colors.first == CGRect(x: 0, y: 47, width: 390, height: 713))
        #expect(colors.last == CGRect(x: 0, y: 760, width: 390, height: 50))
        let probe = Probe<(size: CGSize, insets: EdgeInsets, global: CGRect)?>(nil)
        _ = layOut(ReaderProbe(probe: probe).safeAreaInset(edge: .bottom, spacing: 0) { Color.green.frame(height: 50) },
                   width: 390, height: 844, environment: .iPhone13)
        #expect(probe.value?.insets == EdgeInsets(top: 47, leading: 0, bottom: 84, trailing: 0))
    }

    @Test("safeAreaInset with the default spacing and on the top edge")
    func safeAreaInsetTop() {
        let (s, _) = layOut(Color.blue.safeAreaInset(edge: .top) { Color.green.frame(width: 100, height: 40) },
                            width: 390, height: 844, environment: .iPhone13)
        #expect(frames(s, "frame") == [CGRect(x: 145, y: 47, width: 100, height: 40)])
        #expect(frames(s, "Color").first == CGRect(x: 0, y: 95, width: 390, height: 715))
        // Content ignoring the safe area extends under the bar and the window's inset.
        let (t, _) = layOut(Color.blue.ignoresSafeArea().safeAreaInset(edge: .top, spacing: 0) { Color.green.frame(height: 40) },
                            width: 390, height: 844, environment: .iPhone13)
        #expect(t.nodes(typeName: "Color")[0].frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test("safeAreaInset(edge: .leading) with a horizontal bar")
    func safeAreaInsetLeading() {
        let probe = Probe<(size: CGSize, insets: EdgeInsets, global: CGRect)?>(nil)
        let (s, _) = layOut(ReaderProbe(probe: probe).safeAreaInset(edge: .leading, spacing: 10) { Color.green.frame(width: 30) },
                            width: 390, height: 844, environment: .iPhone13)
        #expect(frames(s, "GeometryReader") == [CGRect(x: 40, y: 47, width: 350, height: 763)])
        #expect(probe.value?.insets == EdgeInsets(top: 47, leading: 40, bottom: 34, trailing: 0))
    }

    @Test("case 19: Color.blue.safeAreaPadding(20) is 350×723 at (20, 67), and its content sees the padding")
    func safeAreaPadding() {
        let (s, report) = layOut(Color.blue.safeAreaPadding(20), width: 390, height: 844, environment: .iPhone13)
        #expect(report.passes == 1)
        #expect(frames(s, "Color") == [CGRect(x: 20, y: 67, width: 350, height: 723)])
        let probe = Probe<(size: CGSize, insets: EdgeInsets, global: CGRect)?>(nil)
        _ = layOut(ReaderProbe(probe: probe).safeAreaPadding(.horizontal, 20), width: 390, height: 844, environment: .iPhone13)
        #expect(probe.value?.insets == EdgeInsets(top: 47, leading: 20, bottom: 34, trailing: 20))
        let (t, _) = layOut(Color.blue.ignoresSafeArea().safeAreaPadding(), width: 390, height: 844, environment: .iPhone13)
        #expect(frames(t, "Color") == [CGRect(x: 0, y: 0, width: 390, height: 844)])
    }

    @Test("case 20: a style background touching the top edge draws up to 0; background { } stops at the frame")
    func backgrounds() {
        let (s, _) = layOut(VStack { Text("x").padding().background(.yellow); Spacer() },
                            width: 390, height: 844, environment: .iPhone13)
        let padding = s.nodes(typeName: "padding")[0].frame
        #expect(padding.minY == 47)
        let fill = s.nodes.first { $0.isBackgroundLayer }!.frame
        #expect(fill.minY == 0)
        #expect(fill.maxY == padding.maxY)
        #expect(fill.minX == padding.minX && fill.width == padding.width)
        let (t, _) = layOut(VStack { Text("x").padding().background { Color.yellow }; Spacer() },
                            width: 390, height: 844, environment: .iPhone13)
        let tPadding = t.nodes(typeName: "padding")[0].frame
        #expect(close(t.nodes(typeName: "Color")[0].frame, tPadding))
        let (u, _) = layOut(VStack { Text("x").padding().background(.yellow, ignoresSafeAreaEdges: []); Spacer() },
                            width: 390, height: 844, environment: .iPhone13)
        #expect(close(u.nodes.first { $0.isBackgroundLayer }!.frame, u.nodes(typeName: "padding")[0].frame))
    }

    @Test("a root smaller than the window is centred in the safe area; landscape insets are on the sides")
    func rootCentring() {
        let (s, _) = layOut(Color.red.frame(width: 100, height: 100), width: 390, height: 844, environment: .iPhone13)
        #expect(frames(s, "frame") == [CGRect(x: 145, y: 378.5, width: 100, height: 100)])
        let (t, _) = layOut(Color.red, width: 844, height: 390, environment: .iPhone13Landscape)
        #expect(frames(t, "Color") == [CGRect(x: 47, y: 0, width: 750, height: 369)])
        #expect(EnvironmentValues.iPhone13Landscape.verticalSizeClass == .compact)
    }

    @Test("switching the host from one device preset to another re-lays out in one pass")
    func presetSwitch() {
        let probe = Probe<(size: CGSize, insets: EdgeInsets, global: CGRect)?>(nil)
        let (host, first) = hosted(ReaderProbe(probe: probe), width: 390, height: 844, environment: .iPhone13)
        #expect(first.passes == 1)
        let preset = EnvironmentValues.presetWindowSizes.first { $0.name == "iPhone15" }!
        host.environment = preset.environment
        host.proposal = ProposedViewSize(preset.size)
        let second = runCheckingInvariants(host)
        #expect(second.passes == 1 && second.converged)
        #expect(probe.value?.size == CGSize(width: 393, height: 759))
        #expect(probe.value?.insets.top == 59)
        host.environment = .iOS
        _ = runCheckingInvariants(host)
        #expect(probe.value?.size == CGSize(width: 393, height: 852))
        #expect(probe.value?.insets == EdgeInsets())
    }

    @Test("insets with unusable numbers and unspecified axes never trap", arguments: [CGFloat.nan, -20, .infinity])
    func badInsets(value: CGFloat) {
        var environment = EnvironmentValues.iPhone13
        environment.windowSafeAreaInsets = EdgeInsets(top: value, leading: value, bottom: value, trailing: value)
        let (s, report) = layOut(Color.red.ignoresSafeArea(), width: 390, height: 844, environment: environment)
        #expect(report.converged)
        #expect(s.nodes(typeName: "Color")[0].frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        let (t, _) = layOut(Text("a").ignoresSafeArea(), width: nil, height: nil, environment: .iPhone13)
        #expect(t.node(text: "a")?.frame.minY == 0)
    }
}
