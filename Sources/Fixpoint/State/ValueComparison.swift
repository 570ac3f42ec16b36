import Synchronization

/// Value comparison used for state writes and view inputs: `==` where the value is Equatable,
/// otherwise "different" (as SwiftUI treats values it cannot compare).
///
/// Called by the writes phase (a state write, a commit) and the bodies phase (a re-mounted
/// preference writer, shape, modifier or layout). A dynamic cast to `any Equatable` looks the
/// conformance up in the runtime at every call; for a struct or an enum, whose value has the
/// type the comparison is made at, the answer is found once per type (`ValueEquality`).
enum ValueComparison {
    /// Whether `a` and `b` are known to be equal.
    static func isEqual<T>(_ a: T, _ b: T) -> Bool {
        switch ValueEquality.of(T.self) {
        case .equatable(let compare):
            return withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { b in compare(a, b) } }
        case .never:
            return false
        case .dynamic:
            guard let lhs = a as? any Equatable else { return false }
            return lhs.isEqual(toAny: b)
        }
    }
}

/// How values of one type compare, found once per type for the process. (Unchecked `Sendable`:
/// the comparing closure captures nothing but a type.)
enum ValueEquality: @unchecked Sendable {
    /// A struct or enum (or an optional of one) that is Equatable: its `==`, reading both
    /// values at their addresses.
    case equatable((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
    /// A struct or enum that is not Equatable: values never compare equal.
    case never
    /// A type whose values may be of another type than the one compared at (a class, whose
    /// instance may be of a subclass; an existential; an optional of either): asked of each
    /// value.
    case dynamic

    private static let known = Mutex(TypeMap<ValueEquality>())

    /// The equality of `type`'s values.
    static func of(_ type: Any.Type) -> ValueEquality {
        let key = ObjectIdentifier(type)
        if let found = known.withLock({ $0[key] }) { return found }
        let found = make(for: type)
        known.withLock { $0[key] = found }
        return found
    }

    private static func make(for type: Any.Type) -> ValueEquality {
        guard isValueType(type) else { return .dynamic }
        guard let equatable = type as? any Equatable.Type else { return .never }
        func compare<E: Equatable>(_: E.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
            { $0.assumingMemoryBound(to: E.self).pointee == $1.assumingMemoryBound(to: E.self).pointee }
        }
        return .equatable(compare(equatable))
    }

    /// Whether every value of `type` has exactly that type: a struct or an enum, or an optional
    /// of such a type (an optional of a class or an existential may hold another type).
    private static func isValueType(_ type: Any.Type) -> Bool {
        switch MetadataKind(of: type) {
        case .struct, .enum: true
        case .optional: (type as? any OptionalMarker.Type).map { isValueType($0.wrappedType) } ?? false
        case nil: false
        }
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
