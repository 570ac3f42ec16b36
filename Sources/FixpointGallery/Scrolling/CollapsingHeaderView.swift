import Fixpoint
import Foundation

/// The scroll offset of the list below the header, read through a preference.
struct ListScrollOffsetKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

/// The pattern people ask about most: a GeometryReader behind the scroll content reports the
/// content's offset in the scroll view's named space as a preference; `onPreferenceChange`
/// writes it to state, and the header shrinks from a 96-pt large title to a 44-pt inline one.
///
/// Run through `ViewHost.scroll(scrollViewAt:to:)`: each scroll is one pass that moves the
/// content and delivers the offset, and one that re-renders the header.
public struct CollapsingHeaderView: View {
    @State private var offset: CGFloat = 0

    /// The height the header has at rest (a large title) and once collapsed (inline).
    public static let expandedHeight: CGFloat = 96
    /// The height of the collapsed header.
    public static let collapsedHeight: CGFloat = 44

    /// Creates the screen.
    public init() {}

    /// The header over a scrolling list of flights.
    public var body: some View {
        let collapsed = offset > Self.expandedHeight - Self.collapsedHeight
        VStack(spacing: 0) {
            Text(collapsed ? "Flights" : "Upcoming flights")
                .font(collapsed ? .headline : .largeTitle)
                .frame(maxWidth: .infinity, alignment: collapsed ? .center : .leading)
                .padding(.horizontal, 16)
                .frame(height: max(Self.collapsedHeight, Self.expandedHeight - max(offset, 0)))
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(0..<30) { index in
                        Text("Flight \(index + 1)")
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding()
                            .background(Color.gray.opacity(0.2))
                    }
                }
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: ListScrollOffsetKey.self, value: -proxy.frame(in: .named("list")).minY)
                })
            }
            .coordinateSpace(name: "list")
            .onPreferenceChange(ListScrollOffsetKey.self) { offset = $0 }
        }
    }
}
