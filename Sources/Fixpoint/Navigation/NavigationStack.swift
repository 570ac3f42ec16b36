import Foundation

/// A view that displays a root view and enables you to present additional views over the root
/// view (SwiftUI's `NavigationStack`, iPhone behaviour).
///
/// Its body holds the pushed destinations in `@State` (a `NavigationLink` tap appends one, so the
/// next pass shows it) and lays out a `NavigationContainer`: the navigation bar on top, the top
/// destination below it, proposed the rest (reference part 2, §3).
public struct NavigationStack<Root: View>: View {
    let root: Root
    @State private var path: [AnyView] = []
    @State private var coordinator = NavigationCoordinator()

    /// Creates a navigation stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    /// The stack: the root and every pushed destination, the last one shown.
    public var body: some View {
        let _ = coordinator.connect($path)
        NavigationContainer(levels: [AnyView(root)] + path)
            .environment(\.navigationCoordinator, NavigationHandle(coordinator: coordinator, depth: path.count))
    }
}

/// A view for presenting a stack of views that represents a visible path in a navigation
/// hierarchy (deprecated in SwiftUI; on iPhone a `NavigationStack`, and simulated as one).
public struct NavigationView<Content: View>: View {
    let content: Content

    /// Creates a destination-based navigation view.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A `NavigationStack` around the content.
    public var body: some View {
        NavigationStack { content }
    }
}

/// The object a `NavigationStack` shares with the links inside it: pushes write its path state.
///
/// Kept in the stack's `@State`, so it lives as long as the stack's identity; its binding is
/// refreshed on every body evaluation.
final class NavigationCoordinator {
    private var path: Binding<[AnyView]>?

    func connect(_ path: Binding<[AnyView]>) { self.path = path }

    /// Pushes `destination` (a state write: the next pass shows it).
    func push(_ destination: AnyView) {
        path?.wrappedValue.append(destination)
    }
}

/// The environment's handle to the enclosing navigation stack, compared by identity and depth.
struct NavigationHandle: Equatable {
    let coordinator: NavigationCoordinator
    let depth: Int

    static func == (lhs: NavigationHandle, rhs: NavigationHandle) -> Bool {
        lhs.coordinator === rhs.coordinator && lhs.depth == rhs.depth
    }
}

private struct NavigationCoordinatorKey: EnvironmentKey {
    static var defaultValue: NavigationHandle? { nil }
}

extension EnvironmentValues {
    /// The navigation stack that `NavigationLink` pushes onto (nil outside a stack).
    var navigationCoordinator: NavigationHandle? {
        get { self[NavigationCoordinatorKey.self] }
        set { self[NavigationCoordinatorKey.self] = newValue }
    }
}
