import Fixpoint
import Foundation

/// What a laid-out token line shows: its visible texts and symbols with their frames, and how
/// many tokens, info labels and ellipses that amounts to.
///
/// Built from a `LayoutSnapshot` after a run (by the CLI through `tokenLineSummary` and by
/// tests); it reads only the snapshot. A text or symbol is visible when it is not hidden, has a
/// non-empty frame and is not clipped away entirely by the `cornerRadius`/`clipShape` of an
/// ancestor (that is how `TokenLineView` drops info labels and tokens); `TokenLineView` and
/// `TokenLineLayoutView` showing the same tokens give equal contents.
public struct TokenLineContent: Hashable, Sendable {
    /// One visible text or symbol.
    public struct Item: Hashable, Sendable {
        /// The full text, or `symbol:` plus the symbol name (see `Token.labelKey`).
        public var label: String
        /// The view's frame in root coordinates.
        public var frame: CGRect
        /// The part of the frame left by the clips above it.
        public var visibleFrame: CGRect
    }

    /// The visible items, ordered left to right (then top to bottom).
    public var items: [Item]

    /// Reads the visible texts and symbols of `snapshot`.
    ///
    /// Called after a run; the result depends only on the snapshot.
    public init(snapshot: LayoutSnapshot) {
        let nodes = snapshot.nodes
        var clips = [CGRect?](repeating: nil, count: nodes.count)
        var found: [Item] = []
        for (index, node) in nodes.enumerated() {
            var clip = node.parentIndex.flatMap { clips[$0] }
            if node.drawing.cornerRadius != nil || node.drawing.clipShape != nil {
                clip = clip.map { $0.intersection(node.frame) } ?? node.frame
            }
            clips[index] = clip
            guard !node.isHidden, node.frame.width > Self.minimumExtent, node.frame.height > Self.minimumExtent
            else { continue }
            let label: String
            switch node.drawing.content {
            case .text: label = node.fullText ?? node.text ?? ""
            case .image(let systemName): label = "symbol:" + systemName
            default: continue
            }
            let visible = clip.map { node.frame.intersection($0) } ?? node.frame
            guard !visible.isNull, visible.width > Self.minimumExtent, visible.height > Self.minimumExtent else { continue }
            found.append(Item(label: label, frame: node.frame, visibleFrame: visible))
        }
        items = found.sorted { ($0.frame.minX, $0.frame.minY) < ($1.frame.minX, $1.frame.minY) }
    }

    /// Extents at or below this (in points) count as nothing.
    static let minimumExtent: CGFloat = 0.001

    /// How many of `tokens` show, with how many info labels, and whether the ellipsis shows.
    ///
    /// Matches the items left to right against the tokens in order: a token counts when its name
    /// or symbol is next, its label when its info text follows.
    public func shown(of tokens: [Token]) -> (tokens: Int, labels: Int, ellipsis: Bool) {
        var next = 0
        var shownTokens = 0
        var labels = 0
        for token in tokens {
            guard next < items.count, items[next].label == token.labelKey else { break }
            next += 1
            shownTokens += 1
            if let info = token.info, next < items.count, items[next].label == info {
                next += 1
                labels += 1
            }
        }
        let ellipsis = next < items.count && items[next].label == Token.ellipsis.labelKey
        return (shownTokens, labels, ellipsis)
    }
}

/// Describes what a laid-out token line shows, e.g. "4 tokens, labels on 1, ellipsis".
///
/// Called by the CLI and tests after a run of `TokenLineView` or `TokenLineLayoutView` showing
/// `tokens` (the gallery's sample by default); it reads only the snapshot, so both views give the
/// same text for the same canvas.
public func tokenLineSummary(snapshot: LayoutSnapshot, tokens: [Token] = TokenLineExample.sampleTokens) -> String {
    let shown = TokenLineContent(snapshot: snapshot).shown(of: tokens)
    var text = "\(shown.tokens) token\(shown.tokens == 1 ? "" : "s"), labels on \(shown.labels)"
    if shown.ellipsis { text += ", ellipsis" }
    return text
}
