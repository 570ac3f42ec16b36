import Foundation

/// A control that performs increment and decrement actions: its label, a flexible space and
/// the iOS −/+ buttons (94×32).
///
/// A composite view, as `Toggle` is; `ViewHost.increment(stepperAt:)` and
/// `decrement(stepperAt:)` press its buttons in tests. A value stepper stops at its bounds (the
/// button at a bound is drawn disabled and does nothing) and calls `onEditingChanged` with true,
/// then false, around each press.
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    /// Whether each button is enabled (a value stepper at a bound disables one).
    let canIncrement: Bool
    let canDecrement: Bool

    /// Creates a stepper instance that performs the closures you provide when the user
    /// increments or decrements the stepper.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
        canIncrement = onIncrement != nil
        canDecrement = onDecrement != nil
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a step
    /// value and within a range of values you provide.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let current = value.wrappedValue
        self.label = label()
        // The value is read when a button is pressed: the bounds hold whatever the view saw.
        self.onIncrement = {
            let now = value.wrappedValue
            if now < bounds.upperBound { value.wrappedValue = min(now.advanced(by: step), bounds.upperBound) }
        }
        self.onDecrement = {
            let now = value.wrappedValue
            if now > bounds.lowerBound { value.wrappedValue = max(now.advanced(by: -step), bounds.lowerBound) }
        }
        self.onEditingChanged = onEditingChanged
        canIncrement = current < bounds.upperBound
        canDecrement = current > bounds.lowerBound
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a step
    /// value you provide.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        self.onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        self.onEditingChanged = onEditingChanged
        canIncrement = true
        canDecrement = true
    }

    /// The stepper's content: label, spacer and buttons in a row.
    public var body: some View {
        HStack {
            label
            Spacer()
            StepperButtons(canDecrement: canDecrement, canIncrement: canIncrement)
        }
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper that uses a title string and performs the closures you provide.
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title string that changes a value within a range by a step.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                  step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title string that changes a value by a step.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}

/// A stepper, whatever its label, for the interaction API.
protocol StepperControl {
    /// Presses + (`up`) or −; returns whether that button was enabled.
    func press(up: Bool) -> Bool
}

extension Stepper: StepperControl {
    func press(up: Bool) -> Bool {
        guard up ? canIncrement : canDecrement, let action = up ? onIncrement : onDecrement else { return false }
        onEditingChanged(true)
        action()
        onEditingChanged(false)
        return true
    }
}

/// The −/+ buttons of a `Stepper`: 94×32 (iOS), drawn as `stepper` with the enabled buttons.
struct StepperButtons: BuiltinView, Equatable {
    typealias Body = Never
    let canDecrement: Bool
    let canIncrement: Bool

    /// The buttons' size (iOS 15–18).
    static let size = CGSize(width: 94, height: 32)

    func mount(_ node: ViewNode, in graph: ViewGraph) {
        node.becomeElement("StepperButtons", FixedControlBehavior.self) { FixedControlBehavior() }.configure(
            size: Self.size, content: "stepper \(canDecrement ? "-" : "_")\(canIncrement ? "+" : "_")")
    }
}

/// A control part of a fixed size with a drawing description (stepper buttons).
final class FixedControlBehavior: DefaultLeafBehavior {
    private var size = CGSize.zero
    private var label = ""

    func configure(size: CGSize, content: String) {
        self.size = size
        label = content
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize { size }

    override func drawingContent(_ content: ElementContent, frame: CGRect) -> Drawing.Content { .control(label) }
}

extension ViewHost {
    /// Presses the + button of the stepper at `path`, then runs the resulting update; a
    /// disabled button (at the upper bound) writes nothing.
    @discardableResult
    public func increment(stepperAt path: String) throws -> UpdateReport {
        let node = try controlNode(at: path, kind: "stepper") { $0 is any StepperControl }
        _ = (node.view as! any StepperControl).press(up: true)
        return run()
    }

    /// Presses the − button of the stepper at `path`, then runs the resulting update.
    @discardableResult
    public func decrement(stepperAt path: String) throws -> UpdateReport {
        let node = try controlNode(at: path, kind: "stepper") { $0 is any StepperControl }
        _ = (node.view as! any StepperControl).press(up: false)
        return run()
    }
}
