/// What the graph knows of one view type, found the first time the type is mounted: its
/// identity, how it mounts and its readable name, and for a `ModifiedContent` the facts of its
/// modifier and content types, for a shape those of its shape type.
///
/// Made by the bodies phase (`ViewGraph.record(for:)`); every node of the type keeps a reference
/// to it, so a mount asks no dictionary and makes no cast. A type's record never changes, except
/// that `modifiedContent`, `shapeFacts`, `inputComparison` and `sharedBehavior` are filled in by
/// the first mount that needs them, and `recentBehavior` is replaced by mounts (each in one
/// instantaneous access: they are exempt from the run-time exclusivity check, as `ViewNode`'s
/// fields are).
final class ViewTypeRecord {
    /// The graph that keeps the record (records are per graph); it outlives the record and the
    /// nodes that point to it, which reach their graph through it.
    unowned(unsafe) let graph: ViewGraph
    /// The identity of the type (its nodes' `viewType`).
    let viewType: ObjectIdentifier
    /// Built in (and how it mounts) or with a body.
    let mountKind: MountKind
    /// Whether the type has a body (`mountKind` is `.composite`): asked at every re-mount,
    /// where matching `mountKind` copies its mounter.
    let isComposite: Bool
    /// The type's name without generic arguments (the node name of composites and lists).
    let name: String
    /// The name the type's nodes share: the first one a node of the type took (bodies phase,
    /// `ViewNode.name`); a node named otherwise keeps its own.
    @exclusivity(unchecked) var nodeName: String?
    /// How many bodies of the type's nodes (those without a name of their own) the running
    /// run evaluated; counted and reset by the recorder (`UpdateRecorder.bodyEvaluated`).
    @exclusivity(unchecked) var bodyEvaluationsInRun = 0
    /// Whether the type is a wrapper the graph mounts in place of (`ViewGraph.unwrapped(_:)`):
    /// its values get no node, the views they wrap do.
    let wrapper: TransparentWrapper?
    /// For a `ModifiedContent` type, its modifier's and content's facts (nil until first mount).
    @exclusivity(unchecked) var modifiedContent: ModifiedContentFacts?
    /// For a view that mounts as a shape, its shape type's facts (nil until first mount).
    @exclusivity(unchecked) var shapeFacts: ShapeFacts?
    /// For a view with a body, how two of its values compare (nil until the first re-mount
    /// compares them: `ViewGraph.inputComparison(of:)`). Held as an `Unmanaged` the record owns
    /// (retained once when set, released by `deinit`): read at every re-mount, a strong
    /// reference would be retained and released at each read.
    @exclusivity(unchecked) private(set) var inputComparison: Unmanaged<ViewInputComparison>?
    /// The one behaviour all the type's nodes share, for a type whose every value lays out and
    /// draws alike (a colour, a shape without stored properties); made by the first mount that
    /// needs it and never changed, so that such leaves cost no behaviour each.
    @exclusivity(unchecked) var sharedBehavior: ElementBehavior?
    /// The behaviour a node of the type made last, for a type whose behaviours are immutable
    /// and depend on the value (a unary layout modifier's, an `HStack`'s or `VStack`'s): the next
    /// node whose value lays out the same shares it instead of making one
    /// (`ViewNode.becomeElement(_:reusing:where:make:)`).
    @exclusivity(unchecked) var recentBehavior: ElementBehavior?

    init(graph: ViewGraph, viewType: ObjectIdentifier, mountKind: MountKind, name: String, wrapper: TransparentWrapper?) {
        self.graph = graph
        self.viewType = viewType
        self.mountKind = mountKind
        if case .composite = mountKind { isComposite = true } else { isComposite = false }
        self.name = name
        self.wrapper = wrapper
    }

    deinit {
        inputComparison?.release()
    }

    /// Keeps `comparison` as the type's input comparison (bodies phase, at the type's first
    /// re-mount).
    func keepInputComparison(_ comparison: ViewInputComparison) {
        inputComparison?.release()
        inputComparison = .passRetained(comparison)
    }
}

/// A view type that has no node of its own: the bodies phase mounts the view it wraps in its
/// place (`ViewGraph.unwrapped(_:)`).
enum TransparentWrapper {
    /// `AnyView`: its wrapped view, with its key.
    case anyView
    /// `_ConditionalContent`: its active branch, with its key, and the branch added to the
    /// item's branch path (so that the two branches stay two identities).
    case conditional
}

/// The facts a `ModifiedContent<Content, Modifier>` mount needs about its two type arguments.
/// A class, made once per type: a struct holding an existential would be copied out of its
/// record at every mount through the runtime's value witnesses of its optional.
final class ModifiedContentFacts {
    /// The engine protocols the modifier type conforms to.
    let modifier: TypeConformances
    /// The engine protocols the content type conforms to.
    let content: TypeConformances
    /// How the modifier mounts, if it is built in.
    let mounter: (any BuiltinModifierMounting)?

    init(modifier: TypeConformances, content: TypeConformances, mounter: (any BuiltinModifierMounting)?) {
        self.modifier = modifier
        self.content = content
        self.mounter = mounter
    }
}

/// The facts a shape's mount needs about the shape's type (`ViewGraph.shapeFacts(of:for:)`).
/// A class, made once per type, for the reason `ModifiedContentFacts` is one.
final class ShapeFacts {
    /// The shape type they are about.
    let shapeType: ObjectIdentifier
    /// The engine protocols the shape type conforms to.
    let conformances: TypeConformances
    /// The shape type's name (the node's name unless the shape wraps another).
    let name: String

    init(shapeType: ObjectIdentifier, conformances: TypeConformances, name: String) {
        self.shapeType = shapeType
        self.conformances = conformances
        self.name = name
    }
}

/// The identity of the type an `any View` holds, as `type(of:)` gives it, read by opening the
/// existential: `type(of:)` asks the runtime, which looks through nested existentials and
/// classes, and the bodies phase asks at every mount and for every child it reconciles. A view
/// that is a class instance is asked for its dynamic type (a subclass erased as its superclass).
/// A struct or an enum, nearly every view, is told by its metadata's kind (`MetadataKind`),
/// without asking the runtime whether it is a class.
@inline(__always)
func viewTypeID(of view: any View) -> ObjectIdentifier {
    func open<V: View>(_ value: V) -> ObjectIdentifier {
        if MetadataKind(of: V.self) != nil { return ObjectIdentifier(V.self) }
        return V.self is AnyClass ? ObjectIdentifier(type(of: value)) : ObjectIdentifier(V.self)
    }
    return open(view)
}
