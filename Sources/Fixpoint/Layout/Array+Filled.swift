/// Lists made by the layout phase, one value repeated.
extension Array {
    /// `count` copies of `value`, as `Array(repeating:count:)` makes them, cheaper for short
    /// lists. That initializer allocates through a generic function of the standard library
    /// that looks the storage class's metadata up in the runtime at every call (about 450
    /// instructions, more than the allocation); reserving and appending is specialized where it
    /// is called, but appends one element at a time, so a long list is still made at once.
    ///
    /// Called by the layout phase for the lists a container keeps per child (a stack's gaps and
    /// probes, a grid's tracks); the result equals `Array(repeating: value, count: count)`.
    @inline(__always)
    static func filled(with value: Element, count: Int) -> [Element] {
        guard count <= 32 else { return Array(repeating: value, count: count) }
        var list: [Element] = []
        list.reserveCapacity(count)
        for _ in 0..<count { list.append(value) }
        return list
    }
}
