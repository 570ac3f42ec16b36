import Foundation

/// A type-erased shape value, for code that chooses a shape at run time
/// (`isRound ? AnyShape(Circle()) : AnyShape(Rectangle())`).
///
/// Lays out and draws exactly as the shape it wraps (its node takes that shape's name).
public struct AnyShape: Shape, @unchecked Sendable {
    // `@unchecked`: the wrapped shape is a value the erasure only reads.
    let base: any Shape

    /// Creates a type-erased shape.
    public init<S: Shape>(_ shape: S) {
        base = (shape as? AnyShape)?.base ?? shape
    }

    /// The wrapped shape's outline.
    public func path(in rect: CGRect) -> Path {
        base.path(in: rect)
    }

    /// The wrapped shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        base.sizeThatFits(proposal)
    }

    /// `AnyShape` is primitive.
    public typealias Body = Never
}

extension AnyShape: ShapeWrapper {
    var wrappedShape: any Shape { base }
}

extension AnyShape: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) {
        mountFilled(node, in: graph)
    }
}
