import Foundation

/// A drawable element of a line layout: a label or a box's wrapper.
///
/// Placement records one per label and wrapper it places (`LinePlacement`); `LineLayoutView`
/// builds one subview per possible element (`LineSlot`). Equal labels (same text, style and
/// colour) are the same element; their occurrences are told apart by an ordinal.
public enum LineElementKind: Hashable, Sendable {
    /// A label, drawn as a one-line `Text`.
    case label(UILabel)
    /// A box's wrapper, drawn as a filled `RoundedRectangle` behind the box.
    case wrapper(UIView)
}

/// One subview of `LineLayoutView`: the `occurrence`-th appearance (0-based, in pre-order of a
/// placed layout) of an element.
///
/// Built once per view by `LineSlot.slots(of:)` in the bodies phase, read by the layout phase
/// through the `LineSlot.Key` layout value. Invariant: every layout that resolution can produce
/// from the content places only elements whose slot is in the list, so each placed label or
/// wrapper has exactly one subview.
public struct LineSlot: Hashable, Sendable {
    /// What the subview draws.
    public var element: LineElementKind
    /// Which appearance of `element` it stands for.
    public var occurrence: Int

    /// Creates a slot; `slots(of:)` and `LineSlot.match(_:)` build them.
    ///
    /// Called in the bodies and layout phases; a plain value.
    public init(element: LineElementKind, occurrence: Int) {
        self.element = element
        self.occurrence = occurrence
    }

    /// The slots of every label and wrapper `layout` may place at any width: each element as
    /// many times as the most it appears on one path through the `.or` choices. Wrappers come
    /// first, then labels, each in order of first appearance in a pre-order walk.
    ///
    /// Called by `LineLayoutView`'s body (bodies phase); deterministic, so equal layouts give
    /// equal subviews. Wrappers first makes every card paint behind every label.
    public static func slots(of layout: Layout) -> [LineSlot] {
        var order: [LineElementKind] = []
        var known: Set<LineElementKind> = []
        let counts = maximumCounts(layout, order: &order, known: &known)
        let ordered = order.filter(\.isWrapper) + order.filter { !$0.isWrapper }
        return ordered.flatMap { element in
            (0..<(counts[element] ?? 0)).map { LineSlot(element: element, occurrence: $0) }
        }
    }

    /// The slot of each placement: its element and how many equal elements were placed before it.
    ///
    /// Called by `LineFlowLayout.placeSubviews` (layout phase) on the placements of one
    /// resolution, in pre-order; the result lines up with `placements`.
    static func match(_ placements: [LinePlacement]) -> [LineSlot] {
        var seen: [LineElementKind: Int] = [:]
        return placements.map { placement in
            let occurrence = seen[placement.element, default: 0]
            seen[placement.element] = occurrence + 1
            return LineSlot(element: placement.element, occurrence: occurrence)
        }
    }

    /// How often each element appears at most on one path of `layout`: sequences add up, a
    /// choice takes the largest count of its alternatives. Records first appearances in `order`.
    private static func maximumCounts(_ layout: Layout, order: inout [LineElementKind],
                                      known: inout Set<LineElementKind>) -> [LineElementKind: Int] {
        func note(_ element: LineElementKind) {
            if known.insert(element).inserted { order.append(element) }
        }
        var counts: [LineElementKind: Int] = [:]
        var rest = layout
        while true {
            switch rest {
            case .empty:
                return counts
            case let .label(label, next):
                note(.label(label))
                counts[.label(label), default: 0] += 1
                rest = next
            case let .space(_, next), let .newline(_, next):
                rest = next
            case let .box(contents, _, wrapper, next):
                if let wrapper {
                    note(.wrapper(wrapper))
                    counts[.wrapper(wrapper), default: 0] += 1
                }
                counts.merge(maximumCounts(contents, order: &order, known: &known), uniquingKeysWith: +)
                rest = next
            case let .choice(alternatives):
                var widest: [LineElementKind: Int] = [:]
                for alternative in alternatives {
                    widest.merge(maximumCounts(alternative, order: &order, known: &known), uniquingKeysWith: max)
                }
                return counts.merging(widest, uniquingKeysWith: +)
            }
        }
    }
}

extension LineElementKind {
    /// Whether this is a wrapper (painted first).
    var isWrapper: Bool {
        if case .wrapper = self { return true }
        return false
    }
}

/// Where placement put one label or wrapper, in the container's coordinates.
///
/// Recorded by `LinePlacer` in pre-order alongside the snapshot nodes; `LineLayoutView`'s
/// layout places its subviews at these frames, so they equal `LayoutContainer`'s.
struct LinePlacement: Hashable, Sendable {
    /// The label or wrapper placed.
    var element: LineElementKind
    /// Its frame: a label's ideal one-line size, a wrapper's whole box.
    var frame: CGRect
}
