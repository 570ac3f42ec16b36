import Foundation
import Fixpoint

/// A line layout hosted in Fixpoint's engine: a SwiftUI-form view whose body is a custom
/// `Fixpoint.Layout` with one `Text` per label and one `RoundedRectangle` per wrapper, placed
/// where `LayoutContainer` would put them.
///
/// `ViewHost` runs it like any view (the CLI's `fixpoint run flight-lines`, the gallery, the
/// tests). It has no state and no binder, so a run converges in 1 pass. Invariant: at a width
/// proposal `w` its size and its labels' and wrappers' frames equal
/// `LayoutContainer(layout).layout(width: w, environment:)`'s with the view's environment; with
/// a nil proposal it takes `LayoutContainer.idealWidth(environment:)`.
public struct LineLayoutView: View {
    /// The layout shown.
    public let layout: Layout
    /// One subview per label and wrapper the layout may place.
    private let slots: [LineSlot]
    /// The environment whose platform, Dynamic Type size and text measurer size the labels.
    @Environment(\.self) private var environment

    /// Creates the view for `layout`, as `LayoutContainer(layout)` does for UIKit.
    ///
    /// Called when the view tree is built; it lists the subviews (`LineSlot.slots(of:)`) once,
    /// and equal layouts give equal views.
    public init(_ layout: Layout) {
        self.layout = layout
        slots = LineSlot.slots(of: layout)
    }

    /// The custom layout over its subviews: wrappers first (painted behind), then labels, each
    /// tagged with its slot.
    public var body: some View {
        LineFlowLayout(container: LayoutContainer(layout), environment: environment) {
            ForEach(slots, id: \.self) { slot in
                Self.view(for: slot.element)
                    .layoutValue(key: LineSlotKey.self, value: slot)
            }
        }
    }

    /// A label as one-line `Text` in its style and colour; a wrapper as a filled rounded
    /// rectangle (radius 0 draws a plain rectangle's outline, like `UIView.drawing`).
    @ViewBuilder
    static func view(for element: LineElementKind) -> some View {
        switch element {
        case let .label(label):
            Text(label.text)
                .font(.system(label.size.fontTextStyle))
                .foregroundColor(label.textColor.color)
                .lineLimit(1)
        case let .wrapper(wrapper):
            RoundedRectangle(cornerRadius: wrapper.cornerRadius)
                .fill(wrapper.backgroundColor.color)
        }
    }
}

/// The layout value that tells `LineFlowLayout` which slot a subview fills.
///
/// Set by `LineLayoutView`'s body, read in the layout phase; untagged subviews are proposed
/// zero.
struct LineSlotKey: LayoutValueKey {
    static let defaultValue: LineSlot? = nil
}

/// The `Fixpoint.Layout` behind `LineLayoutView`: resolution and placement of the line library
/// at the width proposed, then each subview placed at its element's frame.
///
/// The layout phase calls it; it keeps no cache and re-resolves per call, so equal proposals
/// give equal results.
struct LineFlowLayout: Fixpoint.Layout {
    /// The line layout, as the UIKit container would hold it.
    let container: LayoutContainer
    /// The text settings to resolve labels with.
    let environment: EnvironmentValues

    /// The container width for `proposal`: the proposed width, or the ideal width when it is
    /// nil or infinite.
    func width(for proposal: ProposedViewSize) -> CGFloat {
        if let width = proposal.width, width.isFinite { return max(0, width) }
        return container.idealWidth(environment: environment)
    }

    /// The container's size at the width: that width and the height of its lines (a height
    /// proposal is ignored, as UIKit's container grows to its lines).
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        container.layout(width: width(for: proposal), environment: environment).size
    }

    /// Places each label at its ideal size (proposed nil: labels never wrap or truncate) and
    /// each wrapper at its box's frame; subviews no resolution at this width uses get zero.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let placements = container.arrange(width: bounds.width, environment: environment).placements
        var bySlot: [LineSlot: LayoutSubview] = [:]
        for subview in subviews {
            if let slot = subview[LineSlotKey.self] { bySlot[slot] = subview }
        }
        var placed: Set<LineSlot> = []
        for (placement, slot) in zip(placements, LineSlot.match(placements)) {
            guard let subview = bySlot[slot] else { continue }
            let frame = placement.frame.offsetBy(dx: bounds.minX, dy: bounds.minY)
            subview.place(at: frame.origin, proposal: slot.element.isWrapper ? ProposedViewSize(frame.size) : .unspecified)
            placed.insert(slot)
        }
        for subview in subviews where subview[LineSlotKey.self].map({ !placed.contains($0) }) ?? true {
            subview.place(at: bounds.origin, proposal: .zero)
        }
    }
}


extension UIColor {
    /// The colour as a SwiftUI-form `Color` with UIKit's components and name, so renderings of
    /// `LineLayoutView` and of `LayoutContainer` paint it alike.
    var color: Color {
        Color(rgba: rgba)
    }
}
