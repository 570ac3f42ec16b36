import Foundation
import Fixpoint

/// Which alternative one `.or` chain chose, and why: the width available to its lines and the
/// widest line of each alternative tried.
///
/// Recorded by `LineResolver` during resolution when it decides a `.choice`, and given its
/// `path` by `LinePlacer`; tests, the gallery and `fixpoint run flight-lines` read it from
/// `LineLayoutResult.choices`. Invariants: `chosen < count`; `requiredWidths` has one entry per
/// alternative tried, `chosen + 1` of them; every alternative before `chosen` needed more than
/// `available`, and `chosen` needed at most `available` unless it is the fallback.
public struct LineChoice: Hashable, Sendable, CustomStringConvertible {
    /// The snapshot path of the node whose lines hold the choice: `LayoutContainer` at the top
    /// level, or a box such as `LayoutContainer/line[1]/box`.
    public var path: String
    /// The index of the chosen alternative, in the order the `.or` chain lists them.
    public var chosen: Int
    /// The number of alternatives in the chain.
    public var count: Int
    /// The width the alternatives' lines had to fit in: the width of the enclosing container or
    /// box contents (margins taken off).
    public var available: CGFloat
    /// For each alternative tried, in order, the minimum width of its widest line (the part of
    /// the line before the choice included).
    public var requiredWidths: [CGFloat]

    /// Creates a record; resolution builds these, tests may build them by hand.
    ///
    /// Called in resolution with an empty `path`, which placement fills in.
    public init(path: String, chosen: Int, count: Int, available: CGFloat, requiredWidths: [CGFloat]) {
        self.path = path
        self.chosen = chosen
        self.count = count
        self.available = available
        self.requiredWidths = requiredWidths
    }

    /// Whether the chosen alternative fits; `false` only when every alternative is too wide and
    /// the last one was taken as the fallback.
    ///
    /// Read after layout; it uses the same tolerance as resolution, so it agrees with the choice.
    public var fits: Bool {
        guard let needed = requiredWidths.last else { return true }
        return LineResolver.fits(needed, in: available)
    }

    /// A readable form such as `LayoutContainer/line[1]/box: alternative 2 of 3 (needs 146.754 of 358)`,
    /// stable across runs for dumps and test messages.
    public var description: String {
        let needed = requiredWidths.last.map(NumberFormat.string) ?? "0"
        let verdict = fits ? "" : ", fallback: too wide"
        return "\(path): alternative \(chosen + 1) of \(count) (needs \(needed) of \(NumberFormat.string(available))\(verdict))"
    }
}

/// What `LayoutContainer` produces for one width and environment: the snapshot for Fixpoint's
/// renderers, the choices made, and the size taken.
///
/// Built by `LayoutContainer.layout(width:environment:)` after placement; a plain value, equal
/// for equal inputs. `choices` are in pre-order of the snapshot (a box's choices before those
/// of the boxes inside it), and only the choices on the chosen path are listed.
public struct LineLayoutResult: Hashable, Sendable {
    /// The laid-out tree: `LayoutContainer`, its `line` nodes, and their `Label`, `space` and
    /// `box` nodes (a wrapped box holds a `Wrapper` background node and its own lines).
    public var snapshot: LayoutSnapshot
    /// The decisions of every `.or` chain that was laid out.
    public var choices: [LineChoice]

    /// Creates a result; `LayoutContainer` builds these after placement.
    ///
    /// The snapshot's root frame gives the container's size.
    public init(snapshot: LayoutSnapshot, choices: [LineChoice]) {
        self.snapshot = snapshot
        self.choices = choices
    }

    /// The container's size: the width it was laid out at and the height of its lines.
    public var size: CGSize {
        snapshot.size
    }

    /// The chosen alternative's index for each choice, in `choices` order.
    public var chosenIndices: [Int] {
        choices.map(\.chosen)
    }

    /// The choices made in the lines of the node at exactly `path`, in order (a box whose
    /// lines hold two `.or` chains one after the other lists both).
    public func choices(at path: String) -> [LineChoice] {
        choices.filter { $0.path == path }
    }
}
