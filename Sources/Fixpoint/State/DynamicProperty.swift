/// An interface for a stored variable that updates an external property of a view; `State` and
/// `Environment` are dynamic properties.
///
/// Before a body is evaluated the bodies phase installs each dynamic property of the view value
/// into the node's storage, then calls `update()`.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value; called before each body evaluation.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing by default.
    public mutating func update() {}
}

/// A dynamic property the engine knows how to connect to a node (state and environment).
protocol InstallableProperty {
    /// The class of the storage a generic property keeps in its slot (nil: none, or a class
    /// that is not generic). Asked once per view type by its `PropertyInstallPlan`: naming a
    /// generic class in the engine's unspecialized code looks its metadata up in the runtime's
    /// cache, a few hundred instructions at every install.
    static var storageClass: AnyStateStorage.Type? { get }
    /// Connects the property to `node`'s storage slot `slot`, creating the storage on first use;
    /// `label` is the stored property's name and `storageClass` the type's `storageClass`.
    func install(into node: ViewNode, slot: Int, label: String, storageClass: AnyStateStorage.Type?)
}

extension InstallableProperty {
    static var storageClass: AnyStateStorage.Type? { nil }
}
