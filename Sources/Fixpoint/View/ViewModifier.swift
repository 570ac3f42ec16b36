/// A modifier that you apply to a view or another view modifier, producing a different version
/// of the original value.
///
/// The bodies phase evaluates `body(content:)` of custom modifiers like a view body (with their
/// own `@State`); built-in modifiers have `Body == Never` and are laid out by the engine.
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View
    /// The content view type passed to `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    /// Gets the current body of the caller; `content` stands for the modified view.
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers have no body; the engine applies them directly.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier; its body is never evaluated")
    }
}

/// The placeholder for the modified view inside a custom `ViewModifier`'s body.
///
/// The bodies phase replaces it with the content the modifier was applied to, keeping that
/// content's identity stable across evaluations of the modifier's body. When that content is a
/// list of views (`Group`, `ForEach`, a tuple), built-in modifiers applied to the placeholder
/// apply to each element, as they do to the list itself.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    /// The content the modifier was applied to (nil for a placeholder made outside a body).
    let content: (any View)?

    init() { content = nil }

    init(content: any View) { self.content = content }

    /// The placeholder is primitive.
    public typealias Body = Never
}

/// An empty, or identity, modifier, used during development to switch modifiers at compile time.
public struct EmptyModifier: ViewModifier, Sendable {
    /// The identity modifier.
    public static let identity = EmptyModifier()
    /// Creates the identity modifier.
    public init() {}
    /// Returns the content unchanged.
    public func body(content: Content) -> Content { content }
}
