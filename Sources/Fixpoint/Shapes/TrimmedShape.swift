import Foundation

/// A shape trimmed to a fraction of its outline's length: what `trim(from:to:)` returns.
///
/// Lays out like its base (trimming changes only the path); its outline is the base's path
/// cut geometrically with `Path.trimmedPath(from:to:)`, recorded as a path in the snapshot.
struct TrimmedShape<Base: Shape>: Shape {
    typealias Body = Never
    let base: Base
    let from: CGFloat
    let to: CGFloat

    func path(in rect: CGRect) -> Path {
        base.path(in: rect).trimmedPath(from: from, to: to)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        base.sizeThatFits(proposal)
    }
}

extension TrimmedShape: ShapeWrapper {
    var wrappedShape: any Shape { base }
}

extension TrimmedShape: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) {
        mountFilled(node, in: graph)
    }
}

extension Shape {
    /// Trims this shape by a fractional amount based on its representation as a path: the part
    /// from `startFraction` to `endFraction` of its length (both clamped to 0…1).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        TrimmedShape(base: self, from: startFraction, to: endFraction)
    }
}
