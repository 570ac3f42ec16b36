import Fixpoint
import FixpointFuzz
import FixpointRender
import Foundation
import Testing

/// Keeps the bar's binding where the test can reach it.
private final class BarHandle {
    var height: Binding<CGFloat>?
}

/// A bar of `height` above `content`: growing it moves the content without changing what the
/// content is proposed (its height is fixed), so a clean content moves along unplaced.
private struct MovedScene: View {
    let content: AnyView
    let handle: BarHandle?
    @State private var height: CGFloat

    init(content: AnyView, handle: BarHandle?, height: CGFloat) {
        self.content = content
        self.handle = handle
        _height = State(initialValue: height)
    }

    var body: some View {
        let _ = handle?.height = $height
        VStack(spacing: 0) {
            Color.gray.frame(width: 10, height: height)
            VStack(spacing: 0) { content }.padding(0).fixedSize(horizontal: false, vertical: true)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

/// Frames are kept relative to their container: a random tree that a growing bar moves must
/// show what a fresh host with the bar already grown shows (whatever in it reads its position
/// is placed again).
@Suite("moved random trees")
struct MovedTreeFuzzTests {
    static let treeCount: UInt64 = 300
    static let baseSeed: UInt64 = 0x3E0F_0000

    private static func host(_ tree: FuzzTree, handle: BarHandle?, height: CGFloat) -> ViewHost {
        var environment = EnvironmentValues.iOS
        environment.windowSafeAreaInsets = EdgeInsets(top: 20, leading: 0, bottom: 10, trailing: 0)
        return ViewHost(MovedScene(content: tree.makeView(), handle: handle, height: height),
                        proposal: ProposedViewSize(width: 390, height: 844), environment: environment)
    }

    @Test("random trees moved by a growing sibling land where a fresh layout puts them")
    func movedRandomTrees() {
        var compared = 0
        for (seed, _, tree) in FuzzTreeGenerator.historyFreeTrees(seeds: Self.baseSeed..<(Self.baseSeed + Self.treeCount)) {
            let handle = BarHandle()
            let moved = Self.host(tree, handle: handle, height: 0)
            guard moved.run().converged else { continue }
            handle.height?.wrappedValue = 13.5
            guard moved.run().converged else { continue }
            let fresh = Self.host(tree, handle: nil, height: 13.5)
            guard fresh.run().converged else { continue }
            let movedDump = TreeDump.render(moved.snapshot)
            let freshDump = TreeDump.render(fresh.snapshot)
            if movedDump != freshDump {
                Issue.record("seed \(seed), moved versus fresh:\n\(FuzzChecker.firstDifference(movedDump, freshDump))\n\(tree)")
                return
            }
            compared += 1
        }
        #expect(compared >= Int(Self.treeCount) / 2)
        print("moved random trees: \(compared) compared")
    }
}
