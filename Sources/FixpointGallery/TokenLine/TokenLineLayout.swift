import Fixpoint
import Foundation

/// The one-pass twin of `TokenLineView`: a custom `Layout` that measures every token part,
/// arranges the tokens with `TokenBox.arrange` and places them, with no state and no binder.
///
/// The layout phase calls it like any container. Its subviews say what they are through
/// `TokenLineLayout.Part` layout values (`tokenLinePart(_:)`, see `TokenLineLayoutView.swift`):
/// each token has a background, a name and an optional info label, the ellipsis token last.
/// Invariant: for the same tokens and canvas it produces the boxes `TokenLineView` converges to,
/// so visible names and labels get the same frames; dropped parts are proposed zero and shrink to
/// nothing.
public struct TokenLineLayout: Layout {
    /// The gap between neighbouring tokens.
    public var spacing: CGFloat

    /// Creates the layout with the token line's spacing.
    ///
    /// Called in `TokenLineLayoutView`'s body; the layout keeps no cache.
    public init(spacing: CGFloat = TokenLineView.spacing) {
        self.spacing = spacing
    }

    /// The subviews of one token and its ideal sizes.
    struct TokenParts {
        var background: LayoutSubview?
        var name: LayoutSubview?
        var info: LayoutSubview?
        var nameSize = CGSize.zero
        var infoSize = CGSize.zero

        /// The token's height: its tallest part, as in `TokenView`'s HStack.
        var height: CGFloat { max(nameSize.height, infoSize.height) }
    }

    /// Groups the subviews by token and measures each part at its ideal size.
    func tokens(_ subviews: Subviews) -> [TokenParts] {
        var tokens: [TokenParts] = []
        func slot(_ index: Int) -> Int {
            while tokens.count <= index { tokens.append(TokenParts()) }
            return index
        }
        for subview in subviews {
            guard let part = subview[PartKey.self], part.index >= 0 else { continue }
            let index = slot(part.index)
            switch part {
            case .background: tokens[index].background = subview
            case .name:
                tokens[index].name = subview
                tokens[index].nameSize = subview.sizeThatFits(.unspecified)
            case .info:
                tokens[index].info = subview
                tokens[index].infoSize = subview.sizeThatFits(.unspecified)
            }
        }
        return tokens
    }

    /// The arranged boxes for `proposal`: the canvas is the proposed width (10 when unspecified,
    /// as for the clear colour that measures `TokenLineView`'s canvas).
    func arrange(_ tokens: [TokenParts], proposal: ProposedViewSize) -> (boxes: [TokenBox], canvas: CGFloat) {
        let canvas = proposal.replacingUnspecifiedDimensions().width
        let measured = tokens.map { parts in
            TokenBox(width: parts.nameSize.width + parts.infoSize.width, nameWidth: parts.nameSize.width)
        }
        return (TokenBox.arrange(measured, canvasWidth: canvas, spacing: spacing), canvas)
    }

    /// As wide as the canvas (or the line, if it overflows) and as tall as the tallest token,
    /// like `TokenLineView`'s VStack.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let tokens = tokens(subviews)
        let (boxes, canvas) = arrange(tokens, proposal: proposal)
        let lineWidth = boxes.filter(\.isVisible).map { $0.offset + $0.visibleWidth }.max() ?? 0
        let width = canvas.isFinite ? max(canvas, lineWidth) : lineWidth
        return CGSize(width: width, height: tokens.map(\.height).max() ?? 0)
    }

    /// Places the visible parts at their boxes and proposes zero to the dropped ones.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let tokens = tokens(subviews)
        let (boxes, _) = arrange(tokens, proposal: proposal)
        for (parts, box) in zip(tokens, boxes) {
            let x = bounds.minX + box.offset
            func place(_ subview: LayoutSubview?, dx: CGFloat, size: CGSize, shown: Bool) {
                guard let subview else { return }
                let y = bounds.minY + (parts.height - size.height) / 2
                subview.place(at: CGPoint(x: x + (shown ? dx : 0), y: shown ? y : bounds.minY),
                              proposal: shown ? ProposedViewSize(size) : .zero)
            }
            place(parts.background, dx: 0, size: CGSize(width: box.visibleWidth, height: parts.height),
                  shown: box.isVisible)
            place(parts.name, dx: 0, size: parts.nameSize, shown: box.isVisible)
            place(parts.info, dx: parts.nameSize.width, size: parts.infoSize, shown: box.showsInfo)
        }
        for subview in subviews where (subview[PartKey.self]?.index ?? -1) < 0 {
            subview.place(at: bounds.origin, proposal: .zero)
        }
    }
}
