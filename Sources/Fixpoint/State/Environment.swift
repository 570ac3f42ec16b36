/// A property wrapper that reads a value from a view's environment.
///
/// The bodies phase installs it with the node's environment before each body evaluation; a
/// body that reads the environment re-runs when the node's environment changes.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: (EnvironmentValues) -> Value
    private let box = EnvironmentBox()

    /// Creates an environment property to read the specified key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.read = { $0[keyPath: keyPath] }
    }

    /// Creates an environment property that reads with `read` (the observable-object forms).
    init(reading read: @escaping (EnvironmentValues) -> Value) {
        self.read = read
    }

    /// The current value of the environment property (the default outside a hosted view).
    public var wrappedValue: Value {
        read(box.environment ?? EnvironmentValues())
    }
}

final class EnvironmentBox {
    var environment: EnvironmentValues?
}

extension Environment: InstallableProperty {
    func install(into node: ViewNode, slot: Int, label: String, storageClass _: AnyStateStorage.Type?) {
        box.environment = node.environment
        node.readsEnvironment = true
    }
}

extension View {
    /// Sets the environment value of the specified key path to the given value for this view
    /// and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWritingModifier(apply: { $0[keyPath: keyPath] = value }, name: "environment"))
    }

    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Sets the maximum number of lines that text can occupy in this view.
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    /// Sets the alignment of a text view that contains multiple lines of text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Sets the truncation mode for lines of text that are too long to fit in the available space.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Sets the Dynamic Type size within the view to the given value.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Sets a view's foreground elements to use a given colour.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentWritingModifier(apply: { environment in
            environment.foregroundColor = color
            environment[ForegroundStyleKey.self] = nil
        }, name: "environment"))
    }

    /// Sets a view's foreground elements to use a given style: shapes fill with it (a gradient
    /// included); text, which Fixpoint draws in one colour, takes its representative colour.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let color = style.resolvedColor
        let gradient: AnyShapeStyle? = style is Color ? nil : AnyShapeStyle(style)
        return modifier(EnvironmentWritingModifier(apply: { environment in
            environment.foregroundColor = color
            environment[ForegroundStyleKey.self] = gradient
        }, name: "environment"))
    }
}

/// The modifier behind `environment(_:_:)` and its conveniences: it changes the environment of
/// its content and takes no part in layout.
struct EnvironmentWritingModifier: ViewModifier {
    typealias Body = Never
    let apply: (inout EnvironmentValues) -> Void
    let name: String
}
