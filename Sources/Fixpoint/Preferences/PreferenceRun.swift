/// One child's contribution to a combination: an entry its memo holds (unretained), or one just
/// computed (retained until the combination ends).
///
/// Gathered by the preferences phase (`ViewGraph.combineChildren`) into a temporary buffer for
/// the combination's length; the entry outlives the buffer.
@usableFromInline struct PreferenceContribution {
    @usableFromInline let entry: Unmanaged<PreferenceEntry>
    let isRetained: Bool

    init(entry: Unmanaged<PreferenceEntry>, isRetained: Bool) {
        self.entry = entry
        self.isRetained = isRetained
    }
}

/// A run of children's values that a key folds in order (`PreferenceKey._reduce(_:run:)`):
/// an implementation detail of the preferences phase, public only so that a key's module can
/// fold it with code specialized for the key.
///
/// The preferences phase makes one for each run of a combination when no events are kept, and
/// when events are kept for a key whose values are numbers (`PreferenceNumbers`): then the fold
/// also writes each `reduce`'s numbers into `steps`, which the phase records. It borrows the
/// combination's buffers and is valid only during the call it is passed to.
public struct _PreferenceRun {
    @usableFromInline let contributions: UnsafeBufferPointer<PreferenceContribution>
    /// Where the fold writes the numbers of each `reduce`, one per value (nil: nowhere).
    @usableFromInline let steps: UnsafeMutablePointer<_PreferenceStep>?

    init(_ contributions: UnsafeBufferPointer<PreferenceContribution>, steps: UnsafeMutablePointer<_PreferenceStep>? = nil) {
        self.contributions = contributions
        self.steps = steps
    }

    /// How many values the run holds.
    @inlinable public var count: Int { contributions.count }

    /// The value at `index` as the key's `Value`, which it always is.
    @inlinable
    public func value<V>(at index: Int, as type: V.Type) -> V {
        contributions[index].entry._withUnsafeGuaranteedRef { $0.value(as: V.self) }
    }
}

/// The numbers of one `reduce` in a run (`_PreferenceRun.steps`): the value before it, the value
/// it took in and its result, as the bits `PreferenceNumbers` keeps. An implementation detail
/// of the preferences phase, public for the same reason as `_PreferenceRun`.
public struct _PreferenceStep {
    @usableFromInline var value: UInt64
    @usableFromInline var next: UInt64
    @usableFromInline var result: UInt64

    @inlinable init(value: UInt64, next: UInt64, result: UInt64) {
        self.value = value
        self.next = next
        self.result = result
    }

    /// The bits of `value`, whose type is one `PreferenceNumbers.Form` keeps unspelled: an
    /// integer's two's complement, a floating-point number's IEEE bits, a flag as 1 or 0.
    /// Compiled specialized for the key's `Value`, where the branches fold away.
    @inlinable static func bits<V>(of value: V) -> UInt64 {
        if V.self == Bool.self { return unsafeBitCast(value, to: Bool.self) ? 1 : 0 }
        if V.self == Int.self { return UInt64(bitPattern: Int64(unsafeBitCast(value, to: Int.self))) }
        return unsafeBitCast(value, to: UInt64.self)
    }
}
