import Foundation

/// A background material type: a blur over what lies behind, approximated by a translucent
/// white of the material's thickness.
///
/// Resolved when a snapshot is taken; Fixpoint draws no blur (the renderers show the fill).
public struct Material: ShapeStyle, Hashable, Sendable {
    let name: String
    let opacity: Double

    /// A mostly translucent material (white at 30 %).
    public static let ultraThinMaterial = Material(name: "ultraThinMaterial", opacity: 0.3)
    /// A material that's more translucent than opaque (white at 50 %).
    public static let thinMaterial = Material(name: "thinMaterial", opacity: 0.5)
    /// A material that's somewhat translucent (white at 70 %).
    public static let regularMaterial = Material(name: "regularMaterial", opacity: 0.7)
    /// A material that's more opaque than translucent (white at 85 %).
    public static let thickMaterial = Material(name: "thickMaterial", opacity: 0.85)
    /// A mostly opaque material (white at 93 %).
    public static let ultraThickMaterial = Material(name: "ultraThickMaterial", opacity: 0.93)
    /// The material for a bar (as `regularMaterial`).
    public static let bar = Material(name: "bar", opacity: 0.7)
}

extension Material: PaintResolving {
    func paint(in frame: CGRect, environment: EnvironmentValues) -> Drawing.Paint? {
        .color(RGBAColor(name: name, red: 1, green: 1, blue: 1, opacity: opacity))
    }
}

extension ShapeStyle where Self == Material {
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    /// A material that's more translucent than opaque.
    public static var thinMaterial: Material { .thinMaterial }
    /// A material that's somewhat translucent.
    public static var regularMaterial: Material { .regularMaterial }
    /// A material that's more opaque than translucent.
    public static var thickMaterial: Material { .thickMaterial }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    /// The material for a bar.
    public static var bar: Material { .bar }
}

/// A shape style that maps to one of the numbered content levels below secondary (SwiftUI's
/// `HierarchicalShapeStyle`; `.primary` and `.secondary` are the colours of the same names).
///
/// Resolved to the secondary label colour at lower opacities: 30 %, 18 % and 10 %.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
    let color: Color

    /// A shape style that maps to the third level of the current content style.
    public static let tertiary = HierarchicalShapeStyle(color: Color(name: "tertiary", red: 0.235, green: 0.235, blue: 0.263, opacity: 0.3))
    /// A shape style that maps to the fourth level of the current content style.
    public static let quaternary = HierarchicalShapeStyle(color: Color(name: "quaternary", red: 0.235, green: 0.235, blue: 0.263, opacity: 0.18))
    /// A shape style that maps to the fifth level of the current content style.
    public static let quinary = HierarchicalShapeStyle(color: Color(name: "quinary", red: 0.235, green: 0.235, blue: 0.263, opacity: 0.1))
}

extension HierarchicalShapeStyle: PaintResolving {
    func paint(in frame: CGRect, environment: EnvironmentValues) -> Drawing.Paint? { .color(color.rgba) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// A shape style that maps to the third level of the current content style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// A shape style that maps to the fourth level of the current content style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// A shape style that maps to the fifth level of the current content style.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}
