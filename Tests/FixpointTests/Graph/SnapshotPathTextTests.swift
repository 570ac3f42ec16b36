@testable import Fixpoint
import Foundation
import Testing

/// Paths are compared and hashed without spelling them (`PathText`): a shared path's digest is its
/// text's, paths of one text are equal and hash alike however they are held, and two trees
/// thousands of levels deep compare, hash and find a path in time that grows with their size.
@Suite("Snapshot path text")
struct SnapshotPathTextTests {
    /// A chain of paths from a root named `root`, one component per name.
    static func chain(root: String, _ components: [(String, Int)]) -> SnapshotPath {
        var path = SnapshotPath(parent: nil, name: root)
        for (name, occurrence) in components { path = SnapshotPath(parent: path, name: name, occurrence: occurrence) }
        return path
    }

    static let chains: [SnapshotPath] = [
        chain(root: "Root", []),
        chain(root: "", [("Text", -1)]),
        chain(root: "AirplaneView", [("HStack", -1), ("Text", 0), ("frame", 12), ("Color", 1_000_007)]),
        chain(root: "ä✈️", [("Ünïcode", 3), ("", -1), ("x", 0)]),
    ]

    @Test("a shared path's digest is its text's, worked out from the root or from an ancestor that knows its own",
          arguments: chains)
    func digestIsTheText(path: SnapshotPath) {
        #expect(path.textDigest == PathText.digest(of: path.text))
        // The ancestor worked out first, then a new child from it.
        let child = SnapshotPath(parent: path, name: "Child", occurrence: 2)
        #expect(child.textDigest == PathText.digest(of: path.text + "/Child[2]"))
    }

    /// An entry at `path`, spelled or shared.
    static func entry(_ path: SnapshotPath, spelled: Bool) -> ViewSnapshot {
        spelled ? ViewSnapshot(path: path.text, typeName: "T", frame: CGRect(x: 1, y: 2, width: 3, height: 4))
            : ViewSnapshot(sharedPath: path, typeName: "T", frame: CGRect(x: 1, y: 2, width: 3, height: 4), text: nil,
                           fullText: nil, isHidden: false, depth: 0, parentIndex: nil, drawing: Drawing(), isBackgroundLayer: false)
    }

    @Test("entries whose paths spell one text are equal and hash alike, spelled or shared, whatever components spell it")
    func equalTextEqualEntries() {
        let shared = Self.chain(root: "A", [("B", -1), ("C", 2)])
        let twin = Self.chain(root: "A", [("B", -1), ("C", 2)])
        // "A/B" and "C[2]" spell the same text as "A", "B" and "C" with its occurrence.
        let other = Self.chain(root: "A/B", [("C[2]", -1)])
        let entries = [Self.entry(shared, spelled: false), Self.entry(twin, spelled: false), Self.entry(shared, spelled: true),
                       Self.entry(other, spelled: false)]
        for left in entries {
            for right in entries {
                #expect(left == right && left.hashValue == right.hashValue)
            }
        }
        let different = Self.chain(root: "A", [("B", -1), ("C", 3)])
        #expect(Self.entry(different, spelled: false) != entries[0] && Self.entry(different, spelled: true) != entries[0])
        #expect(LayoutSnapshot(nodes: [entries[0]]) == LayoutSnapshot(nodes: [entries[3]]))
        #expect(LayoutSnapshot(nodes: [entries[0]]).node(path: "A/B/C[2]") != nil)
        #expect(LayoutSnapshot(nodes: [entries[0]]).node(path: "A/B/C[3]") == nil)
    }

    @Test("entries that differ only in their transform, zIndex, tag or accessibility are not equal")
    func everyFieldCompared() {
        let plain = Self.entry(Self.chain(root: "A", []), spelled: true)
        var transformed = plain, raised = plain, tagged = plain, labelled = plain
        transformed.transform = CGAffineTransform(scaleX: 2, y: 2)
        raised.zIndex = 1
        tagged.tag = "1"
        var properties = AccessibilityProperties()
        properties.label = "A"
        labelled.accessibility = properties
        for changed in [transformed, raised, tagged, labelled] {
            #expect(changed != plain && LayoutSnapshot(nodes: [changed]) != LayoutSnapshot(nodes: [plain]))
            #expect(Set([changed, plain]).count == 2)
        }
    }

    @Test("two hosts of a tree 20,000 levels deep give equal snapshots and traces with equal hashes, a path finds its node, and a scroll makes them differ")
    func deepTreesCompare() {
        var checks: [String: Bool] = [:]
        ThreadStack.runOnNewThread(stackBytes: StackRoomTests.largeStack) {
            let view = StackRoomTests.scrollChain
            let first = ViewHost(view), second = ViewHost(view)
            let (firstReport, secondReport) = (first.run(), second.run())
            let (a, b) = (first.snapshot, second.snapshot)
            checks["snapshots equal"] = a == b && a.hashValue == b.hashValue
            checks["traces equal"] = firstReport.trace == secondReport.trace && firstReport.trace.hashValue == secondReport.trace.hashValue
            checks["entries distinct"] = Set(a.nodes).count == a.nodes.count
            let deepest = a.nodes.max { $0.depth < $1.depth }!
            checks["deepest found"] = a.node(path: deepest.path) == deepest
            checks["wrong path"] = a.node(path: deepest.path + "x") == nil
            _ = try? second.scroll(to: 2)
            checks["scrolled differs"] = first.snapshot != second.snapshot
        }
        #expect(checks == ["snapshots equal": true, "traces equal": true, "entries distinct": true, "deepest found": true,
                           "wrong path": true, "scrolled differs": true])
    }
}
