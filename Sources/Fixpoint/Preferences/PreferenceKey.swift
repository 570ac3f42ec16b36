/// A named value produced by a view.
///
/// The preferences phase combines the values of a key bottom-up in view-tree order: the first
/// value is the start and `reduce` folds in each following one (there is no `defaultValue`
/// seed); a view with no contributing descendant produces no value.
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value
    /// The default value of the preference (contributed by empty dynamic containers).
    static var defaultValue: Value { get }
    /// Combines a sequence of values by modifying the previously-accumulated value with the
    /// result of a closure that provides the next value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// Optional values default to `nil`.
    public static var defaultValue: Value { nil }
}

extension PreferenceKey {
    /// The key's readable name for traces: its type name without generic arguments.
    static var traceName: String {
        var name = String(describing: Self.self)
        if let bracket = name.firstIndex(of: "<") { name = String(name[..<bracket]) }
        return name
    }
}
