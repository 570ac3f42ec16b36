import Fixpoint
import Foundation

// Seed 003 ("Custom Token Layout" playground): the measure-then-render token line, built the
// article's way. The first pass lays every token out complete at x = 0 and measures the canvas,
// each token and each name with GeometryReaders; the binders' actions store the widths in
// `boxes` and call `render()`; the second pass places the tokens at their offsets with their
// tails cut off. The widths are measured before the cut, so the second pass changes nothing they
// report: a fixed point.
//
// Two deliberate differences from the playground: the VStack aligns `.leading` (the playground's
// default `.center` centres the line in its canvas), and each TokenView is `.fixedSize()`, so a
// token is never truncated by a canvas narrower than itself and its measured width never
// depends on the canvas (the playground assumes a canvas wider than any token).

/// A single line of tokens that never grows wider than its canvas: info labels are dropped from
/// the last token backwards, then an ellipsis is shown and whole tokens are dropped from the tail;
/// the first token is never shortened.
///
/// Hosted like any view; its binders run in the actions phase after the first pass and write
/// `@State`, so a run converges in 2 passes with 2 evaluations of this body. Invariant after convergence: the
/// visible tokens tile `[0, line width]` with `spacing` between them, and the line width is at
/// most the canvas width unless the first token (plus the ellipsis) alone is wider.
public struct TokenLineView: View {
    /// The gap between neighbouring tokens.
    public static let spacing: CGFloat = 2

    /// The tokens of the line followed by `Token.ellipsis`.
    private let line: [Token]

    /// The measured widths and, once rendered, the offsets and cuts, one per entry of `line`.
    @State private var boxes: [TokenBox] = []
    /// The width the line may use, as measured below the tokens.
    @State private var canvasWidth: CGFloat = 0

    /// Creates a token line; the ellipsis token is appended.
    ///
    /// Called when the view tree is built; equal token lists give equal views, so the body re-runs
    /// only when `boxes` changes.
    public init(tokens: [Token]) {
        line = tokens + [Token.ellipsis]
    }

    /// The tokens stacked at the top-leading corner of a ZStack, each moved to its offset by its
    /// leading alignment guide and cut by a negative trailing padding, above a clear, flexible,
    /// zero-height colour that measures the canvas.
    public var body: some View {
        // The boxes are computed once per body evaluation and captured by the ForEach closure
        // (state read inside the closure would be tracked too: see EngineRegressionTests).
        let placed = placedBoxes
        VStack(alignment: .leading, spacing: 0) {
            ZStack(alignment: .topLeading) {
                ForEach(line.indices, id: \.self) { index in
                    let box = placed[index]
                    TokenView(index: index, token: line[index])
                        .fixedSize()
                        .tokenWidth(index)
                        .alignmentGuide(.leading) { _ in -box.offset }
                        .padding(.trailing, -box.padding)
                        .cornerRadius(TokenView.radius)
                        .onPreferenceChange(TokenNameWidthKey.self, perform: storeNameWidths)
                }
                .onPreferenceChange(TokenWidthKey.self, perform: storeWidths)
            }
            Color.clear
                .frame(maxWidth: .infinity, maxHeight: 0)
                .canvasWidth()
        }
        .onPreferenceChange(CanvasWidthKey.self) { width in
            canvasWidth = width
            render()
        }
    }

    /// One box per token as committed for this pass; an unmeasured token stays at x = 0, uncut.
    private var placedBoxes: [TokenBox] {
        line.indices.map { index in index < boxes.count ? boxes[index] : TokenBox(width: 0, nameWidth: 0) }
    }

    /// `boxes` with one (possibly unmeasured) entry per token.
    private func preparedBoxes() -> [TokenBox] {
        var list = boxes
        if list.count < line.count {
            list += Array(repeating: TokenBox(width: 0, nameWidth: 0), count: line.count - list.count)
        }
        return list
    }

    /// Stores the reported whole-token widths, then re-renders. Runs in the actions phase.
    private func storeWidths(_ widths: [Int: CGFloat]) {
        store(widths, into: \.width)
    }

    /// Stores the reported name widths, then re-renders. Runs in the actions phase.
    private func storeNameWidths(_ widths: [Int: CGFloat]) {
        store(widths, into: \.nameWidth)
    }

    /// Writes each reported width into its box's `field`, then re-renders.
    private func store(_ widths: [Int: CGFloat], into field: WritableKeyPath<TokenBox, CGFloat>) {
        var list = preparedBoxes()
        for (index, width) in widths where list.indices.contains(index) {
            list[index][keyPath: field] = width
        }
        boxes = list
        render()
    }

    /// Recomputes every token's offset and cut for the current canvas width and writes `boxes`
    /// when they changed. Runs in the actions phase, where state reads see the latest writes.
    private func render() {
        guard boxes.count == line.count else { return }
        let arranged = TokenBox.arrange(boxes, canvasWidth: canvasWidth, spacing: Self.spacing)
        if arranged != boxes {
            boxes = arranged
        }
    }
}
