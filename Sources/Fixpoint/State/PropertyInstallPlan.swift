@_spi(Reflection) import Swift

/// Where a view or modifier type keeps its state-like properties (`@State`, `@Environment`,
/// `@Binding` …, and custom `DynamicProperty` values that may hold them), found once per type
/// from the runtime's field offsets.
///
/// Built by the bodies phase the first time a type's body is evaluated and kept by the graph;
/// each later evaluation installs the properties by reading the fields at those offsets, in
/// declaration order, without reflecting the value again. Types the field walk cannot describe
/// (classes, enums) fall back to `Mirror`, which finds the same properties in the same order.
struct PropertyInstallPlan {
    /// One field that holds an installable property or a custom dynamic property.
    enum Field {
        /// A property the engine connects to a storage slot, with its type's `storageClass`.
        case installable(offset: Int, type: any InstallableProperty.Type, label: String,
                         storageClass: AnyStateStorage.Type?)
        /// A custom dynamic property: its own fields are installed next (their offsets are
        /// relative to it).
        case nested(offset: Int, plan: PropertyInstallPlan)
    }

    /// The fields, in declaration order.
    let fields: [Field]
    /// Whether the field offsets describe the type (false: use `Mirror` on each value).
    let usesOffsets: Bool
    /// Whether the type holds a `DynamicProperty` that is neither state nor environment (whose
    /// `update()` must run before each body).
    let hasCustomProperties: Bool

    /// Whether evaluating a body of this type installs anything.
    var isEmpty: Bool { usesOffsets && fields.isEmpty }

    /// The plan for `type`.
    init(for type: Any.Type) {
        var fields: [Field] = []
        var custom = false
        let described = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
            if let installable = fieldType as? any InstallableProperty.Type {
                fields.append(.installable(offset: offset, type: installable, label: String(cString: name),
                                           storageClass: installable.storageClass))
            } else if fieldType is any DynamicProperty.Type {
                custom = true
                fields.append(.nested(offset: offset, plan: PropertyInstallPlan(for: fieldType)))
            }
            return true
        }
        self.fields = fields
        self.usesOffsets = described && fields.allSatisfy(\.usesOffsets)
        self.hasCustomProperties = custom
    }

    /// Installs the properties of `value` (of the plan's type) into `node`'s slots from `slot`
    /// on; returns whether any property was found.
    func install(from value: Any, into node: ViewNode, slot: inout Int) -> Bool {
        guard usesOffsets else { return Self.installReflecting(value, into: node, slot: &slot) }
        func open<T>(_ value: T) -> Bool {
            withUnsafePointer(to: value) { install(at: UnsafeRawPointer($0), into: node, slot: &slot) }
        }
        return _openExistential(value, do: open)
    }

    private func install(at base: UnsafeRawPointer, into node: ViewNode, slot: inout Int) -> Bool {
        for field in fields {
            switch field {
            case .installable(let offset, let type, let label, let storageClass):
                type.install(at: base + offset, into: node, slot: slot, label: label, storageClass: storageClass)
                slot += 1
            case .nested(let offset, let plan):
                _ = plan.install(at: base + offset, into: node, slot: &slot)
            }
        }
        return !fields.isEmpty
    }

    /// The `Mirror` walk, for types the field offsets do not describe.
    private static func installReflecting(_ value: Any, into node: ViewNode, slot: inout Int) -> Bool {
        var found = false
        for child in Mirror(reflecting: value).children {
            if let property = child.value as? any InstallableProperty {
                property.install(into: node, slot: slot, label: child.label ?? "state",
                                 storageClass: type(of: property).storageClass)
                slot += 1
                found = true
            } else if child.value is any DynamicProperty {
                // A custom dynamic property counts even without state inside: its `update()`
                // must run before each body.
                _ = installReflecting(child.value, into: node, slot: &slot)
                found = true
            }
        }
        return found
    }
}

extension PropertyInstallPlan.Field {
    /// Whether a nested plan is described by offsets too (installable fields always are).
    fileprivate var usesOffsets: Bool {
        if case .nested(_, let plan) = self { return plan.usesOffsets }
        return true
    }
}

extension InstallableProperty {
    /// Installs the property stored at `address`.
    static func install(at address: UnsafeRawPointer, into node: ViewNode, slot: Int, label: String,
                        storageClass: AnyStateStorage.Type?) {
        address.assumingMemoryBound(to: Self.self).pointee.install(into: node, slot: slot, label: label,
                                                                  storageClass: storageClass)
    }
}
