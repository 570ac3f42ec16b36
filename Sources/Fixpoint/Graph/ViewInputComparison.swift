@_spi(Reflection) import Swift

/// Comparison of a view's inputs, deciding whether its body must run again: `==` when the view
/// is Equatable, a field-by-field comparison otherwise (state and environment fields skipped,
/// observed objects and other objects compared by identity, nested views compared the same way,
/// closures and other uncomparable fields count as changed).
///
/// Built by the bodies phase once per view type from the runtime's field offsets and kept by
/// the graph, so a re-mount compares fields in place instead of reflecting both values. A type
/// the field walk cannot describe (a class, an enum) is compared through `Mirror`, with the same
/// rules. An object, so that a comparison fetched from its type record for each re-mount is one
/// reference, not a copy of its field lists.
final class ViewInputComparison {
    /// Compares one field of two values, given their addresses.
    typealias FieldComparison = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

    private enum Method {
        /// The type is Equatable.
        case equatable(any Equatable.Type)
        /// The fields that count, by offset (state and environment fields are left out): the
        /// byte ranges of fields whose equality is their bits' (integers, Booleans, object
        /// references), then the others' comparisons.
        case fields(bits: [(offset: Int, size: Int)], others: [(offset: Int, compare: FieldComparison)])
        /// Reflect both values.
        case reflecting
    }

    private let method: Method
    /// Whether values this comparison finds equal hold the same bits in every field that
    /// counts: the type's inputs are all integers, Booleans and object references, and its other
    /// fields are state and environment wrappers, which the node's storage stands for once
    /// installed. A node can then keep its old value when a new one is equal.
    let equalMeansIdentical: Bool

