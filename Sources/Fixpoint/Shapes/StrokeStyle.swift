import Foundation

/// The characteristics of a stroke that traces a path: width, caps, joins and dashes.
///
/// Built when a view tree is built (`stroke(style:)`, `strokeBorder(style:)`); recorded as is in
/// the snapshot's stroke drawing, which renderers read. A stroke never changes layout.
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the stroked path.
    public var lineWidth: CGFloat
    /// The endpoint style of a line.
    public var lineCap: CGLineCap
    /// The join type of a line.
    public var lineJoin: CGLineJoin
    /// A threshold used to determine whether to use a bevel instead of a miter at a join.
    public var miterLimit: CGFloat
    /// The lengths of painted and unpainted segments used to make a dashed line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Creates a new stroke style from the given components (SwiftUI's defaults: 1 pt, butt caps,
    /// miter joins, miter limit 10, no dashes).
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// Whether the dash pattern cuts the line at all: some positive lengths, none negative.
    package var isDashed: Bool {
        !dash.isEmpty && dash.allSatisfy { $0 >= 0 && $0.isFinite } && dash.contains { $0 > 0 }
    }
}

/// Styles for rendering the endpoint of a stroked line (Core Graphics' `CGLineCap`).
public enum CGLineCap: Int32, Hashable, Sendable {
    /// A squared-off end at the endpoint.
    case butt
    /// A rounded end, a half circle of the line's width beyond the endpoint.
    case round
    /// A squared end extending half the line's width beyond the endpoint.
    case square
}

/// Junction types for stroked lines (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// A sharp corner, bevelled beyond the miter limit.
    case miter
    /// A rounded corner.
    case round
    /// A squared-off corner.
    case bevel
}

/// The rule and antialiasing used to fill a shape.
///
/// Built with `fill(_:style:)`; the even-odd rule is recorded on path outlines' fill test.
public struct FillStyle: Hashable, Sendable {
    /// Whether to use the even-odd rule (`false`: non-zero winding).
    public var isEOFilled: Bool
    /// Whether to apply antialiasing (recorded only).
    public var isAntialiased: Bool

    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
