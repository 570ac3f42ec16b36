import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// A width reported by the views below.
private struct ReportedWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Grows by a point every time it measures itself: never converges.
private struct Runaway: View {
    @State private var width: CGFloat = 10

    var body: some View {
        Color.red.frame(width: width, height: 10)
            .background(GeometryReader { proxy in Color.clear.preference(key: ReportedWidthKey.self, value: proxy.size.width) })
            .onPreferenceChange(ReportedWidthKey.self) { width = $0 + 1 }
    }
}

/// A titled row, to find by type.
private struct Row<Content: View>: View {
    let title: String
    let content: Content

    var body: some View {
        HStack { Text(title); Spacer(); content }
    }
}

/// FixpointTesting's hosting, closeness and finder helpers, as a user's test target calls them.
@Suite("FixpointTesting helpers")
struct TestingHelpersTests {
    @Test("isClose compares numbers, points, sizes and rects within a tolerance")
    func closeness() {
        #expect(isClose(CGFloat(1), 1.0009))
        #expect(!isClose(CGFloat(1), 1.002))
        #expect(isClose(1.0, 1.5, tolerance: 0.5))
        #expect(isClose(CGPoint(x: 1, y: 2), CGPoint(x: 1.0005, y: 1.9995)))
        #expect(!isClose(CGSize(width: 10, height: 10), CGSize(width: 10, height: 10.01)))
        #expect(isClose(CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0.0001, y: 0, width: 10, height: 10)))
        #expect(!isClose(CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0.1, y: 0, width: 10, height: 10)))
    }

    @Test("expectClose passes within the tolerance and records the two values otherwise")
    func expectCloseRecords() {
        #expect(expectClose(CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: 10.0004, height: 10)))
        withKnownIssue {
            expectClose(CGFloat(3), 4)
        } matching: { issue in
            String(describing: issue).contains("Expected 4.0 within 0.001, got 3.0")
        }
    }

    @Test("hosted and layOut run to the fixed point and return the host, snapshot and report")
    func hosting() {
        let (host, report) = hosted(Row(title: "Name", content: Text("Ada")), width: 200)
        #expect(report.converged && report.passes == 1)
        #expect(host.snapshot.size.width == 200)
        let (snapshot, again) = layOut(Row(title: "Name", content: Text("Ada")), width: 120, environment: .macOS)
        #expect(again.passes == 1)
        expectClose(snapshot.frame(of: "Ada").maxX, 120)
        expectClose(snapshot.frame("Row/HStack/Text[1]"), snapshot.frame(of: "Ada"))
    }

    @Test("hosted records an issue naming the view when the run does not converge")
    func nonConvergence() {
        withKnownIssue {
            let (_, report) = hosted(Runaway(), width: 100, policy: UpdatePolicy(maxFrames: 3))
            #expect(report.frames == 3)
        } matching: { issue in
            String(describing: issue).contains("Runaway did not converge in 6 passes")
        }
    }

    @Test("finders by path, text and type record an issue that lists what exists")
    func finders() {
        let (snapshot, _) = layOut(VStack { Row(title: "A", content: Color.red); Row(title: "B", content: Text("b")) }, width: 100)
        #expect(snapshot.nodes(ofType: Row<Color>.self).count == 2)
        #expect(snapshot.node(ofType: Row<Text>.self)?.path == "VStack/Row[0]")
        #expect(snapshot.paths.first == "VStack")
        withKnownIssue {
            #expect(snapshot.frame("VStack/Nothing") == .null)
        } matching: { String(describing: $0).contains("No node at VStack/Nothing; paths: [\"VStack\"") }
        withKnownIssue {
            #expect(snapshot.frame(of: "C") == .null)
        } matching: { String(describing: $0).contains("No node shows \"C\"; texts: [\"A\", \"B\", \"b\"]") }
        withKnownIssue {
            #expect(snapshot.node(ofType: GeometryReader<Color>.self) == nil)
        } matching: { String(describing: $0).contains("No GeometryReader node; types: [\"VStack\", \"Row\", \"HStack\"") }
    }

    @Test("a trace renders as its text log and as JSON Lines for goldens")
    func traceFormats() {
        let (_, report) = hosted(Text("Hi"), width: 100)
        #expect(SnapshotFormat<Trace>.trace.pathExtension == "trace.txt")
        #expect(SnapshotFormat<Trace>.trace.render(report.trace) == String(describing: report.trace))
        #expect(SnapshotFormat<Trace>.jsonLines.pathExtension == "trace.jsonl")
        #expect(SnapshotFormat<Trace>.jsonLines.render(report.trace).split(separator: "\n").count == report.trace.events.count)
    }
}
