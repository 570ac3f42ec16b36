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
/// The preferences phase makes one for each run of a combination when no events are kept; it
/// borrows the combination's buffer and is valid only during the call it is passed to.
public struct _PreferenceRun {
    @usableFromInline let contributions: UnsafeBufferPointer<PreferenceContribution>

    init(_ contributions: UnsafeBufferPointer<PreferenceContribution>) {
        self.contributions = contributions
    }

    /// How many values the run holds.
    @inlinable public var count: Int { contributions.count }

    /// The value at `index` as the key's `Value`, which it always is.
    @inlinable
    public func value<V>(at index: Int, as type: V.Type) -> V {
        contributions[index].entry._withUnsafeGuaranteedRef { $0.value(as: V.self) }
    }
}
