import Foundation

/// The retained tree of nodes built from a root view, and the bodies phase that keeps it in step
/// with the view values: creation, reconciliation by structural identity, body evaluation with
/// state installed, and state writes.
///
/// Owned by one `ViewHost`; single-threaded. Invariants: every live node is reachable from the
/// root and registered in `liveNodes`; a node is reused only when key and view type match.
/// The fields each mount touches (per-type memos, live nodes, epochs) are exempt from the
/// run-time exclusivity check, for the reason given on `ViewNode`.
final class ViewGraph {
    private(set) var root: ViewNode!
    @exclusivity(unchecked) private var nextID = 0
    /// The depth of the deepest node ever made (the host picks a large stack from it).
    @exclusivity(unchecked) private(set) var maxDepth = 0
    /// Live nodes by id, for dependency tracking.
    let liveNodes = NodeTable()
    /// True while a pass runs bodies and layout: state writes are then ignored.
    @exclusivity(unchecked) var isUpdating = false
    /// The node whose body (or GeometryReader content) is being evaluated.
    @exclusivity(unchecked) var currentReader: ViewNode?
    /// Bumped at the start of each pass (`advanceInvalidationEpoch()`); an invalidation walk
    /// stops at a node invalidated in the same epoch. Settable for tests near its wrap.
    @exclusivity(unchecked) var invalidationEpoch: Int32 = 0
    /// During layout, invalidation stops at this node (a GeometryReader building its content).
    @exclusivity(unchecked) var invalidationBoundary: ViewNode?
    /// Events and counters of the running update.
    let recorder: UpdateRecorder
    /// Writes waiting for the next pass, in order.
    var pendingWrites: [AnyStateStorage] = []
    /// Actions enqueued by binders, and appear, change and geometry actions, run after the pass
    /// in the order enqueued.
    var pendingActions: [QueuedAction] = []
    /// `onDisappear` actions (and task cancellations) of views removed in the pass; they run
    /// before the other actions.
    var pendingDisappearActions: [QueuedAction] = []
    /// Task starts and restarts of the pass; they run after every other action.
    var pendingTaskActions: [QueuedAction] = []
    /// The executor and clock of the tasks started by `task(_:)` modifiers.
    let tasks: HostTaskScheduler
    /// Nodes with an `onGeometryChange` modifier, by id (evaluated after layout in id order).
    var geometryActionNodes: [Int: ViewNode] = [:]
    /// Nodes with an `overlayPreferenceValue` or `backgroundPreferenceValue` reader, with the
    /// reader's behaviour, by id (see `invalidateStalePreferenceReaders()`): registered by the
    /// reader's mount (bodies phase), removed by `discard`; holds every live reader.
    @exclusivity(unchecked) var preferenceReaderNodes: [Int: PreferenceReaderEntry] = [:]
    /// The host's frame serial of the running pass (value actions count dispatches per frame).
    var frameSerial = 0
    /// How often a binder or value action may dispatch in a frame (the host's policy).
    var dispatchesPerFrame = 1
    /// Serial of the host's runs (the geometry cycle detector remembers values per run).
    var runSerial = 0
    /// The nodes with a binder in pre-order, kept until a node's children or binder change.
    @exclusivity(unchecked) var binderNodesCache: [ViewNode]?
    /// How many live nodes have a binder (none: the tree is not walked to find them).
    @exclusivity(unchecked) var binderCount = 0
    /// The node of the only binder, while the graph has made one alone (a tree with one
    /// `onPreferenceChange`, the common case, then lists its binders without a walk of every
    /// node); nil once a second is made or one is discarded.
    @exclusivity(unchecked) var soleBinderNode: ViewNode?
    /// Bumped whenever what snapshots are made of may have changed without a new pass of the
    /// tree: a node's children, role or name, a `ViewThatFits` choice, a navigation level.
    /// Node paths resolved for traces stay valid while it is unchanged (see `PathResolver`).
    @exclusivity(unchecked) private(set) var structureVersion = 0
    /// Bumped whenever preference values are combined, so that an invalidation walk knows which
    /// nodes it already cleared since (see `ViewNode.invalidatePreferences`).
    /// Settable for tests near its wrap (`advancePreferenceEpoch()`).
    @exclusivity(unchecked) var preferenceEpoch: Int32 = 0
    /// The markers preference memos hold for a key computed empty, by key
    /// (`absence(of:)`, preferences phase), and the one made or found last.
    @exclusivity(unchecked) var preferenceAbsences = TypeMap<PreferenceEntry>()
    @exclusivity(unchecked) var lastPreferenceAbsence: PreferenceEntry?
    /// Whether an anchor preference was ever mounted: frames then feed preference values.
    @exclusivity(unchecked) var hasAnchorWriters = false
    /// The transaction of the running pass: the last one its applied writes carried; an
    /// animation modifier overrides it for its content while that mounts.
    @exclusivity(unchecked) var transaction: Transaction?
    /// Nodes invalidated by observed changes (`@Observable` reads, `ObservableObject`
    /// subscriptions), waiting for the next pass.
    var observedChanges = ObservedChangeQueue()
    /// Composite nodes whose body must run again.
    private var dirtyBodies: [ViewNode] = []
    @exclusivity(unchecked) private var typeNames = TypeMap<String>()
    /// Where each view and modifier type keeps its state-like properties, found once per type.
    @exclusivity(unchecked) private var propertyPlans = TypeMap<PropertyInstallPlan>()
    /// What the graph knows of each view type seen (how it mounts, its name …); nodes point to it.
    /// Every new node looks its type's record up (re-mounts use `ViewNode.typeRecord`).
    @exclusivity(unchecked) private var typeRecords = TypeMap<ViewTypeRecord>()
    /// The engine protocols each type seen conforms to.
    @exclusivity(unchecked) private var typeConformances = TypeMap<TypeConformances>()

