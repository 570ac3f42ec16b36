import Fixpoint
import Foundation

/// The token line drawn by `TokenLineLayout` in one pass: the same backgrounds, names and info
/// labels as `TokenLineView`, tagged with their parts, without state, GeometryReaders or binders.
///
/// Hosted like any view; a run converges in 1 pass with 1 evaluation of this body, and for the
/// same tokens and canvas its visible names and labels get the frames `TokenLineView` converges
/// to in 2 passes.
public struct TokenLineLayoutView: View {
    /// The tokens of the line followed by `Token.ellipsis`.
    private let line: [Token]

    /// Creates the one-pass token line; the ellipsis token is appended.
    ///
    /// Called when the view tree is built; equal token lists give equal views.
    public init(tokens: [Token]) {
        line = tokens + [Token.ellipsis]
    }

    /// Every token as three tagged subviews of the layout: its rounded background, its name and
    /// its info label (when it has one).
    public var body: some View {
        TokenLineLayout {
            ForEach(line.indices, id: \.self) { index in
                let token = line[index]
                token.background
                    .cornerRadius(TokenView.radius)
                    .tokenLinePart(.background(index))
                TokenView.nameLabel(for: token)
                    .foregroundColor(token.foreground)
                    .tokenLinePart(.name(index))
                if let info = token.info {
                    TokenView.infoLabel(info)
                        .foregroundColor(token.foreground)
                        .tokenLinePart(.info(index))
                }
            }
        }
    }
}

// The contract between `TokenLineLayoutView` and `TokenLineLayout`: which subview is what.

extension TokenLineLayout {
    /// What a subview is to the layout.
    ///
    /// Set on each subview by `TokenLineLayoutView`'s body and read during sizing and placement;
    /// the associated value is the token's index in its line (the ellipsis is last).
    public enum Part: Hashable, Sendable {
        /// The token's background, sized to its visible width.
        case background(Int)
        /// The token's name or icon.
        case name(Int)
        /// The token's info label.
        case info(Int)

        /// The token's index in its line.
        var index: Int {
            switch self {
            case .background(let index), .name(let index), .info(let index): index
            }
        }
    }

    /// The layout value key that tags a subview with its `Part`; untagged subviews (and negative
    /// indices) are proposed zero and never show.
    ///
    /// Read through `LayoutSubview` subscripts during the layout phase.
    public struct PartKey: LayoutValueKey {
        /// Untagged by default.
        public static let defaultValue: Part? = nil
    }
}

extension View {
    /// Tags this view as `part` of a token for `TokenLineLayout`.
    ///
    /// A layout value read by the layout phase; untagged subviews of a `TokenLineLayout` are
    /// proposed zero and never show.
    public func tokenLinePart(_ part: TokenLineLayout.Part) -> some View {
        layoutValue(key: TokenLineLayout.PartKey.self, value: part)
    }
}
