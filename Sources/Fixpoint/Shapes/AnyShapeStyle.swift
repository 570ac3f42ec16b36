import Foundation

/// A type-erased shape style.
///
/// Built when a view tree is built (`foregroundStyle`, `fill`, `background`); resolved against
/// a frame when a snapshot is taken. Two erased styles are equal when their styles are.
public struct AnyShapeStyle: ShapeStyle, Equatable, @unchecked Sendable {
    // `@unchecked`: every style Fixpoint resolves is a value type of Sendable parts; a user's
    // own ShapeStyle is stored only to be cast back, never mutated.
    let base: any ShapeStyle

    /// Creates a type-erased shape style.
    public init<S: ShapeStyle>(_ style: S) {
        base = (style as? AnyShapeStyle)?.base ?? style
    }

    /// Whether the two styles are known to be equal (styles that are not Equatable never are).
    public static func == (lhs: AnyShapeStyle, rhs: AnyShapeStyle) -> Bool {
        guard let equatable = lhs.base as? any Equatable else { return false }
        return equatable.isEqual(toAny: rhs.base)
    }
}

/// The foreground style in the current context: `.foreground`.
///
/// Resolved when a snapshot is taken, to the environment's foreground style or colour.
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable {
    /// Creates a foreground style instance.
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A shape style Fixpoint can turn into a paint for a frame.
protocol PaintResolving {
    /// The paint in `frame` (root coordinates); `nil` defers to the environment's foreground.
    func paint(in frame: CGRect, environment: EnvironmentValues) -> Drawing.Paint?
}

extension Color: PaintResolving {
    func paint(in frame: CGRect, environment: EnvironmentValues) -> Drawing.Paint? { .color(rgba) }
}

extension ForegroundStyle: PaintResolving {
    func paint(in frame: CGRect, environment: EnvironmentValues) -> Drawing.Paint? { nil }
}

extension AnyShapeStyle: PaintResolving {
    func paint(in frame: CGRect, environment: EnvironmentValues) -> Drawing.Paint? {
        (base as? any PaintResolving)?.paint(in: frame, environment: environment)
    }
}

/// The environment's foreground style, set by `foregroundStyle(_:)` with a style that is not a
/// colour (a gradient).
struct ForegroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// The paint of `style` in `frame`, or the environment's foreground (style, then colour,
    /// then primary) when `style` is nil, `.foreground`, or a style Fixpoint cannot resolve.
    func resolvePaint(_ style: (any ShapeStyle)?, in frame: CGRect) -> Drawing.Paint {
        if let resolving = style as? any PaintResolving, let paint = resolving.paint(in: frame, environment: self) {
            return paint
        }
        if let foreground = self[ForegroundStyleKey.self], let paint = foreground.paint(in: frame, environment: self) {
            return paint
        }
        return .color((foregroundColor ?? .primary).rgba)
    }
}