    init(recorder: UpdateRecorder) {
        self.recorder = recorder
        self.tasks = HostTaskScheduler(recorder: recorder)
    }

    /// The link that Observation scopes and object subscriptions hold (see `GraphLink`).
    private var linkStorage: GraphLink?

    /// The graph's `GraphLink`, made on first use by the bodies phase (a tracked body or an
    /// object subscription); the same link for the graph's whole life.
    var link: GraphLink {
        if let linkStorage { return linkStorage }
        let made = GraphLink(graph: self)
        linkStorage = made
        return made
    }

    deinit {
        linkStorage?.graph = nil
        // Release the tree one node at a time: releasing the root would free its subtree
        // recursively, one stack frame per level, and deep trees would overflow the stack. The
        // array holds every node while the links are cut, then frees them one by one.
        // Each node is marked gone and its states detached as well: a binding, a state value or
        // a scroll proxy kept past the host reads what it last held and reaches nothing freed.
        let nodes = liveNodes.values
        for node in nodes {
            node.compositeStorage?.detachStateSlots()
            node.markDiscarded()
            node.children = []
        }
    }

    /// The stack address below which the engine's recursion (a mount, a walk down a subtree)
    /// goes on on a `LargeStack` thread; 0 for no limit (on a large stack, or outside a host's
    /// work). Set around the host's work by `withStackGuard` and `continuingOnLargeStack`.
    @exclusivity(unchecked) private(set) var stackLimit: UInt = 0

    /// Whether the recursion has reached `stackLimit` on this thread: it must go on on a large
    /// stack (`continuingOnLargeStack`). A few instructions: asked at every new node, and on the
    /// slow paths of the walks down a subtree (sizing and placing ask nothing: content that grows
    /// the tree during layout is laid out by `LayoutContext.withRoomForBuiltContent`).
    var isNearStackLimit: Bool {
        @inline(__always) get { stackLimit != 0 && ThreadStack.currentAddress() < stackLimit }
    }

    /// Runs `body` on this thread, whose stack ends at `bound`: its recursion then hops to a
    /// large stack when it reaches `LargeStack.reserve` from there.
    func withStackGuard<T>(above bound: UInt, _ body: () -> T) -> T {
        let saved = stackLimit
        stackLimit = bound + UInt(LargeStack.reserve)
        defer { stackLimit = saved }
        return body()
    }

    /// Runs `body` on the `LargeStack` thread (this thread waits), with no limit to its depth.
    func continuingOnLargeStack<T>(_ body: () -> T) -> T {
        let saved = stackLimit
        stackLimit = 0
        defer { stackLimit = saved }
        return LargeStack.run(body)
    }

    /// Builds the root node for `view`.
    func mountRoot(_ view: any View, environment: EnvironmentValues) {
        let listed = ListItem(key: .index(0), view: view)
        var record = record(for: view)
        let item = unwrapped(listed, record: &record) ?? listed
        root = makeNode(for: item.view, key: item.key, branchPath: item.branchPath, record: record, parent: nil,
                        environment: environment)
    }

    // MARK: Reconciliation

