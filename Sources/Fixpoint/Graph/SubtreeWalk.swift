/// What a subtree walk does after visiting a node (`ViewNode.walkSubtree(_:)`).
enum SubtreeWalkStep {
    /// Go on into the node's children.
    case descend
    /// Go on past the node's subtree, to the next node in pre-order.
    case skipChildren
    /// End the walk.
    case stop
}

extension ViewNode {
    /// Visits this node and those below it in pre-order (children in order), without recursion:
    /// `visit` tells, at each node, whether to go into its children, past them, or to stop.
    ///
    /// For the questions asked about what a subtree stands for (how many layout elements,
    /// which, whether any view appears) and for the interactions' searches, which no phase's
    /// stack check covers: a mount asks them at the top of a subtree it has just made, however
    /// deep, on the stack it started on, and an interaction runs on its caller's. A chain of
    /// single children takes no storage; a branch keeps its later children in one list until
    /// they are visited.
    func walkSubtree(_ visit: (ViewNode) -> SubtreeWalkStep) {
        var next: ViewNode? = self
        var pending: [ViewNode] = []
        while let node = next {
            switch visit(node) {
            case .stop:
                return
            case .skipChildren:
                next = pending.popLast()
            case .descend:
                let children = node.children
                guard let first = children.first else {
                    next = pending.popLast()
                    continue
                }
                // The later children wait, last first, so that they are taken in order.
                var index = children.count - 1
                while index > 0 {
                    pending.append(children[index])
                    index -= 1
                }
                next = first
            }
        }
    }

    /// The layout elements this node stands for, in order: itself when it is one, else those of
    /// its children (through composites, lists and transparent modifiers).
    ///
    /// For readers outside layout (anchors, snapshots' element filters, `onGeometryChange`,
    /// scroll targets), which leave the traits the elements' containers recorded in place; a
    /// container's own list comes from `LayoutEngine.elements(standingFor:)`, which records
    /// them. One element, the common case, takes no array.
    var layoutElements: ChildList {
        var elements = ChildList()
        walkSubtree { node in
            guard node.role == .element else { return .descend }
            elements.append(node)
            return .skipChildren
        }
        return elements
    }

    /// Whether the node stands for exactly one layout element (the walk stops at the second).
    var standsForOneLayoutElement: Bool {
        var count = 0
        walkSubtree { node in
            guard node.role == .element else { return .descend }
            count += 1
            return count > 1 ? .stop : .skipChildren
        }
        return count == 1
    }
}
