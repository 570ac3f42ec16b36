import Foundation

/// A type that defines the geometry of a collection of views.
///
/// The layout phase calls `sizeThatFits` any number of times (memoised per proposal within a
/// pass) and `placeSubviews` once per placement; a subview that is not placed is centred in
/// `bounds` with the container's proposal.
public protocol Layout {
    /// Cached values associated with the layout instance.
    associatedtype Cache = Void
    /// A collection of proxies for the subviews of a layout view.
    typealias Subviews = LayoutSubviews

    /// Properties of a layout container (its stack orientation, for Spacers and Dividers).
    static var layoutProperties: LayoutProperties { get }

    /// Creates and initializes a cache for a layout instance; called when the layout view is
    /// created.
    func makeCache(subviews: Subviews) -> Cache

    /// Updates the layout's cache when the layout value or the subviews change.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// Returns the preferred spacing values of the composite view.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// Returns the size of the composite view, given a proposed size and the view's subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Assigns positions to each of the layout's subviews.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Returns the position of the specified horizontal alignment guide along the x axis.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// Returns the position of the specified vertical alignment guide along the y axis.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    /// The default properties: no stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The default calls `makeCache(subviews:)` again.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The default is the union of the subviews' spacing on all edges.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        ViewSpacing.union(of: subviews.lazy.map(\.spacing))
    }

    /// The default combines the subviews' explicit guides (their average; the minimum for the
    /// first text baseline, the maximum for the last).
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        subviews.combinedExplicitAlignment(guide.key.value, in: bounds)
    }

    /// The default combines the subviews' explicit guides (their average; the minimum for the
    /// first text baseline, the maximum for the last).
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        subviews.combinedExplicitAlignment(guide.key.value, in: bounds)
    }
}

extension Layout where Cache == () {
    /// Layouts without a cache need no cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable {
    /// The orientation of the containing stack-like container, if any.
    public var stackOrientation: Axis?
    /// Creates properties with no stack orientation.
    public init() {}
}

/// A key for accessing a layout value of a layout container's subviews.
///
/// Set with `layoutValue(key:value:)`; read by a `Layout` through `LayoutSubview` subscripts.
public protocol LayoutValueKey {
    /// The type of the key's value.
    associatedtype Value
    /// The default value of the key.
    static var defaultValue: Value { get }
}

extension View {
    /// Associates a value with a custom layout property.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(TraitModifier(apply: { $0.values[ObjectIdentifier(key)] = value }))
    }

    /// Sets the priority by which a parent layout should apportion space to this child.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(TraitModifier(apply: { $0.priority = value }))
    }
}

extension Layout {
    /// Combines the specified views into a single composite view using the layout algorithms of
    /// the custom layout container.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// A view laid out by a `Layout` value: the container behind `callAsFunction` and the stacks.
///
/// Mounted by the bodies phase as one element whose subviews are its content's flattened
/// elements; its snapshot name is the layout's (or stack's) type name.
struct LayoutView<L: Layout, Content: View>: View {
    typealias Body = Never
    let layout: L
    let content: Content
    var name: String?
}
