import Fixpoint
import Foundation

// Seed 000 (Swift Talk S01E241, "SwiftUI Layout Challenge 1"), verbatim but for the import and
// `public` where the gallery needs it: the measuring helper of the episode.

/// The episode's preference key: the last width written wins.
public struct WidthKey: PreferenceKey {
    /// No width until something is measured.
    public static let defaultValue: CGFloat = 0
    /// The last value wins.
    public static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

extension View {
    /// Measures the view's width with an overlay GeometryReader and reports it to `f` through
    /// `WidthKey` and `onPreferenceChange` (first appearance, then on every change).
    public func measureWidth(_ f: @escaping (CGFloat) -> ()) -> some View {
        overlay(GeometryReader { proxy in
            Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
        }
        .onPreferenceChange(WidthKey.self, perform: f))
    }
}
