import Foundation

/// The size classes, like regular or small, that you can apply to controls within a view.
///
/// Read by the bordered button styles, whose padding and corner radius it sets.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// A control version that is minimally sized.
    case mini
    /// A control version that is proportionally smaller size for space-constrained views.
    case small
    /// A control version that is the default size.
    case regular
    /// A control version that is prominently sized.
    case large
    /// A control version that is substantially sized.
    case extraLarge
}

/// A shape used to draw a button's border (the bordered button styles' bezel).
///
/// Read by the bordered button styles; `.automatic` is a rounded rectangle of the control
/// size's radius.
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(CGFloat?)
    }

    let kind: Kind

    /// A shape that defers to the system to determine an appropriate shape.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule shape.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle shape.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle shape with the system's radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))

    /// A rounded rectangle shape with the given corner radius.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }
}

struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

struct ButtonBorderShapeKey: EnvironmentKey {
    static var defaultValue: ButtonBorderShape { .automatic }
}

extension EnvironmentValues {
    /// The size to apply to controls within a view.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The border shape of bordered buttons.
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size for controls within this view.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }

    /// Sets the border shape for buttons in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