    /// The comparison for values of `type`.
    init(for type: Any.Type) {
        if let equatable = type as? any Equatable.Type {
            method = .equatable(equatable)
            equalMeansIdentical = false
            return
        }
        var bits: [(offset: Int, size: Int)] = []
        var fields: [(offset: Int, compare: FieldComparison)] = []
        let described = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            if let size = Self.bitwiseSize(of: fieldType) {
                // Adjacent ranges merge: two integers side by side are one comparison.
                if let last = bits.last, last.offset + last.size == offset {
                    bits[bits.count - 1].size += size
                } else {
                    bits.append((offset, size))
                }
            } else if let compare = Self.fieldComparison(for: fieldType) {
                fields.append((offset, compare))
            }
            return true
        }
        method = described ? .fields(bits: bits, others: fields) : .reflecting
        equalMeansIdentical = described && fields.isEmpty
    }

    /// Whether `old` and `new`, two values of the comparison's type (a node keeps its identity
    /// only for a value of its type), are the same inputs.
    func areEqual(_ old: any View, _ new: any View) -> Bool {
        if case .reflecting = method { return type(of: old) == type(of: new) && Self.reflectedFieldsEqual(old, new) }
        // Both values have the old one's type: both existentials are opened and compared in
        // place, borrowed (neither value is copied out, which would retain what it holds).
        func open<V: View>(_ old: V) -> Bool {
            func openNew<W: View>(_ new: W) -> Bool {
                precondition(W.self == V.self, "ViewInputComparison: \(W.self) is not \(V.self)")
                return withUnsafePointer(to: old) { a in
                    withUnsafePointer(to: new) { b in areEqual(at: UnsafeRawPointer(a), UnsafeRawPointer(b), as: V.self) }
                }
            }
            return openNew(new)
        }
        return open(old)
    }

    /// Compares two values of this type in place.
    private func areEqual(at a: UnsafeRawPointer, _ b: UnsafeRawPointer, as type: any View.Type) -> Bool {
        switch method {
        case .equatable(let equatable):
            return equatable.isEqual(at: a, b)
        case .fields(let bits, let others):
            for range in bits where memcmp(a + range.offset, b + range.offset, range.size) != 0 { return false }
            return Self.fieldsEqual(others, a, b)
        case .reflecting:
            func load<V: View>(_: V.Type) -> Bool {
                Self.reflectedFieldsEqual(a.assumingMemoryBound(to: V.self).pointee, b.assumingMemoryBound(to: V.self).pointee)
            }
            return load(type)
        }
    }

    private static func fieldsEqual(_ fields: [(offset: Int, compare: FieldComparison)],
                                    _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        for field in fields where !field.compare(a + field.offset, b + field.offset) { return false }
        return true
    }

    /// The size of a field whose values are equal exactly when their bits are (fixed-width
    /// integers, `Bool`, `ObjectIdentifier`, and references to objects that are not Equatable,
    /// compared by identity as SwiftUI compares references); nil for any other field (floating
    /// point: `==` and the bits disagree on NaN and zero's sign; an Equatable object, compared
    /// by its `==`; strings and collections; wrappers with rules of their own).
    private static func bitwiseSize(of fieldType: Any.Type) -> Int? {
        func size<F>(_: F.Type) -> Int? {
            if F.self is any InstallableProperty.Type || F.self is any ObservedObjectInput.Type { return nil }
            if F.self is AnyClass { return F.self is any Equatable.Type ? nil : MemoryLayout<F>.size }
            let bitwise: [Any.Type] = [Int.self, Int8.self, Int16.self, Int32.self, Int64.self, UInt.self, UInt8.self,
                                       UInt16.self, UInt32.self, UInt64.self, Bool.self, ObjectIdentifier.self]
            return bitwise.contains { $0 == F.self } ? MemoryLayout<F>.size : nil
        }
        return size(fieldType)
    }

    /// How a field of `fieldType` compares, or nil when it never counts (state, environment).
    private static func fieldComparison(for fieldType: Any.Type) -> FieldComparison? {
        func make<F>(_: F.Type) -> FieldComparison? {
            if F.self is any ObservedObjectInput.Type {
                return { a, b in valuesEqual(a.assumingMemoryBound(to: F.self).pointee, b.assumingMemoryBound(to: F.self).pointee) }
            }
            if F.self is any InstallableProperty.Type { return nil }
            if let equatable = F.self as? any Equatable.Type {
                return { a, b in equatable.isEqual(at: a, b) }
            }
            if let view = F.self as? any View.Type {
                let nested = ViewInputComparison(for: view)
                return { a, b in nested.areEqual(at: a, b, as: view) }
            }
            // Existentials, optionals, closures: compare what the values hold.
            return { a, b in valuesEqual(a.assumingMemoryBound(to: F.self).pointee, b.assumingMemoryBound(to: F.self).pointee) }
        }
        return make(fieldType)
    }

    /// The field rule applied to two field values.
    private static func valuesEqual(_ a: Any, _ b: Any) -> Bool {
        // An observed object is an input: another object is a change (compared by identity).
        if let observed = a as? any ObservedObjectInput { return observed.holdsSameObject(as: b) }
        if a is any InstallableProperty { return true }
        if let equatable = a as? any Equatable { return equatable.isEqual(toAny: b) }
        // A reference is the same input when it is the same object, as SwiftUI compares them.
        if type(of: a) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        if let view = a as? any View, let other = b as? any View {
            guard type(of: view) == type(of: other) else { return false }
            if let equatable = view as? any Equatable { return equatable.isEqual(toAny: other) }
            return reflectedFieldsEqual(view, other)
        }
        return false
    }

    /// The field rule over `Mirror`'s children of two values of one type.
    private static func reflectedFieldsEqual(_ old: Any, _ new: Any) -> Bool {
        let oldFields = Mirror(reflecting: old).children
        let newFields = Mirror(reflecting: new).children
        guard oldFields.count == newFields.count else { return false }
        for (a, b) in zip(oldFields, newFields) where !valuesEqual(a.value, b.value) { return false }
        return true
    }
}

extension Equatable {
    /// Whether the values of this type at two addresses are equal.
    static func isEqual(at a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: Self.self).pointee == b.assumingMemoryBound(to: Self.self).pointee
    }
}
