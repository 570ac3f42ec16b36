import Foundation

/// `zIndex(_:)` and `tag(_:includeOptional:)`: view traits that travel with the element to its
/// container, like `layoutPriority`, without changing layout.
///
/// Mounted by the bodies phase as a transparent node whose `traits` hold the value under a
/// private key; the snapshot records them (`ViewSnapshot.zIndex`, `.tag`) and renderers paint
/// siblings in `zIndex` order. Equatable, so an equal re-mount keeps the layout.
struct ViewTraitModifier: BuiltinModifier, Equatable {
    enum Trait: Equatable {
        case zIndex(Double)
        case tag(TagValue)
    }

    let trait: Trait

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        node.role = .transparent
        var traits = LayoutTraits()
        switch trait {
        case .zIndex(let value):
            node.name = "zIndex"
            if value.isNaN {
                graph.recorder.diagnose(.invalidLayoutInput, node: node,
                                        message: "zIndex(nan) is not a number; the z-index 0 is used instead.")
            }
            traits.values[ZIndexTraitKey.id] = value.isNaN ? 0 : value
        case .tag(let tag):
            node.name = "tag"
            traits.values[TagTraitKey.id] = tag
        }
        node.traits = traits
        graph.reconcileChild(of: node, view: content, environment: node.environment)
    }
}

/// The key of the `zIndex` trait in `LayoutTraits.values` (a `Double`).
enum ZIndexTraitKey {
    static let id = ObjectIdentifier(ZIndexTraitKey.self)
}

/// The key of the `tag` trait in `LayoutTraits.values` (a `TagValue`).
enum TagTraitKey {
    static let id = ObjectIdentifier(TagTraitKey.self)
}

/// A view's tag: the value a `Picker` (or `TabView`) matches against its selection.
///
/// Set by `tag(_:includeOptional:)`; read from the node's traits by containers
/// (`TagValue.tags(under:)`) and recorded on snapshots by its description.
struct TagValue: Hashable, @unchecked Sendable {
    /// The tag, type-erased.
    let value: AnyHashable
    /// Whether the tag also matches a selection of type `Optional<V>` (SwiftUI's
    /// `includeOptional`).
    let includeOptional: Bool

    /// Whether the tag's own type is an `Optional`.
    let isOptional: Bool

    /// Whether the tag matches `selection`: an equal value, or `.some(value)` of an optional
    /// selection when `includeOptional` is set (`AnyHashable` compares `.some(x)` equal to `x`).
    func matches<S: Hashable>(_ selection: S) -> Bool {
        if S.self is any OptionalMarker.Type, !isOptional, !includeOptional { return false }
        return AnyHashable(selection) == value
    }

    /// The tag values of the layout elements under `node`, in order (elements without a tag are
    /// left out), looking through lists, composites and transparent modifiers: what a `Picker`
    /// offers. Traits closest to the element win, as for layout traits.
    static func tags(under node: ViewNode) -> [(element: ViewNode, tag: TagValue)] {
        var result: [(element: ViewNode, tag: TagValue)] = []
        func visit(_ current: ViewNode, _ inherited: TagValue?) {
            var tag = inherited
            if let own = current.traits.values[TagTraitKey.id] as? TagValue { tag = own }
            if current.role == .element {
                if let tag = tag ?? ownTag(current) { result.append((current, tag)) }
                return
            }
            for child in current.children { visit(child, tag) }
        }
        for child in node.children { visit(child, nil) }
        return result
    }

    /// A tag set inside an element's single-child modifiers (`Text("a").tag(1).padding()`).
    private static func ownTag(_ element: ViewNode) -> TagValue? {
        var current = element
        while current.children.count == 1 {
            current = current.children[0]
            if let own = current.traits.values[TagTraitKey.id] as? TagValue { return own }
            if current.role == .element, !(current.behavior is SingleChildBehavior) { return nil }
        }
        return nil
    }
}

extension View {
    /// Controls the display order of overlapping views: higher values draw on top of siblings
    /// with lower ones (the default is 0).
    public func zIndex(_ value: Double) -> some View {
        modifier(ViewTraitModifier(trait: .zIndex(value)))
    }

    /// Sets the unique tag value of this view, used by `Picker` (and `TabView`) to match the
    /// selection.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(ViewTraitModifier(trait: .tag(TagValue(value: AnyHashable(tag), includeOptional: includeOptional,
                                                        isOptional: V.self is any OptionalMarker.Type))))
    }
}

/// Marks `Optional` types, so that tags can tell an optional selection from a plain one, and
/// view input comparison an optional reference from other optionals.
protocol OptionalMarker {
    /// The type the optional wraps.
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalMarker {
    static var wrappedType: Any.Type { Wrapped.self }
}

/// A view value that may carry a `tag(_:)` set on it, read before it is mounted (a `Picker`
/// reads its options' tags from its content's values).
protocol TagCarrying {
    /// The tag set on the view by its innermost `tag(_:)` modifier, if any.
    var carriedTag: TagValue? { get }
}

extension ModifiedContent: TagCarrying where Content: View, Modifier: ViewModifier {
    var carriedTag: TagValue? {
        // The tag closest to the view wins, as for traits on nodes.
        if let inner = (content as? any TagCarrying)?.carriedTag { return inner }
        if let trait = modifier as? ViewTraitModifier, case .tag(let tag) = trait.trait { return tag }
        return nil
    }
}
