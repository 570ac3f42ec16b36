import Fixpoint
import Foundation

/// The gallery's token line: the playground's six tokens, shown either by the measure-then-render
/// `TokenLineView` or by its one-pass twin `TokenLineLayoutView`.
///
/// The CLI and tests build a fresh host per run from it (it holds no state between runs). With
/// the iOS body font (17 pt, Helvetica metrics) the sample's thresholds are: every label from
/// 392.009 pt, then one label fewer below 392.009, 358.653, 325.297, 291.941 and 268.037; the
/// ellipsis with four tokens below 244.133, three below 200.02, two below 169.116, one below
/// 128.777, and an overflowing first token plus ellipsis (83.712 wide) below 83.712.
public struct TokenLineExample: Sendable {
    /// Which implementation draws the line.
    public enum Variant: String, CaseIterable, Sendable {
        /// `TokenLineView`: GeometryReaders, preferences, `@State`, two passes.
        case measured
        /// `TokenLineLayoutView`: a custom `Layout`, one pass.
        case layout
    }

    /// The playground's tokens: walk 32, Bike 24, ICE 50, car 477, Taxi 321, airplane 666.
    public static let sampleTokens: [Token] = [
        Token(icon: "figure.walk", info: "32", foreground: .white, background: .blue),
        Token(name: "Bike", info: "24", foreground: .white, background: .green),
        Token(name: "ICE", info: "50", foreground: .white, background: .red),
        Token(icon: "car.fill", info: "477", foreground: .white, background: .blue),
        Token(name: "Taxi", info: "321", foreground: .white, background: .blue),
        Token(icon: "airplane", info: "666", foreground: .white, background: .orange),
    ]

    /// The width the playground's slider starts at.
    public static let defaultWidth: CGFloat = 400

    /// The tokens shown.
    public var tokens: [Token]
    /// The implementation that shows them.
    public var variant: Variant

    /// Creates an example; by default the sample tokens in `TokenLineView`.
    ///
    /// Called by the CLI and tests before hosting; it only stores its arguments.
    public init(tokens: [Token] = TokenLineExample.sampleTokens, variant: Variant = .measured) {
        self.tokens = tokens
        self.variant = variant
    }

    /// The view to host: `TokenLineView` or `TokenLineLayoutView` over `tokens`.
    ///
    /// Built fresh on each call, so every host starts from empty `@State`.
    public var view: any View {
        switch variant {
        case .measured: TokenLineView(tokens: tokens)
        case .layout: TokenLineLayoutView(tokens: tokens)
        }
    }

    /// A host for the line offered `width` (and any height), not yet run.
    ///
    /// Called by the CLI and tests; iOS text styles (body 17 pt) unless another environment is
    /// given.
    public func host(width: CGFloat = TokenLineExample.defaultWidth, environment: EnvironmentValues = .iOS) -> ViewHost {
        ViewHost(view, proposal: ProposedViewSize(width: width, height: nil), environment: environment)
    }

    /// Runs the line at `width` to its fixed point and describes what it shows, e.g.
    /// "4 tokens, labels on 1, ellipsis".
    ///
    /// A convenience for the CLI: one fresh host, one run, then
    /// `tokenLineSummary(snapshot:tokens:)`.
    public func summary(width: CGFloat = TokenLineExample.defaultWidth,
                        environment: EnvironmentValues = .iOS) -> String {
        let host = host(width: width, environment: environment)
        host.run()
        return tokenLineSummary(snapshot: host.snapshot, tokens: tokens)
    }
}
