import Foundation

/// A set of accessibility traits that describe how an element behaves.
///
/// Recorded by `accessibilityAddTraits`/`accessibilityRemoveTraits` on the snapshot; no layout
/// phase reads it.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt32
    /// Creates a set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The accessibility element is a button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The accessibility element is a header that divides content into sections.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The accessibility element is currently selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The accessibility element is a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The accessibility element is a search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The accessibility element is an image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The accessibility element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// The accessibility element behaves as a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// The accessibility element is a static text that cannot be modified by the user.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// The accessibility element provides summary information when the application starts.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The accessibility element frequently updates its label or value.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// The accessibility element starts a media session when it is activated.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The accessibility element allows direct touch interaction for VoiceOver users.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// The accessibility element causes an automatic page turn when VoiceOver finishes reading.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The siblings of the accessibility element are ignored by accessibility.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The accessibility element is a toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    /// The accessibility element is a tab bar.
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

    /// The names of the traits in the set, in declaration order (for snapshots and dumps).
    public var names: [String] {
        let all: [(AccessibilityTraits, String)] = [
            (.isButton, "isButton"), (.isHeader, "isHeader"), (.isSelected, "isSelected"), (.isLink, "isLink"),
            (.isSearchField, "isSearchField"), (.isImage, "isImage"), (.playsSound, "playsSound"),
            (.isKeyboardKey, "isKeyboardKey"), (.isStaticText, "isStaticText"), (.isSummaryElement, "isSummaryElement"),
            (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
            (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
            (.isModal, "isModal"), (.isToggle, "isToggle"), (.isTabBar, "isTabBar"),
        ]
        return all.filter { contains($0.0) }.map(\.1)
    }
}

/// The behavior for the child elements of the new parent accessibility element.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// Any child accessibility elements become hidden.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// Any child accessibility elements become children of the new accessibility element.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// Combine any child accessibility element's properties for the new accessibility element.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// The structure that defines the kinds of available accessibility actions.
public struct AccessibilityActionKind: Hashable, Sendable {
    /// The action's name (`default`, `escape`, `magicTap`, or a custom name).
    public let name: String
    /// The value that represents the default accessibility action.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// The value that represents an action that cancels a pending accessibility action.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The value that represents a "magic tap" accessibility action.
    public static let magicTap = AccessibilityActionKind(name: "magicTap")

    init(name: String) { self.name = name }

    /// Creates a custom action kind with the given name.
    public init(named name: Text) { self.name = name.content }
}

/// What the accessibility modifiers on a view set, as recorded on its snapshot.
///
/// Collected by the snapshot from the accessibility modifiers between the view and its
/// snapshot parent; the modifier closest to the view wins for single values, traits add and
/// remove from the outermost modifier inwards. Never read by layout.
public struct AccessibilityProperties: Hashable, Sendable {
    /// `accessibilityLabel(_:)`.
    public var label: String?
    /// `accessibilityHint(_:)`.
    public var hint: String?
    /// `accessibilityValue(_:)`.
    public var value: String?
    /// `accessibilityIdentifier(_:)`.
    public var identifier: String?
    /// `accessibilityHidden(_:)`.
    public var isHidden: Bool?
    /// `accessibilityElement(children:)`.
    public var childBehavior: AccessibilityChildBehavior?
    /// The traits added and not removed again closer to the view.
    public var addedTraits: AccessibilityTraits = []
    /// The traits removed and not added again closer to the view.
    public var removedTraits: AccessibilityTraits = []
    /// The names of the actions (`accessibilityAction`), outermost first.
    public var actions: [String] = []

    /// Creates empty properties.
    public init() {}
}

/// One accessibility modifier's change: the values it sets and its action, if any.
struct AccessibilityModification {
    var label: String?
    var hint: String?
    var value: String?
    var identifier: String?
    var isHidden: Bool?
    var childBehavior: AccessibilityChildBehavior?
    var addTraits: AccessibilityTraits = []
    var removeTraits: AccessibilityTraits = []
    var action: (name: String, handler: () -> Void)?

    /// Applies this (inner) modification over `properties` collected from outer ones.
    func apply(to properties: inout AccessibilityProperties) {
        if let label { properties.label = label }
        if let hint { properties.hint = hint }
        if let value { properties.value = value }
        if let identifier { properties.identifier = identifier }
        if let isHidden { properties.isHidden = isHidden }
        if let childBehavior { properties.childBehavior = childBehavior }
        properties.addedTraits.formUnion(addTraits)
        properties.addedTraits.subtract(removeTraits)
        properties.removedTraits.formUnion(removeTraits)
        properties.removedTraits.subtract(addTraits)
        if let action { properties.actions.append(action.name) }
    }
}

/// An accessibility modifier: transparent for layout, recorded on the node for snapshots (and
/// the host's accessibility actions).
struct AccessibilityModifier: BuiltinModifier, Equatable {
    let modification: AccessibilityModification

    /// Equal when every recorded value is (handlers are closures and never compared: they do not
    /// change layout, and the node takes the new one at every mount).
    static func == (lhs: Self, rhs: Self) -> Bool {
        let l = lhs.modification, r = rhs.modification
        return l.label == r.label && l.hint == r.hint && l.value == r.value && l.identifier == r.identifier
            && l.isHidden == r.isHidden && l.childBehavior == r.childBehavior && l.addTraits == r.addTraits
            && l.removeTraits == r.removeTraits && l.action?.name == r.action?.name
    }

    func mount(content: any View, into node: ViewNode, in graph: ViewGraph) {
        node.role = .transparent
        node.name = "accessibility"
        node.accessibility = modification
        graph.reconcileChild(of: node, view: content, environment: node.environment)
    }
}

extension View {
    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel(_ label: Text) -> some View {
        modifier(AccessibilityModifier(modification: AccessibilityModification(label: label.content)))
    }

    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(AccessibilityModifier(modification: AccessibilityModification(label: String(label))))
    }

    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint(_ hint: Text) -> some View {
        modifier(AccessibilityModifier(modification: AccessibilityModification(hint: hint.content)))
    }

    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        modifier(AccessibilityModifier(modification: AccessibilityModification(hint: String(hint))))
    }

    /// Adds a textual description of the value that the view contains.
    public func accessibilityValue(_ valueDescription: Text) -> some View {
        modifier(AccessibilityModifier(modification: AccessibilityModification(value: valueDescription.content)))
    }

    /// Adds a textual description of the value that the view contains.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        modifier(AccessibilityModifier(modification: AccessibilityModification(value: String(value))))
    }

    /// Uses the string you specify to identify the view.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(AccessibilityModifier(modification: AccessibilityModification(identifier: identifier)))
    }

    /// Specifies whether to hide this view from system accessibility features.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(AccessibilityModifier(modification: AccessibilityModification(isHidden: hidden)))
    }

    /// Creates a new accessibility element, or modifies the accessibility element of this view.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(AccessibilityModifier(modification: AccessibilityModification(childBehavior: children)))
    }

    /// Adds the given traits to the view.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(AccessibilityModifier(modification: AccessibilityModification(addTraits: traits)))
    }

    /// Removes the given traits from this view.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(AccessibilityModifier(modification: AccessibilityModification(removeTraits: traits)))
    }

    /// Adds an accessibility action to the view.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                    _ handler: @escaping () -> Void) -> some View {
        modifier(AccessibilityModifier(modification: AccessibilityModification(action: (actionKind.name, handler))))
    }

    /// Adds an accessibility action to the view with the given name.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        modifier(AccessibilityModifier(modification: AccessibilityModification(action: (name.content, handler))))
    }

    /// Adds an accessibility action to the view with the given name.
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        modifier(AccessibilityModifier(modification: AccessibilityModification(action: (String(name), handler))))
    }
}
