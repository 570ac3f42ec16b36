import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// A flight card like the renderers' fixture, built from engine primitives.
private struct Card: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Image(systemName: "airplane")
                Text("SFO → JFK").font(.headline)
                Spacer()
                Text("On time").font(.caption).foregroundColor(.green)
            }
            Text("Departs 08:15 from gate A12, arrives 16:40 local time.").font(.caption).lineLimit(2)
            ProgressView(value: 0.4)
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color.gray.opacity(0.2)))
    }
}

/// Reference case 2: a min-width frame overflows its 150-point container.
private struct Overflow: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100)
            Color.green.frame(minWidth: 100)
        }
        .frame(width: 150, height: 100)
    }
}

/// Tokens placed with leading alignment guides in a top-leading ZStack (TokenLineView's idea).
private struct Tokens: View {
    let words = ["layout", "is", "a", "negotiation"]
    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(Array(words.enumerated()), id: \.offset) { index, word in
                Text(word)
                    .padding(.horizontal, 4)
                    .background(Capsule().fill(Color.blue.opacity(0.3)))
                    .alignmentGuide(.leading) { _ in -CGFloat(index) * 60 }
                    .alignmentGuide(.top) { _ in -CGFloat(index % 2) * 24 }
            }
        }
    }
}

/// `Tests/FixpointTests/Snapshots`, the folder the test target excludes from its sources.
private let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Snapshots", isDirectory: true).path

/// Golden files for representative engine layouts, in the three renderings.
@Suite("Golden snapshots")
struct GoldenSnapshotTests {
    @Test("card")
    func card() {
        let (s, report) = layOut(Card(), width: 260)
        #expect(report.passes == 1)
        assertSnapshot(of: s, as: .tree, named: "coverage-card", directory: goldens)
        assertSnapshot(of: s, as: .ascii, named: "coverage-card", directory: goldens)
        assertSnapshot(of: s, as: .svg, named: "coverage-card", directory: goldens)
    }

    @Test("overflow (case 2)")
    func overflow() {
        let (s, _) = layOut(Overflow(), width: 150)
        assertSnapshot(of: s, as: .tree, named: "coverage-overflow", directory: goldens)
        assertSnapshot(of: s, as: .ascii, named: "coverage-overflow", directory: goldens)
        assertSnapshot(of: s, as: .svg, named: "coverage-overflow", directory: goldens)
    }

    @Test("tokens with alignment guides")
    func tokens() {
        let (s, _) = layOut(Tokens(), width: 300, environment: .macOS)
        assertSnapshot(of: s, as: .tree, named: "coverage-tokens", directory: goldens)
        assertSnapshot(of: s, as: .ascii, named: "coverage-tokens", directory: goldens)
        assertSnapshot(of: s, as: .svg, named: "coverage-tokens", directory: goldens)
    }
}
