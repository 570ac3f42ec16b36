import Foundation

/// A control for selecting a value from a bounded linear range of values.
///
/// A layout element that takes the proposed width (100 when nil) and a fixed height (30 pt);
/// with value labels, a row of the minimum label, the track and the maximum label (default
/// spacing), as high as the tallest. The label is not drawn (iOS keeps it for accessibility).
/// `ViewHost.set(sliderAt:to:)` moves it in tests, writing through its binding and calling
/// `onEditingChanged` with true, then false.
public struct Slider<Label: View, ValueLabel: View>: View {
    let track: SliderTrack
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    let onEditingChanged: (Bool) -> Void

    private init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: Double?, label: Label,
                                         minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                         onEditingChanged: @escaping (Bool) -> Void)
    where V.Stride: BinaryFloatingPoint {
        track = SliderTrack(value: { Double(value.wrappedValue) }, setValue: { value.wrappedValue = V($0) },
                            bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: step)
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    /// Creates a slider to select a value from a given range, which displays the provided label
    /// and value labels.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment,
    /// which displays the provided label and value labels.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// Sets the value as a user would: editing starts, the value is clamped to the bounds and
    /// snapped to the step, editing ends.
    func move(to newValue: Double) {
        onEditingChanged(true)
        track.move(to: newValue)
        onEditingChanged(false)
    }

    /// `Slider` is primitive.
    public typealias Body = Never
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range, which displays the provided label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment,
    /// which displays the provided label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: label(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: EmptyView(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

/// A slider, whatever its labels, for the interaction API.
protocol SliderControl {
    func move(to newValue: Double)
}

extension Slider: SliderControl {}

extension Slider: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) {
        if ValueLabel.self == EmptyView.self {
            node.becomeElement("Slider", ControlBehavior.self) { ControlBehavior() }.kind = .slider(track)
            return
        }
        let layout = HStackLayout()
        LayoutContainerBehavior.mount(layout, content: TupleView((minimumValueLabel, track, maximumValueLabel)), name: "Slider",
                                      stack: BuiltinStackFacts(linearStack: layout.algorithm), node: node, graph: graph)
    }
}

/// The track and thumb of a `Slider`: its value, bounds and step.
struct SliderTrack: BuiltinView {
    typealias Body = Never
    let value: () -> Double
    let setValue: (Double) -> Void
    let bounds: ClosedRange<Double>
    let step: Double?

    /// Sets the value clamped to the bounds and snapped to the step (NaN is ignored).
    func move(to newValue: Double) {
        guard !newValue.isNaN else { return }
        var value = min(max(newValue, bounds.lowerBound), bounds.upperBound)
        if let step, step > 0, step.isFinite {
            value = bounds.lowerBound + ((value - bounds.lowerBound) / step).rounded() * step
            value = min(value, bounds.upperBound)
        }
        setValue(value)
    }

    /// The value's position between the bounds, 0...1.
    var fraction: Double {
        let range = bounds.upperBound - bounds.lowerBound
        guard range > 0, range.isFinite else { return 0 }
        let fraction = (value() - bounds.lowerBound) / range
        return fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    }

    func mount(_ node: ViewNode, in graph: ViewGraph) {
        node.becomeElement("SliderTrack", ControlBehavior.self) { ControlBehavior() }.kind = .slider(self)
    }
}

/// Sizing and drawing of control chrome (slider track, toggle switch).
final class ControlBehavior: DefaultLeafBehavior {
    enum Kind { case slider(SliderTrack), toggleSwitch }
    var kind: Kind = .toggleSwitch
    /// Height of a slider.
    static let sliderHeight: CGFloat = 30
    /// Width of a slider asked for its ideal size.
    static let sliderIdealWidth: CGFloat = 100
    /// Size of a toggle's switch (iOS metrics).
    static let switchSize = CGSize(width: 51, height: 31)

    override func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        switch kind {
        case .slider: CGSize(width: proposal.width ?? Self.sliderIdealWidth, height: Self.sliderHeight)
        case .toggleSwitch: Self.switchSize
        }
    }

    override func drawingContent(_ content: ElementContent, frame: CGRect) -> Drawing.Content {
        switch kind {
        case .slider(let track):
            return .control("slider \(NumberFormat.string(CGFloat(track.fraction)))")
        case .toggleSwitch:
            return .control((content.view as? ToggleSwitch)?.isOn == true ? "switch on" : "switch off")
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

final class ProgressBehavior: DefaultLeafBehavior {
    /// Height of a linear progress bar.
    static let height: CGFloat = 4

    override func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: Self.height)
    }

    override func drawingContent(_ content: ElementContent, frame: CGRect) -> Drawing.Content {
        let fraction = (content.view as? ProgressView)?.fraction
        return .control(fraction.map { "progress \(NumberFormat.string(CGFloat($0)))" } ?? "progress")
    }
}
