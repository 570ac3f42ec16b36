import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// A style as real code writes it: the label padded on a capsule, scaled when pressed.
private struct CapsuleStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(10)
            .background(Capsule().fill(configuration.isPressed ? Color.gray : Color.blue))
    }
}

/// A primitive style that triggers the action itself.
private struct TriggerStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.frame(width: 100, height: 44)
    }
}

/// Counts taps in state.
private struct StyledCounter<S: PrimitiveButtonStyle>: View {
    let style: S
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("taps \(taps)")
            Button("Add") { taps += 1 }.buttonStyle(style)
        }
    }
}

@Suite("Button styles")
struct ButtonStyleTests {
    @Test("a custom ButtonStyle's body is the button's layout; tapping the label still runs the action")
    func customStyle() throws {
        let (s, _) = layOut(Button("Go") {}.buttonStyle(CapsuleStyle()), width: 300)
        let text = try #require(s.node(text: "Go"))
        #expect(isClose(text.frame.width, textWidth("Go")))
        let capsule = try #require(s.nodes(typeName: "Capsule").first)
        #expect(isClose(capsule.frame.width, textWidth("Go") + 20) && isClose(capsule.frame.height, lineHeight() + 20))
        let host = ViewHost(StyledCounter(style: TriggerStyle()))
        host.run()
        try host.tap(buttonLabeled: "Add")
        #expect(host.snapshot.node(text: "taps 1") != nil)
        #expect(isClose(host.snapshot.node(text: "Add")?.frame.width ?? 0, textWidth("Add")))
    }

    @Test("plain and borderless buttons are their label's size; bordered styles pad 12×7 on iOS and 8×3 on macOS",
          arguments: [("plain", 0.0, 0.0), ("borderless", 0, 0), ("automatic", 0, 0), ("bordered", 12, 7), ("borderedProminent", 12, 7)])
    func builtinSizes(style: String, horizontal: CGFloat, vertical: CGFloat) {
        func button(_ environment: EnvironmentValues) -> CGSize {
            let view: AnyView = switch style {
            case "plain": AnyView(Button("OK") {}.buttonStyle(.plain))
            case "borderless": AnyView(Button("OK") {}.buttonStyle(.borderless))
            case "automatic": AnyView(Button("OK") {}.buttonStyle(.automatic))
            case "bordered": AnyView(Button("OK") {}.buttonStyle(.bordered))
            default: AnyView(Button("OK") {}.buttonStyle(.borderedProminent))
            }
            let (s, _) = layOut(view.fixedSize(), width: 300, environment: environment)
            return s.nodes.first?.frame.size ?? .zero
        }
        let iOS = button(.iOS)
        #expect(isClose(iOS.width, textWidth("OK") + 2 * horizontal) && isClose(iOS.height, lineHeight() + 2 * vertical))
        let macOS = button(.macOS)
        let macHorizontal: CGFloat = horizontal > 0 ? 8 : 0, macVertical: CGFloat = vertical > 0 ? 3 : 0
        #expect(isClose(macOS.width, textWidth("OK", size: 13) + 2 * macHorizontal))
        #expect(isClose(macOS.height, lineHeight(13) + 2 * macVertical))
    }

    @Test("controlSize(.large) pads a bordered button 20×14 on iOS (about 50 pt tall); buttonBorderShape picks the bezel")
    func controlSizeAndShape() throws {
        let (s, _) = layOut(Button("OK") {}.buttonStyle(.bordered).controlSize(.large).fixedSize(), width: 300)
        let size = try #require(s.nodes.first?.frame.size)
        #expect(isClose(size.width, textWidth("OK") + 40) && isClose(size.height, lineHeight() + 28))
        guard case .shape(.roundedRectangle(cornerRadius: 12), _)? = s.nodes(typeName: "RoundedRectangle").first?.drawing.content else {
            Issue.record("no large bezel")
            return
        }
        let (capsule, _) = layOut(Button("OK") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule), width: 300)
        #expect(capsule.nodes(typeName: "Capsule").count == 1 && capsule.nodes(typeName: "RoundedRectangle").isEmpty)
        let (custom, _) = layOut(Button("OK") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 3)), width: 300)
        guard case .shape(.roundedRectangle(cornerRadius: 3), _)? = custom.nodes(typeName: "RoundedRectangle").first?.drawing.content else {
            Issue.record("radius not applied")
            return
        }
        #expect(ControlSize.allCases.count == 5)
    }

    @Test("bordered prominent draws a white label on the accent colour; a destructive role tints red")
    func borderedDrawing() throws {
        let (s, _) = layOut(VStack {
            Button("Save") {}.buttonStyle(.borderedProminent)
            Button("Delete", role: .destructive) {}.buttonStyle(.borderless)
        }, width: 300)
        guard case let .text(save)? = s.node(text: "Save")?.drawing.content,
              case let .text(delete)? = s.node(text: "Delete")?.drawing.content else {
            Issue.record("labels missing")
            return
        }
        #expect(save.color.name == "white" && delete.color.name == "red")
        guard case let .shape(kind, fill)? = s.nodes(typeName: "RoundedRectangle").first?.drawing.content else {
            Issue.record("no bezel")
            return
        }
        #expect(kind == .roundedRectangle(cornerRadius: 6) && fill.name == "accentColor")
    }
}

/// A view that reads the environment, below an unchanged button style.
private struct EnvironmentReader: View {
    @Environment(\.font) private var font
    var body: some View { Text("reader") }
}

/// Re-renders on a button tap; the reader's inputs do not change.
private struct StyledParent: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("count \(count)")
            EnvironmentReader()
            Button("Add") { count += 1 }
        }
        .buttonStyle(.bordered)
    }
}

@Suite("Button style environment")
struct ButtonStyleEnvironmentTests {
    @Test("an unchanged built-in button style is not an environment change: readers below it do not re-run")
    func unchangedStyle() throws {
        let host = ViewHost(StyledParent())
        host.run()
        let report = try host.tap(buttonLabeled: "Add")
        #expect(host.snapshot.node(text: "count 1") != nil)
        #expect(report.bodyEvaluations(of: StyledParent.self) == 1)
        #expect(report.bodyEvaluations(of: EnvironmentReader.self) == 0)
    }
}
