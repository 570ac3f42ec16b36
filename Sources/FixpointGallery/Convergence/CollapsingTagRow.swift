import Fixpoint
import Foundation

// The convergence lab's oscillating loop, written for the gallery after the mechanism public
// reports describe against wrapping stacks and staggered grids (WrappingHStack #18,
// WaterfallGrid #52, PartialSheet #101, lfroms/clouds #2): a view measures the content its own
// decision then changes, so each measurement reverses the decision it came from.

/// One tag of the tag rows: a full title and the short form shown when the row does not fit.
public struct LabTag: Hashable, Sendable, Identifiable {
    /// The full title.
    public var title: String
    /// The abbreviation.
    public var short: String
    /// The title identifies the tag.
    public var id: String { title }

    /// The sample tags of the gallery's tag rows.
    public static let samples: [LabTag] = [
        LabTag(title: "Photography", short: "Photo"),
        LabTag(title: "Architecture", short: "Arch"),
        LabTag(title: "Travel", short: "Trav"),
        LabTag(title: "Typography", short: "Type"),
    ]
}

/// The width the row's container offers (a flexible, zero-height line).
struct AvailableWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

/// The width of the tags as they are shown now.
struct TagContentWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

/// A chip: the tag's text on a rounded background.
struct LabTagChip: View {
    let text: String

    var body: some View {
        Text(text)
            .lineLimit(1)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(Color.blue.opacity(0.2).cornerRadius(8))
    }
}

/// A row of tags that shortens its titles when they do not fit — decided by measuring the tags
/// as they are shown, so the decision undoes itself: full titles overflow, so it shortens them;
/// short titles fit, so it lengthens them again. Between the short row's width and the full
/// row's width it never settles (its binder dispatches every pass; the second dispatch of each
/// frame is dropped with "Bound preference … tried to update multiple times per frame").
public struct CollapsingTagRow: View {
    let tags: [LabTag]
    @State private var available: CGFloat = 0
    @State private var collapsed = false

    /// Creates the row of `tags`.
    public init(tags: [LabTag] = LabTag.samples) {
        self.tags = tags
    }

    /// The measured row: a flexible line measures the space, the tags measure themselves.
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.clear
                .frame(height: 0)
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: AvailableWidthKey.self, value: proxy.size.width)
                })
            HStack(spacing: 6) {
                ForEach(tags) { tag in
                    LabTagChip(text: collapsed ? tag.short : tag.title)
                }
            }
            .fixedSize()
            .background(GeometryReader { proxy in
                Color.clear.preference(key: TagContentWidthKey.self, value: proxy.size.width)
            })
        }
        .onPreferenceChange(AvailableWidthKey.self) { available = $0 }
        .onPreferenceChange(TagContentWidthKey.self) { width in
            collapsed = width > available
        }
    }
}

/// The fix of `CollapsingTagRow`: `ViewThatFits` measures both rows at their ideal widths and
/// shows the first that fits, in the same pass, with no state.
public struct TagRowThatFits: View {
    let tags: [LabTag]

    /// Creates the row of `tags`.
    public init(tags: [LabTag] = LabTag.samples) {
        self.tags = tags
    }

    /// The full row if it fits, else the short one.
    public var body: some View {
        ViewThatFits(in: .horizontal) {
            row(short: false)
            row(short: true)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    private func row(short: Bool) -> some View {
        HStack(spacing: 6) {
            ForEach(tags) { tag in
                LabTagChip(text: short ? tag.short : tag.title)
            }
        }
        .fixedSize()
    }
}
