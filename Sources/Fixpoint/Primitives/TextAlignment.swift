/// An alignment position for text along the horizontal axis; set with
/// `multilineTextAlignment(_:)` and read when text lines are drawn.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    /// Lines start at the leading edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
}
