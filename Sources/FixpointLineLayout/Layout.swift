import Foundation

/// A line-based layout description (seed 002, the Swift Talk layout library): a sequence of
/// elements that flow on lines, ended by `.empty`, with boxes and alternatives.
///
/// The article's code builds it (building phase); `LayoutContainer` resolves it into lines
/// (resolution phase) and places it (placement phase). It is a plain value: resolving the same
/// layout at the same width and environment always gives the same lines.
///
/// The name is the article's; it shadows Fixpoint's `Layout` protocol inside this module, but a
/// file that imports both modules finds `Layout` ambiguous: there, spell it
/// `FixpointLineLayout.Layout` or use the `LineLayout` alias.
public indirect enum Layout: Hashable, Sendable {
    /// A label on the current line, then the rest; the article writes `UILabel(…).layout`.
    case label(UILabel, Layout)
    /// A space of the given width on the current line, then the rest.
    case space(Width, Layout)
    /// Ends the current line and starts a new one `space` points below it, then the rest.
    case newline(space: CGFloat, Layout)
    /// A box: `contents` laid out as one element of the current line, with an optional wrapper
    /// view behind it, then the rest; the article writes `.box(wrapper:width:)`.
    case box(contents: Layout, Width, wrapper: UIView?, Layout)
    /// Alternatives, tried in order: the first whose lines all fit wins and the last is the
    /// fallback. Each alternative already contains what follows it (see `+`); `or` builds it.
    case choice([Layout])
    /// The end of the sequence: nothing more on this line.
    case empty

    /// Appends `rhs` after the last element of `lhs`, on the same line: the first line of `rhs`
    /// continues the last line of `lhs` (the article's "To next to 8:00 AM" effect).
    ///
    /// The building phase calls it through `horizontal`/`vertical`. Over a `.choice` it
    /// distributes (`rhs` is appended to every alternative), so an alternative always extends
    /// to the end of its box, and `.empty` is its identity on both sides.
    public static func + (lhs: Layout, rhs: Layout) -> Layout {
        switch lhs {
        case .empty:
            return rhs
        case let .label(label, rest):
            return .label(label, rest + rhs)
        case let .space(width, rest):
            return .space(width, rest + rhs)
        case let .newline(space, rest):
            return .newline(space: space, rest + rhs)
        case let .box(contents, width, wrapper, rest):
            return .box(contents: contents, width, wrapper: wrapper, rest + rhs)
        case let .choice(alternatives):
            return .choice(alternatives.map { $0 + rhs })
        }
    }

    /// This layout, or `other` when this one does not fit: the article's `.or`.
    ///
    /// The building phase chains it (`a.or(b).or(c)`); chains are flattened into one `.choice`
    /// (`[a, b, c]`), which keeps the semantics (first that fits, last as fallback) because
    /// first-fit choice is associative, and lets `LayoutContainer` report one decision per chain.
    public func or(_ other: Layout) -> Layout {
        .choice(alternatives + other.alternatives)
    }

    /// The alternatives this layout stands for: its own list for a `.choice`, else itself alone.
    var alternatives: [Layout] {
        if case let .choice(list) = self { return list }
        return [self]
    }

    /// This layout as one element of a line, optionally drawn on `wrapper`, `width` wide.
    ///
    /// The building phase calls it; resolution lays the contents out on their own lines inside
    /// the box (inset by the wrapper's `layoutMargins`), so lines inside a box never join lines
    /// outside it. The default width is `.basedOnContents`, as in the article's `.box()`.
    public func box(wrapper: UIView? = nil, width: Width = .basedOnContents) -> Layout {
        .box(contents: self, width, wrapper: wrapper, .empty)
    }

    /// This layout between two flexible spaces of minimum width 0, on the current line.
    ///
    /// The article's helper, called in the building phase; on a line of its own the element is
    /// centred, because placement gives the two spaces equal shares of what is left.
    public var centered: Layout {
        [.space(.flexible(min: 0), .empty), self, .space(.flexible(min: 0), .empty)].horizontal()
    }
}

/// Another name for the line library's `Layout`, for files that also see Fixpoint's `Layout`.
///
/// Clients and tests use it in any phase; it is the same type, so values convert freely.
public typealias LineLayout = Layout

/// How wide a space or a box is: a fixed width, a flexible width with a minimum, or (boxes only)
/// the width of the contents.
///
/// Resolution reads `minimum` to decide what fits; placement gives every flexible element on a
/// line an equal share of the width left over, so a line never ends narrower than its minimum.
public enum Width: Hashable, Sendable {
    /// Exactly this many points.
    case absolute(CGFloat)
    /// At least `min` points, plus an equal share of what is left on the line.
    case flexible(min: CGFloat)
    /// The widest line of the box's contents plus the wrapper's margins; the default of `box()`.
    /// (The original library has this third case; the article never spells it.) A space with
    /// this width is zero wide.
    case basedOnContents

    /// The least width this takes on a line: the absolute width or the flexible minimum, and 0
    /// for `.basedOnContents` (boxes measure their contents instead).
    ///
    /// Resolution adds it up per line; it is never negative for non-negative inputs.
    public var minimum: CGFloat {
        switch self {
        case let .absolute(width): return width
        case let .flexible(min): return min
        case .basedOnContents: return 0
        }
    }

    /// Whether placement gives this element a share of the width left over on its line.
    ///
    /// Only `.flexible` is; the count of flexible elements on a line divides what is left.
    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }
}

extension BidirectionalCollection where Element == Layout {
    /// The layouts one after another on the same line, with a space of `space` between each
    /// pair when given: the article's helper.
    ///
    /// Called in the building phase; an empty collection gives `.empty`. Multi-line layouts
    /// join last line to first line (wrap them in `box()` to keep them side by side).
    public func horizontal(space: Width? = nil) -> Layout {
        guard var result = last else { return .empty }
        for layout in dropLast().reversed() {
            if let space { result = .space(space, result) }
            result = layout + result
        }
        return result
    }

    /// The layouts on successive lines, `space` points apart: the article's helper.
    ///
    /// Called in the building phase; an empty collection gives `.empty`, and each layout starts
    /// on a new line (a `.newline` separates every pair).
    public func vertical(space: CGFloat = 0) -> Layout {
        guard var result = last else { return .empty }
        for layout in dropLast().reversed() {
            result = layout + .newline(space: space, result)
        }
        return result
    }
}
