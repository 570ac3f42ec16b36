import Fixpoint
import Foundation

// A title that sizes its font from the width a GeometryReader reports: a loop through state
// whose outcome depends on the text metrics (the measured width of each font size).

/// The width of the title at its current font size.
struct TitleWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

/// A headline that scales its font so it fills the width a GeometryReader reports: it measures
/// the text at the current size and sets `fontSize = ⌊fontSize × width ÷ measured⌋`. The
/// measured width changes again in the second pass, when the binder's one dispatch of the frame
/// is spent, so the change is dropped ("Bound preference … tried to update multiple times per
/// frame") and delivered in a second frame; the size it settles at depends on the text metrics.
public struct FittingTitle: View {
    let title: String
    @State private var fontSize: CGFloat = 34

    /// Creates the headline showing `title`.
    public init(_ title: String = "Departures") {
        self.title = title
    }

    /// A GeometryReader offering its width; the title inside measured at the state's size.
    public var body: some View {
        GeometryReader { proxy in
            Text(title)
                .font(.system(size: fontSize))
                .fixedSize()
                .background(GeometryReader { text in
                    Color.clear.preference(key: TitleWidthKey.self, value: text.size.width)
                })
                .onPreferenceChange(TitleWidthKey.self) { measured in
                    guard measured > 0 else { return }
                    fontSize = (fontSize * proxy.size.width / measured).rounded(.down)
                }
        }
        .frame(height: 64)
    }
}

/// The fix of `FittingTitle`: `ViewThatFits` tries the sizes from largest to smallest at their
/// ideal widths and shows the first that fits, in one pass.
public struct FittingTitleThatFits: View {
    let title: String

    /// The font sizes tried, largest first.
    public static let sizes: [CGFloat] = [56, 48, 40, 34, 28, 22, 17, 12]

    /// Creates the headline showing `title`.
    public init(_ title: String = "Departures") {
        self.title = title
    }

    /// The largest size whose text fits the width.
    public var body: some View {
        ViewThatFits(in: .horizontal) {
            ForEach(Self.sizes, id: \.self) { size in
                Text(title).font(.system(size: size)).fixedSize()
            }
        }
        .frame(maxWidth: .infinity, alignment: .topLeading)
        .frame(height: 64, alignment: .topLeading)
    }
}
