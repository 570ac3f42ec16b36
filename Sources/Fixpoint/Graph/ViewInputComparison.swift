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
        let strongFields = Self.strongFieldNames(of: type)
        let described = _forEachField(of: type, options: []) { name, offset, fieldType, kind in
            // A `weak` or `unowned` reference is stored as the runtime keeps such references,
            // not as its type says: it is compared by its bits (which object, or none), never
            // read as a strong value.
            let referenceOwned = Self.referenceKinds.contains(kind) && strongFields?.contains(String(cString: name)) == false
            if let size = referenceOwned ? Self.storedSize(of: fieldType) : Self.bitwiseSize(of: fieldType) {
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

    /// Where a value of the type lies in an `any View` that holds it: in the existential's own
    /// buffer, or in a box the buffer points to, at a fixed offset. Learned from the first value
    /// compared (`learnedStorage(of:)`), and only when that value was found where one of the two
    /// says; else (`opened`) each comparison opens the existentials.
    enum Storage: Equatable {
        case unknown
        case inline
        case boxed(offset: Int)
        case opened
    }

    /// The storage of the type's values, once learned (bodies phase, at the type's first
    /// re-mount; a comparison belongs to one graph's type record); read by tests to pin the
    /// fast path.
    @exclusivity(unchecked) private(set) var storage = Storage.unknown

    /// Whether `new` and the value stored at `old`, two values of the comparison's type (a node
    /// keeps its identity only for a value of its type), are the same inputs. The old value is
    /// read where it is stored (the bodies phase passes the node's field), so nothing is copied.
    func areEqual(storedAt old: UnsafePointer<any View>, _ new: any View) -> Bool {
        if case .reflecting = method {
            let old = old.pointee
            return type(of: old) == type(of: new) && Self.reflectedFieldsEqual(old, new)
        }
        if case .unknown = storage { storage = Self.learnedStorage(of: old.pointee) }
        // Both values have the old one's type, so both lie where the type's values lie: they
        // are compared in place, borrowed, through the existentials' own addresses (opening an
        // existential in generic code costs several times the comparison).
        switch storage {
        case .inline:
            return withUnsafePointer(to: new) { b in areEqual(at: UnsafeRawPointer(old), UnsafeRawPointer(b), as: nil) }
        case .boxed(let offset):
            return withUnsafePointer(to: new) { b in
                areEqual(at: UnsafeRawPointer(old).load(as: UnsafeRawPointer.self) + offset,
                         UnsafeRawPointer(b).load(as: UnsafeRawPointer.self) + offset, as: nil)
            }
        case .unknown, .opened:
            return areEqualOpened(old.pointee, new)
        }
    }

    /// Where `value`'s type keeps its values in an `any View`: a copy is opened for
    /// modification, which hands the generic code the value's own address (in the buffer, or
    /// in a box of its own), and that address is compared with the buffer's and the box's.
    /// Anything else (a temporary, an offset no box has) leaves the type `opened`.
    private static func learnedStorage(of value: any View) -> Storage {
        var probe = value
        return withUnsafeMutablePointer(to: &probe) { container in
            func address<V: View>(of opened: inout V) -> UnsafeRawPointer {
                withUnsafeMutablePointer(to: &opened) { UnsafeRawPointer($0) }
            }
            let valueAddress = address(of: &container.pointee)
            let buffer = UnsafeRawPointer(container)
            if valueAddress == buffer { return .inline }
            // A box is a heap object: a two-word header, then the value at its alignment.
            let box = buffer.load(as: UnsafeRawPointer.self)
            let offset = box.distance(to: valueAddress)
            let header = 2 * MemoryLayout<Int>.size
            return offset >= header && offset < header + 64 ? .boxed(offset: offset) : .opened
        }
    }

    /// `areEqual(storedAt:_:)` by opening both existentials.
    private func areEqualOpened(_ old: any View, _ new: any View) -> Bool {
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

    /// Compares two values of this type in place (`type` is needed only to reflect them).
    private func areEqual(at a: UnsafeRawPointer, _ b: UnsafeRawPointer, as type: (any View.Type)?) -> Bool {
        switch method {
        case .equatable(let equatable):
            return equatable.isEqual(at: a, b)
        case .fields(let bits, let others):
            for range in bits where !Self.bytesEqual(a + range.offset, b + range.offset, count: range.size) { return false }
            return others.isEmpty || Self.fieldsEqual(others, a, b)
        case .reflecting:
            func load<V: View>(_: V.Type) -> Bool {
                Self.reflectedFieldsEqual(a.assumingMemoryBound(to: V.self).pointee, b.assumingMemoryBound(to: V.self).pointee)
            }
            guard let type else { preconditionFailure("ViewInputComparison: a reflected type is compared opened") }
            return load(type)
        }
    }

    /// Whether `count` bytes at `a` and `b` are the same: a word or two (a view's integers and
    /// references) compared as words, longer ranges by `memcmp`.
    @inline(__always)
    private static func bytesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        switch count {
        case 8: a.loadUnaligned(as: UInt64.self) == b.loadUnaligned(as: UInt64.self)
        case 16: a.loadUnaligned(as: UInt64.self) == b.loadUnaligned(as: UInt64.self)
            && a.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == b.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        default: memcmp(a, b, count) == 0
        }
    }

    private static func fieldsEqual(_ fields: [(offset: Int, compare: FieldComparison)],
                                    _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        for field in fields where !field.compare(a + field.offset, b + field.offset) { return false }
        return true
    }

    /// The kinds of field type that may be stored as a `weak` or `unowned` reference.
    private static let referenceKinds: [_MetadataKind] = [.class, .optional, .existential]

    /// The names of `type`'s fields held as strong references or plain values (the runtime
    /// leaves out `weak` and `unowned` ones, and fields of kinds a key path cannot reach, such
    /// as functions); nil when the walk fails.
    private static func strongFieldNames(of type: Any.Type) -> Set<String>? {
        func walk<T>(_: T.Type) -> Set<String>? {
            var names: Set<String> = []
            // `.ignoreUnknown` (a static `var` the standard library declares, which strict
            // concurrency forbids reading): skip the fields left out instead of failing.
            let walked = _forEachFieldWithKeyPath(of: T.self, options: _EachFieldOptions(rawValue: 1 << 1)) { name, _ in
                names.insert(String(cString: name))
                return true
            }
            return walked ? names : nil
        }
        return _openExistential(type, do: walk)
    }

    /// The size of a field of `fieldType` as stored.
    private static func storedSize(of fieldType: Any.Type) -> Int {
        func size<F>(_: F.Type) -> Int { MemoryLayout<F>.size }
        return _openExistential(fieldType, do: size)
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
            // An optional reference to such an object: which object, or none.
            if let wrapped = (F.self as? any OptionalMarker.Type)?.wrappedType, wrapped is AnyClass, !(wrapped is any Equatable.Type) {
                return MemoryLayout<F>.size
            }
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

