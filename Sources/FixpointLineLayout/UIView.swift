import Foundation
import Fixpoint

/// A stand-in for a plain UIKit `UIView` used as a box's wrapper: a background colour, a corner
/// radius and layout margins.
///
/// The building phase creates it with the article's `UIView(backgroundColor:cornerRadius:)`
/// and passes it to `box(wrapper:width:)`; placement draws it as a rounded rectangle behind the
/// box and insets the box's contents by `layoutMargins`, so a wrapped box is always
/// `left + right` wider and `top + bottom` taller than its contents.
public struct UIView: Hashable, Sendable {
    /// The fill colour.
    public var backgroundColor: UIColor
    /// The corner radius of the fill (`layer.cornerRadius`).
    public var cornerRadius: CGFloat
    /// The insets of the contents; UIKit's default for a view is 8 points on every side.
    public var layoutMargins: UIEdgeInsets

    /// Creates a wrapper view, as the article's convenience initializer does, with UIKit's
    /// default 8-point layout margins.
    ///
    /// Called in the building phase; the values never change during a layout.
    public init(backgroundColor: UIColor, cornerRadius: CGFloat = 0,
                layoutMargins: UIEdgeInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)) {
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.layoutMargins = layoutMargins
    }

    /// What placement records for the wrapper: a rounded rectangle (a plain rectangle for radius
    /// 0) filled with the background colour.
    var drawing: Drawing {
        let shape: ShapeKind = cornerRadius > 0 ? .roundedRectangle(cornerRadius: cornerRadius) : .rectangle
        return Drawing(content: .shape(shape, fill: backgroundColor.rgba))
    }
}

/// A stand-in for UIKit's `UIEdgeInsets`: distances from each edge of a rectangle.
///
/// The building phase sets it on a wrapper; resolution subtracts `left + right` from a box's
/// available width and placement offsets the contents by `left` and `top`.
public struct UIEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Creates insets from the four distances.
    ///
    /// Called in the building phase; values are used as given (negative insets are allowed).
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets on any edge.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// A stand-in for UIKit's `UIColor`: UIKit's fixed colours by name, or components.
///
/// The building phase picks one for label text and wrapper backgrounds; placement copies its
/// `rgba` into the snapshot, so renderers draw UIKit's components (`.gray` is 50 % white,
/// `.red` is pure red) under the colour's name.
public struct UIColor: Hashable, Sendable {
    /// The colour as Fixpoint's renderers read it.
    public var rgba: RGBAColor

    /// Creates a colour from red, green, blue and alpha components in 0…1.
    ///
    /// Called in the building phase; the colour has no name, so ASCII fills it with `#`.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        rgba = RGBAColor(red: red, green: green, blue: blue, opacity: alpha)
    }

    private init(name: String, red: Double, green: Double, blue: Double, alpha: Double = 1) {
        rgba = RGBAColor(name: name, red: red, green: green, blue: blue, opacity: alpha)
    }

    /// Black (0, 0, 0), a label's default text colour.
    public static let black = UIColor(name: "black", red: 0, green: 0, blue: 0)
    /// White (1, 1, 1).
    public static let white = UIColor(name: "white", red: 1, green: 1, blue: 1)
    /// UIKit's gray: 50 % white.
    public static let gray = UIColor(name: "gray", red: 0.5, green: 0.5, blue: 0.5)
    /// UIKit's light gray: 66.7 % white.
    public static let lightGray = UIColor(name: "lightGray", red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)
    /// UIKit's dark gray: 33.3 % white.
    public static let darkGray = UIColor(name: "darkGray", red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)
    /// Pure red (1, 0, 0).
    public static let red = UIColor(name: "red", red: 1, green: 0, blue: 0)
    /// Pure green (0, 1, 0).
    public static let green = UIColor(name: "green", red: 0, green: 1, blue: 0)
    /// Pure blue (0, 0, 1).
    public static let blue = UIColor(name: "blue", red: 0, green: 0, blue: 1)
    /// Orange (1, 0.5, 0).
    public static let orange = UIColor(name: "orange", red: 1, green: 0.5, blue: 0)
    /// Fully transparent black; draws nothing.
    public static let clear = UIColor(name: "clear", red: 0, green: 0, blue: 0, alpha: 0)
}