    /// Creates a node for `view` and mounts it.
    ///
    /// While it mounts, the node `isBeingMade`: its own invalidations do nothing, since its
    /// memos are still empty and the reconciliation that made it invalidates its parent and
    /// the parent's ancestors once it returns (a first mount walked up from every new node).
    func makeNode(for view: any View, key: ChildKey, branchPath: UInt16 = 0, record known: ViewTypeRecord? = nil,
                  parent: ViewNode?, environment: EnvironmentValues, attachingAsOnlyChild: Bool = false,
                  configure: ((ViewNode) -> Void)? = nil) -> ViewNode {
        // Near the end of this thread's stack, the subtree mounts on a large one.
        if isNearStackLimit {
            return makeNodeOnLargeStack(for: view, key: key, branchPath: branchPath, record: known, parent: parent,
                                        environment: environment, attachingAsOnlyChild: attachingAsOnlyChild, configure: configure)
        }
        let node = ViewNode(id: nextID, parent: parent, key: key, branchPath: branchPath, view: view,
                            record: known ?? record(for: view), environment: environment)
        nextID += 1
        if node.depth > maxDepth { maxDepth = node.depth }
        liveNodes.register(node)
        // Attached before its subtree mounts: the parent was just touched, while after a deep
        // subtree's mount it would be out of the cache.
        if attachingAsOnlyChild, let parent { parent.children = ChildList(node) }
        configure?(node)
        node.isBeingMade = true
        mount(node, view: view, environment: environment, isNew: true)
        node.isBeingMade = false
        // A new node's own structure changes are told when it is attached to its parent (its
        // parent's children change); a root has none.
        if parent == nil {
            binderNodesCache = nil
            structureChanged()
        }
        return node
    }

    /// `makeNode` on the large stack, once this thread's has no more room.
    @inline(never)
    private func makeNodeOnLargeStack(for view: any View, key: ChildKey, branchPath: UInt16, record known: ViewTypeRecord?,
                                      parent: ViewNode?, environment: EnvironmentValues, attachingAsOnlyChild: Bool,
                                      configure: ((ViewNode) -> Void)?) -> ViewNode {
        continuingOnLargeStack {
            makeNode(for: view, key: key, branchPath: branchPath, record: known, parent: parent,
                     environment: environment, attachingAsOnlyChild: attachingAsOnlyChild, configure: configure)
        }
    }

    /// Updates `node` with a new value of the same identity.
    func update(_ node: ViewNode, with view: any View, environment: EnvironmentValues) {
        mount(node, view: view, environment: environment, isNew: false)
    }

    private func mount(_ node: ViewNode, view: any View, environment: EnvironmentValues, isNew: Bool) {
        // (Identity first: it reads the storage's address in place, where `isEqual` takes a copy.)
        let sameEnvironment = node.environment.isIdentical(to: environment)
        let environmentChanged = !isNew && !sameEnvironment && !node.environment.isEqual(to: environment)
        if !sameEnvironment { node.environment = environment }
        if !node.typeRecord.isComposite, case .builtin(let mounter) = node.typeRecord.mountKind {
            if isNew {
                // The node was made with `view`: nothing to compare, nothing to keep (a copy of
                // the old value would be released after the subtree mounts, out of the cache).
                mounter.mount(view, node: node, graph: self)
                return
            }
            let old = node.view
            let oldRole = node.role
            node.view = view
            mounter.mount(view, node: node, graph: self)
            // A changed child list was invalidated by its reconciliation; what the node flattens
            // to changes only with its role or traits. (A new node's cache is empty, and the
            // reconciliation that made it invalidates its parent and the parent's ancestors.)
            if environmentChanged || !mounter.hasSameLayoutInputs(view, as: old, in: self) {
                node.invalidateLayout(keepingElementLists: node.role == oldRole && oldRole != .transparent)
            }
            return
        }
        // A view with a body.
        if isNew {
            node.role = .composite
            node.name = node.typeRecord.name
            node.view = view
            evaluateBody(of: node)
            return
        }
        // The record is the node's type's, and `view` has that type (reconciliation keeps a node
        // only for a value of its type).
        // (Found before the value is taken out: the first look-up reads the node's value type.)
        let comparison = inputComparison(of: node)
        // The old value is compared where the node stores it (a read of the field would copy it,
        // retaining what it holds), then replaced or kept.
        let (inputsChanged, storesNew) = comparison._withUnsafeGuaranteedRef { comparison in
            let changed = !withUnsafePointer(to: &node.view) { comparison.areEqual(storedAt: $0, view) }
            // An equal value that is the same bits stays unstored: storing it would release the
            // old value's references and retain the new one's, for each child of a re-evaluated body.
            return (changed, changed || !comparison.equalMeansIdentical)
        }
        if storesNew { node.view = view }
        if inputsChanged || node.needsBody || (environmentChanged && node.readsEnvironment) {
            evaluateBody(of: node)
        } else if environmentChanged {
            for child in node.children {
                update(child, with: child.view, environment: environment)
            }
        }
    }

