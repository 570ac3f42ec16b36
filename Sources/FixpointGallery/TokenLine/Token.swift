import Fixpoint
import Foundation

// Seed 003 ("Custom Token Layout" playground, SwiftUI page): the model of one token. Written
// afresh from the article's description; `UIImage` icons become SF Symbol names.

/// One token of a token line: a name or an SF Symbol, an optional trailing info label, and the
/// colours it is drawn with (it is drawn with rounded corners by `TokenView`).
///
/// Built by callers and by `TokenLineExample`; read by the bodies phase (`TokenView`,
/// `TokenLineView`, `TokenLineLayoutView`) and by `tokenLineSummary(snapshot:tokens:)`. A token is
/// a plain value: equal tokens draw alike, so `TokenView` bodies are skipped when they repeat.
public struct Token: Hashable, Sendable {
    /// What a token shows before its info label.
    ///
    /// Read by `TokenView.nameLabel(for:)` when a body is evaluated; a name is one line of text,
    /// an icon is as wide as the text "00" (the playground's template-view trick).
    public enum Label: Hashable, Sendable {
        /// A title, shown as one line of text.
        case name(String)
        /// An SF Symbol name, drawn scaled to fit the size of the text "00".
        case icon(systemName: String)
    }

    /// The name or icon; never dropped while the token is shown.
    public var label: Label
    /// The trailing info label, dropped first when the line is too narrow.
    public var info: String?
    /// The colour of the name, icon and info label.
    public var foreground: Color
    /// The fill behind the token, clipped to rounded corners.
    public var background: Color

    /// Creates a token with a title.
    ///
    /// Called when the token list is built, before any update pass; the defaults are the
    /// playground's (accent colour on a clear background).
    public init(name: String, info: String? = nil, foreground: Color = .accentColor, background: Color = .clear) {
        self.init(label: .name(name), info: info, foreground: foreground, background: background)
    }

    /// Creates a token with an SF Symbol instead of a title.
    ///
    /// Called when the token list is built, before any update pass; the icon takes the width of
    /// the text "00" in the token's font.
    public init(icon systemName: String, info: String? = nil, foreground: Color = .accentColor,
                background: Color = .clear) {
        self.init(label: .icon(systemName: systemName), info: info, foreground: foreground, background: background)
    }

    /// Creates a token from its label.
    ///
    /// The designated initialiser behind the two conveniences; it stores its arguments as given.
    public init(label: Label, info: String?, foreground: Color, background: Color) {
        self.label = label
        self.info = info
        self.foreground = foreground
        self.background = background
    }

    /// The token appended to every line and shown once the info labels are gone and whole
    /// tokens must be dropped: an `ellipsis` symbol, white on grey.
    ///
    /// Appended by `TokenLineView` and `TokenLineLayoutView` at the end of their token list; it
    /// has no info label, so it is never shortened.
    public static let ellipsis = Token(icon: "ellipsis", foreground: .white, background: .gray)

    /// How the token's name shows up in a snapshot: the title, or `symbol:` plus the symbol name.
    ///
    /// Used by `TokenLineContent` to match visible items against tokens; distinct labels give
    /// distinct keys.
    public var labelKey: String {
        switch label {
        case .name(let name): name
        case .icon(let systemName): "symbol:" + systemName
        }
    }
}
