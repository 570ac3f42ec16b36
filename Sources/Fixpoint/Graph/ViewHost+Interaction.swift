import Foundation

/// A control that a test tried to operate but that is not in the tree.
///
/// Thrown by the interaction API before anything is written, so the tree stays as it was.
public struct InteractionError: Error, CustomStringConvertible, Equatable {
    /// What was looked for.
    public var message: String
    /// The paths of the controls of the asked kind that do exist.
    public var available: [String]

    /// A readable message listing what exists.
    public var description: String {
        available.isEmpty ? message : "\(message); available: \(available.joined(separator: ", "))"
    }
}

/// Toggles and buttons, whose types are generic over their labels.
protocol ToggleControl { func set(_ isOn: Bool) }
protocol ButtonControl { func tap() }

extension Toggle: ToggleControl {
    func set(_ isOn: Bool) { self.isOn.wrappedValue = isOn }
}

extension Button: ButtonControl {
    func tap() { action() }
}

extension ViewHost {
    /// Writes `value` through `binding` as a user interaction would (outside any update), then
    /// runs the resulting update.
    @discardableResult
    public func set<Value>(_ binding: Binding<Value>, to value: Value) -> UpdateReport {
        binding.wrappedValue = value
        return run()
    }

    /// Moves the slider at `path` to `value` (clamped to its range and snapped to its step),
    /// then runs the resulting update.
    @discardableResult
    public func set(sliderAt path: String, to value: Double) throws -> UpdateReport {
        let node = try controlNode(at: path, kind: "slider") { $0 is any SliderControl }
        (node.view as! any SliderControl).move(to: value)
        return run()
    }

    /// Switches the toggle at `path` on or off, then runs the resulting update.
    @discardableResult
    public func set(toggleAt path: String, to isOn: Bool) throws -> UpdateReport {
        let node = try controlNode(at: path, kind: "toggle") { $0 is any ToggleControl }
        (node.view as! any ToggleControl).set(isOn)
        return run()
    }

    /// Taps the button at `path` (its action runs outside the update), then runs the resulting
    /// update.
    @discardableResult
    public func tap(buttonAt path: String) throws -> UpdateReport {
        let node = try controlNode(at: path, kind: "button") { $0 is any ButtonControl }
        (node.view as! any ButtonControl).tap()
        return run()
    }

    /// Taps the first button whose label shows `text`, then runs the resulting update.
    @discardableResult
    public func tap(buttonLabeled text: String) throws -> UpdateReport {
        let buttons = controlNodes { $0 is any ButtonControl }
        // The label may sit anywhere below the button: inside a style's frame or background.
        func shows(_ button: ViewNode) -> Bool {
            var found = false
            button.walkSubtree { node in
                guard node.role == .element, let shown = node.behavior?.text(ElementContent(node)),
                      shown.full == text || shown.displayed == text else { return .descend }
                found = true
                return .stop
            }
            return found
        }
        for node in buttons where shows(node) {
            (node.view as! any ButtonControl).tap()
            return run()
        }
        throw InteractionError(message: "no button labelled \"\(text)\"", available: buttons.map(path(of:)))
    }

    private func controlNodes(matching isControl: (any View) -> Bool) -> [ViewNode] {
        guard isMounted else { return [] }
        var result: [ViewNode] = []
        // A dynamic cast per node is costly in large trees; the answer depends only on the type.
        var isControlType: [ObjectIdentifier: Bool] = [:]
        graph.root?.walkSubtree { node in
            let matches = isControlType[node.viewType] ?? isControl(node.view)
            isControlType[node.viewType] = matches
            if matches { result.append(node) }
            return .descend
        }
        return result
    }

    func controlNode(at path: String, kind: String, matching isControl: (any View) -> Bool) throws -> ViewNode {
        let nodes = controlNodes(matching: isControl)
        let resolver = PathResolver(builder: SnapshotBuilder(engine: engine))
        if let node = nodes.first(where: { resolver.path(of: $0) == path }) { return node }
        throw InteractionError(message: "no \(kind) at \(path)", available: nodes.map(resolver.path(of:)))
    }
}

extension ViewHost {
    /// Performs the accessibility action `actionName` (`"default"`, `"escape"`, `"magicTap"` or a
    /// custom name) of the view whose `accessibilityIdentifier` is `identifier` (its handler runs
    /// outside the update), then runs the resulting update.
    @discardableResult
    public func performAccessibilityAction(_ actionName: String = "default",
                                           onIdentifier identifier: String) throws -> UpdateReport {
        guard isMounted else { throw InteractionError(message: "no view has accessibility identifier \(identifier)", available: []) }
        var identifiers: [String] = []
        // The handler may sit on an accessibility modifier around the one that carries the
        // identifier, or anywhere under it.
        func handler(around node: ViewNode) -> (() -> Void)? {
            var outer = node.parent
            while let current = outer, current.role == .transparent {
                if let action = current.accessibility?.action, action.name == actionName { return action.handler }
                outer = current.parent
            }
            return handler(under: node)
        }
        func handler(under node: ViewNode) -> (() -> Void)? {
            var found: (() -> Void)?
            node.walkSubtree { current in
                guard let action = current.accessibility?.action, action.name == actionName else { return .descend }
                found = action.handler
                return .stop
            }
            return found
        }
        // The first view with the identifier, in tree order (its handler: `.some(nil)` when it
        // has none), or nil when no view has it.
        var match: (() -> Void)??
        graph.root?.walkSubtree { node in
            guard let id = node.accessibility?.identifier else { return .descend }
            identifiers.append(id)
            guard id == identifier else { return .descend }
            match = .some(handler(around: node))
            return .stop
        }
        switch match {
        case .some(.some(let action)):
            action()
            return run()
        case .some(.none):
            throw InteractionError(message: "the view with accessibility identifier \(identifier) has no action \(actionName)", available: [])
        case .none:
            throw InteractionError(message: "no view has accessibility identifier \(identifier)", available: identifiers)
        }
    }
}
