import Foundation
import Synchronization

/// One view of a laid-out tree, as a plain value: where it is, what it is, and what it draws.
///
/// Built by `ViewHost` after the layout phase of the last pass; renderers and tests read it and
/// never see the live graph. Frames are in root coordinates and include offsets.
public struct ViewSnapshot: Hashable, Sendable {
    /// The type names from the root down, joined with `/`, with `[i]` where siblings share a name.
    ///
    /// Built on first read from the parent's path (snapshots share path prefixes, so a tree
    /// thousands of levels deep does not hold a quadratic amount of text).
    public var path: String {
        get { pathStorage.text }
        set { pathStorage = .text(newValue) }
    }
    private var pathStorage: HeldPath
    /// The view's type name without generic arguments (`Text`, `HStack`), or a modifier's
    /// readable name (`frame`, `padding`).
    public var typeName: String
    /// The view's frame in root coordinates.
    public var frame: CGRect
    /// The text as displayed (truncated text ends in "…"); `nil` for views that show no text.
    public var text: String?
    /// The text before wrapping and truncation; `nil` for views that show no text.
    public var fullText: String?
    /// Whether the view is under `.hidden()`: it lays out but is not drawn.
    public var isHidden: Bool
    /// The depth in the snapshot tree (the root is 0).
    public var depth: Int
    /// The index of the parent in `LayoutSnapshot.nodes`, `nil` for the root.
    public var parentIndex: Int?
    /// What the view draws, for renderers.
    public var drawing: Drawing
    /// Whether the view is the background layer of its parent (`background`,
    /// `backgroundPreferenceValue`): renderers paint it before its siblings.
    public var isBackgroundLayer: Bool
    /// The geometry effects above the view (`scaleEffect`, `rotationEffect`, `transformEffect`,
    /// `rotation3DEffect`), mapping `frame` to where the view is drawn; identity without any.
    /// Offsets are already in `frame`.
    public var transform: CGAffineTransform = .identity
    /// The view's `zIndex` (0 unless set): renderers paint siblings in ascending order, stable.
    public var zIndex: Double = 0
    /// The description of the view's `tag(_:)` value, if it has one.
    public var tag: String?
    /// What the accessibility modifiers on the view set (nil when none did).
    public var accessibility: AccessibilityProperties?

    /// The frame where the view is drawn: `frame` through `transform` (the bounding box of the
    /// transformed corners under a rotation), as `GeometryProxy.frame(in: .global)` reports it.
    public var globalFrame: CGRect {
        transform.isIdentity ? frame : frame.applying(transform)
    }

    /// Creates a snapshot entry; the host builds these, tests may build them by hand.
    public init(path: String, typeName: String, frame: CGRect, text: String? = nil, fullText: String? = nil,
                isHidden: Bool = false, depth: Int = 0, parentIndex: Int? = nil, drawing: Drawing = Drawing(),
                isBackgroundLayer: Bool = false) {
        self.pathStorage = .text(path)
        self.typeName = typeName
        self.frame = frame
        self.text = text
        self.fullText = fullText
        self.isHidden = isHidden
        self.depth = depth
        self.parentIndex = parentIndex
        self.drawing = drawing
        self.isBackgroundLayer = isBackgroundLayer
    }
}

extension ViewSnapshot {
    /// Creates an entry whose path is `path`'s (the snapshot builder's form, sharing prefixes).
    init(sharedPath path: SnapshotPath, typeName: String, frame: CGRect, text: String?, fullText: String?,
         isHidden: Bool, depth: Int, parentIndex: Int?, drawing: Drawing, isBackgroundLayer: Bool) {
        self.init(path: "", typeName: typeName, frame: frame, text: text, fullText: fullText, isHidden: isHidden,
                  depth: depth, parentIndex: parentIndex, drawing: drawing, isBackgroundLayer: isBackgroundLayer)
        pathStorage = .shared(path)
    }

    /// Entries are equal when every field is, the path compared as text.
    public static func == (lhs: ViewSnapshot, rhs: ViewSnapshot) -> Bool {
        var proven: [ObjectIdentifier: ObjectIdentifier] = [:]
        return lhs.isEqual(to: rhs, provenPaths: &proven)
    }

