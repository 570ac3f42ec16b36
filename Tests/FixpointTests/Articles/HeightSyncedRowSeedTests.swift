import Fixpoint
import Foundation
import Testing

// Seed 004 (Swift by Sundell, layout guide part 2): the final HeightSyncedRow, verbatim but for
// the import.

struct EventInfoBadge: View {
    var iconName: String
    var text: String

    var body: some View {
        VStack {
            Image(systemName: iconName)
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(width: 25, height: 25)
            Text(text)
                .frame(maxWidth: .infinity)
                .multilineTextAlignment(.center)
        }
        .padding(.vertical, 10)
        .padding(.horizontal, 5)
    }
}

private struct HeightPreferenceKey: PreferenceKey {
    static let defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat,
                       nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

extension View {
    func syncingHeightIfLarger(than height: Binding<CGFloat?>) -> some View {
        background(GeometryReader { proxy in
            // We have to attach our preference assignment to
            // some form of view, so we just use a clear color
            // here to make that view completely transparent:
            Color.clear.preference(
                key: HeightPreferenceKey.self,
                value: proxy.size.height
            )
        })
        .onPreferenceChange(HeightPreferenceKey.self) {
            height.wrappedValue = max(height.wrappedValue ?? 0, $0)
        }
    }
}

struct HeightSyncedRow<Background: View, Content: View>: View {
    private let background: Background
    private let content: Content
    @State private var childHeight: CGFloat?

    init(background: Background,
         @ViewBuilder content: () -> Content) {
        self.background = background
        self.content = content()
    }

    var body: some View {
        HStack {
            content.syncingHeightIfLarger(than: $childHeight)
                .frame(height: childHeight)
                .background(background)
        }
    }
}

struct EventInfoList: View {
    var body: some View {
        HeightSyncedRow(background: Color.secondary.cornerRadius(10)) {
            EventInfoBadge(
                iconName: "video.circle.fill",
                text: "Video call available"
            )
            EventInfoBadge(
                iconName: "doc.text.fill",
                text: "Files are attached"
            )
            EventInfoBadge(
                iconName: "person.crop.circle.badge.plus",
                text: "Invites enabled, 5 people maximum"
            )
        }
    }
}

@Suite("Seed 004: HeightSyncedRow (reference case 30)")
struct HeightSyncedRowSeedTests {
    @Test("all three badge backgrounds are as tall as the tallest badge, in two passes",
          arguments: [358.0, 300, 240])
    func equalHeights(width: Double) {
        let host = ViewHost(EventInfoList(), proposal: ProposedViewSize(width: CGFloat(width), height: nil))
        let report = host.run()
        #expect(report.converged && report.passes == 2)
        #expect(report.bodyEvaluations(of: HeightSyncedRow<Color, EmptyView>.self) == 2)
        let s = host.snapshot
        let backgrounds = s.nodes.filter { $0.typeName == "Color" && $0.isBackgroundLayer }
        #expect(backgrounds.count == 3)
        let badges = s.nodes(typeName: "EventInfoBadge")
        #expect(badges.count == 3)
        let tallest = badges.map(\.frame.height).max()!
        #expect(backgrounds.allSatisfy { close($0.frame.height, tallest) })
        #expect(backgrounds.allSatisfy { $0.drawing.cornerRadius == 10 })
        // The longest text wraps onto more lines than the others, so heights differ before syncing.
        #expect(Set(badges.map { ($0.frame.height * 1000).rounded() }).count > 1)
    }

    @Test("the badges share the row equally")
    func equalWidths() {
        let host = ViewHost(EventInfoList(), proposal: ProposedViewSize(width: 358, height: nil))
        host.run()
        let frames = (0..<3).map { host.snapshot.frame("EventInfoList/HeightSyncedRow/HStack/background[\($0)]") }
        #expect(frames.count == 3)
        #expect(frames.allSatisfy { close($0.width, (358 - 16) / 3) })
    }
}
