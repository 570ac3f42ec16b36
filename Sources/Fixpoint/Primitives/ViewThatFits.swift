import Foundation

/// A view that adapts to the available space by providing the first child view that fits.
///
/// A layout element: for each child but the last it measures the ideal size on the constrained
/// axes (the real proposal on the others) and picks the first that fits; the last child is the
/// fallback. Only the chosen child is placed and shown.
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// Produces a view constrained in the given dimensions from the content closure.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// `ViewThatFits` is primitive.
    public typealias Body = Never
}

extension ViewThatFits: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) {
        node.becomeElement("ViewThatFits", ViewThatFitsBehavior.self) { ViewThatFitsBehavior() }.axes = axes
        graph.reconcileChild(of: node, view: content, environment: node.environment)
    }
}

final class ViewThatFitsBehavior: ElementBehavior {
    var axes: Axis.Set = [.horizontal, .vertical]
    private(set) var chosenID: Int?

    /// The index of the child chosen for `proposal`. A nil proposal on a constrained axis
    /// accepts any size on that axis (fidelity note: SwiftUI's behaviour is unverified).
    func choose(_ proposal: ProposedViewSize, _ elements: LayoutChildren) -> Int? {
        guard !elements.isEmpty else { return nil }
        if axes.isEmpty { return 0 }
        let probe = ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                     height: axes.contains(.vertical) ? nil : proposal.height)
        for (index, element) in elements.enumerated().dropLast() {
            let ideal = element.sizeThatFits(probe)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return elements.count - 1
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        let elements = context.children
        guard let index = choose(proposal, elements) else { return .zero }
        return elements[index].sizeThatFits(proposal)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
        let elements = context.children
        let index = choose(proposal, elements)
        let chosen = index.map { elements[$0].id }
        if chosen != chosenID {
            // Only the chosen child contributes preferences and is in snapshots (and trace paths).
            chosenID = chosen
            context.shownChildrenChanged()
        }
        guard let index else { return }
        context.place(elements[index], at: frame.origin, proposal: proposal)
    }

    /// Only the chosen element is shown (and contributes preferences).
    override var showsSomeElementsOnly: Bool { true }

    override func showsElement(id: Int) -> Bool { id == chosenID }

    override func forgetPlacement() -> Bool {
        guard chosenID != nil else { return false }
        chosenID = nil
        return true
    }
}
