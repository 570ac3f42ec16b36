import Fixpoint
import Foundation
import Testing

/// A reference cell that views under test write into (bindings, proxies, counters) so a test can
/// read what happened during a run, or act on a binding between runs as an action would.
final class Probe<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A flag that bodies read through `@Environment(\.coverageFlag)`: changing it on the host is how
/// tests flip branches from outside without the interaction API.
struct CoverageFlagKey: EnvironmentKey {
    static let defaultValue = true
}

/// A number that bodies read through `@Environment(\.coverageNumber)`.
struct CoverageNumberKey: EnvironmentKey {
    static let defaultValue = 0
}

/// An ordering of labels that bodies read through `@Environment(\.coverageOrder)`.
struct CoverageOrderKey: EnvironmentKey {
    static let defaultValue = ["a", "b", "c"]
}

extension EnvironmentValues {
    var coverageFlag: Bool {
        get { self[CoverageFlagKey.self] }
        set { self[CoverageFlagKey.self] = newValue }
    }

    var coverageNumber: Int {
        get { self[CoverageNumberKey.self] }
        set { self[CoverageNumberKey.self] = newValue }
    }

    var coverageOrder: [String] {
        get { self[CoverageOrderKey.self] }
        set { self[CoverageOrderKey.self] = newValue }
    }
}

/// The iOS environment with one custom value changed.
func environment(_ change: (inout EnvironmentValues) -> Void, base: EnvironmentValues = .iOS) -> EnvironmentValues {
    var values = base
    change(&values)
    return values
}

extension LayoutSnapshot {
    /// The text drawing of the node at `path`, recording an issue when it has none.
    func textDrawing(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) -> TextDrawing? {
        guard case .text(let drawing)? = node(path: path)?.drawing.content else {
            Issue.record("no text drawing at \(path); paths: \(nodes.map(\.path))", sourceLocation: sourceLocation)
            return nil
        }
        return drawing
    }

    /// The fill of the shape drawn at `path`, recording an issue when it draws no shape.
    func shape(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) -> (ShapeKind, RGBAColor)? {
        guard case .shape(let kind, let fill)? = node(path: path)?.drawing.content else {
            Issue.record("no shape drawing at \(path); paths: \(nodes.map(\.path))", sourceLocation: sourceLocation)
            return nil
        }
        return (kind, fill)
    }
}

/// The 1 × 1 monospace measurer: every character is 1 wide, every line 1 high.
let monospace = MonospaceTextMeasurer()

/// The iOS environment measuring text with the 1 × 1 monospace measurer.
var monospaceEnvironment: EnvironmentValues {
    environment { $0.textMeasurer = monospace }
}
