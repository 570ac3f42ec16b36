import Fixpoint
import Foundation

/// One of the two environment presets a check explores: iOS or macOS text styles.
///
/// Chosen per context by `ConvergenceCheck.run()`; `values(dynamicTypeSize:)` builds the
/// environment every host of that context gets.
public enum EnvironmentPreset: String, CaseIterable, Hashable, Sendable {
    /// `EnvironmentValues.iOS`.
    case iOS
    /// `EnvironmentValues.macOS`.
    case macOS

    /// The preset's environment at `dynamicTypeSize`.
    public func values(dynamicTypeSize: DynamicTypeSize) -> EnvironmentValues {
        var environment: EnvironmentValues = self == .iOS ? .iOS : .macOS
        environment.dynamicTypeSize = dynamicTypeSize
        return environment
    }
}

/// Where a check ran an example, apart from the width: environment preset, Dynamic Type size
/// and proposed height (nil: the ideal height).
///
/// Every finding and band names its context; the order of `ConvergenceCheck.contexts` is the
/// order of the report.
public struct CheckContext: Hashable, Sendable, CustomStringConvertible {
    /// The environment preset.
    public var preset: EnvironmentPreset
    /// The Dynamic Type size.
    public var dynamicTypeSize: DynamicTypeSize
    /// The proposed height, nil for the ideal height.
    public var height: CGFloat?

    /// Creates a context.
    public init(preset: EnvironmentPreset, dynamicTypeSize: DynamicTypeSize, height: CGFloat? = nil) {
        self.preset = preset
        self.dynamicTypeSize = dynamicTypeSize
        self.height = height
    }

    /// The environment of the context's hosts.
    public var environment: EnvironmentValues { preset.values(dynamicTypeSize: dynamicTypeSize) }

    /// `iOS · large` or `macOS · xxLarge · height 200`.
    public var description: String {
        "\(preset.rawValue) · \(dynamicTypeSize)" + (height.map { " · height \(NumberFormat.string($0))" } ?? "")
    }

    /// The command-line options that select the context: `--environment iOS --dynamic-type large`.
    public var options: String {
        "--environment \(preset.rawValue) --dynamic-type \(dynamicTypeSize)" + (height.map { " --height \(NumberFormat.string($0))" } ?? "")
    }

    /// Swift code that builds the context's environment (an expression).
    var environmentCode: String {
        dynamicTypeSize == .large ? ".\(preset.rawValue)"
            : "{ var environment = EnvironmentValues.\(preset.rawValue); environment.dynamicTypeSize = .\(dynamicTypeSize); return environment }()"
    }

    /// Swift code for a proposal of `width` in this context.
    func proposalCode(_ width: CGFloat) -> String {
        "ProposedViewSize(width: \(NumberFormat.string(width)), height: \(height.map { NumberFormat.string($0) } ?? "nil"))"
    }
}
