import Fixpoint
import Foundation

/// One token: its name (or icon) and its info label side by side, padded, in the token's
/// colours, on its background colour.
///
/// Evaluated by the bodies phase of `TokenLineView` (once per token, then skipped while the token
/// and index stay equal). The name reports its width under `index` through
/// `TokenNameWidthKey` during the preferences phase; the view itself never changes size when the
/// line is shortened, because the cut happens outside it.
public struct TokenView: View {
    /// The padding around the name and after the info label.
    public static let padding: CGFloat = 5
    /// The corner radius the token line clips each token to.
    public static let radius: CGFloat = 4

    /// The token's position in its line, used to index the measured name width.
    public let index: Int
    /// The token shown.
    public let token: Token

    /// Creates the view of `token` at position `index` of its line.
    ///
    /// Called in `TokenLineView`'s body; `index` only labels the reported name width.
    public init(index: Int = 0, token: Token) {
        self.index = index
        self.token = token
    }

    /// The name and info label in an HStack with no spacing, on the background colour.
    public var body: some View {
        HStack(alignment: .center, spacing: 0) {
            Self.nameLabel(for: token)
                .tokenNameWidth(index)
            if let info = token.info {
                Self.infoLabel(info)
            }
        }
        .foregroundColor(token.foreground)
        .background(token.background)
    }

    /// The name part of a token: its title on one line, or its icon scaled to fit the size of the
    /// hidden text "00", padded by `padding` on every side.
    ///
    /// Built by `TokenView`'s body and, as a subview of `TokenLineLayout`, by
    /// `TokenLineLayoutView`'s body, so both lines show the same content; its ideal width is the
    /// token's name width.
    @ViewBuilder
    public static func nameLabel(for token: Token) -> some View {
        switch token.label {
        case .name(let name):
            Text(name)
                .lineLimit(1)
                .padding(padding)
        case .icon(let systemName):
            Text("00")
                .hidden()
                .overlay(Image(systemName: systemName)
                    .resizable()
                    .scaledToFit())
                .padding(padding)
        }
    }

    /// The info part of a token: one line of text, padded on every side but the leading one.
    ///
    /// Built by `TokenView`'s body and by `TokenLineLayoutView`'s body; its ideal width is what a
    /// token loses when its info label is dropped.
    public static func infoLabel(_ info: String) -> some View {
        Text(info)
            .lineLimit(1)
            .padding(EdgeInsets(top: padding, leading: 0, bottom: padding, trailing: padding))
    }
}
