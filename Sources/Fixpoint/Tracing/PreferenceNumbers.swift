import Foundation

/// The values of one preference event (a write, or a `reduce`) of a key whose values are
/// numbers, kept as they are and spelled only when the event is read (`TraceEvent.kind`).
///
/// Recorded by the preferences phase (`PreferenceCombiner`) instead of a built
/// `TraceEvent.Kind`: a combination records one `reduce` per child, and spelling its three
/// values was the largest part of what the standard trace cost on a preference-heavy tree.
/// The spelling is `ValueDescription`'s, so a read event is the one built when recorded; only
/// value types are kept unspelled (an object's description could change after the event).
struct PreferenceNumbers: Sendable {
    /// The number types kept unspelled.
    enum Form: UInt8, Sendable {
        case integer
        case floatingPoint
        case flag

        /// The form of `T`'s values; nil for a type whose values are described when recorded.
        @inline(__always)
        init?<T>(of type: T.Type) {
            if T.self == Int.self {
                self = .integer
            } else if T.self == CGFloat.self || T.self == Double.self {
                self = .floatingPoint
            } else if T.self == Bool.self {
                self = .flag
            } else {
                return nil
            }
        }

        /// `bits` spelled by `ValueDescription.describe(_:)`, as the value they hold would be
        /// when recorded.
        func text(_ bits: UInt64) -> String {
            switch self {
            case .integer: ValueDescription.describe(Int(Int64(bitPattern: bits)))
            case .floatingPoint: ValueDescription.describe(CGFloat(Double(bitPattern: bits)))
            case .flag: ValueDescription.describe(bits != 0)
            }
        }
    }

    /// The key's trace name.
    let key: String
    let form: Form
    /// Whether the event is a `reduce` (else a write, of `value` only).
    let isReduction: Bool
    /// The value written, or the value before the `reduce`.
    let value: UInt64
    /// The value the `reduce` took in, and its result (zero for a write).
    let next: UInt64
    let result: UInt64

    /// The event's kind, its values spelled.
    var kind: TraceEvent.Kind {
        isReduction
            ? .preferenceReduced(key: key, value: form.text(value), next: form.text(next), result: form.text(result))
            : .preferenceWritten(key: key, value: form.text(value))
    }
}

extension PreferenceNumbers {
    /// A write of `value`.
    init(key: String, form: Form, written value: UInt64) {
        self.init(key: key, form: form, isReduction: false, value: value, next: 0, result: 0)
    }

    /// A `reduce` of `value` and `next` into `result`.
    init(key: String, form: Form, reduced value: UInt64, next: UInt64, result: UInt64) {
        self.init(key: key, form: form, isReduction: true, value: value, next: next, result: result)
    }
}