    /// Reconciles `node`'s children with `items`: a child is reused when its key and view type
    /// match, otherwise a new node is made; children that are not matched are discarded.
    func reconcileChildren(of node: ViewNode, items: consuming [ListItem], environment: EnvironmentValues) {
        let old = node.children
        let count = items.count
        var changed = old.count != count
        // The new list is built only once something differs: a body that returns the same
        // children (the common re-evaluation) retains and releases none of them.
        var result: [ViewNode] = []
        // (A function, not a closure over `result`: a captured variable is boxed, and every
        // access to it in the loop is checked for exclusivity at run time.)
        func startResult(_ result: inout [ViewNode], upTo index: Int) {
            guard result.isEmpty, index > 0 else { return }
            result.reserveCapacity(count)
            for position in 0..<index { result.append(old[position]) }
        }
        if changed { result.reserveCapacity(count) }
        // Fast path: same keys in the same order. Off it, every later child is found by key
        // among the old children the fast path did not take, each taken at most once (popped):
        // a key that occurs several times (a `ForEach` over duplicate ids) takes its old
        // children in order, then makes new ones.
        var byKey: [ChildKey: [ViewNode]]?
        // Each item is taken out of the list, not copied (a copy would retain what its view
        // holds), and an inert item takes its place for the list to destroy.
        if count > 0 {
            // (The old children are read unretained through one buffer for the whole loop.)
            items.withUnsafeMutableBufferPointer { buffer in old.withUnmanagedNodes { oldNodes in
                for index in 0..<count {
                    let item = (buffer.baseAddress! + index).move()
                    (buffer.baseAddress! + index).initialize(to: ListItem.inert)
                    // The same child in the same place (the common re-evaluation): updated
                    // through the old list, which holds it, without retaining it. A child of
                    // the same key that does not hold the item is the match a wrapper may fit.
                    var keyMatches = false
                    if byKey == nil, index < oldNodes.count,
                       oldNodes[index]._withUnsafeGuaranteedRef({ existing in
                           guard existing.key == item.key else { return false }
                           keyMatches = true
                           guard existing.holds(item) else { return false }
                           update(existing, with: item.view, environment: environment)
                           return true
                       }) {
                        if changed { result.append(old[index]) }
                        continue
                    }
                    var match: ViewNode?
                    if keyMatches {
                        match = old[index]
                    } else if old.isEmpty {
                        // A first mount: nothing to match, nothing to hash (`changed` is
                        // already set).
                    } else {
                        if byKey == nil {
                            // Each key's untaken old children, last first, so that popping takes
                            // them in order.
                            var map: [ChildKey: [ViewNode]] = [:]
                            for child in old[min(index, old.count)...].reversed() {
                                map[child.key, default: []].append(child)
                            }
                            byKey = map
                        }
                        // Looked up before it is popped: a missing key then costs no mutable access.
                        if byKey?[item.key]?.isEmpty == false { match = byKey?[item.key]?.popLast() }
                        if !changed { startResult(&result, upTo: index) }
                        changed = true
                    }
                    // A wrapper (`AnyView`, a conditional) is looked through only when the item's
                    // own view does not match: most items are not wrappers, and their nodes match
                    // at once. (A match found in place was already asked above.)
                    if let existing = match, !keyMatches, existing.holds(item) {
                        update(existing, with: item.view, environment: environment)
                        if changed { result.append(existing) }
                    } else if let made = nodeForUnmatched(item, match: match, parent: node, environment: environment) {
                        if !changed { startResult(&result, upTo: index) }
                        changed = true
                        result.append(made)
                    } else if changed {
                        result.append(match!)
                    }
                }
            } }
        }
        if changed {
            if old.count > 8 {
                let kept = Set(result.map(ObjectIdentifier.init))
                for child in old where !kept.contains(ObjectIdentifier(child)) { discard(child) }
            } else {
                for child in old where !result.contains(where: { $0 === child }) { discard(child) }
            }
            node.children = ChildList(result)
            node.invalidateLayout()
            node.invalidatePreferences()
        }
    }

