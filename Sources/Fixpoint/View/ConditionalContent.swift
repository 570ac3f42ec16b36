/// The content of an `if`/`else` or `switch`: one of two views, each branch a distinct identity.
///
/// The bodies phase expands it into its active branch; flipping the condition discards the
/// other branch's nodes and state.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// Which branch is active, with its view.
    public enum Storage {
        /// The first branch.
        case trueContent(TrueContent)
        /// The second branch.
        case falseContent(FalseContent)
    }

    /// The active branch.
    public let storage: Storage

    @usableFromInline init(storage: Storage) {
        self.storage = storage
    }

    /// `_ConditionalContent` is primitive.
    public typealias Body = Never
}

extension _ConditionalContent: ListView {
    func listItems() -> [ListItem] {
        switch storage {
        case .trueContent(let view): [ListItem(key: .branch(true), view: view)]
        case .falseContent(let view): [ListItem(key: .branch(false), view: view)]
        }
    }
}
