import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// A root with a link to a detail screen.
private struct Home: View {
    let detailMode: NavigationBarItem.TitleDisplayMode
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Next") {
                    Color.blue.navigationTitle("Detail").navigationBarTitleDisplayMode(detailMode)
                }
                Spacer()
            }
            .navigationTitle("Home")
        }
    }
}

/// Reference part 2, §3 (navigation bars) and observable case 41.
@Suite("NavigationStack and navigation bars (reference part 2, §3)")
struct NavigationStackTests {
    @Test("case 41: a large title puts the content at 143…810; inline at 91…810", arguments: [
        (NavigationBarItem.TitleDisplayMode.automatic, CGFloat(143)), (.large, 143), (.inline, 91),
    ])
    func titleModes(mode: NavigationBarItem.TitleDisplayMode, top: CGFloat) {
        let (s, report) = layOut(NavigationStack { Color.red.navigationTitle("T").navigationBarTitleDisplayMode(mode) },
                                 width: 390, height: 844, environment: .iPhone13)
        #expect(report.passes == 1 && report.converged)
        let red = s.nodes(typeName: "Color").first
        #expect(red?.frame == CGRect(x: 0, y: top, width: 390, height: 810 - top))
        #expect(s.node(text: "T") != nil)
        #expect(s.nodes(typeName: "NavigationStack").first?.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
    }

    @Test("a stack without a title still reserves the 44-pt bar; NavigationView is a stack")
    func untitled() {
        let (s, _) = layOut(NavigationView { Color.red }, width: 390, height: 844, environment: .iPhone13)
        #expect(s.nodes(typeName: "Color").last?.frame == CGRect(x: 0, y: 91, width: 390, height: 719))
    }

    @Test("the content sees the bar as a safe-area inset; ignoring it extends under the bar and the status bar")
    func barIsSafeArea() {
        let probe = Probe<EdgeInsets?>(nil)
        _ = layOut(NavigationStack { GeometryReader { proxy in let _ = (probe.value = proxy.safeAreaInsets); Color.clear } },
                   width: 390, height: 844, environment: .iPhone13)
        #expect(probe.value == EdgeInsets(top: 91, leading: 0, bottom: 34, trailing: 0))
        let (s, _) = layOut(NavigationStack { Color.red.ignoresSafeArea().navigationTitle("T") },
                            width: 390, height: 844, environment: .iPhone13)
        #expect(s.nodes(typeName: "Color").last?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test("the bar: 32 in compact height without a large title, 50 (+52) on an iPad, none on macOS")
    func barHeights() {
        let (landscape, _) = layOut(NavigationStack { Color.red.navigationTitle("T") }, width: 844, height: 390,
                                    environment: .iPhone13Landscape)
        #expect(landscape.nodes(typeName: "Color").last?.frame == CGRect(x: 47, y: 32, width: 750, height: 337))
        let (pad, _) = layOut(NavigationStack { Color.red.navigationTitle("T") }, width: 834, height: 1194,
                              environment: .iPadPro11)
        #expect(isClose(pad.nodes(typeName: "Color").last?.frame.minY ?? 0, 126))
        let (mac, _) = layOut(NavigationStack { Color.red.navigationTitle("T") }, width: 400, height: 300,
                              environment: .macOS)
        #expect(mac.nodes(typeName: "Color").last?.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
    }

    @Test("tapping a NavigationLink pushes its destination in one pass; automatic inherits the large title",
          arguments: [(NavigationBarItem.TitleDisplayMode.automatic, CGFloat(143)), (.inline, 91)])
    func push(mode: NavigationBarItem.TitleDisplayMode, top: CGFloat) throws {
        let (host, first) = hosted(Home(detailMode: mode), width: 390, height: 844, environment: .iPhone13)
        #expect(first.passes == 1)
        #expect(host.snapshot.node(text: "Home") != nil)
        #expect(host.snapshot.node(text: "Next")?.frame.minY == 143)
        let report = try host.tap(buttonLabeled: "Next")
        #expect(report.passes == 1 && report.converged)
        let s = host.snapshot
        #expect(s.node(text: "Next") == nil)
        #expect(s.node(text: "Home") == nil)
        #expect(s.node(text: "Detail") != nil)
        #expect(s.nodes(typeName: "Color").last?.frame == CGRect(x: 0, y: top, width: 390, height: 810 - top))
    }

    @Test("a NavigationStack proposed nil is its content's ideal size plus the bar")
    func unspecified() {
        let (s, _) = layOut(NavigationStack { Color.red.frame(width: 100, height: 100) }, width: nil, height: nil)
        #expect(s.nodes(typeName: "NavigationStack").first?.frame.size == CGSize(width: 100, height: 144))
    }
}
