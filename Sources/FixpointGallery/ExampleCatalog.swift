import Fixpoint
import Foundation

/// One runnable example: a name for the command line, a summary, and how to host it.
///
/// The CLI and tests build a fresh host per run; examples hold no state between runs.
public struct Example: Sendable {
    /// The short name used on the command line.
    public let name: String
    /// One line describing what the example shows.
    public let summary: String
    /// The width proposed when none is given.
    public let defaultWidth: CGFloat
    /// Whether the example is hosted with macOS text styles by default.
    public let prefersMacOS: Bool
    let make: @Sendable (ProposedViewSize, EnvironmentValues) -> ViewHost

    /// Builds a host for the example (not yet run).
    public func host(proposal: ProposedViewSize, environment: EnvironmentValues) -> ViewHost {
        make(proposal, environment)
    }

    /// The environment the example is shown with by default.
    public var defaultEnvironment: EnvironmentValues { prefersMacOS ? .macOS : .iOS }
}

/// The built-in catalogue of layout examples, in a stable order.
///
/// Read by the CLI's `layout` command and by tests; the articles of the gallery are added to it
/// as they are reproduced.
public enum ExampleCatalog {
    /// Every example, in order.
    public static let all: [Example] = [
        example("stack", "Three rectangles share a 300×100 frame equally (reference case 1)", 300) {
            HStack(spacing: 0) { Rectangle(); Rectangle(); Rectangle() }.frame(width: 300, height: 100)
        },
        example("overflow", "A min-width frame makes an HStack overflow its frame (reference case 2)", 150) {
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 100)
                Color.green.frame(minWidth: 100)
            }
            .frame(width: 150, height: 100)
        },
        example("wrap", "The least flexible Text gets its share first and wraps (reference case 4)", 200) {
            HStack { Color.purple; Text("Hello, world"); Color.pink }
        },
        example("priority", "layoutPriority gives the Text its ideal width (reference case 5)", 200) {
            HStack { Color.purple; Text("Hello, world").layoutPriority(1); Color.pink }
        },
        example("spacer", "A Spacer pushes two labels apart with no gaps beside it (reference case 15)", 200) {
            HStack { Text("A"); Spacer(); Text("B") }
        },
        example("fixed-vstack", "A fixed-size VStack re-proposes its width to a Color (reference case 19)", 300) {
            VStack { Text("Hello, World!"); Color.blue; Text("Hello, World!") }.fixedSize()
        },
        example("airplane-frames", "Seed 000 stage 2: flexible frames centre the airplane", 200, macOS: true) {
            HStack(spacing: 0) {
                Text("Berlin").frame(maxWidth: .infinity, alignment: .leading)
                Text("✈️")
                Text("San Francisco").frame(maxWidth: .infinity, alignment: .trailing)
            }
            .lineLimit(1)
        },
        example("bar", "Seed 001: BarLayout with its sliders", 380) {
            BarContentView()
        },
    ]

    /// The example named `name`.
    public static func example(named name: String) -> Example? {
        all.first { $0.name == name }
    }

    private static func example(_ name: String, _ summary: String, _ width: CGFloat, macOS: Bool = false,
                                _ view: @escaping @Sendable () -> any View) -> Example {
        Example(name: name, summary: summary, defaultWidth: width, prefersMacOS: macOS) { proposal, environment in
            ViewHost(view(), proposal: proposal, environment: environment)
        }
    }
}
