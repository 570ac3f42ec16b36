import Foundation

/// A type that applies standard interaction behaviour and a custom appearance to all buttons
/// within a view hierarchy.
///
/// The bodies phase calls `makeBody(configuration:)` when a `Button` under `.buttonStyle(_:)`
/// evaluates its body: the view returned *is* the button's layout. `isPressed` is false
/// headless; `ViewHost.tap(buttonLabeled:)` still runs the button's action.
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// A type that applies custom interaction behaviour and a custom appearance to all buttons
/// within a view hierarchy; its body decides when to call `configuration.trigger()`.
///
/// Called like `ButtonStyle` by the bodies phase; the tap API runs the action directly.
public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button: its label, role and pressed state.
///
/// Built by `Button` for each body evaluation under a `ButtonStyle`.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public typealias Label = ButtonLabel
    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of pressing the button.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the user is pressing the button: always false headless.
    public let isPressed: Bool
}

/// The properties of a button for a `PrimitiveButtonStyle`, with `trigger()`.
///
/// Built by `Button` for each body evaluation under a `PrimitiveButtonStyle`.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    public typealias Label = ButtonLabel
    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of calling the button's action.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: () -> Void

    /// Performs the button's action (outside an update, as a user's tap would).
    public func trigger() {
        action()
    }
}

/// The type-erased label of a button, as a style receives it.
///
/// Mounted transparently: its content appears where the style places it, without a node of
/// its own in snapshot paths.
public struct ButtonLabel: View {
    let content: AnyView
    /// `ButtonLabel` is primitive.
    public typealias Body = Never
}

extension ButtonLabel: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) {
        node.role = .list
        node.name = "Label"
        graph.reconcileChild(of: node, view: content, environment: node.environment)
    }
}

/// A value that describes the purpose of a button.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// A role that indicates a destructive action.
    public static let destructive = ButtonRole(name: "destructive")
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}

/// The button style of the environment, type-erased. Two are equal when they are the same
/// style type and either equal (an `Equatable` style) or without stored properties, so an
/// unchanged `.buttonStyle(.bordered)` does not count as an environment change.
enum AnyButtonStyle: Equatable {
    case style(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle)

    private var value: Any {
        switch self {
        case let .style(style): style
        case let .primitive(style): style
        }
    }

    static func == (lhs: AnyButtonStyle, rhs: AnyButtonStyle) -> Bool {
        let a = lhs.value, b = rhs.value
        guard type(of: a) == type(of: b) else { return false }
        if let equatable = a as? any Equatable { return equatable.isEqual(toAny: b) }
        func size<T>(of _: T) -> Int { MemoryLayout<T>.size }
        return _openExistential(a, do: size) == 0
    }

    /// The button's body under this style.
    func body(label: AnyView, role: ButtonRole?, action: @escaping () -> Void) -> AnyView {
        switch self {
        case let .style(style):
            AnyView(style.makeBody(configuration: ButtonStyleConfiguration(role: role, label: ButtonLabel(content: label), isPressed: false)))
        case let .primitive(style):
            AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(role: role, label: ButtonLabel(content: label),
                                                                                  action: action)))
        }
    }
}

/// The environment's button style (`nil`: `.automatic`).
struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle? { nil }
}

extension EnvironmentValues {
    /// The button style set by `buttonStyle(_:)`.
    var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for buttons within this view to a button style.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, .style(style))
    }

    /// Sets the style for buttons within this view to a primitive button style.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, .primitive(style))
    }
}
