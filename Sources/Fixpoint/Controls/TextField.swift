import Foundation

/// A control that displays an editable text interface: its text, or its prompt (the title when
/// there is none) in the placeholder colour when the text is empty.
///
/// A composite view: one line of text, as wide as proposed (as wide as its text or prompt when
/// the proposal is nil), in the style of the environment's `textFieldStyle` (`.roundedBorder`
/// adds 7 pt of padding and a rounded border). `ViewHost.type(_:into:)` types into it in tests,
/// writing through its binding.
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let label: Label
    let isSecure: Bool
    @Environment(\.textFieldStyleKind) private var style

    init(text: Binding<String>, prompt: Text?, label: Label, isSecure: Bool) {
        self.text = text
        self.prompt = prompt
        self.label = label
        self.isSecure = isSecure
    }

    /// Creates a text field with a prompt generated from a `Text`, and a label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label(), isSecure: false)
    }

    /// The field's content: the text (or prompt) on one line, filling the proposed width.
    public var body: some View {
        TextFieldContent(text: text.wrappedValue, placeholder: prompt ?? (label as? Text) ?? Text(""),
                         isSecure: isSecure, style: style)
    }
}

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a title string.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: Text(title), isSecure: false)
    }

    /// Creates a text field with a prompt and a text label generated from a title string; the
    /// prompt is shown when the text is empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: Text(title), isSecure: false)
    }
}

/// A control into which people securely enter private text: a `TextField` that shows one bullet
/// per character.
public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    /// Creates a secure field with a prompt and a label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text, prompt: prompt, label: label(), isSecure: true)
    }

    /// The field's content: bullets for the text, or the prompt.
    public var body: some View { field }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a text label generated from a title string.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text, prompt: nil, label: Text(title), isSecure: true)
    }

    /// Creates a secure field with a prompt and a text label generated from a title string.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text, prompt: prompt, label: Text(title), isSecure: true)
    }
}

/// What a text field shows, in its style: `Equatable`, so an unchanged field keeps its layout.
struct TextFieldContent: View, Equatable {
    let text: String
    let placeholder: Text
    let isSecure: Bool
    let style: TextFieldStyleKind

    /// The bullet a secure field shows per character.
    static let bullet: Character = "•"
    /// The padding of a rounded-border field around its text (iOS: 34 pt tall with body text).
    static let roundedPadding = EdgeInsets(top: 7, leading: 7, bottom: 7, trailing: 7)
    /// The corner radius of a rounded-border field.
    static let roundedRadius: CGFloat = 5

    var body: some View {
        let line = (text.isEmpty ? placeholder.foregroundColor(Color(.placeholderText))
            : Text(isSecure ? String(repeating: Self.bullet, count: text.count) : text))
            .lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
        switch style {
        case .plain, .automatic:
            line
        case .roundedBorder:
            line.padding(Self.roundedPadding)
                .background(RoundedRectangle(cornerRadius: Self.roundedRadius).fill(Color(.systemBackground)))
                .overlay(RoundedRectangle(cornerRadius: Self.roundedRadius).stroke(Color(.separator), lineWidth: 0.5))
        }
    }
}

/// A field that a test can type into.
protocol TextInputControl {
    var text: Binding<String> { get }
}

extension TextField: TextInputControl {}

extension SecureField: TextInputControl {
    var text: Binding<String> { field.text }
}

extension ViewHost {
    /// Types `text` at the end of the text field (or secure field) at `path`, in one write
    /// through its binding, as a paste would, then runs the resulting update.
    @discardableResult
    public func type(_ text: String, into path: String) throws -> UpdateReport {
        let node = try controlNode(at: path, kind: "text field") { $0 is any TextInputControl }
        let binding = (node.view as! any TextInputControl).text
        binding.wrappedValue += text
        return run()
    }
}
