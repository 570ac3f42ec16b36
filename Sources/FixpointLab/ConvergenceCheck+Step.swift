import Fixpoint
import Foundation

extension ConvergenceCheck {
    /// One step of a scripted interaction: a tap, a slider or toggle change, or a resize.
    ///
    /// Applied by the check to a host that has reached its fixed point; each step runs the host
    /// again and its run is judged like any other.
    public enum Step: Hashable, Sendable, CustomStringConvertible {
        /// Taps the button showing this text (`ViewHost.tap(buttonLabeled:)`).
        case tap(String)
        /// Sets the slider at the path (`ViewHost.set(sliderAt:to:)`).
        case slider(String, Double)
        /// Sets the toggle at the path (`ViewHost.set(toggleAt:to:)`).
        case toggle(String, Bool)
        /// Proposes a new width (and height) to the same host.
        case resize(CGFloat, CGFloat?)

        /// Parses the command line's form: `tap:LABEL`, `slider:PATH=VALUE`, `toggle:PATH=on|off`,
        /// `resize:W` or `resize:WxH`; nil when it is none of them.
        public init?(parsing text: String) {
            guard let colon = text.firstIndex(of: ":") else { return nil }
            let verb = text[..<colon].lowercased()
            let rest = String(text[text.index(after: colon)...])
            func split() -> (String, String)? {
                guard let equals = rest.lastIndex(of: "=") else { return nil }
                return (String(rest[..<equals]), String(rest[rest.index(after: equals)...]))
            }
            switch verb {
            case "tap":
                guard !rest.isEmpty else { return nil }
                self = .tap(rest)
            case "slider":
                guard let (path, value) = split(), let number = Double(value), number.isFinite else { return nil }
                self = .slider(path, number)
            case "toggle":
                guard let (path, value) = split(), ["on", "off", "true", "false"].contains(value.lowercased()) else { return nil }
                self = .toggle(path, ["on", "true"].contains(value.lowercased()))
            case "resize":
                let parts = rest.lowercased().split(separator: "x", omittingEmptySubsequences: false).map(String.init)
                guard (1...2).contains(parts.count), let width = Double(parts[0]), width.isFinite, width >= 0 else { return nil }
                var height: CGFloat?
                if parts.count == 2 {
                    guard let value = Double(parts[1]), value.isFinite, value >= 0 else { return nil }
                    height = CGFloat(value)
                }
                self = .resize(CGFloat(width), height)
            default:
                return nil
            }
        }

        /// The command line's form of the step.
        public var description: String {
            switch self {
            case .tap(let label): "tap:\(label)"
            case .slider(let path, let value): "slider:\(path)=\(NumberFormat.string(CGFloat(value)))"
            case .toggle(let path, let isOn): "toggle:\(path)=\(isOn ? "on" : "off")"
            case .resize(let width, let height): "resize:\(NumberFormat.string(width))" + (height.map { "x\(NumberFormat.string($0))" } ?? "")
            }
        }

        /// Applies the step to `host` and runs it; throws when the control is not there.
        func apply(to host: ViewHost) throws -> UpdateReport {
            switch self {
            case .tap(let label): return try host.tap(buttonLabeled: label)
            case .slider(let path, let value): return try host.set(sliderAt: path, to: value)
            case .toggle(let path, let isOn): return try host.set(toggleAt: path, to: isOn)
            case .resize(let width, let height):
                host.proposal = ProposedViewSize(width: width, height: height)
                return host.run()
            }
        }

        /// The Swift statement that applies the step to `host` in a test.
        var code: String {
            switch self {
            case .tap(let label): "report = try host.tap(buttonLabeled: \(Self.literal(label)))"
            case .slider(let path, let value): "report = try host.set(sliderAt: \(Self.literal(path)), to: \(value))"
            case .toggle(let path, let isOn): "report = try host.set(toggleAt: \(Self.literal(path)), to: \(isOn))"
            case .resize(let width, let height):
                "host.proposal = ProposedViewSize(width: \(NumberFormat.string(width)), height: \(height.map { NumberFormat.string($0) } ?? "nil"))\n    report = host.run()"
            }
        }

        static func literal(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
    }
}
