/// The kinds of runtime metadata the engine tells apart by reading the metadata's first word,
/// numbered as the Swift ABI numbers them: the value types whose values always have exactly
/// the type they are held as.
///
/// Read by the bodies phase (`viewTypeID(of:)`, at every reconciled child; `isConditionalContent`)
/// and by `ValueEquality` (once per type), instead of asking the runtime whether a type is a
/// class or conforms to a protocol.
/// Every other kind (a class, a foreign class, a tuple, an existential, a function…) is nil.
enum MetadataKind: UInt {
    case `struct` = 0x200
    case `enum` = 0x201
    case optional = 0x202

    /// The kind of `type`'s metadata, if it is one of these.
    @inline(__always)
    init?(of type: Any.Type) {
        self.init(rawValue: unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee)
    }

    /// The nominal type descriptor of `type`'s metadata if `type` is a struct (the word after
    /// the kind), else nil: every instantiation of a generic struct names the same descriptor,
    /// so it tells a generic type's instantiations apart from every other type.
    @inline(__always)
    static func structDescriptor(of type: Any.Type) -> UInt? {
        guard MetadataKind(of: type) == .struct else { return nil }
        return unsafeBitCast(type, to: UnsafePointer<UInt>.self)[1]
    }
}