    /// For an item whose key's old node (`match`, if any) does not hold its view: updates
    /// `match` when the view is a wrapper of what it holds (`unwrapped`) and returns nil, else
    /// returns a new node for the item. Apart from `reconcileChildren`'s loop, which it would
    /// make too large to inline its key comparisons.
    @inline(never)
    private func nodeForUnmatched(_ item: ListItem, match: ViewNode?, parent: ViewNode,
                                  environment: EnvironmentValues) -> ViewNode? {
        var record = self.record(for: item.view)
        if record.wrapper != nil, let inner = unwrapped(item, record: &record) {
            if let match, match.holds(inner) {
                update(match, with: inner.view, environment: environment)
                return nil
            }
            return makeNode(for: inner.view, key: inner.key, branchPath: inner.branchPath, record: record, parent: parent,
                            environment: environment)
        }
        return makeNode(for: item.view, key: item.key, branchPath: item.branchPath, record: record, parent: parent,
                        environment: environment)
    }

    /// Reconciles only the child in position `slot` (keyed by its index), keeping the others.
    func reconcileChildren(of node: ViewNode, slot: Int, view: any View, environment: EnvironmentValues) {
        var others = Array(node.children)
        let existing = slot < others.count ? ChildList(others.remove(at: slot)) : ChildList()
        node.children = existing
        reconcileChildren(of: node, items: [ListItem(key: .index(slot), view: view)], environment: environment)
        var result = others
        result.insert(node.children[0], at: min(slot, result.count))
        if node.children.first !== existing.first {
            node.children = ChildList(result)
            node.invalidateLayout()
            node.invalidatePreferences()
        } else {
            node.children = ChildList(result)
        }
    }

    /// Reconciles a single child, keyed `key` (see `reconcileChild(of:item:environment:)`).
    ///
    /// Always inlined, so that the value reaches the node as the caller's existential. The
    /// optimizer would otherwise turn an `any View` parameter of a function it specializes
    /// into a generic one, and the function would then box a copy of every large view value
    /// again to store it in its node (136 bytes a level of a chain of `AnyView`s).
    @inline(__always)
    func reconcileChild(of node: ViewNode, view: any View, key: ChildKey = .index(0), environment: EnvironmentValues) {
        reconcileChild(of: node, item: ListItem(key: key, view: view), environment: environment)
    }

    /// Reconciles `item` as the node's single child. The common cases (the same child again,
    /// or the first child of a new node) build no item list.
    func reconcileChild(of node: ViewNode, item: ListItem, environment: EnvironmentValues) {
        let old = node.children
        if old.count == 1, old[0].key == item.key, old[0].holds(item) {
            update(old[0], with: item.view, environment: environment)
            return
        }
        var record = self.record(for: item.view)
        // (The wrapper is asked for first: an optional item costs calls to its value witnesses.)
        if record.wrapper != nil, let inner = unwrapped(item, record: &record) {
            // A wrapper (`AnyView`, a conditional): the view it wraps takes its place.
            reconcileChild(of: node, item: inner, environment: environment)
        } else if old.isEmpty, node.isBeingMade {
            // A parent being made is not in the tree yet: its new child is attached at once,
            // and nothing is invalidated (its maker does that).
            _ = makeNode(for: item.view, key: item.key, branchPath: item.branchPath, record: record, parent: node,
                         environment: environment, attachingAsOnlyChild: true)
        } else if old.isEmpty {
            node.children = ChildList(makeNode(for: item.view, key: item.key, branchPath: item.branchPath, record: record,
                                               parent: node, environment: environment))
            node.invalidateLayout()
            node.invalidatePreferences()
        } else {
            reconcileChildren(of: node, items: [item], environment: environment)
        }
    }

    /// What is mounted in place of `item` when its view is a transparent wrapper: the view an
    /// `AnyView` wraps, or a conditional's active branch (its side added to the branch path),
    /// repeatedly, with the item's key; nil when the view is no wrapper. Neither has a node of
    /// its own: identity is unchanged (a position holds a wrapper at every update or never, a
    /// change of the wrapped type is a new node either way, and the branch path keeps two
    /// branches two identities), and a tree pays no node, mount or walk for them. Past 15
    /// nested conditionals the innermost keep their nodes (the path has 16 bits).
    ///
    /// `record` is the record of the item's view; it is left as the record of the view mounted
    /// (a new node is made with it, without a second look-up).
    func unwrapped(_ item: ListItem, record: inout ViewTypeRecord) -> ListItem? {
        guard record.wrapper != nil else { return nil }
        var view = item.view
        var path = item.branchPath
        var unwrappedAny = false
        unwrapping: while let wrapper = record.wrapper {
            switch wrapper {
            case .anyView:
                view = knownTypeValue(view, as: AnyView.self).wrapped
            case .conditional:
                let branch = conditionalBranch(of: view)
                guard let extended = ListItem.branchPath(extending: path, isTrue: branch.isTrue) else { break unwrapping }
                path = extended
                view = branch.content
            }
            unwrappedAny = true
            record = self.record(for: view)
        }
        // A conditional past the path's depth, met first, is mounted as itself.
        return unwrappedAny ? ListItem(key: item.key, branchPath: path, view: view) : nil
    }

