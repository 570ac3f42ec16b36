import Foundation

/// A container that presents rows of data arranged in a single column.
///
/// A `ListContainer` layout element (reference part 2, §3): greedy like a scroll view, each
/// flattened element of the content is a row proposed (row width − row insets, nil), at least
/// `defaultMinListRowHeight` tall, its content vertically centred and leading-aligned; the rows
/// of each `Section` form a section (its own card, 35 pt apart in the grouped styles), its header
/// and footer labels outside the rows. Styles inset the rows into cards; separators and cards are drawn by a decoration layer built at
/// placement, with no layout effect. Selection is accepted and has no effect.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content

    /// Creates a list with the given content.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }

    /// Creates a list with the given content that supports selecting a single row (selection
    /// is recorded without effect).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where SelectionValue == Never, Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where SelectionValue == Never, Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// Creates a list that computes its views on demand over a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where SelectionValue == Never, Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }

    /// The list's layout element.
    public var body: some View {
        ListContainer(content: content, isForm: false)
    }
}

/// A container for grouping controls used for data entry, such as in settings or inspectors.
///
/// On iOS a list in the inset-grouped style (reference part 2, §3), whatever `listStyle` says.
public struct Form<Content: View>: View {
    let content: Content

    /// Creates a form with the provided content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The form's layout element.
    public var body: some View {
        ListContainer(content: content, isForm: true)
    }
}

/// The styles a list can take (SwiftUI's `ListStyle` values, as one type).
///
/// Read by `ListContainer` at layout from the environment (`listStyle(_:)`).
public struct ListStyleKind: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, plain, grouped, inset, insetGrouped, sidebar }
    let kind: Kind
}

/// A type that applies a custom appearance to all lists within a view.
public protocol ListStyle {
    /// The style's kind.
    var listStyleKind: ListStyleKind { get }
}

/// The list style that describes a platform's default behaviour (inset grouped on iOS).
public struct DefaultListStyle: ListStyle {
    /// The style's kind.
    public var listStyleKind: ListStyleKind { ListStyleKind(kind: .automatic) }
    /// Creates a default list style.
    public init() {}
}

/// The list style that describes the behaviour and appearance of a plain list: full-width rows.
public struct PlainListStyle: ListStyle {
    /// The style's kind.
    public var listStyleKind: ListStyleKind { ListStyleKind(kind: .plain) }
    /// Creates a plain list style.
    public init() {}
}

/// The list style that describes a grouped list: full-width cards with section spacing.
public struct GroupedListStyle: ListStyle {
    /// The style's kind.
    public var listStyleKind: ListStyleKind { ListStyleKind(kind: .grouped) }
    /// Creates a grouped list style.
    public init() {}
}

/// The list style that describes an inset list: rows inset from the edges, no section spacing.
public struct InsetListStyle: ListStyle {
    /// The style's kind.
    public var listStyleKind: ListStyleKind { ListStyleKind(kind: .inset) }
    /// Creates an inset list style.
    public init() {}
}

/// The list style that describes an inset grouped list: cards inset by the layout margin.
public struct InsetGroupedListStyle: ListStyle {
    /// The style's kind.
    public var listStyleKind: ListStyleKind { ListStyleKind(kind: .insetGrouped) }
    /// Creates an inset grouped list style.
    public init() {}
}

/// The list style that describes a sidebar list (laid out as inset grouped on iPhone).
public struct SidebarListStyle: ListStyle {
    /// The style's kind.
    public var listStyleKind: ListStyleKind { ListStyleKind(kind: .sidebar) }
    /// Creates a sidebar list style.
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    /// The list style that describes a platform's default behaviour and appearance for a list.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// The list style that describes the behaviour and appearance of a plain list.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// The list style that describes the behaviour and appearance of a grouped list.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// The list style that describes the behaviour and appearance of an inset list.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// The list style that describes the behaviour and appearance of an inset grouped list.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// The list style that describes the behaviour and appearance of a sidebar list.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

private struct ListStyleKey: EnvironmentKey {
    static var defaultValue: ListStyleKind { ListStyleKind(kind: .automatic) }
}

/// The row insets set by `listRowInsets(_:)`, carried to the list as a layout value.
struct ListRowInsetsKey: LayoutValueKey {
    static let defaultValue: EdgeInsets? = nil
}

/// Whether `listRowSeparator(.hidden)` hides the row's separator.
struct ListRowSeparatorHiddenKey: LayoutValueKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The list style set by `listStyle(_:)`.
    var listStyleKind: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

/// The visibility of a row's separator (SwiftUI's `Visibility`).
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The element may be visible or hidden, depending on the policies of the component.
    case automatic
    /// The element may be visible.
    case visible
    /// The element is hidden.
    case hidden
}

extension View {
    /// Sets the style for lists within this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyleKind, style.listStyleKind)
    }

    /// Applies an inset to the rows in a list (nil: the default insets).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        layoutValue(key: ListRowInsetsKey.self, value: insets)
    }

    /// Sets the display mode for the separator associated with this specific row.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        layoutValue(key: ListRowSeparatorHiddenKey.self, value: visibility == .hidden)
    }
}

extension VerticalEdge {
    /// An efficient set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits of the set.
        public let rawValue: Int8
        /// Creates a set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}
