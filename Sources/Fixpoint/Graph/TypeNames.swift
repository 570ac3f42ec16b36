import Synchronization

/// The readable names of types (the name without module or generic arguments), found once per
/// process.
///
/// Asked by the bodies phase through `ViewGraph.typeName(of:)` when a graph first meets a type;
/// keeps the invariant that a type's name never changes, so every graph may share it. Spelling
/// a generic type (`String(describing:)`) costs tens of thousands of instructions, which every
/// new host paid again for each of its types: most of the cost of a small host.
enum TypeNames {
    private static let known = Mutex(TypeMap<String>())

    /// The readable name of `type`.
    static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let found = known.withLock({ $0[key] }) { return found }
        var name = String(describing: type)
        if let bracket = name.firstIndex(of: "<") { name = String(name[..<bracket]) }
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        known.withLock { $0[key] = name }
        return name
    }
}