    /// Removes a subtree: its nodes and their state go away with their identity.
    func discard(_ node: ViewNode) {
        liveNodes.remove(id: node.id)
        if node.binder != nil {
            binderCount -= 1
            soleBinderNode = nil
        }
        if !preferenceReaderNodes.isEmpty { preferenceReaderNodes[node.id] = nil }
        for child in node.children { discard(child) }
        node.children = []
        if let actions = node.modifierMemory as? ViewActionState { actions.nodeDiscarded(node, graph: self) }
        node.compositeStorage?.detachStateSlots()
        node.markDiscarded()
    }

    // MARK: Bodies

    /// Evaluates a composite node's body with its dynamic properties installed, then reconciles
    /// the body's node.
    func evaluateBody(of node: ViewNode) {
        let previousReader = currentReader
        // The properties of `@Observable` objects the body reads are its dependencies.
        // (A custom modifier's body is a path of its own: an optional existential of the
        // application, made and destroyed for every view's body, costs several calls to the
        // runtime's value witnesses.)
        let body: any View
        if node.compositeStorage?.modifierContent != nil, let application = node.view as? any ModifierApplication {
            let updates = installDynamicProperties(of: node, source: application.modifierValue)
            currentReader = node
            body = trackingObservations(for: node) { application.modifierBody(updatingDynamicProperties: updates) }
        } else {
            let updates = installDynamicProperties(of: node, source: node.view)
            currentReader = node
            body = trackingObservations(for: node) { updates ? Self.updatedBody(of: node.view) : Self.body(of: node.view) }
        }
        node.needsBody = false
        let state = node.composite
        let event = recorder.bodyEvaluated(node, cause: state.dirtyCause)
        state.dirtyCause = nil
        let previousCause = recorder.currentCause
        recorder.currentCause = event ?? previousCause
        // The body's lazy parts (`ForEach` content closures) run while its children are
        // reconciled: state they read is a dependency of this body too. (Without pushed
        // modifiers, the common case, the body is reconciled as it is: a copy of an existential
        // goes through its type's value witnesses.)
        if state.pushedModifiers.isEmpty {
            reconcileChild(of: node, view: body, environment: node.environment)
        } else {
            reconcileChild(of: node, view: applyPushedModifiers(of: node, to: body), environment: node.environment)
        }
        // Kept for `reapplyPushedModifiers(of:)`, which runs only after this evaluation, once
        // the body is reconciled: stored last, the body moves in where it was copied.
        state.lastBody = consume body
        currentReader = previousReader
        recorder.currentCause = previousCause
    }

    /// Re-applies pushed modifiers after a node switched to pushing (see `ModifiedContent`).
    func reapplyPushedModifiers(of node: ViewNode) {
        guard let body = node.compositeStorage?.lastBody else { return }
        reconcileChild(of: node, view: applyPushedModifiers(of: node, to: body), environment: node.environment)
    }

    private func applyPushedModifiers(of node: ViewNode, to body: any View) -> any View {
        var view = body
        for wrap in node.compositeStorage?.pushedModifiers ?? [] { view = wrap(view) }
        return view
    }

    private static func body<V: View>(of view: V) -> any View {
        view.body
    }

    /// The body of a copy of `view` whose custom dynamic properties were updated first.
    private static func updatedBody<V: View>(of view: V) -> any View {
        DynamicPropertyUpdater.updated(view).body
    }

    /// Installs the state-like properties of the node's view (or its custom modifier) into its
    /// slots, in declaration order; returns whether the body must update custom dynamic
    /// properties first.
    private func installDynamicProperties(of node: ViewNode, source: Any) -> Bool {
        let key = ObjectIdentifier(type(of: source))
        let plan: PropertyInstallPlan
        if let known = propertyPlans[key] {
            plan = known
        } else {
            plan = PropertyInstallPlan(for: type(of: source))
            propertyPlans[key] = plan
        }
        guard !plan.isEmpty else { return false }
        var slot = 0
        _ = plan.install(from: source, into: node, slot: &slot)
        return plan.hasCustomProperties
    }

