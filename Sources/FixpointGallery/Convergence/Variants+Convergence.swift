import Fixpoint
import Foundation

extension Variants {
    /// Whether a tag row shows its full titles or their short forms: "full titles", "short
    /// titles" (or "mixed titles").
    public static func tagRow(_ snapshot: LayoutSnapshot) -> String {
        let shown = Set(visibleTexts(snapshot).compactMap(\.fullText))
        let full = LabTag.samples.filter { shown.contains($0.title) }.count
        let short = LabTag.samples.filter { shown.contains($0.short) }.count
        if full == LabTag.samples.count { return "full titles" }
        if short == LabTag.samples.count { return "short titles" }
        return "mixed titles"
    }

    /// The point size of the first visible text, e.g. "34 pt".
    public static func fontSize(_ snapshot: LayoutSnapshot) -> String {
        for node in visibleTexts(snapshot) where node.frame.width > 0 {
            if case let .text(drawing) = node.drawing.content { return "\(NumberFormat.string(drawing.fontSize)) pt" }
        }
        return "no text"
    }

    /// Whether the captioned title's accent bar is as tall as its caption: "bar matches caption",
    /// "no bar", or "bar H of caption C".
    public static func captionBar(_ snapshot: LayoutSnapshot) -> String {
        guard let bar = snapshot.nodes.first(where: { $0.typeName == "Color" && abs($0.frame.width - 3) < 0.001 }),
              let caption = visibleTexts(snapshot).last else { return "no caption" }
        if bar.frame.height < 0.001 { return "no bar" }
        if abs(bar.frame.height - caption.frame.height) < 0.001 { return "bar matches caption" }
        return "bar \(NumberFormat.string(bar.frame.height)) of caption \(NumberFormat.string(caption.frame.height))"
    }
}
