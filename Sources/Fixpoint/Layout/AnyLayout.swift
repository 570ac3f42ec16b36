import Foundation

/// A type-erased instance of the layout protocol: switching the layout it wraps keeps the
/// container's identity, so its subviews keep their identity and `@State`.
///
/// `AnyLayout(isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())) { … }` is one
/// `LayoutView<AnyLayout, …>` node whatever it wraps: the bodies phase sees a changed layout
/// value (the container's layout is invalidated and its cache rebuilt for the new type), never a
/// new view. Spacers and Dividers inside follow the wrapped layout's stack orientation.
public struct AnyLayout: Layout, Equatable {
    /// The wrapped layout.
    let layout: any Layout

    /// Creates a type-erased value that wraps the specified layout (an `AnyLayout` is unwrapped).
    public init<L: Layout>(_ layout: L) {
        self.layout = (layout as? AnyLayout)?.layout ?? layout
    }

    /// The cached values of the wrapped layout, with the type they belong to.
    public struct Cache {
        let layoutType: ObjectIdentifier
        var value: Any
    }

    /// The wrapped layout's stack orientation (for Spacers and Dividers in the container).
    var stackOrientation: Axis? {
        type(of: layout).layoutProperties.stackOrientation
    }

    /// Equal when the wrapped layouts have the same `Equatable` type and are equal.
    public static func == (lhs: AnyLayout, rhs: AnyLayout) -> Bool {
        guard let l = lhs.layout as? any Equatable else { return false }
        return l.isEqual(toAny: rhs.layout)
    }

    /// Makes the wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache {
        func make<L: Layout>(_ layout: L) -> Cache {
            Cache(layoutType: ObjectIdentifier(L.self), value: layout.makeCache(subviews: subviews))
        }
        return make(layout)
    }

    /// Updates the wrapped layout's cache, or makes a new one when the wrapped layout's type
    /// changed.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func update<L: Layout>(_ layout: L) {
            guard cache.layoutType == ObjectIdentifier(L.self), var typed = cache.value as? L.Cache else {
                cache = makeCache(subviews: subviews)
                return
            }
            layout.updateCache(&typed, subviews: subviews)
            cache.value = typed
        }
        update(layout)
    }

    /// Runs `body` with the wrapped layout and its typed cache, written back afterwards.
    private func withTyped<T>(_ cache: inout Cache, subviews: Subviews,
                              _ body: (any Layout, inout Any) -> T) -> T {
        if cache.layoutType != ObjectIdentifier(type(of: layout)) { cache = makeCache(subviews: subviews) }
        return body(layout, &cache.value)
    }

    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func run<L: Layout>(_ layout: L, _ value: inout Any) -> ViewSpacing {
            var typed = value as! L.Cache
            defer { value = typed }
            return layout.spacing(subviews: subviews, cache: &typed)
        }
        return withTyped(&cache, subviews: subviews) { run($0, &$1) }
    }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func run<L: Layout>(_ layout: L, _ value: inout Any) -> CGSize {
            var typed = value as! L.Cache
            defer { value = typed }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
        }
        return withTyped(&cache, subviews: subviews) { run($0, &$1) }
    }

    /// The wrapped layout's placement.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func run<L: Layout>(_ layout: L, _ value: inout Any) {
            var typed = value as! L.Cache
            defer { value = typed }
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
        withTyped(&cache, subviews: subviews) { run($0, &$1) }
    }

    /// The wrapped layout's horizontal guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        func run<L: Layout>(_ layout: L, _ value: inout Any) -> CGFloat? {
            var typed = value as! L.Cache
            defer { value = typed }
            return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
        return withTyped(&cache, subviews: subviews) { run($0, &$1) }
    }

    /// The wrapped layout's vertical guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        func run<L: Layout>(_ layout: L, _ value: inout Any) -> CGFloat? {
            var typed = value as! L.Cache
            defer { value = typed }
            return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
        return withTyped(&cache, subviews: subviews) { run($0, &$1) }
    }
}
