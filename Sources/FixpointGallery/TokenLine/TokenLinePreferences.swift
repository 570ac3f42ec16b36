import Fixpoint
import Foundation

// The playground's three preference keys and the view extensions that fill them: each measures
// a view with a GeometryReader in its background and sends the width up the tree, indexed by
// token where several tokens report through one key.

/// The widths of whole tokens, by token index, before any trailing cut.
///
/// Written by `tokenWidth(_:)` during the preferences phase; read by the per-token binders of
/// `TokenLineView`. The reducer merges dictionaries (later indices win on a clash), so the value
/// of any subtree holds every token below it exactly once.
struct TokenWidthKey: PreferenceKey {
    static let defaultValue: [Int: CGFloat] = [:]

    static func reduce(value: inout [Int: CGFloat], nextValue: () -> [Int: CGFloat]) {
        value.merge(nextValue(), uniquingKeysWith: { $1 })
    }
}

/// The widths of the name (or icon) part of tokens, by token index.
///
/// Written by `tokenNameWidth(_:)` inside `TokenView` during the preferences phase; read by the
/// per-token binders of `TokenLineView`. Merged like `TokenWidthKey`.
struct TokenNameWidthKey: PreferenceKey {
    static let defaultValue: [Int: CGFloat] = [:]

    static func reduce(value: inout [Int: CGFloat], nextValue: () -> [Int: CGFloat]) {
        value.merge(nextValue(), uniquingKeysWith: { $1 })
    }
}

/// The width of the canvas the token line may use.
///
/// Written once per line by `canvasWidth()` on a flexible clear colour; read by the binder on
/// `TokenLineView`'s VStack. The last value wins, as in the playground.
struct CanvasWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

extension View {
    /// Reports this view's width as the whole width of token `index`.
    ///
    /// Its background GeometryReader is built during layout and its value combined in the
    /// preferences phase; the width is taken before any trailing cut, so it does not change when
    /// the token is shortened.
    func tokenWidth(_ index: Int) -> some View {
        background(GeometryReader { proxy in
            Color.clear.preference(key: TokenWidthKey.self, value: [index: proxy.size.width])
        })
    }

    /// Reports this view's width as the width of token `index`'s name or icon.
    ///
    /// Built during layout like `tokenWidth(_:)`; the value is the padded name's width.
    func tokenNameWidth(_ index: Int) -> some View {
        background(GeometryReader { proxy in
            Color.clear.preference(key: TokenNameWidthKey.self, value: [index: proxy.size.width])
        })
    }

    /// Reports this view's width as the canvas width.
    ///
    /// Attached to `Color.clear.frame(maxWidth: .infinity, maxHeight: 0)`, which is exactly as
    /// wide as the width the line is offered (10 when offered nothing).
    func canvasWidth() -> some View {
        background(GeometryReader { proxy in
            Color.clear.preference(key: CanvasWidthKey.self, value: proxy.size.width)
        })
    }
}
