/// The content of an `if`/`else` or `switch`: one of two views, each branch a distinct identity.
///
/// The bodies phase expands it into its active branch; flipping the condition discards the
/// other branch's nodes and state. The branch is kept type-erased (the type parameters still
/// give the view its type), so expanding it needs no generic metadata at run time.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// Which branch is active, with its view.
    public enum Storage {
        /// The first branch.
        case trueContent(TrueContent)
        /// The second branch.
        case falseContent(FalseContent)
    }

    /// The active branch's view.
    @usableFromInline let content: any View
    /// Whether the first branch is active.
    @usableFromInline let isTrue: Bool

    /// The first branch.
    @usableFromInline init(trueContent: TrueContent) {
        content = trueContent
        isTrue = true
    }

    /// The second branch.
    @usableFromInline init(falseContent: FalseContent) {
        content = falseContent
        isTrue = false
    }

    /// The active branch.
    public var storage: Storage {
        isTrue ? .trueContent(content as! TrueContent) : .falseContent(content as! FalseContent)
    }

    /// `_ConditionalContent` is primitive.
    public typealias Body = Never
}

/// Whether `type` is an instantiation of `_ConditionalContent`, told from its metadata (every
/// instantiation of a generic struct names the same type descriptor,
/// `MetadataKind.structDescriptor(of:)`), without asking the runtime for a conformance, which
/// costs hundreds of instructions. Asked by the graph once per type (`TransparentWrapper`) and
/// by a list once for its content type (`ForEach.listItems()`).
func isConditionalContent(_ type: Any.Type) -> Bool {
    MetadataKind.structDescriptor(of: type) == conditionalContentDescriptor
}

/// The type descriptor of `_ConditionalContent`'s metadata (the same for all instantiations).
private let conditionalContentDescriptor = MetadataKind.structDescriptor(of: _ConditionalContent<EmptyView, EmptyView>.self)

/// A value of some `_ConditionalContent` type, as one of a fixed type whose `content` and
/// `isTrue` give its active branch and side, read without a cast: the bodies phase reads them
/// at every update of a conditional, and its stored fields (an `any View` and a `Bool`) do not
/// depend on the type arguments, so every instantiation has one layout.
func conditionalBranch(of view: any View) -> _ConditionalContent<EmptyView, EmptyView> {
    func open<V: View>(_ value: V) -> _ConditionalContent<EmptyView, EmptyView> {
        assert(isConditionalContent(V.self), "conditionalBranch: \(V.self) is not a conditional")
        return unsafeBitCast(value, to: _ConditionalContent<EmptyView, EmptyView>.self)
    }
    return open(view)
}

extension ListItem {
    /// The item for `view`, keyed `key`. When `V` is a `_ConditionalContent` (`isConditional`,
    /// which a list asks once for its content type), the item is the active branch, with the
    /// branch path `ViewGraph.unwrapped(_:record:)` would give it: the conditional itself is
    /// never made an existential (a box, freed again once the item is unwrapped) nor looked up.
    @inline(__always)
    init<V: View>(key: ChildKey, content view: V, isConditional: Bool) {
        if isConditional {
            let branch = unsafeBitCast(view, to: _ConditionalContent<EmptyView, EmptyView>.self)
            // A list's item has no branches yet, so its path has room for this one.
            self.init(key: key, branchPath: ListItem.branchPath(extending: 0, isTrue: branch.isTrue)!, view: branch.content)
        } else {
            self.init(key: key, view: existential(view))
        }
    }

    /// The branch path of a conditional's content whose own item has `path` (0: none), the
    /// conditional's side added as the lowest bit; nil past 15 nested conditionals (the path
    /// has 16 bits, led by a 1).
    static func branchPath(extending path: UInt16, isTrue: Bool) -> UInt16? {
        let base = max(path, 1)
        guard base < 1 << 15 else { return nil }
        return base << 1 | (isTrue ? 1 : 0)
    }
}

extension _ConditionalContent: SingleItemList {
    var item: ListItem { ListItem(key: .branch(isTrue), view: content) }
}
