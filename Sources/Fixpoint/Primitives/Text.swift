import Foundation

/// A view that displays one or more lines of read-only text.
///
/// Mounted as a layout element: the layout phase measures it with the environment's text
/// measurer and font (greedy word wrap, `lineLimit`, truncation with "…"); its minimum width is
/// 0 and its ideal size is the unwrapped text.
public struct Text: View, Equatable {
    var content: String
    /// The font and colour set on this text, nil when neither is: a text is then three words
    /// and an existential holds it inline, so the many plain texts of a body (a `ForEach` of
    /// them, a modifier's content) are neither boxed nor copied field by field.
    private var attributes: TextAttributes?

    /// Creates a text view that displays a string.
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) {
        self.content = content
    }

    /// The font set on this text (nil: the environment's).
    var font: Font? { attributes?.font }
    /// The colour set on this text (nil: the environment's foreground colour).
    var color: Color? { attributes?.color }

    /// Sets the font of the text.
    public func font(_ font: Font?) -> Text {
        with(font: font, color: color)
    }

    /// Sets the font weight of the text.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        guard let weight else { return self }
        return with(font: (font ?? .body).weight(weight), color: color)
    }

    /// Applies a bold font weight to the text.
    public func bold() -> Text {
        fontWeight(.bold)
    }

    /// Applies italics to the text.
    public func italic() -> Text {
        with(font: (font ?? .body).italic(), color: color)
    }

    /// Sets the colour of the text.
    public func foregroundColor(_ color: Color?) -> Text {
        with(font: font, color: color)
    }

    /// This text with `font` and `color`.
    private func with(font: Font?, color: Color?) -> Text {
        var copy = self
        copy.attributes = font == nil && color == nil ? nil : TextAttributes(font: font, color: color)
        return copy
    }

    /// Whether two texts show the same string in the same font and colour.
    public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.content == rhs.content
            && (lhs.attributes === rhs.attributes || (lhs.font == rhs.font && lhs.color == rhs.color))
    }

    /// Concatenates the text in two text views (the first one's font and colour are kept).
    public static func + (lhs: Text, rhs: Text) -> Text {
        var copy = lhs
        copy.content += rhs.content
        return copy
    }

    /// The type of truncation to apply to a line of text when it's too long to fit.
    public enum TruncationMode: Hashable, Sendable {
        /// Truncate at the beginning of the line.
        case head
        /// Truncate at the end of the line.
        case tail
        /// Truncate in the middle of the line.
        case middle

        var engineValue: TextTruncation {
            switch self {
            case .head: .head
            case .tail: .tail
            case .middle: .middle
            }
        }
    }

    /// `Text` is primitive.
    public typealias Body = Never
}

/// The font and colour a `Text` sets on itself: immutable, shared by the text's copies (a text
/// modifier makes a new one).
private final class TextAttributes: Sendable {
    let font: Font?
    let color: Color?

    init(font: Font?, color: Color?) {
        self.font = font
        self.color = color
    }
}

extension Text: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) {
        node.becomeElement("Text", TextBehavior.self) { TextBehavior() }.mounted()
        if !node.children.isEmpty { graph.reconcileChildren(of: node, items: [], environment: node.environment) }
    }
}

/// Text measurement and drawing for `Text` nodes. Its fields are read at every sizing, so they
/// are exempt from the run-time exclusivity check (for the reason given on `ViewNode`).
final class TextBehavior: ElementBehavior {
    /// Ascender of the Helvetica-metric font, per em (from `sans-widths.tsv`).
    static let ascender: CGFloat = 0.905273
    /// Descender of the Helvetica-metric font, per em (positive).
    static let descender: CGFloat = 0.211914
    /// Cap height of the Helvetica-metric font, per em.
    static let capHeight: CGFloat = 0.687988

    /// The mounted text's content and font, read from the node's view when first needed
    /// after a mount (`refresh(_:)`), so a re-mount that lays nothing out costs one store.
    @exclusivity(unchecked) private var content = ""
    @exclusivity(unchecked) private var font: Font?
    @exclusivity(unchecked) private var isStale = true

    /// Notes a mount (bodies phase): the view is read again when next needed.
    func mounted() { isStale = true }

    /// Reads the mounted value if a mount happened since; a new content or font forgets the
    /// measurement.
    private func refresh(_ element: some ElementInputs) {
        guard isStale else { return }
        isStale = false
        let text = element.value(as: Text.self)
        if text.content != content || text.font != font { measurement = nil }
        content = text.content
        font = text.font
    }

    func font(of element: some ElementInputs) -> ResolvedFont {
        measure(element)
        return measurement!.font
    }

    /// The resolved font and clusters of the text last measured, with the environment they were
    /// measured in; layout (and snapshots) reuse them while the environment is the same (and
    /// the mount keeps the content and font), so a text sized for several proposals is
    /// measured once. Held in the behaviour, not in an object of their own: measuring a text
    /// then allocates nothing but its clusters, and a plain ASCII text that never wraps not
    /// even those.
    private struct Measurement {
        let environment: EnvironmentValues
        let font: ResolvedFont
        /// The text's one line when nothing wraps it (nil: it has a hard break, or an advance
        /// that is negative or not a number).
        let oneLine: TextRun.OneLine?
        /// Its clusters: made by the first layout that wraps it, unless measuring made them.
        var run: TextRun?
    }