    /// `==`, with the pairs of shared paths already found equal (`SnapshotPath.haveEqualText`):
    /// comparing the entries of two snapshots in order walks each pair of ancestors once.
    func isEqual(to other: ViewSnapshot, provenPaths: inout [ObjectIdentifier: ObjectIdentifier]) -> Bool {
        guard typeName == other.typeName && frame == other.frame && text == other.text && fullText == other.fullText
            && isHidden == other.isHidden && depth == other.depth && parentIndex == other.parentIndex
            && drawing == other.drawing && isBackgroundLayer == other.isBackgroundLayer && transform == other.transform
            && zIndex == other.zIndex && tag == other.tag && accessibility == other.accessibility else { return false }
        return pathStorage.hasSameText(as: other.pathStorage, proven: &provenPaths)
    }

    /// Whether the entry's path is `path`, whose digest is `digest` (`PathText`).
    func hasPath(_ path: String, digest: UInt64) -> Bool {
        pathStorage.isText(path, digest: digest)
    }

    /// Hashes every field, the path by its text's digest (the same for a spelled and a shared
    /// path of one text; a shared path's is worked out once for all the entries under it).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pathStorage.digest)
        hasher.combine(typeName)
        hasher.combine(frame.origin.x)
        hasher.combine(frame.origin.y)
        hasher.combine(frame.size.width)
        hasher.combine(frame.size.height)
        hasher.combine(text)
        hasher.combine(fullText)
        hasher.combine(isHidden)
        hasher.combine(depth)
        hasher.combine(parentIndex)
        hasher.combine(drawing)
        hasher.combine(isBackgroundLayer)
        hasher.combine(transform)
        hasher.combine(zIndex)
        hasher.combine(tag)
        hasher.combine(accessibility)
    }
}

/// A snapshot path as a component under its parent's path, spelled out when read.
///
/// The snapshot builder makes one per entry; entries share their ancestors' paths.
final class SnapshotPath: Sendable {
    let parent: SnapshotPath?
    /// The view's name.
    let name: String
    /// Its place among the siblings of its name, or -1 when no sibling shares the name.
    let occurrence: Int
    /// The digest of `text` once worked out, else 0 (`textDigest`).
    let digestCache = Atomic<UInt64>(0)

    init(parent: SnapshotPath?, name: String, occurrence: Int = -1) {
        self.parent = parent
        self.name = name
        self.occurrence = occurrence
    }

    /// The last component: the name, followed by `[i]` when siblings share it (spelled when asked,
    /// so a trace nobody reads builds no strings).
    var component: String { occurrence < 0 ? name : "\(name)[\(occurrence)]" }

    /// The components from the root down, joined with `/`.
    var text: String {
        var components: [String] = []
        var current: SnapshotPath? = self
        while let path = current {
            components.append(path.component)
            current = path.parent
        }
        return components.reversed().joined(separator: "/")
    }
}

/// What a view draws: its own content plus the drawing-only modifiers folded into it.
///
/// Recorded during snapshotting from the node's view and environment; renderers draw it in
/// `frame` and never change layout because of it.
public struct Drawing: Hashable, Sendable {
    /// The view's own content.
    public var content: Content
    /// `cornerRadius(_:)` clipping of the view.
    public var cornerRadius: CGFloat?
    /// `clipShape(_:)` clipping of the view.
    public var clipShape: ShapeKind?
    /// `border(_:width:)` stroked inside the frame.
    public var border: Border?
    /// `opacity(_:)` multiplied down the tree: a view's own opacity times its ancestors'.
    public var opacity: Double
    /// `shadow(color:radius:x:y:)`.
    public var shadow: Shadow?

    /// Creates a drawing description.
    public init(content: Content = .none, cornerRadius: CGFloat? = nil, clipShape: ShapeKind? = nil,
                border: Border? = nil, opacity: Double = 1, shadow: Shadow? = nil) {
        self.content = content
        self.cornerRadius = cornerRadius
        self.clipShape = clipShape
        self.border = border
        self.opacity = opacity
        self.shadow = shadow
    }

