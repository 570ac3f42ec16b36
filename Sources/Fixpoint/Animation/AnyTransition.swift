import Foundation

/// A type-erased transition, as SwiftUI's are written (`.opacity`, `.slide`,
/// `.move(edge: .leading).combined(with: .opacity)`).
///
/// Recorded by `transition(_:)` without effect: Fixpoint applies the end state at once, so an
/// inserted view starts at its identity state and a removed one goes in the same update.
public struct AnyTransition: Hashable, Sendable, CustomStringConvertible {
    /// The transition as written.
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    /// A transition that returns the input view, unmodified, as the output view.
    public static let identity = AnyTransition("identity")
    /// A transition from transparent to opaque on insertion, and the reverse on removal.
    public static let opacity = AnyTransition("opacity")
    /// A transition that inserts by moving in from the leading edge and removes by moving out
    /// towards the trailing edge.
    public static let slide = AnyTransition("slide")
    /// A transition that scales the view.
    public static let scale = AnyTransition("scale")

    /// A transition that scales the view by `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition("scale(scale: \(NumberFormat.string(scale)), anchor: (\(NumberFormat.string(anchor.x)), \(NumberFormat.string(anchor.y))))")
    }

    /// A transition that moves the view away, towards the specified edge of the view.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition("move(edge: \(edge))")
    }

    /// A transition that moves the view in from the specified edge on insertion and out
    /// towards it on removal.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition("push(from: \(edge))")
    }

    /// A transition that offsets the view by the specified amount.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        self.offset(x: offset.width, y: offset.height)
    }

    /// A transition that offsets the view by the specified x and y values.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition("offset(x: \(NumberFormat.string(x)), y: \(NumberFormat.string(y)))")
    }

    /// A composite transition that uses a different transition for insertion and removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition("asymmetric(insertion: \(insertion), removal: \(removal))")
    }

    /// Combines this transition with another, returning a new transition that is the result
    /// of both transitions being applied.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition("\(description).combined(with: \(other))")
    }

    /// Attaches an animation to this transition.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition("\(description).animation(\(animation?.description ?? "nil"))")
    }
}
