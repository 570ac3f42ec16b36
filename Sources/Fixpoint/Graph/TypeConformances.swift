import Synchronization

/// The engine protocols a view or modifier type conforms to, found once per type.
///
/// The bodies phase asks them at every mount (is this view built in, a list, a modified list;
/// is this modifier built in, a chain, layout-neutral; is this value Equatable). A dynamic cast
/// to a protocol looks the conformance up in the runtime's tables each time, which made casts a
/// large share of mounting; a type's conformances never change, so they are kept here for the
/// process, behind a lock because hosts may run on several threads. A cast is then made only
/// where the answer is yes and the witness is needed.
struct TypeConformances: OptionSet, Sendable {
    let rawValue: UInt16

    /// `BuiltinView`: mounted by the engine.
    static let builtinView = Self(rawValue: 1 << 0)
    /// `ListView`: expands into identified items.
    static let listView = Self(rawValue: 1 << 1)
    /// `ModifiedListContent`: built-in modifiers over content that may be a list.
    static let modifiedListContent = Self(rawValue: 1 << 2)
    /// `BuiltinModifier`: a modifier the engine mounts.
    static let builtinModifier = Self(rawValue: 1 << 3)
    /// `ModifierChain`: a modifier made with `concat(_:)`.
    static let modifierChain = Self(rawValue: 1 << 4)
    /// `LayoutNeutralModifier`: never changes layout.
    static let layoutNeutralModifier = Self(rawValue: 1 << 5)
    /// `Equatable`.
    static let equatable = Self(rawValue: 1 << 6)
    /// `ShapeWrapper`: a shape that names its wrapped shape.
    static let shapeWrapper = Self(rawValue: 1 << 7)

    /// `StrokedOutline`: a shape drawn as its base's outline plus a stroke.
    static let strokedOutline = Self(rawValue: 1 << 8)
    /// A built-in modifier applied to a value of the type may distribute over a list: the type
    /// is a list, or modified content whose chain of built-in modifiers ends in one (or in a
    /// custom modifier's content). Without it, `distributesModifiers(over:)` is false at once.
    static let mayDistributeModifiers = Self(rawValue: 1 << 9)

    private static let known = Mutex(TypeMap<TypeConformances>())

    /// The conformances of `type` (the graph keeps its own unlocked memo of these for its
    /// mounts: `ViewGraph.conformances(of:)`).
    static func of(_ type: Any.Type) -> TypeConformances {
        let key = ObjectIdentifier(type)
        if let found = known.withLock({ $0[key] }) { return found }
        var found: TypeConformances = []
        if type is any BuiltinView.Type { found.insert(.builtinView) }
        if type is any ListView.Type { found.insert(.listView) }
        if type is any ModifiedListContent.Type { found.insert(.modifiedListContent) }
        if type is any BuiltinModifier.Type { found.insert(.builtinModifier) }
        if type is any ModifierChain.Type { found.insert(.modifierChain) }
        if type is any LayoutNeutralModifier.Type { found.insert(.layoutNeutralModifier) }
        if type is any Equatable.Type { found.insert(.equatable) }
        if type is any ShapeWrapper.Type { found.insert(.shapeWrapper) }
        if type is any StrokedOutline.Type { found.insert(.strokedOutline) }
        if found.contains(.listView) {
            found.insert(.mayDistributeModifiers)
        } else if let modified = type as? any ModifiedListContent.Type, modified.mayDistributeModifiers {
            found.insert(.mayDistributeModifiers)
        }
        known.withLock { $0[key] = found }
        return found
    }
}
