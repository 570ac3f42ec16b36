import Foundation

/// A container view that you can use to add hierarchy within certain views: a header, content
/// and a footer.
///
/// Structural (a view list): in stacks and lazy stacks its parts are laid out as siblings, header
/// first; lazy grids give the header and the footer a row of their own across every column;
/// `List` and `Form` make its rows one section (its own card in the grouped styles), with the
/// header above and the footer below as unstyled labels outside the rows.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer

    /// Creates a section with a header, footer, and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// Creates a section with the provided section content (deprecated spelling with views).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    /// `Section` is structural.
    public typealias Body = Never
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// Creates a section with the provided section content and header view.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// Creates a section with a footer and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section with the provided section content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section with the provided section content and a text header.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

/// The part of a `Section` an element belongs to, carried as a layout trait to the container.
enum SectionPart: Equatable {
    case header, footer
}

struct SectionPartKey: LayoutValueKey {
    static let defaultValue: SectionPart? = nil
}

/// Marks a `Section` node, so a `List` can group the rows under it into one section.
protocol SectionMarker {}

extension Section: SectionMarker {}

extension Section: ListView, BuiltinView {
    func listItems() -> [ListItem] {
        [ListItem(key: .index(0), view: header.layoutValue(key: SectionPartKey.self, value: .header)),
         ListItem(key: .index(1), view: content),
         ListItem(key: .index(2), view: footer.layoutValue(key: SectionPartKey.self, value: .footer))]
    }
}
