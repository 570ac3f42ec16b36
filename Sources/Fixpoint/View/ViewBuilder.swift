/// A result builder that constructs views from closures: blocks of any arity (parameter packs),
/// `if`/`else`, `if` without `else`, `switch`, optionals, availability checks and `for` loops.
///
/// Runs when a body or content closure is evaluated; it only builds values and never touches
/// the graph.
@resultBuilder
public enum ViewBuilder {
    /// Builds an empty view from a block with no statements.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// Passes a single view through unmodified.
    @inlinable public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Combines several views into a `TupleView` whose elements keep their order and positions.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        // Room for every element first: appending to an empty list would grow it twice for
        // three views. (The pack's types are counted, not its values: no value is copied.)
        var count = 0
        for _ in repeat (each Content).self { count += 1 }
        var elements: [any View] = []
        elements.reserveCapacity(count)
        repeat elements.append(each content)
        return TupleView(value: (repeat each content), elements: elements)
    }

    /// Passes a view expression through.
    @inlinable public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// Produces optional content for an `if` without `else`.
    @inlinable public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// Produces the first branch of an `if`/`else` or `switch`.
    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(trueContent: first)
    }

    /// Produces the second branch of an `if`/`else` or `switch`.
    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(falseContent: second)
    }

    /// Produces content for an `if #available` block.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }

    /// Produces the views of a `for` loop; each iteration is identified by its position.
    public static func buildArray<Content: View>(_ components: [Content]) -> ForEach<Range<Int>, Int, Content> {
        ForEach(components.indices) { components[$0] }
    }
}
