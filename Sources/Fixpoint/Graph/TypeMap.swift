/// A map from types to values that only grows: an `IDMap` keyed by the type's metadata address.
///
/// The bodies phase asks what it knows of a type at every mount (its record, conformances,
/// name, property plan), and a `Dictionary` hashes each `ObjectIdentifier` with SipHash. The
/// address is rotated right by four bits before it is used as the id: metadata is at least
/// 8-byte aligned, so its low bits are all zero and would send every type to a few home slots;
/// a rotation keeps distinct addresses distinct.
struct TypeMap<Value> {
    private var entries = IDMap<Value>()

    /// An empty map.
    init() {}

    /// The value stored for `type`, if any; setting stores one (nil is not stored: the map
    /// only grows).
    subscript(type: ObjectIdentifier) -> Value? {
        get { entries[Self.id(of: type)] }
        set { entries[Self.id(of: type)] = newValue }
    }

    @inline(__always)
    private static func id(of type: ObjectIdentifier) -> Int {
        let bits = UInt(bitPattern: type)
        return Int(bitPattern: (bits >> 4) | (bits << (UInt.bitWidth - 4)))
    }
}
