import Fixpoint
import Foundation

// A measure chain of two links: the title's width sizes the caption, the caption's height sizes
// the accent bar. Each link needs its own pass, so the chain takes three passes — one more than
// a frame holds — and the first frame shows a caption without its bar.

/// The title's ideal width.
struct CaptionTitleWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

/// The caption's height at the title's width.
struct CaptionHeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

/// A title, and under it a caption as wide as the title with an accent bar as tall as the
/// caption: the title is measured into state (pass 1), the caption appears at that width and is
/// measured (pass 2), the bar takes its height (pass 3, in a second frame).
public struct CaptionedTitle: View {
    let title: String
    let caption: String
    @State private var titleWidth: CGFloat?
    @State private var captionHeight: CGFloat = 0

    /// Creates the view.
    public init(title: String = "Quarterly report", caption: String = "Revenue grew in every region but one, led by new subscriptions") {
        self.title = title
        self.caption = caption
    }

    /// The title, then (once measured) the caption beside its bar.
    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title)
                .font(.headline)
                .fixedSize()
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: CaptionTitleWidthKey.self, value: proxy.size.width)
                })
            if let titleWidth {
                HStack(alignment: .top, spacing: 6) {
                    Color.orange.frame(width: 3, height: captionHeight)
                    Text(caption)
                        .font(.caption)
                        .frame(width: titleWidth, alignment: .leading)
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: CaptionHeightKey.self, value: proxy.size.height)
                        })
                }
            }
        }
        .onPreferenceChange(CaptionTitleWidthKey.self) { titleWidth = $0 }
        .onPreferenceChange(CaptionHeightKey.self) { captionHeight = $0 }
    }
}

/// The one-pass twin of `CaptionedTitle`: a `Layout` that measures the title, proposes its width
/// to the caption and sizes the bar to the caption's height, all while sizing.
public struct CaptionedTitleLayout: Layout {
    /// Creates the layout; its subviews are the title, the bar and the caption.
    public init() {}

    private func frames(subviews: Subviews) -> [CGRect] {
        guard subviews.count == 3 else { return subviews.map { _ in .zero } }
        let title = subviews[0].sizeThatFits(.unspecified)
        let caption = subviews[2].sizeThatFits(ProposedViewSize(width: title.width, height: nil))
        let top = title.height + 4
        return [CGRect(origin: .zero, size: title),
                CGRect(x: 0, y: top, width: 3, height: caption.height),
                CGRect(x: 9, y: top, width: title.width, height: caption.height)]
    }

    /// The title's width plus the bar and gap, by the title, gap and caption.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let frames = frames(subviews: subviews)
        return CGSize(width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
    }

    /// Places the title, the bar and the caption.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, frame) in zip(subviews, frames(subviews: subviews)) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                          proposal: ProposedViewSize(width: frame.width, height: frame.height))
        }
    }
}

/// `CaptionedTitle` on its one-pass layout.
public struct CaptionedTitleTwin: View {
    let title: String
    let caption: String

    /// Creates the view.
    public init(title: String = "Quarterly report", caption: String = "Revenue grew in every region but one, led by new subscriptions") {
        self.title = title
        self.caption = caption
    }

    /// The title, the bar and the caption in `CaptionedTitleLayout`.
    public var body: some View {
        CaptionedTitleLayout {
            Text(title).font(.headline)
            Color.orange
            Text(caption).font(.caption)
        }
    }
}
