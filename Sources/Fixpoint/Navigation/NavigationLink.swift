import Foundation

/// A view that controls a navigation presentation.
///
/// A button (its label in the accent colour) whose action pushes the destination onto the
/// enclosing `NavigationStack`; `ViewHost.tap(buttonLabeled:)` taps it, and the pass that
/// follows shows the destination under the bar. Outside a stack the tap does nothing.
public struct NavigationLink<Label: View, Destination: View>: View {
    let destination: Destination
    let label: Label
    @Environment(\.navigationCoordinator) private var handle

    /// Creates a navigation link that presents the destination view.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination()
        self.label = label()
    }

    /// Creates a navigation link that presents the destination view (deprecated form).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// A button that pushes the destination.
    public var body: some View {
        let handle = handle
        let destination = destination
        Button(action: { handle?.coordinator.push(AnyView(destination)) }) { label }
    }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label.
    public init(_ titleKey: String, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination, label: { Text(titleKey) })
    }

    /// Creates a navigation link that presents a destination view, with a text label.
    public init(_ titleKey: String, destination: Destination) {
        self.init(destination: destination, label: { Text(titleKey) })
    }
}
