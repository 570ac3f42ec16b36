import SwiftUI
import Testing

// This file imports `SwiftUI` (Fixpoint's re-exporting module) and Testing, nothing else: the
// code below is SwiftUI code as written for Apple platforms, module-qualified names included.

/// The widest width reported by the labels below it.
private struct MaxWidthKey: SwiftUI.PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

/// Labels in a column, all as wide as the widest: measured with a GeometryReader, reported
/// through a preference and written to state, then laid out again (two passes).
private struct EqualWidthLabels: SwiftUI.View {
    let titles: [String]
    @SwiftUI.State private var width: CGFloat?

    var body: some SwiftUI.View {
        SwiftUI.VStack(alignment: .leading, spacing: 4) {
            SwiftUI.ForEach(titles, id: \.self) { title in
                SwiftUI.Text(title)
                    .fixedSize()
                    .background(SwiftUI.GeometryReader { proxy in
                        SwiftUI.Color.clear.preference(key: MaxWidthKey.self, value: proxy.size.width)
                    })
                    .frame(width: width, alignment: .leading)
            }
        }
        .onPreferenceChange(MaxWidthKey.self) { width = $0 }
    }
}

/// A model observed with the Observation framework, which `import SwiftUI` brings.
@Observable
private final class Counter {
    var count = 0
}

@Suite("import SwiftUI: the SwiftUI module re-exports Fixpoint")
struct SwiftUIImportTests {
    @Test("qualified names resolve to Fixpoint's types")
    func qualifiedNames() {
        let text: SwiftUI.Text = SwiftUI.Text("Hello")
        let view: any SwiftUI.View = text
        #expect(view is Text)
        #expect(SwiftUI.Text.self == Fixpoint.Text.self)
        #expect(SwiftUI.ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
        #expect(SwiftUI.CGFloat(2) == 2)
        #expect(SwiftUI.CGRect(x: 1, y: 2, width: 3, height: 4).maxY == 6)
        #expect(MaxWidthKey.defaultValue == 0)
    }

    @Test("a measure-then-rerender view written with qualified names runs to its fixed point")
    func measuredLabels() throws {
        let host = SwiftUI.ViewHost(EqualWidthLabels(titles: ["Name", "Email address", "Age"]),
                                    proposal: SwiftUI.ProposedViewSize(width: 300, height: nil))
        let report = host.run()
        #expect(report.converged)
        #expect(report.passes == 2)
        let frames = host.snapshot.nodes(typeName: "frame").map(\.frame)
        #expect(frames.count == 3)
        let widest = try #require(host.snapshot.node(text: "Email address")).frame.width
        #expect(widest > 0)
        #expect(frames.allSatisfy { abs($0.width - widest) < 0.001 })
    }

    @Test("Foundation and Observation come with the import, as on Apple platforms")
    func foundationAndObservation() {
        let date = Date(timeIntervalSince1970: 0)
        #expect(date.timeIntervalSince1970 == 0)
        #expect(URL(string: "https://example.com")?.host == "example.com")
        #expect(sqrt(CGFloat(16)) == 4)

        let counter: Any = Counter()
        #expect(counter is any Observable)
    }
}