    /// A view's own content.
    public enum Content: Hashable, Sendable {
        /// Nothing of its own (containers, modifiers); a clear colour is a shape of zero opacity.
        case none
        /// Lines of text.
        case text(TextDrawing)
        /// A filled shape.
        case shape(ShapeKind, fill: RGBAColor)
        /// A shape filled with a gradient (in root coordinates).
        case gradient(ShapeKind, Gradient)
        /// A shape's outline stroked (`stroke`, `strokeBorder`); the fill is not drawn.
        case stroke(ShapeKind, Stroke)
        /// An SF Symbol by name, drawn as a placeholder glyph.
        case image(systemName: String)
        /// A control (slider, toggle, button chrome) by kind.
        case control(String)
    }

    /// A stroked border.
    public struct Border: Hashable, Sendable {
        /// The stroke colour.
        public var color: RGBAColor
        /// The stroke width.
        public var width: CGFloat
        /// Creates a border.
        public init(color: RGBAColor, width: CGFloat) {
            self.color = color
            self.width = width
        }
    }

    /// A drop shadow.
    public struct Shadow: Hashable, Sendable {
        /// The shadow colour.
        public var color: RGBAColor
        /// The blur radius.
        public var radius: CGFloat
        /// The horizontal offset.
        public var x: CGFloat
        /// The vertical offset.
        public var y: CGFloat
        /// Creates a shadow.
        public init(color: RGBAColor, radius: CGFloat, x: CGFloat, y: CGFloat) {
            self.color = color
            self.radius = radius
            self.x = x
            self.y = y
        }
    }
}

/// Laid-out text: the displayed lines, for renderers.
public struct TextDrawing: Hashable, Sendable {
    /// The displayed lines, after wrapping and truncation.
    public var lines: [String]
    /// The font's point size.
    public var fontSize: CGFloat
    /// The height of one line.
    public var lineHeight: CGFloat
    /// How lines align within the text's frame.
    public var alignment: TextAlignment
    /// The text colour.
    public var color: RGBAColor
    /// Creates a text drawing.
    public init(lines: [String], fontSize: CGFloat, lineHeight: CGFloat, alignment: TextAlignment, color: RGBAColor) {
        self.lines = lines
        self.fontSize = fontSize
        self.lineHeight = lineHeight
        self.alignment = alignment
        self.color = color
    }
}

/// The outline of a filled shape or a clip.
public enum ShapeKind: Hashable, Sendable {
    /// A rectangle.
    case rectangle
    /// A rectangle with rounded corners.
    case roundedRectangle(cornerRadius: CGFloat)
    /// A rectangle whose short sides are semicircles.
    case capsule
    /// A circle inscribed in the frame's shorter side, centred.
    case circle
    /// An ellipse filling the frame.
    case ellipse
    /// Any other outline (a custom `Shape` or a `Path`), in root coordinates.
    case path(Path)
}

/// A colour as red, green, blue and opacity in 0…1, with the name it was written with.
public struct RGBAColor: Hashable, Sendable {
    /// The name (`red`, `secondary`), or `nil` for a colour built from components.
    public var name: String?
    /// The red component.
    public var red: Double
    /// The green component.
    public var green: Double
    /// The blue component.
    public var blue: Double
    /// The opacity.
    public var opacity: Double

    /// Creates a colour; a NaN component is 0, so snapshots never hold NaN (and equal
    /// snapshots compare equal).
    public init(name: String? = nil, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.name = name
        self.red = red.isNaN ? 0 : red
        self.green = green.isNaN ? 0 : green
        self.blue = blue.isNaN ? 0 : blue
        self.opacity = opacity.isNaN ? 0 : opacity
    }

    /// `#rrggbb`, for SVG.
    public var hex: String {
        func byte(_ v: Double) -> String {
            let b = v.isNaN ? 0 : Int((min(max(v, 0), 1) * 255).rounded()) // NaN draws as 0
            let s = String(b, radix: 16)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }
}
