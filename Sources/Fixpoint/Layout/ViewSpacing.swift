import Foundation

/// A collection of the spacing preferences of a view, per edge; stacks with `spacing: nil` use
/// `distance(to:along:)` between neighbours.
///
/// The layout phase reads it for each subview; it keeps the rules of reference §2.2: 8 points
/// between views, 0 beside a Spacer, font-dependent gaps above and below text in a VStack.
public struct ViewSpacing: Sendable {
    enum EdgeValue: Hashable, Sendable {
        /// A fixed distance with no category (a Spacer publishes 0).
        case fixed(CGFloat)
        /// Text metrics: the gap to a non-text view on this side, and the text-to-text gap.
        case text(toOther: CGFloat, toText: CGFloat)
    }

    /// The preference on each edge (nil: none, the default distance applies). Four fields, not a
    /// dictionary (stacks read two of them for every pair of neighbours), in a shared box that
    /// is only allocated when some edge has a preference: every element memoises its spacing.
    struct EdgeValues: Sendable {
        private final class Box: Sendable {
            let top: EdgeValue?
            let leading: EdgeValue?
            let bottom: EdgeValue?
            let trailing: EdgeValue?

            init(top: EdgeValue?, leading: EdgeValue?, bottom: EdgeValue?, trailing: EdgeValue?) {
                self.top = top
                self.leading = leading
                self.bottom = bottom
                self.trailing = trailing
            }
        }

        private var box: Box?

        /// Whether any edge has a preference.
        var isEmpty: Bool { box == nil }

        subscript(edge: Edge) -> EdgeValue? {
            get {
                guard let box else { return nil }
                switch edge {
                case .top: return box.top
                case .leading: return box.leading
                case .bottom: return box.bottom
                case .trailing: return box.trailing
                }
            }
            set {
                let current = self
                setAll { $0 == edge ? newValue : current[$0] }
            }
        }

        /// Sets every edge to `value(edge)` at once (one box; none when all are nil).
        mutating func setAll(_ value: (Edge) -> EdgeValue?) {
            let top = value(.top), leading = value(.leading), bottom = value(.bottom), trailing = value(.trailing)
            if top == nil && leading == nil && bottom == nil && trailing == nil {
                box = nil
            } else {
                box = Box(top: top, leading: leading, bottom: bottom, trailing: trailing)
            }
        }
    }

    var edges = EdgeValues()

    /// A view spacing instance that contains zero on all edges.
    public static let zero: ViewSpacing = {
        var spacing = ViewSpacing()
        spacing.edges.setAll { _ in .fixed(0) }
        return spacing
    }()

    /// Initializes an instance with default spacing values.
    public init() {}

    /// Merges the spacing preferences of another spacing instance with this instance for a
    /// specified set of edges, keeping the larger preference.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        // Nothing to add; or nothing yet, so every edge is the other's (shared, not copied).
        if other.edges.isEmpty { return }
        if self.edges.isEmpty && edges == .all {
            self.edges = other.edges
            return
        }
        let current = self.edges
        self.edges.setAll { edge in
            edges.contains(Edge.Set(edge)) ? ViewSpacing.merged(current[edge], other.edges[edge]) : current[edge]
        }
    }

    /// The union of every spacing in `spacings` on all edges (`formUnion(_:edges:)` in turn),
    /// made with one box at most: a container's default spacing, whose neighbours are often a
    /// text and a Spacer, made a box for each spacing it added.
    static func union<S: Sequence<ViewSpacing>>(of spacings: S) -> ViewSpacing {
        var result = ViewSpacing()
        var top: EdgeValue?, leading: EdgeValue?, bottom: EdgeValue?, trailing: EdgeValue?
        var folded = false
        for spacing in spacings where !spacing.edges.isEmpty {
            // The first with a preference is shared as it is, until a second one comes.
            guard !result.edges.isEmpty || folded else {
                result = spacing
                continue
            }
            if !folded {
                (top, leading, bottom, trailing) = (result.edges[.top], result.edges[.leading],
                                                    result.edges[.bottom], result.edges[.trailing])
                folded = true
            }
            top = merged(top, spacing.edges[.top])
            leading = merged(leading, spacing.edges[.leading])
            bottom = merged(bottom, spacing.edges[.bottom])
            trailing = merged(trailing, spacing.edges[.trailing])
        }
        guard folded else { return result }
        result.edges.setAll { edge in
            switch edge {
            case .top: top
            case .leading: leading
            case .bottom: bottom
            case .trailing: trailing
            }
        }
        return result
    }

    /// Gets a new value that merges the spacing preferences of another spacing instance.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// Gets the preferred spacing distance along the specified axis to the view that returns a
    /// specified spacing preference (the next view: right of, or below, this one).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let mine = edges[axis == .horizontal ? .trailing : .bottom]
        let theirs = next.edges[axis == .horizontal ? .leading : .top]
        switch (mine, theirs) {
        case (nil, nil):
            return ViewSpacing.defaultSpacing
        case (.fixed(let a)?, .fixed(let b)?):
            return max(a, b)
        case (.fixed(let a)?, _), (_, .fixed(let a)?):
            // A fixed preference (a Spacer's 0) has no category in common with the other side.
            return a
        case (.text(_, let textA)?, .text(_, let textB)?):
            return max(textA, textB)
        case (.text(let a, _)?, nil), (nil, .text(let a, _)?):
            return a
        }
    }

    /// SwiftUI's default distance between views.
    static let defaultSpacing: CGFloat = 8

    /// One edge's preference once `other` is added to `current`: the larger, or whichever
    /// there is.
    private static func merged(_ current: EdgeValue?, _ other: EdgeValue?) -> EdgeValue? {
        guard let other else { return current }
        return current.map { larger($0, other) } ?? other
    }

    private static func larger(_ a: EdgeValue, _ b: EdgeValue) -> EdgeValue {
        switch (a, b) {
        case (.fixed(let x), .fixed(let y)): .fixed(max(x, y))
        case (.text(let x1, let x2), .text(let y1, let y2)): .text(toOther: max(x1, y1), toText: max(x2, y2))
        case (.text, .fixed): a
        case (.fixed, .text): b
        }
    }
}
