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
    /// Folds a run of children's values into `value` in order, each by
    /// `reduce(value:nextValue:)`: an implementation detail that a key does not write (SwiftUI's
    /// keys have hidden requirements too).
    ///
    /// The preferences phase calls it for each run of a combination when no events are kept, or
    /// when they are and the values are numbers (it then writes each `reduce`'s numbers into the
    /// run's `steps`). Its default is compiled in the module that declares the key, specialized
    /// for the key's `Value` and `reduce`; it folds exactly what the traced path folds, in the
    /// same order.
    static func _reduce(_ value: inout Value, run: _PreferenceRun)
}

extension PreferenceKey {
    /// Folds `run` into `value`: each value in order by `reduce(value:nextValue:)`.
    @inlinable
    public static func _reduce(_ value: inout Value, run: _PreferenceRun) {
        var index = 0
        // Two loops, not one that asks for `steps` at each value: the untraced fold is the hot
        // one, and a shared loop cost it 1,600 instructions on the summing tree's leaf change.
        if let steps = run.steps {
            while index < run.count {
                let next = run.value(at: index, as: Value.self)
                let before = _PreferenceStep.bits(of: value)
                reduce(value: &value) { next }
                steps[index] = _PreferenceStep(value: before, next: _PreferenceStep.bits(of: next),
                                               result: _PreferenceStep.bits(of: value))
                index += 1
            }
            return
        }
        while index < run.count {
            let next = run.value(at: index, as: Value.self)
            reduce(value: &value) { next }
            index += 1
        }
    }
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
