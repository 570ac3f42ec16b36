import Fixpoint
import FixpointGallery
import Foundation
import Testing

/// The token line's widths computed from the text metrics alone (Helvetica advances at the iOS
/// body size, 17 pt), independently of the views: what the rules predict for the sample tokens.
enum TokenLineMetrics {
    static let pointSize: CGFloat = 17
    static let spacing = TokenLineView.spacing
    static let padding = TokenView.padding
    static let tokens = TokenLineExample.sampleTokens

    static func text(_ string: String) -> CGFloat {
        string.reduce(0) { $0 + SansTextMeasurer().advance(of: $1, pointSize: pointSize) }
    }

    /// The padded name: the title, or the text "00" that an icon is fitted into.
    static func nameWidth(_ token: Token) -> CGFloat {
        switch token.label {
        case .name(let name): text(name) + 2 * padding
        case .icon: text("00") + 2 * padding
        }
    }

    /// The info label with its trailing padding (0 without a label).
    static func infoWidth(_ token: Token) -> CGFloat {
        token.info.map { text($0) + padding } ?? 0
    }

    static func fullWidth(_ token: Token) -> CGFloat { nameWidth(token) + infoWidth(token) }

    /// One token line: `count` tokens, the first `labels` of them complete, then the ellipsis.
    static func lineWidth(count: Int, labels: Int, ellipsis: Bool) -> CGFloat {
        var widths = tokens.prefix(count).enumerated().map { index, token in
            index == 0 || index < labels ? fullWidth(token) : nameWidth(token)
        }
        if ellipsis { widths.append(nameWidth(Token.ellipsis)) }
        return widths.reduce(0, +) + spacing * CGFloat(widths.count - 1)
    }

    /// The narrowest canvas showing `labels` info labels on all six tokens (6 … 1).
    static func labelThreshold(_ labels: Int) -> CGFloat {
        lineWidth(count: tokens.count, labels: labels, ellipsis: false)
    }

    /// The narrowest canvas showing `count` tokens and the ellipsis (5 … 1).
    static func ellipsisThreshold(_ count: Int) -> CGFloat {
        lineWidth(count: count, labels: 1, ellipsis: true)
    }

    /// The line's height: one line of text plus the padding above and below.
    static var height: CGFloat { SansTextMeasurer().lineHeight(pointSize: pointSize) + 2 * padding }

    /// What the rules predict at `width`, as `tokenLineSummary` words it.
    static func expectedSummary(width: CGFloat) -> String {
        for labels in stride(from: 6, through: 1, by: -1) where labelThreshold(labels) <= width + 1e-9 {
            return "6 tokens, labels on \(labels)"
        }
        for count in stride(from: 5, through: 2, by: -1) where ellipsisThreshold(count) <= width + 1e-9 {
            return "\(count) tokens, labels on 1, ellipsis"
        }
        return "1 token, labels on 1, ellipsis"
    }
}

/// One run of the sample line.
struct TokenLineRun {
    let snapshot: LayoutSnapshot
    let report: UpdateReport

    init(_ variant: TokenLineExample.Variant, width: CGFloat, tokens: [Token] = TokenLineExample.sampleTokens) {
        let host = TokenLineExample(tokens: tokens, variant: variant).host(width: width)
        report = host.run()
        snapshot = host.snapshot
    }

    var content: TokenLineContent { TokenLineContent(snapshot: snapshot) }
    var summary: String { tokenLineSummary(snapshot: snapshot) }

    /// The visible texts (names and info labels) with their frames, left to right.
    var visibleTexts: [(text: String, frame: CGRect)] {
        content.items.filter { !$0.label.hasPrefix("symbol:") }.map { ($0.label, $0.frame) }
    }

    /// The line's drawn extent: from the leading edge to the end of the last visible token
    /// (the padded end of its last visible text or symbol).
    var lineWidth: CGFloat {
        let boxes = snapshot.nodes.filter { node in
            node.drawing.cornerRadius != nil && node.frame.width > 0.001
        }
        return boxes.map(\.frame.maxX).max() ?? 0
    }
}