    @exclusivity(unchecked) private var measurement: Measurement?

    func layout(_ element: some ElementInputs, _ proposal: ProposedViewSize) -> TextLayoutResult {
        measure(element)
        let environment = element.environment
        return TextLayout.layout(content, pointSize: measurement!.font.pointSize, proposal: proposal,
                                 lineLimit: environment.lineLimit, truncation: environment.truncationMode.engineValue,
                                 measurer: environment.textMeasurer, oneLine: measurement!.oneLine, run: &measurement!.run)
    }

    /// The size `layout(_:_:)` reports, without spelling its lines (sizing).
    private func size(_ element: some ElementInputs, _ proposal: ProposedViewSize) -> CGSize {
        measure(element)
        let environment = element.environment
        return TextLayout.size(content, pointSize: measurement!.font.pointSize, proposal: proposal,
                               lineLimit: environment.lineLimit, truncation: environment.truncationMode.engineValue,
                               measurer: environment.textMeasurer, oneLine: measurement!.oneLine, run: &measurement!.run)
    }

    /// Makes `measurement` the node's resolved font and measured clusters (measured again only
    /// when the mount changed the content or font, or the environment changed).
    private func measure(_ element: some ElementInputs) {
        refresh(element)
        let environment = element.environment
        if let measurement, measurement.environment.isIdentical(to: environment) { return }
        let font = (font ?? environment.font ?? .body)
            .resolve(platform: environment.platform, dynamicTypeSize: environment.dynamicTypeSize)
        let (oneLine, run) = TextRun.measure(content, pointSize: font.pointSize, measurer: environment.textMeasurer)
        measurement = Measurement(environment: environment, font: font, oneLine: oneLine, run: run)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        refresh(context)
        if let size = (font ?? context.environment.font)?.fixedPointSize, !Font.isUsable(size) {
            context.diagnose(.invalidLayoutInput, "Text has the font size \(NumberFormat.string(size)); it is laid out at size 0.")
        }
        return size(context, proposal)
    }

    /// A text proposed at least the height it takes unconstrained at the same width shows the
    /// same lines: its size is the unconstrained one (a stack re-proposes its children their
    /// final height at placement, and that costs no second layout of the text).
    override func equivalentMemoisedSize(for proposal: ProposedViewSize, in context: LayoutContext) -> CGSize? {
        guard let height = proposal.height else { return nil }
        // (An unconstrained size that does not fit is only looked at: its entry is not marked
        // used, so it is forgotten before the sizes in use.)
        return context.memoisedSize(for: ProposedViewSize(width: proposal.width, height: nil)) { height >= $0.height }
    }

    override func mayHaveExplicitAlignment(_ key: AlignmentKey, in context: LayoutContext) -> Bool {
        key == VerticalAlignment.firstTextBaseline.key.value || key == VerticalAlignment.lastTextBaseline.key.value
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize,
                                    in context: LayoutContext) -> CGFloat? {
        let result = layout(context, proposal)
        let baseline = min(Self.ascender * font(of: context).pointSize, result.lineHeight)
        if key == VerticalAlignment.firstTextBaseline.key.value { return baseline }
        if key == VerticalAlignment.lastTextBaseline.key.value {
            return CGFloat(max(result.lines.count - 1, 0)) * result.lineHeight + baseline
        }
        return nil
    }

    override func spacing(in context: LayoutContext) -> ViewSpacing {
        let size = font(of: context).pointSize
        // A function of the point size alone: texts of one size share one value.
        return context.textSpacing(pointSize: size) { Self.spacing(pointSize: size) }
    }

    /// The spacing a text publishes at `size`. Reference §2.2: L = ascender − descender,
    /// t = 0.1·L rounded up to a multiple of 4 pt.
    private static func spacing(pointSize size: CGFloat) -> ViewSpacing {
        let lineExtent = (ascender + descender) * size
        let leading = (0.1 * lineExtent / 4).rounded(.up) * 4
        let top = ViewSpacing.EdgeValue.text(toOther: lineExtent + leading - ascender * size, toText: leading)
        let bottom = ViewSpacing.EdgeValue.text(toOther: max(lineExtent + leading - capHeight * size,
                                                             leading + descender * size),
                                                toText: leading)
        var spacing = ViewSpacing()
        spacing.edges.setAll { $0 == .top ? top : $0 == .bottom ? bottom : nil }
        return spacing
    }

    override func drawingContent(_ content: ElementContent, frame: CGRect) -> Drawing.Content {
        let result = layout(content, content.placedProposal)
        let color = content.value(as: Text.self).color ?? content.environment.foregroundColor ?? .primary
        return .text(TextDrawing(lines: result.lines, fontSize: font(of: content).pointSize, lineHeight: result.lineHeight,
                                 alignment: content.environment.multilineTextAlignment, color: color.rgba))
    }

    override func text(_ content: ElementContent) -> (displayed: String, full: String)? {
        let result = layout(content, content.placedProposal)
        return (result.lines.joined(separator: "\n"), self.content)
    }
}