    /// How the inputs of `node`'s view type are compared (bodies phase, at a re-mount), found
    /// once per type and kept in the node's type record, so a re-mount hashes nothing. Returned
    /// unretained: the record keeps it.
    @inline(__always)
    private func inputComparison(of node: ViewNode) -> Unmanaged<ViewInputComparison> {
        if let known = node.typeRecord.inputComparison { return known }
        return makeInputComparison(of: node)
    }

    /// Makes and keeps the comparison of `node`'s view type (its first re-mount).
    @inline(never)
    private func makeInputComparison(of node: ViewNode) -> Unmanaged<ViewInputComparison> {
        let comparison = ViewInputComparison(for: type(of: node.view))
        node.typeRecord.keepInputComparison(comparison)
        return .passUnretained(comparison)
    }

    /// Starts a new invalidation epoch; called by each pass before its bodies phase. Nodes keep
    /// epochs in 32 bits, so before the count would overflow every live node forgets its epoch
    /// and the count starts again: an epoch a node kept is never mistaken for the current one.
    func advanceInvalidationEpoch() {
        advance(&invalidationEpoch) { $0.layoutCache.invalidatedEpoch = -1 }
    }

    /// Starts a new preference epoch; called by a combination before it fills memos (the
    /// preferences and layout phases). Starts the count again before it overflows, as
    /// `advanceInvalidationEpoch()` does.
    func advancePreferenceEpoch() {
        advance(&preferenceEpoch) { $0.preferencesInvalidatedEpoch = -1 }
    }

    /// Adds one to `epoch`; at the largest 32-bit value, `forget`s every live node's copy of it
    /// and starts again from zero.
    @inline(__always)
    private func advance(_ epoch: inout Int32, forgetting forget: (ViewNode) -> Void) {
        if epoch == .max {
            liveNodes.forEach(forget)
            epoch = 0
        } else {
            epoch += 1
        }
    }

    /// Notes that the snapshot structure may have changed (see `structureVersion`); called by the
    /// bodies phase when a node's children, role or name change, and by layout when a
    /// `ViewThatFits` changes its choice.
    func structureChanged() {
        structureVersion &+= 1
    }

    /// The record of `view`'s type, made the first time the type is mounted.
    func record(for view: any View) -> ViewTypeRecord {
        let key = viewTypeID(of: view)
        if let known = typeRecords[key] { return known }
        let kind: MountKind = (view as? any BuiltinView).map { .builtin($0.mounter) } ?? .composite
        let wrapper: TransparentWrapper? = key == ObjectIdentifier(AnyView.self) ? .anyView
            : isConditionalContent(type(of: view)) ? .conditional : nil
        let record = ViewTypeRecord(graph: self, viewType: key, mountKind: kind, name: typeName(of: view), wrapper: wrapper)
        typeRecords[key] = record
        return record
    }

    /// The facts a `ModifiedContent<Content, Modifier>` node's mount needs, kept on its type's
    /// record after the first mount.
    func modifiedContentFacts(of node: ViewNode, modifier: Any.Type, content: Any.Type) -> ModifiedContentFacts {
        if let known = node.typeRecord.modifiedContent { return known }
        let facts = ModifiedContentFacts(modifier: conformances(of: modifier), content: conformances(of: content),
                                         mounter: (modifier as? any BuiltinModifier.Type)?.mounter)
        node.typeRecord.modifiedContent = facts
        return facts
    }

    /// The facts the mount of a shape of type `S` needs, kept on `node`'s type record after the
    /// first mount (a view type mounts one shape type; the check keeps it honest).
    func shapeFacts<S: Shape>(of shape: S, for node: ViewNode) -> ShapeFacts {
        if let known = node.typeRecord.shapeFacts, known.shapeType == ObjectIdentifier(S.self) { return known }
        let facts = ShapeFacts(shapeType: ObjectIdentifier(S.self), conformances: conformances(of: S.self),
                               name: typeName(of: shape))
        node.typeRecord.shapeFacts = facts
        return facts
    }

    /// The engine protocols `type` conforms to, memoised for this graph without a lock.
    func conformances(of type: Any.Type) -> TypeConformances {
        let key = ObjectIdentifier(type)
        if let known = typeConformances[key] { return known }
        let found = TypeConformances.of(type)
        typeConformances[key] = found
        return found
    }

    /// The readable name of a view type: its name without generic arguments (from the
    /// process-wide `TypeNames`, memoised for this graph without a lock).
    func typeName(of view: Any) -> String {
        let key = ObjectIdentifier(type(of: view))
        if let name = typeNames[key] { return name }
        let name = TypeNames.name(of: type(of: view))
        typeNames[key] = name
        return name
    }

