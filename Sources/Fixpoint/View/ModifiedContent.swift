/// A value with a modifier applied to it; for views, the modifier's effect wraps the content.
///
/// The bodies phase expands built-in modifiers into layout nodes (one per element when the
/// content is a list) and evaluates custom modifiers' `body(content:)` like a view body.
public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view or new view modifier.
    public var content: Content
    /// The view modifier.
    public var modifier: Modifier

    /// A structure that the defines the content and modifier needed to produce a new view or
    /// view modifier.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// `ModifiedContent` is primitive for the engine; custom modifiers' bodies are evaluated by
    /// the engine, not through this property.
    public typealias Body = Never
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// A chained modifier is applied through the engine; its body is never evaluated directly.
    public typealias Body = Never
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    @inlinable public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
