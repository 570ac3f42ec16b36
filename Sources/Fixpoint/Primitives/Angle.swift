import Foundation

/// A geometric angle whose value you access in either radians or degrees.
///
/// Built when a view tree is built (arcs of a `Path`); a plain value: `radians` is the stored
/// quantity and `degrees` is derived from it.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// The zero angle.
    public static let zero = Angle(radians: 0)

    /// Creates a zero angle.
    public init() {
        radians = 0
    }

    /// Creates an angle of `radians` radians.
    public init(radians: Double) {
        self.radians = radians
    }

    /// Creates an angle of `degrees` degrees.
    public init(degrees: Double) {
        radians = degrees * .pi / 180
    }

    /// An angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle {
        Angle(radians: radians)
    }

    /// An angle of `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle {
        Angle(degrees: degrees)
    }

    /// Orders angles by their value in radians.
    public static func < (lhs: Angle, rhs: Angle) -> Bool {
        lhs.radians < rhs.radians
    }
}