    /// The node name of a shape: its type name, looking through wrappers (stroked, inset,
    /// trimmed, `AnyShape`) to the innermost shape; memoised per type like `typeName(of:)`.
    func shapeName(of shape: any Shape) -> String {
        if conformances(of: type(of: shape)).contains(.shapeWrapper), let wrapper = shape as? any ShapeWrapper {
            return shapeName(of: wrapper.wrappedShape)
        }
        return typeName(of: shape)
    }

    // MARK: State writes

    /// Queues a state write for the next pass.
    func enqueueWrite(_ storage: AnyStateStorage, old: String, new: String) {
        storage.writeEvent = recorder.stateWritten(storage, old: old, new: new)
        if !storage.isPending {
            storage.isPending = true
            pendingWrites.append(storage)
        }
    }

    /// Reports a write made while bodies or layout were running; the write is dropped.
    func reportStateWriteDuringUpdate(_ storage: AnyStateStorage) {
        recorder.diagnose(.stateModifiedDuringUpdate, node: storage.owner)
    }

    /// Applies pending writes; marks the readers of changed states as needing their body.
    /// Returns whether any committed value changed.
    func applyPendingWrites() -> Bool {
        let writes = pendingWrites
        pendingWrites = []
        var changed = false
        transaction = nil
        for storage in writes {
            // Described only for the trace or the change log.
            let old = recorder.describesChanges ? storage.committedDescription : ""
            guard storage.commit() else { continue }
            changed = true
            if let carried = storage.transaction { transaction = carried }
            storage.transaction = nil
            let event = recorder.stateApplied(storage, old: old, new: storage.committedDescription)
            for readerID in storage.readers.sorted() {
                guard let reader = liveNodes[readerID] else { continue }
                markNeedsBody(reader, cause: event)
            }
            storage.readers.removeAll()
        }
        return changed
    }

    /// Re-evaluates the bodies of nodes marked dirty, top-down; returns how many ran.
    func updateDirtyBodies() {
        var dirty = dirtyBodies
        dirtyBodies = []
        dirty.sort { ($0.depth, $0.id) < ($1.depth, $1.id) }
        for node in dirty where node.needsBody && node.graph != nil && node.role == .composite {
            evaluateBody(of: node)
        }
    }

    /// Marks a node whose state (or content) changed: its body (or GeometryReader content) runs
    /// again in the next pass.
    ///
    /// A body's node keeps its layout: the bodies phase re-runs the body, and the mounts of what
    /// it returns invalidate the layout of what changed (a body that returns the same views
    /// lays out nothing). Content built during placement (a GeometryReader's, a preference
    /// reader's secondary) is built again only if its node is placed, so its layout is
    /// invalidated here.
    func markNeedsBody(_ node: ViewNode, cause: Int?) {
        node.needsBody = true
        if node.role == .composite {
            node.composite.dirtyCause = cause
            dirtyBodies.append(node)
        } else {
            node.invalidateLayout()
        }
    }

    /// Whether any body or content is waiting to run.
    var hasDirtyBodies: Bool { !dirtyBodies.isEmpty }

    /// Queues a binder's action.
    func enqueueAction(_ action: QueuedAction) {
        pendingActions.append(action)
    }

    /// Runs queued actions outside the update — disappear actions, then the others in order, then
    /// task starts — and drains the task executor: their state writes become pending.
    func runActions() {
        let disappearing = pendingDisappearActions
        pendingDisappearActions = []
        run(disappearing)
        let actions = pendingActions
        pendingActions = []
        run(actions)
        let taskActions = pendingTaskActions
        pendingTaskActions = []
        run(taskActions)
        tasks.drain()
    }

    private func run(_ actions: [QueuedAction]) {
        for action in actions {
            let event = recorder.record(action.event?() ?? .actionRun(key: action.key, value: action.value),
                                        node: action.node, cause: action.cause)
            let previousCause = recorder.currentCause
            recorder.currentCause = event
            action.run()
            recorder.currentCause = previousCause
        }
    }

    /// The binders of the tree in pre-order.
    func bindersInTreeOrder() -> [ViewNode] {
        guard binderCount > 0 else { return [] }
        if let cached = binderNodesCache { return cached }
        if binderCount == 1, let sole = soleBinderNode {
            binderNodesCache = [sole]
            return [sole]
        }
        var result: [ViewNode] = []
        func visit(_ node: ViewNode) {
            if node.binder != nil { result.append(node) }
            // The children are visited unretained: the walk covers the whole tree.
            node.children.forEachChild { _, child in visit(child) }
        }
        if let root { visit(root) }
        binderNodesCache = result
        return result
    }
}
