import Fixpoint
import Foundation

// Seed 004: the height-syncing row, verbatim but for the import and `public`.

private struct HeightPreferenceKey: PreferenceKey {
    static let defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat,
                       nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

extension View {
    /// Reports the view's height through a background GeometryReader and keeps the largest
    /// height seen in `height`.
    public func syncingHeightIfLarger(than height: Binding<CGFloat?>) -> some View {
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

/// A row whose children all take the height of the tallest one, each over its own background
/// (measure, then re-render: two passes).
public struct HeightSyncedRow<Background: View, Content: View>: View {
    private let background: Background
    private let content: Content
    @State private var childHeight: CGFloat?

    /// Creates a row of `content`, each child over `background`.
    public init(background: Background,
                @ViewBuilder content: () -> Content) {
        self.background = background
        self.content = content()
    }

    /// The synced children.
    public var body: some View {
        HStack {
            content.syncingHeightIfLarger(than: $childHeight)
                .frame(height: childHeight)
                .background(background)
        }
    }
}

/// The "red background" stage: the frame is applied after the badges' own backgrounds, so the
/// red shows that the frames are synced while the badge backgrounds are not.
public struct HeightSyncedRowRedStage<Content: View>: View {
    private let content: Content
    @State private var childHeight: CGFloat?

    /// Creates a row of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The synced children over red.
    public var body: some View {
        HStack {
            content.syncingHeightIfLarger(than: $childHeight)
                .frame(height: childHeight)
                .background(Color.red)
        }
    }
}

/// The three badges of the article, with the long third text.
public struct EventInfoList: View {
    /// Creates the list.
    public init() {}

    /// The badges in a height-synced row.
    public var body: some View {
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

/// The unsynced stage: the badges with their own backgrounds in a plain HStack (uneven heights).
public struct EventInfoListUnsynced: View {
    /// Creates the list.
    public init() {}

    /// The badges in an HStack.
    public var body: some View {
        HStack { EventInfoBadgeWithBackground.articleBadges }
    }
}

/// The red-background stage of the list.
public struct EventInfoListRedStage: View {
    /// Creates the list.
    public init() {}

    /// The badges with their own backgrounds in the red-stage row.
    public var body: some View {
        HeightSyncedRowRedStage { EventInfoBadgeWithBackground.articleBadges }
    }
}

/// The article's screen: the header, a spacer and the badges, padded.
public struct EventContentView: View {
    /// Creates the screen.
    public init() {}

    /// The screen's content.
    public var body: some View {
        VStack {
            EventHeader()
            Spacer()
            EventInfoList()
        }.padding()
    }
}

extension EventInfoBadgeWithBackground {
    /// The article's three badges, each with its own background (the first two stages' content).
    @ViewBuilder static var articleBadges: some View {
        EventInfoBadgeWithBackground(iconName: "video.circle.fill", text: "Video call available")
        EventInfoBadgeWithBackground(iconName: "doc.text.fill", text: "Files are attached")
        EventInfoBadgeWithBackground(iconName: "person.crop.circle.badge.plus", text: "Invites enabled, 5 people maximum")
    }
}
