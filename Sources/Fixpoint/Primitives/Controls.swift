import Foundation

/// A control for selecting a value from a bounded linear range of values.
///
/// A layout element that takes the proposed width (100 when nil) and a fixed height (30 pt);
/// `ViewHost.set(_:to:)` moves it in tests, writing through its binding.
public struct Slider: View {
    let value: () -> Double
    let setValue: (Double) -> Void
    let bounds: ClosedRange<Double>
    let step: Double?

    /// Creates a slider to select a value from a given range.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1)
    where V.Stride: BinaryFloatingPoint {
        self.value = { Double(value.wrappedValue) }
        self.setValue = { value.wrappedValue = V($0) }
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = nil
    }

    /// Creates a slider to select a value from a given range, subject to a step increment.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride)
    where V.Stride: BinaryFloatingPoint {
        self.value = { Double(value.wrappedValue) }
        self.setValue = { value.wrappedValue = V($0) }
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = Double(step)
    }

    /// Sets the value as a user would: clamped to the bounds and snapped to the step.
    func move(to newValue: Double) {
        var value = min(max(newValue, bounds.lowerBound), bounds.upperBound)
        if let step, step > 0 {
            value = bounds.lowerBound + ((value - bounds.lowerBound) / step).rounded() * step
        }
        setValue(value)
    }

    /// `Slider` is primitive.
    public typealias Body = Never
}

extension Slider: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) {
        node.becomeElement("Slider", ControlBehavior.self) { ControlBehavior() }.kind = .slider
    }
}

/// Sizing and drawing of control chrome (slider track, toggle switch).
final class ControlBehavior: ElementBehavior {
    enum Kind { case slider, toggleSwitch }
    var kind: Kind = .slider
    /// Height of a slider.
    static let sliderHeight: CGFloat = 30
    /// Width of a slider asked for its ideal size.
    static let sliderIdealWidth: CGFloat = 100
    /// Size of a toggle's switch (iOS metrics).
    static let switchSize = CGSize(width: 51, height: 31)

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine) -> CGSize {
        switch kind {
        case .slider: CGSize(width: proposal.width ?? Self.sliderIdealWidth, height: Self.sliderHeight)
        case .toggleSwitch: Self.switchSize
        }
    }

    override func drawingContent(node: ViewNode) -> Drawing.Content {
        switch kind {
        case .slider:
            guard let slider = node.view as? Slider else { return .control("slider") }
            let range = slider.bounds.upperBound - slider.bounds.lowerBound
            let fraction = range > 0 ? (slider.value() - slider.bounds.lowerBound) / range : 0
            return .control("slider \(NumberFormat.string(CGFloat(fraction)))")
        case .toggleSwitch:
            return .control((node.view as? ToggleSwitch)?.isOn == true ? "switch on" : "switch off")
        }
    }
}

/// A control that toggles between on and off states: its label, a flexible space and a switch.
///
/// A composite view (iOS switch style on every platform); `ViewHost.set(_:to:)` flips it in
/// tests, writing through its binding.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The toggle's content: label, spacer and switch in a row.
    public var body: some View {
        HStack {
            label
            Spacer()
            ToggleSwitch(isOn: isOn.wrappedValue)
        }
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a string.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// The switch of a `Toggle`.
struct ToggleSwitch: BuiltinView, Equatable {
    typealias Body = Never
    let isOn: Bool

    func mount(_ node: ViewNode, in graph: ViewGraph) {
        node.becomeElement("Switch", ControlBehavior.self) { ControlBehavior() }.kind = .toggleSwitch
    }
}

/// A control that initiates an action; its label is shown in the accent colour unless a
/// `buttonStyle(_:)` above it makes the body.
///
/// A composite view; `ViewHost.tap(_:)` runs its action in tests, outside the update.
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label
    let role: ButtonRole?
    @Environment(\.buttonStyle) private var style

    /// Creates a button that displays a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// Creates a button with a specified role that displays a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    /// The button's content: the style's body, or (automatic style) its label tinted.
    public var body: some View {
        (style ?? .primitive(DefaultButtonStyle())).body(label: AnyView(label), role: role, action: action)
    }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a string.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button with a specified role that generates its label from a string.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// A view that shows the progress toward completion of a task, as a linear bar.
///
/// A layout element that takes the proposed width (0 when nil) and is 4 points high.
public struct ProgressView: View {
    let fraction: Double?

    /// Creates a progress view for showing indeterminate progress.
    public init() {
        fraction = nil
    }

    /// Creates a progress view for showing determinate progress.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = value.map { total > 0 ? Double($0 / total) : 0 }
    }

    /// `ProgressView` is primitive.
    public typealias Body = Never
}

extension ProgressView: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) {
        node.becomeElement("ProgressView", ProgressBehavior.self) { ProgressBehavior() }
    }
}

final class ProgressBehavior: ElementBehavior {
    /// Height of a linear progress bar.
    static let height: CGFloat = 4

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: Self.height)
    }

    override func drawingContent(node: ViewNode) -> Drawing.Content {
        let fraction = (node.view as? ProgressView)?.fraction
        return .control(fraction.map { "progress \(NumberFormat.string(CGFloat($0)))" } ?? "progress")
    }
}
