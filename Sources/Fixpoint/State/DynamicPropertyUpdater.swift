@_spi(Reflection) import Swift

/// Calls `update()` on the custom `DynamicProperty` values a view or modifier holds, before the
/// bodies phase evaluates its body, nested properties first (a property wrapper's own `@State`
/// and `@Environment` are installed and current when its `update()` runs).
///
/// The update works on a copy of the value, whose fields are reached through the runtime's field
/// offsets, so a `mutating func update()` that stores into the property is seen by that body.
enum DynamicPropertyUpdater {
    /// `value` with every custom dynamic property in it updated.
    static func updated<T>(_ value: T) -> T {
        var copy = value
        withUnsafeMutablePointer(to: &copy) { pointer in
            updateFields(of: T.self, at: UnsafeMutableRawPointer(pointer))
        }
        return copy
    }

    private static func updateFields(of type: Any.Type, at base: UnsafeMutableRawPointer) {
        _ = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            guard let property = fieldType as? any DynamicProperty.Type,
                  !(fieldType is any InstallableProperty.Type) else { return true }
            func update<P: DynamicProperty>(_: P.Type) {
                let field = (base + offset).assumingMemoryBound(to: P.self)
                updateFields(of: P.self, at: UnsafeMutableRawPointer(field))
                field.pointee.update()
            }
            update(property)
            return true
        }
    }
}
